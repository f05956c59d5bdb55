// The real server in its own process, load on its search route and briefs asked of it: shared by
// `npm run bench`, `bench/compare-throughput.ts` and `bench/integrate-http.ts`.

import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { quantile } from './compare-args.ts';

export interface StartedServer {
  server: ChildProcess;
  base: string;
  /** What the server says of its ranking threads when it listens. */
  ready: string;
  startedIn: number;
}

/** The server process's resident memory, in MB. */
export const residentMb = (server: ChildProcess) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/** Node's own flags in `npm start` (the heap limit), so the bench serves as users do. */
function startFlags(root: string): string[] {
  const start = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  return start.match(/--max-old-space-size=\d+/g) ?? [];
}

/** Starts the server of the checkout at `root` on a free port, over the snapshot in `dataDir`. */
export function startServer(root: string, dataDir: string, env: Record<string, string> = {}): Promise<StartedServer> {
  const server = spawn(process.execPath, [...startFlags(root), '--import', 'tsx', join(root, 'server', 'main.ts')], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000000', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const spawnedAt = performance.now();
  return new Promise((resolve, reject) => {
    let text = '';
    server.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /on (http:\/\/[\d.]+:\d+) \(ready in [\d.]+ s, (.*)\)/.exec(text);
      if (match) resolve({ server, base: match[1], ready: match[2], startedIn: (performance.now() - spawnedAt) / 1000 });
    });
    server.once('exit', () => reject(new Error(text)));
  });
}

/** Request bodies, the next one per call. */
export type Bodies = () => string;

/** 32 connections for 10 s on `/v1/search`, each request carrying the next body. */
export function throughput(base: string, nextBody: Bodies): Promise<autocannon.Result> {
  return autocannon({
    url: `${base}/v1/search`,
    connections: 32,
    duration: 10,
    requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: (request) => ({ ...request, body: nextBody() }) }],
  });
}

/**
 * A long load: `connections` connections for `seconds`, sampling the server's resident memory every
 * 5 s from the 15th second on (once the heap has grown to its working size under this load), so a
 * leak shows as growth from the first sample to the last.
 */
export async function soak(base: string, nextBody: Bodies, { seconds, connections, residentMb }: { seconds: number; connections: number; residentMb: () => number }): Promise<{ result: autocannon.Result; memory: number[] }> {
  const memory: number[] = [];
  let ticks = 0;
  const sampler = setInterval(() => {
    if (++ticks >= 3) memory.push(residentMb());
  }, 5_000);
  try {
    const result = await autocannon({
      url: `${base}/v1/search`,
      connections,
      duration: seconds,
      timeout: 10,
      requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: (request) => ({ ...request, body: nextBody() }) }],
    });
    return { result, memory };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Loads one after another, on the same server: the one of median throughput. On a shared machine
 * one 10 s load can land on a busy spell.
 */
export async function medianThroughput(base: string, nextBody: Bodies, rounds = 3): Promise<autocannon.Result> {
  const results: autocannon.Result[] = [];
  for (let round = 0; round < rounds; round++) results.push(await throughput(base, nextBody));
  return results.sort((a, b) => a.requests.average - b.requests.average)[Math.floor(rounds / 2)];
}

/**
 * Queries the service has not seen: an unknown word makes each distinct without changing its
 * ranking. The count runs on across loads, so a later load is not answered from the cache.
 */
export function distinctQueries(queries: readonly string[]): Bodies {
  let n = 0;
  return () => JSON.stringify({ q: `${queries[n % queries.length]} zq${n++}x` });
}

/** The same queries over and over: after the first round, answers come from the ranking cache. */
export function repeatedQueries(queries: readonly string[]): Bodies {
  let n = 0;
  return () => JSON.stringify({ q: queries[n++ % queries.length] });
}

/**
 * The brief tasks' own selections asked of a running server's integrate route, each once and then
 * all again: the latencies of the first pass (each endpoint read for the first time) and the second (warm).
 */
/** How the bench asks: `fetch` (undici, as most Node agents do), or node:http over one kept-alive connection (a leaner client). */
export type BenchClient = 'fetch' | 'http';

/** POSTs a JSON body and reads the whole answer, with the client asked for. */
function poster(client: BenchClient): (url: string, body: string) => Promise<void> {
  if (client === 'fetch') return async (url, body) => { await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).arrayBuffer(); };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (url, body) => new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (response) => {
      response.on('data', () => {});
      response.on('end', resolve);
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function integrateLatencies(base: string, selections: { task: string; ids: string[] }[], client: BenchClient = 'fetch'): Promise<{ cold: number[]; warm: number[] }> {
  const post = poster(client);
  const passes: number[][] = [[], []];
  for (const latencies of passes) {
    for (const { task, ids } of selections) {
      const at = performance.now();
      await post(`${base}/v1/integrate`, JSON.stringify({ task, resources: ids.map((id) => ({ id, type: 'endpoint' })) }));
      latencies.push(performance.now() - at);
    }
  }
  return { cold: passes[0], warm: passes[1] };
}

/** The searches a round asks before its briefs, as an agent searches before it asks for one. */
const FEW_SEARCHES = ['send an sms to a phone', 'create a charge', 'list my playlists'];

/**
 * One round of the integrate latency figures: a fresh server of the checkout at `root`, searches
 * first (a few, or `searches`: `npm run bench` asks its 782, so the server has served a while),
 * then the brief tasks' selections cold and warm. Returns cold p50, cold p99, warm p50, warm p99 in ms.
 */
export async function integrateRound(root: string, dataDir: string, selections: { task: string; ids: string[] }[], client: BenchClient = 'fetch', searches: readonly string[] = FEW_SEARCHES): Promise<number[]> {
  const { server, base } = await startServer(root, dataDir);
  for (const q of searches) {
    await (await fetch(`${base}/v1/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q }) })).arrayBuffer();
  }
  const { cold, warm } = await integrateLatencies(base, selections, client);
  server.kill('SIGTERM');
  await new Promise((settle) => server.once('exit', settle));
  return [quantile(cold, 0.5), quantile(cold, 0.99), quantile(warm, 0.5), quantile(warm, 0.99)];
}
