// Reads a build's spec documents, in order, on worker threads when there are many: parsing and
// normalising some 4,000 specs is most of a build's time, and every document reads alone. The build
// stays synchronous: it waits on a shared counter and takes results off the workers' ports as they
// come, yielding them in document order, so the snapshot is the same bytes whichever thread read what.

import { availableParallelism } from 'node:os';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { readDocument, type ReadDocument, type SourceDocument } from './document.ts';
import type { ReadMessage, ReadWorkerData } from './read-worker.ts';
import { tsWorkerEntry } from './ts-worker.ts';

/** Fewer documents than this read in this thread: starting workers costs more than they save. */
export const PARALLEL_MIN_DOCUMENTS = 200;
/** Past four readers the build's own thread, which writes what they read, is the bottleneck. */
const MAX_READERS = 4;
/** How long the build waits on a document with no result from any worker before reading it itself. */
const STALL_MS = 30_000;

/** How many worker threads to read `count` documents on: one per core, none for a few. */
export function readerCount(count: number): number {
  return count < PARALLEL_MIN_DOCUMENTS ? 0 : Math.min(availableParallelism(), MAX_READERS);
}

/**
 * The documents as read, in their order. With fewer than two `readers` all are read in this thread;
 * when no worker has answered for `stallMs`, this thread reads every document that has not come.
 */
export function* readDocuments(documents: readonly SourceDocument[], readers = readerCount(documents.length), stallMs = STALL_MS): Generator<ReadDocument> {
  if (readers < 2) {
    for (const document of documents) yield readDocument(document);
    return;
  }
  const counters = new SharedArrayBuffer(8);
  const slots = new Int32Array(counters);
  const ports: MessagePort[] = [];
  const workers: Worker[] = [];
  for (let i = 0; i < readers; i++) {
    const { port1, port2 } = new MessageChannel();
    const data: ReadWorkerData = { documents, counters, port: port2 };
    const worker = new Worker(tsWorkerEntry(new URL('./read-worker.ts', import.meta.url)), { workerData: data, transferList: [port2] });
    worker.unref();
    workers.push(worker);
    ports.push(port1);
  }
  const arrived = new Map<number, ReadDocument>();
  let received = 0;
  const drain = (from: number) => {
    for (const port of ports) {
      for (let message = receiveMessageOnPort(port); message; message = receiveMessageOnPort(port)) {
        const { index, read } = message.message as ReadMessage;
        received++;
        // A document read here after a stall may still come from its worker: it is yielded already.
        if (index >= from) arrived.set(index, read);
      }
    }
  };
  let lastResult = Date.now();
  let stalled = false;
  try {
    for (let index = 0; index < documents.length; index++) {
      drain(index);
      while (!arrived.has(index) && !stalled) {
        const before = received;
        // Sleeps until a worker counts a result it posted (or a tenth of a second).
        Atomics.wait(slots, 1, received, 100);
        drain(index);
        if (received > before) lastResult = Date.now();
        // Workers that failed to start or died hold documents: from here on this thread reads what has not come.
        else if (Date.now() - lastResult >= stallMs) stalled = true;
      }
      const read = arrived.get(index) ?? readDocument(documents[index]);
      arrived.delete(index);
      yield read;
    }
  } finally {
    for (const port of ports) port.close();
    for (const worker of workers) void worker.terminate();
  }
}
