// How the server ranks: in the request thread, or on worker threads. Each worker holds its own
// copy of the search model and its scratch tables, so queries rank on other cores while this
// thread parses requests and writes responses. A worker that dies leaves its queries, and later
// ones, to this thread.

import { Worker } from 'node:worker_threads';
import { tsWorkerEntry } from '../catalog/ts-worker.ts';
import { rankedResources, type Catalog } from '../lib/model.ts';
import { sharedSearchTables } from '../lib/search/candidates.ts';
import { cachedRank, rankingCache, type Ranking } from '../lib/search/rank.ts';
import { readSearchRequest, searchResponse, type Outcome, type SearchParams, type SearchResponse } from '../lib/service.ts';
import type { RankReply, RankRequest, RankWorkerData } from './rank-worker.ts';

/** Ranks a query, or answers from the catalog's ranking cache. */
export type Ranker = (q: string) => Promise<Ranking>;

/**
 * A server's first searches run slow while its code compiles; it runs this many before listening.
 * The JIT settles only after a few thousand: against 200 bare names, a fresh server's first 10 s of
 * distinct searches ran 1.20× faster with 3,000 phrased goals, 0.89× with 3,000 bare names and 1.01×
 * with 600 phrased goals (`npx tsx bench/compare-throughput.ts <other checkout> 5`), for a few
 * seconds more at start. 2,000 phrased goals against 3,000 ran 1.05× (392 and 373 req/s, five
 * rounds each) and start about 3 s sooner, which a fresh clone's first start needs (118 s of its 120).
 */
const WARM_UP_QUERIES = 2000;

/**
 * Ways goals are phrased: warm-up then runs the paths users' goals take (an ask after a situation, a
 * question, the user's own things, a named API, a second clause), not only bare operation names.
 */
const WARM_UP_PHRASINGS: ((name: string, api: string, next: string) => string)[] = [
  (name) => name,
  (name, api) => `I need to ${name} in ${api}`,
  (name) => `How do I ${name} for my account?`,
  (name, _api, next) => `${name}, then ${next}`,
  (name, api, next) => `Our team works in ${api}. We want to ${name} of the ${next}`,
];

/** Goal-like queries made of operation names spread over the whole catalog, to warm up on. */
export function warmUpQueries(catalog: Catalog, count = WARM_UP_QUERIES): string[] {
  const endpoints = catalog.resources.filter((record) => record.resourceType === 'endpoint');
  const stride = Math.max(1, Math.floor(endpoints.length / count));
  const picked = endpoints.filter((_record, ix) => ix % stride === 0).slice(0, count);
  return picked.map((record, ix) => {
    const phrasing = ix % WARM_UP_PHRASINGS.length;
    const next = picked[(ix + 1) % picked.length].name.toLowerCase();
    return WARM_UP_PHRASINGS[phrasing](phrasing === 0 ? record.name : record.name.toLowerCase(), catalog.apis.get(record.apiKey)?.title ?? record.apiKey, next);
  });
}

export function inThreadRanker(catalog: Catalog): Ranker {
  return async (q) => cachedRank(catalog.search, catalog.resources, q);
}

/** The search operation with ranking left to `ranker`: what the REST route and the MCP tool call. */
export async function rankedSearch(catalog: Catalog, ranker: Ranker, body: unknown, params: SearchParams): Promise<Outcome<SearchResponse>> {
  const request = readSearchRequest(body, params);
  if (!request.ok) return request;
  return { ok: true, body: searchResponse(catalog, request.body, await ranker(request.body.q), params.cursorKey) };
}

interface Pending {
  q: string;
  resolve: (ranking: Ranking) => void;
  reject: (error: Error) => void;
}

interface RankThread {
  worker: Worker;
  pending: Map<number, Pending>;
  /** Resolves when the worker can rank, or is gone. */
  ready: Promise<void>;
}

export class RankWorkers {
  private readonly threads: RankThread[] = [];
  private nextId = 0;
  private closing = false;

  constructor(private readonly catalog: Catalog, count: number, private readonly warn: (message: string) => void = console.error) {
    // This thread ranks too (briefs name the catalog's best call): its tables are built first, and the workers share the largest.
    const data: RankWorkerData = { model: catalog.search, resources: rankedResources(catalog.resources), shared: sharedSearchTables(catalog.search, catalog.resources) };
    for (let i = 0; i < count; i++) this.start(data);
  }

  get size(): number {
    return this.threads.length;
  }

  /** Resolves once every worker has built its tables (or died): then no query waits for start-up. */
  async ready(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.ready));
  }

  readonly rank: Ranker = async (q) => {
    const cache = rankingCache(this.catalog.search);
    const cached = cache.get(q);
    if (cached) return cached;
    if (this.threads.length === 0) return this.rankHere(q);
    // The thread with the fewest queries waiting.
    const thread = this.threads.reduce((least, candidate) => (candidate.pending.size < least.pending.size ? candidate : least));
    const id = this.nextId++;
    const ranking = await new Promise<Ranking>((resolve, reject) => {
      thread.pending.set(id, { q, resolve, reject });
      thread.worker.postMessage({ id, q } satisfies RankRequest);
    });
    cache.set(q, ranking);
    return ranking;
  };

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.threads.map(({ worker }) => worker.terminate()));
  }

  private start(data: RankWorkerData): void {
    const worker = new Worker(tsWorkerEntry(new URL('./rank-worker.ts', import.meta.url)), { workerData: data });
    let started = () => {};
    const thread: RankThread = { worker, pending: new Map(), ready: new Promise((resolve) => { started = resolve; }) };
    this.threads.push(thread);
    worker.once('exit', () => started());
    worker.on('message', (reply: RankReply) => {
      if ('ready' in reply) return started();
      const pending = thread.pending.get(reply.id);
      if (!pending) return;
      thread.pending.delete(reply.id);
      if ('error' in reply) pending.reject(new Error(`ranking "${pending.q}" failed: ${reply.error}`));
      else pending.resolve({ order: reply.order, total: reply.total });
    });
    worker.on('error', (error) => this.retire(thread, `ranking worker failed: ${error.message}`));
    worker.on('exit', (code) => this.retire(thread, `ranking worker exited with code ${code}`));
  }

  /** Takes a dead worker out of rotation; its waiting queries rank here instead. */
  private retire(thread: RankThread, reason: string): void {
    const at = this.threads.indexOf(thread);
    if (at < 0) return;
    this.threads.splice(at, 1);
    if (!this.closing) this.warn(`${reason}; ${this.threads.length} ranking workers left${this.threads.length === 0 ? ', ranking in the request thread' : ''}`);
    for (const { q, resolve, reject } of thread.pending.values()) {
      try {
        resolve(this.rankHere(q));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    thread.pending.clear();
  }

  private rankHere(q: string): Ranking {
    return cachedRank(this.catalog.search, this.catalog.resources, q);
  }
}
