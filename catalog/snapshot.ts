// The snapshot file: a header line, the catalog's records as JSON, the search model's typed arrays,
// then a section of JSON blobs (operation details, component schemas) read by byte range on demand.
//
//   EDS-SNAPSHOT\n{"formatVersion":N,"metaBytes":M,"arrays":[...],"arrayBytes":A,"blobBytes":B,"digests":{...}}\n
//   <M bytes of meta JSON><padding to 8><A bytes of arrays, each 8-aligned><B bytes of blobs>
//
// Each section's SHA-256 is written at build and checked at load (about half a second for the
// default catalog), so a truncated, bit-flipped or foreign file is refused, never served.

import { createHash } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ApiRecord, BlobRef, CatalogInfo, ResourceRecord } from '../lib/model.ts';
import type { SearchArrays, SearchModelJson } from '../lib/search/model.ts';

export const SNAPSHOT_FORMAT_VERSION = 11;
const MAGIC = 'EDS-SNAPSHOT';

export interface SnapshotMeta {
  info: CatalogInfo;
  apis: ApiRecord[];
  resources: ResourceRecord[];
  search: SearchModelJson;
}

interface ArrayEntry {
  name: string;
  type: 'u32' | 'f32';
  offset: number;
  length: number;
}

/** The sections whose digests the header carries. */
const SECTIONS = ['meta', 'arrays', 'blobs'] as const;
type Section = (typeof SECTIONS)[number];

interface Header {
  formatVersion: number;
  metaBytes: number;
  arrays: ArrayEntry[];
  arrayBytes: number;
  blobBytes: number;
  /** SHA-256 of each section, hex. */
  digests: Record<Section, string>;
}

const align8 = (n: number) => Math.ceil(n / 8) * 8;

export class SnapshotFormatError extends Error {}

/** A snapshot whose content does not match what its header says: damaged, truncated or edited. */
export class SnapshotIntegrityError extends SnapshotFormatError {
  constructor(readonly path: string, readonly section: string, what: string) {
    super(`${path}: the ${section} section ${what}; the file is damaged, so it is not used (delete it, or let the service rebuild it)`);
  }
}

/** One digest standing for the whole snapshot: what /healthz reports. */
function snapshotDigest(digests: Record<Section, string>): string {
  return createHash('sha256').update(SECTIONS.map((section) => digests[section]).join(':')).digest('hex').slice(0, 32);
}

const CHUNK = 1 << 22;

/** SHA-256 of a byte range of a file, read in chunks. */
function digestOfRange(fd: number, start: number, length: number): string {
  const hash = createHash('sha256');
  const chunk = Buffer.alloc(Math.min(CHUNK, Math.max(1, length)));
  for (let offset = 0; offset < length;) {
    const read = readSync(fd, chunk, 0, Math.min(chunk.length, length - offset), start + offset);
    if (read === 0) break;
    hash.update(chunk.subarray(0, read));
    offset += read;
  }
  return hash.digest('hex');
}

/** Writes blobs as they come, then the records; the file appears only when complete. */
export class SnapshotWriter {
  private readonly blobPath: string;
  private readonly blobFd: number;
  private blobBytes = 0;
  private readonly blobHash = createHash('sha256');

  constructor(private readonly path: string) {
    this.blobPath = `${path}.blobs.tmp`;
    mkdirSync(dirname(path), { recursive: true });
    this.blobFd = openSync(this.blobPath, 'w+');
  }

  addBlob(value: unknown): BlobRef {
    return this.addJson(JSON.stringify(value));
  }

  /** A value already written as JSON text. */
  addJson(json: string): BlobRef {
    const bytes = Buffer.from(json, 'utf8');
    writeSync(this.blobFd, bytes);
    this.blobHash.update(bytes);
    const ref: BlobRef = [this.blobBytes, bytes.length];
    this.blobBytes += bytes.length;
    return ref;
  }

  finish(meta: SnapshotMeta, arrays: SearchArrays): { bytes: number } {
    const metaBytes = Buffer.from(JSON.stringify(meta), 'utf8');
    const entries: ArrayEntry[] = [];
    let arrayBytes = 0;
    for (const [name, array] of Object.entries(arrays)) {
      entries.push({ name, type: array instanceof Float32Array ? 'f32' : 'u32', offset: arrayBytes, length: array.length });
      arrayBytes = align8(arrayBytes + array.byteLength);
    }
    const arrayRegion = Buffer.alloc(arrayBytes);
    Object.values(arrays).forEach((array, ix) => Buffer.from(array.buffer, array.byteOffset, array.byteLength).copy(arrayRegion, entries[ix].offset));
    const digests: Record<Section, string> = {
      meta: createHash('sha256').update(metaBytes).digest('hex'),
      arrays: createHash('sha256').update(arrayRegion).digest('hex'),
      blobs: this.blobHash.digest('hex'),
    };
    const header: Header = { formatVersion: SNAPSHOT_FORMAT_VERSION, metaBytes: metaBytes.length, arrays: entries, arrayBytes, blobBytes: this.blobBytes, digests };
    const headerBytes = Buffer.from(`${MAGIC}\n${JSON.stringify(header)}\n`);
    const arrayStart = align8(headerBytes.length + metaBytes.length);
    // Written beside the old snapshot and renamed into place: a crash mid-build leaves the old one usable.
    const tmpPath = `${this.path}.tmp`;
    const out = openSync(tmpPath, 'w');
    try {
      writeSync(out, headerBytes);
      writeSync(out, metaBytes);
      writeSync(out, arrayRegion, 0, arrayRegion.length, arrayStart);
      const blobStart = arrayStart + arrayBytes;
      const chunk = Buffer.alloc(1 << 20);
      for (let offset = 0; offset < this.blobBytes; offset += chunk.length) {
        const read = readSync(this.blobFd, chunk, 0, chunk.length, offset);
        writeSync(out, chunk, 0, read, blobStart + offset);
      }
    } finally {
      closeSync(out);
      this.discardBlobs();
    }
    renameSync(tmpPath, this.path);
    return { bytes: arrayStart + arrayBytes + this.blobBytes };
  }

