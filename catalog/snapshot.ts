// The snapshot file: a header line, the catalog's records as JSON, then a section of JSON blobs
// (operation details, component schemas) read by byte range on demand.
//
//   EDS-SNAPSHOT\n{"formatVersion":N,"metaBytes":M}\n<M bytes of meta JSON><blobs...>

import { closeSync, existsSync, fstatSync, openSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import type { ApiRecord, BlobRef, CatalogInfo, ResourceRecord } from '../lib/model.ts';

export const SNAPSHOT_FORMAT_VERSION = 1;
const MAGIC = 'EDS-SNAPSHOT';

export interface SnapshotMeta {
  info: CatalogInfo;
  apis: ApiRecord[];
  resources: ResourceRecord[];
}

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

  finish(meta: SnapshotMeta): { bytes: number } {
    const metaBytes = Buffer.from(JSON.stringify(meta), 'utf8');
    const header = Buffer.from(`${MAGIC}\n${JSON.stringify({ formatVersion: SNAPSHOT_FORMAT_VERSION, metaBytes: metaBytes.length })}\n`);
    const tmpPath = `${this.path}.tmp`;
    const out = openSync(tmpPath, 'w');
    try {
      writeSync(out, header);
      writeSync(out, metaBytes);
      const chunk = Buffer.alloc(1 << 20);
      for (let offset = 0; offset < this.blobBytes; offset += chunk.length) {
        const read = readSync(this.blobFd, chunk, 0, chunk.length, offset);
        writeSync(out, chunk, 0, read);
      }
    } finally {
      closeSync(out);
      this.discardBlobs();
    }
    renameSync(tmpPath, this.path);
    return { bytes: header.length + metaBytes.length + this.blobBytes };
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
  readBlob(ref: BlobRef): unknown;
  close(): void;
}

/** Reads the header only: the format version and the info, without parsing every record. */
export function readSnapshotHeader(path: string): { formatVersion: number } | undefined {
  if (!existsSync(path)) return undefined;
  const fd = openSync(path, 'r');
  try {
    return parseHeader(fd).header;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

function parseHeader(fd: number): { header: { formatVersion: number; metaBytes: number }; headerBytes: number } {
  const head = Buffer.alloc(256);
  const read = readSync(fd, head, 0, head.length, 0);
  const text = head.subarray(0, read).toString('utf8');
  const [magic, json] = text.split('\n');
  if (magic !== MAGIC || json === undefined) throw new SnapshotFormatError('not a snapshot file');
  const header = JSON.parse(json) as { formatVersion: number; metaBytes: number };
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
    const blobStart = headerBytes + header.metaBytes;
    const size = fstatSync(fd).size;
    return {
      meta,
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
