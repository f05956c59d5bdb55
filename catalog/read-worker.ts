// A worker thread that reads spec documents for a build (catalog/read-documents.ts): it takes the
// next unread document's index from a shared counter, reads it, posts the result on its port and
// counts it in the shared tally the build waits on.

import { workerData, type MessagePort } from 'node:worker_threads';
import { readDocument, type SourceDocument } from './document.ts';

export interface ReadWorkerData {
  documents: readonly SourceDocument[];
  /** Int32 slots: [0] the next document to take, [1] results posted. */
  counters: SharedArrayBuffer;
  port: MessagePort;
}

export interface ReadMessage {
  index: number;
  read: ReturnType<typeof readDocument>;
}

const { documents, counters, port } = workerData as ReadWorkerData;
const slots = new Int32Array(counters);
for (let index = Atomics.add(slots, 0, 1); index < documents.length; index = Atomics.add(slots, 0, 1)) {
  port.postMessage({ index, read: readDocument(documents[index]) } satisfies ReadMessage);
  Atomics.add(slots, 1, 1);
  Atomics.notify(slots, 1);
}
port.close();