  abort(): void {
    this.discardBlobs();
  }

  private discardBlobs(): void {
    try {
      closeSync(this.blobFd);
    } catch {
      // already closed
    }
    rmSync(this.blobPath, { force: true });
  }
}

export interface SnapshotReader {
  /** One digest for the whole file, from its sections' digests (checked at open). */
  digest: string;
  meta: SnapshotMeta;
  arrays: SearchArrays;
  readBlob(ref: BlobRef): unknown;
  close(): void;
}

function parseHeader(fd: number): { header: Header; headerBytes: number } {
  const head = Buffer.alloc(8192);
  const read = readSync(fd, head, 0, head.length, 0);
  const text = head.subarray(0, read).toString('utf8');
  const [magic, json] = text.split('\n');
  if (magic !== MAGIC || json === undefined) throw new SnapshotFormatError('not a snapshot file');
  const header = JSON.parse(json) as Header;
  return { header, headerBytes: Buffer.byteLength(`${magic}\n${json}\n`) };
}

export function openSnapshot(path: string): SnapshotReader {
  let scratch = Buffer.allocUnsafe(1 << 16);
  const fd = openSync(path, 'r');
  try {
    let parsed: { header: Header; headerBytes: number };
    try {
      parsed = parseHeader(fd);
    } catch (error) {
      throw error instanceof SnapshotFormatError ? error : new SnapshotFormatError(`${path}: unreadable header (${error instanceof Error ? error.message : String(error)})`);
    }
    const { header, headerBytes } = parsed;
    if (header.formatVersion !== SNAPSHOT_FORMAT_VERSION) {
      throw new SnapshotFormatError(`snapshot format ${header.formatVersion}, expected ${SNAPSHOT_FORMAT_VERSION}`);
    }
    const arrayStart = align8(headerBytes + header.metaBytes);
    const blobStart = arrayStart + header.arrayBytes;
    const size = fstatSync(fd).size;
    if (size !== blobStart + header.blobBytes) {
      const section = size < arrayStart ? 'meta' : size < blobStart ? 'arrays' : 'blobs';
      throw new SnapshotIntegrityError(path, section, `ends early or runs on (file is ${size} bytes, its header says ${blobStart + header.blobBytes})`);
    }
    const check = (section: Section, actual: string) => {
      if (actual !== header.digests?.[section]) throw new SnapshotIntegrityError(path, section, 'does not match its digest');
    };
    const metaBuffer = Buffer.alloc(header.metaBytes);
    readSync(fd, metaBuffer, 0, header.metaBytes, headerBytes);
    check('meta', createHash('sha256').update(metaBuffer).digest('hex'));
    const arrayBuffer = Buffer.alloc(header.arrayBytes);
    readSync(fd, arrayBuffer, 0, header.arrayBytes, arrayStart);
    check('arrays', createHash('sha256').update(arrayBuffer).digest('hex'));
    check('blobs', digestOfRange(fd, blobStart, header.blobBytes));
    const meta = JSON.parse(metaBuffer.toString('utf8')) as SnapshotMeta;
    const arrays = Object.fromEntries(header.arrays.map(({ name, type, offset, length }) => [
      name,
      type === 'f32' ? new Float32Array(arrayBuffer.buffer, arrayBuffer.byteOffset + offset, length) : new Uint32Array(arrayBuffer.buffer, arrayBuffer.byteOffset + offset, length),
    ])) as SearchArrays;
    return {
      digest: snapshotDigest(header.digests),
      meta,
      arrays,
      readBlob([offset, length]) {
        if (offset + length > header.blobBytes) throw new SnapshotFormatError('blob outside the snapshot');
        // One buffer for every read, grown as needed: the text is copied out before the next read.
        if (scratch.length < length) scratch = Buffer.allocUnsafe(Math.max(length, scratch.length * 2));
        readSync(fd, scratch, 0, length, blobStart + offset);
        return JSON.parse(scratch.toString('utf8', 0, length));
      },
      close: () => closeSync(fd),
    };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}
