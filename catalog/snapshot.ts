// The snapshot file: a header line, the catalog's records as JSON, the search model's typed arrays,
// then a section of JSON blobs (operation details, component schemas) read by byte range on demand.
//
//   EDS-SNAPSHOT\n{"formatVersion":N,"metaBytes":M,"arrays":[...],"arrayBytes":A}\n
//   <M bytes of meta JSON><padding to 8><A bytes of arrays, each 8-aligned><blobs...>

import { closeSync, fstatSync, openSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import type { ApiRecord, BlobRef, CatalogInfo, ResourceRecord } from '../lib/model.ts';
import type { SearchArrays, SearchModelJson } from '../lib/search-model.ts';

export const SNAPSHOT_FORMAT_VERSION = 10;
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

interface Header {
  formatVersion: number;
  metaBytes: number;
  arrays: ArrayEntry[];
  arrayBytes: number;
}

const align8 = (n: number) => Math.ceil(n / 8) * 8;

export class SnapshotFormatError extends Error {}

/** Writes blobs as they come, then the records; the file appears only when complete. */
export class SnapshotWriter {
  private readonly blobPath: string;
  private readonly blobFd: number;
  private blobBytes = 0;

  constructor(private readonly path: string) {
    this.blobPath = `${path}.blobs.tmp`;
    this.blobFd = openSync(this.blobPath, 'w+');
  }

  addBlob(value: unknown): BlobRef {
    const bytes = Buffer.from(JSON.stringify(value), 'utf8');
    writeSync(this.blobFd, bytes);
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
    const header: Header = { formatVersion: SNAPSHOT_FORMAT_VERSION, metaBytes: metaBytes.length, arrays: entries, arrayBytes };
    const headerBytes = Buffer.from(`${MAGIC}\n${JSON.stringify(header)}\n`);
    const arrayStart = align8(headerBytes.length + metaBytes.length);
    const tmpPath = `${this.path}.tmp`;
    const out = openSync(tmpPath, 'w');
    try {
      writeSync(out, headerBytes);
      writeSync(out, metaBytes);
      Object.values(arrays).forEach((array, ix) => {
        const bytes = Buffer.from(array.buffer, array.byteOffset, array.byteLength);
        writeSync(out, bytes, 0, bytes.length, arrayStart + entries[ix].offset);
      });
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
  const fd = openSync(path, 'r');
  try {
    const { header, headerBytes } = parseHeader(fd);
    if (header.formatVersion !== SNAPSHOT_FORMAT_VERSION) {
      throw new SnapshotFormatError(`snapshot format ${header.formatVersion}, expected ${SNAPSHOT_FORMAT_VERSION}`);
    }
    const metaBuffer = Buffer.alloc(header.metaBytes);
    readSync(fd, metaBuffer, 0, header.metaBytes, headerBytes);
    const meta = JSON.parse(metaBuffer.toString('utf8')) as SnapshotMeta;
    const arrayStart = align8(headerBytes + header.metaBytes);
    const arrayBuffer = Buffer.alloc(header.arrayBytes);
    readSync(fd, arrayBuffer, 0, header.arrayBytes, arrayStart);
    const arrays = Object.fromEntries(header.arrays.map(({ name, type, offset, length }) => [
      name,
      type === 'f32' ? new Float32Array(arrayBuffer.buffer, arrayBuffer.byteOffset + offset, length) : new Uint32Array(arrayBuffer.buffer, arrayBuffer.byteOffset + offset, length),
    ])) as SearchArrays;
    const blobStart = arrayStart + header.arrayBytes;
    const size = fstatSync(fd).size;
    return {
      meta,
      arrays,
      readBlob([offset, length]) {
        if (blobStart + offset + length > size) throw new SnapshotFormatError('blob outside the snapshot');
        const buffer = Buffer.alloc(length);
        readSync(fd, buffer, 0, length, blobStart + offset);
        return JSON.parse(buffer.toString('utf8'));
      },
      close: () => closeSync(fd),
    };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}
