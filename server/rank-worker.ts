// A worker thread that ranks queries, so ranking runs beside the thread that serves HTTP. It gets
// the search model and the ranking view of the resources once, then answers one query per message.

import { parentPort, workerData } from 'node:worker_threads';
import type { RankedResource } from '../lib/model.ts';
import { prepareSearch, type SharedSearchTables } from '../lib/search/candidates.ts';
import { rank } from '../lib/search/rank.ts';
import type { SearchModel } from '../lib/search/model.ts';

export interface RankWorkerData {
  model: SearchModel;
  resources: RankedResource[];
  /** The ranking tables the serving thread built, in shared memory: taken, not built again. */
  shared: SharedSearchTables;
}

export interface RankRequest {
  id: number;
  q: string;
}

/** `ready` once the worker can rank; then one reply per request. */
export type RankReply = { ready: true } | { id: number; order: number[]; total: number } | { id: number; error: string };

const { model, resources, shared } = workerData as RankWorkerData;
prepareSearch(model, resources, shared);
parentPort?.postMessage({ ready: true } satisfies RankReply);
parentPort?.on('message', ({ id, q }: RankRequest) => {
  let reply: RankReply;
  try {
    reply = { id, ...rank(model, resources, q) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
