// `npm run bench [-- --rebuild]`: quality and speed on the full default catalog, next to plain
// MiniSearch (default options) measured in the same run. Medians and p99s; nothing here passes or
// fails. --rebuild also times a fresh snapshot build.

import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import MiniSearch from 'minisearch';
import { buildSnapshot } from '../catalog/build.ts';
import { DEFAULT_SOURCES, loadCatalog } from '../catalog/load.ts';
import type { EndpointRecord } from '../lib/model.ts';
import { rank } from '../lib/search.ts';
import { integrate } from '../lib/service.ts';

const ROOT = join(import.meta.dirname, '..');
const dataDir = process.env.DATA_DIR || join(ROOT, 'data');
const snapshotPath = join(dataDir, 'catalog.snapshot');

interface GoldCall { spec: string; method: string; path: string }
interface BenchItem { id: string; query: string; gold: GoldCall[]; gold_alt?: GoldCall[] }

function readSet(path: string): BenchItem[] {
  return readFileSync(path, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as BenchItem);
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const ms = (value: number) => `${value.toFixed(2)} ms`;
/** Providers, not spec files, decide a hit: both Spotify specs are right (bench/README in shared/). */
const provider = (spec: string) => spec.replace(/\.json$/, '').split('/')[0];
const callKey = (call: GoldCall) => `${provider(call.spec)} ${call.method} ${call.path}`;
const recordKey = (record: EndpointRecord) => `${provider(record.apiKey)} ${record.method} ${record.path}`;

const rows: string[][] = [];
function row(...cells: string[]): void {
  rows.push(cells);
  console.error(cells.join(' | '));
}

if (process.argv.includes('--rebuild')) {
  const summary = buildSnapshot(DEFAULT_SOURCES, snapshotPath);
  row('snapshot build', `${(summary.ms / 1000).toFixed(1)} s, ${(summary.bytes / 1e6).toFixed(0)} MB, ${summary.info.apis} APIs, ${summary.info.endpoints} operations, ${summary.skipped.length} skipped`, '');
}
const catalog = loadCatalog({ dataDir });
const startups = [0, 1, 2].map(() => JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'startup.ts'), dataDir], { encoding: 'utf8' })) as { ms: number; rssMb: number });
row('start-up from snapshot (median of 3 processes)', `${(quantile(startups.map((s) => s.ms), 0.5) / 1000).toFixed(2)} s`, '');
row('snapshot size', `${(statSync(snapshotPath).size / 1e6).toFixed(0)} MB`, '');

// The baseline: MiniSearch with its default options over the same records.
const endpoints = catalog.resources.filter((record): record is EndpointRecord => record.resourceType === 'endpoint');
let started = performance.now();
const baseline = new MiniSearch({ fields: ['title', 'summary', 'description', 'path', 'operationId', 'tags'], idField: 'ix', searchOptions: { boost: { summary: 2 } } });
baseline.addAll(endpoints.map((record, ix) => ({ ix, title: record.name, summary: record.name, description: record.description.slice(0, 500), path: record.path, operationId: record.operationId ?? '', tags: record.tags.join(' ') })));
row('baseline index build (at every start)', ms(performance.now() - started), '');

type Ranker = (q: string) => EndpointRecord[];
const ours: Ranker = (q) => rank(catalog.search, catalog.resources, q).order.map((ix) => catalog.resources[ix]).filter((r): r is EndpointRecord => r.resourceType === 'endpoint');
const plain: Ranker = (q) => baseline.search(q).slice(0, 40).map((hit) => endpoints[hit.id as number]);

interface Quality { hit10: number; mrr10: number; ndcg10: number; allIn25: number; latencies: number[] }
function quality(items: BenchItem[], ranker: Ranker, firstCallOnly: boolean): Quality {
  let hits = 0;
  let reciprocal = 0;
  let gain = 0;
  let allIn25 = 0;
  const latencies: number[] = [];
  for (const item of items) {
    const at = performance.now();
    const keys = ranker(item.query).map(recordKey);
    latencies.push(performance.now() - at);
    const wanted = new Set(firstCallOnly ? [callKey(item.gold[0])] : item.gold.map(callKey));
    const rank10 = keys.slice(0, 10).findIndex((key) => wanted.has(key));
    if (rank10 >= 0) {
      hits++;
      reciprocal += 1 / (rank10 + 1);
      gain += 1 / Math.log2(rank10 + 2);
    }
    if (item.gold.every((call) => keys.slice(0, 25).includes(callKey(call)))) allIn25++;
  }
  const n = items.length;
  return { hit10: hits / n, mrr10: reciprocal / n, ndcg10: gain / n, allIn25: allIn25 / n, latencies };
}

const sets = [
  { name: 'WAPIIBench (395)', items: readSet(join(ROOT, '..', 'shared', 'bench', 'wapiibench.jsonl')), firstCallOnly: true, show: (q: Quality) => `hit@10 ${q.hit10.toFixed(3)}, MRR@10 ${q.mrr10.toFixed(3)}` },
  { name: 'RestBench-Spotify (57)', items: readSet(join(ROOT, '..', 'shared', 'bench', 'restbench-spotify.jsonl')), firstCallOnly: true, show: (q: Quality) => `first call hit@10 ${q.hit10.toFixed(3)}, all calls in top 25 ${q.allIn25.toFixed(3)}` },
  { name: 'everyday-language dev set (50, bench/everyday-dev.jsonl)', items: readSet(join(ROOT, 'bench', 'everyday-dev.jsonl')), firstCallOnly: false, show: (q: Quality) => `hit@10 ${q.hit10.toFixed(3)}, nDCG@10 ${q.ndcg10.toFixed(3)}` },
];
const latencyOurs: number[] = [];
const latencyPlain: number[] = [];
for (const set of sets) {
  const a = quality(set.items, ours, set.firstCallOnly);
  const b = quality(set.items, plain, set.firstCallOnly);
  latencyOurs.push(...a.latencies);
  latencyPlain.push(...b.latencies);
  row(set.name, set.show(a), set.show(b));
}
row('search in-process p50 / p99', `${ms(quantile(latencyOurs, 0.5))} / ${ms(quantile(latencyOurs, 0.99))}`, `${ms(quantile(latencyPlain, 0.5))} / ${ms(quantile(latencyPlain, 0.99))}`);
row('search p50 speed-up over baseline (same queries)', `${(quantile(latencyPlain, 0.5) / quantile(latencyOurs, 0.5)).toFixed(0)}×`, '1×');

// Integrate: five resources of one API, in-process.
const spotify = endpoints.filter((record) => record.apiKey === 'spotify.com');
const integrateLatencies: number[] = [];
for (let i = 0; i < 300; i++) {
  const five = [0, 1, 2, 3, 4].map((k) => spotify[(i * 7 + k * 13) % spotify.length]);
  const at = performance.now();
  const outcome = integrate(catalog, { task: 'Do the task', resources: five.map((record) => ({ id: record.id, type: 'endpoint' })) });
  integrateLatencies.push(performance.now() - at);
  if (!outcome.ok) throw new Error(outcome.problem.detail);
}
row('integrate in-process, 5 resources, p50 / p99 (300 calls)', `${ms(quantile(integrateLatencies, 0.5))} / ${ms(quantile(integrateLatencies, 0.99))}`, '');

// The real server in its own process: latency one request at a time, then 32 concurrent connections.
const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'main.ts')], {
  env: { ...process.env, PORT: '0', DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000000' },
  stdio: ['ignore', 'ignore', 'pipe'],
});
const base = await new Promise<string>((resolve, reject) => {
  let text = '';
  server.stderr!.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    const match = /on (http:\/\/[\d.]+:\d+)/.exec(text);
    if (match) resolve(match[1]);
  });
  server.once('exit', () => reject(new Error(text)));
});
const queries = sets.flatMap((set) => set.items.map((item) => item.query));
const httpLatencies: number[] = [];
for (const q of queries) {
  const at = performance.now();
  await (await fetch(`${base}/v1/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q }) })).arrayBuffer();
  httpLatencies.push(performance.now() - at);
}
row(`search over HTTP on loopback, p50 / p99 (${queries.length} requests)`, `${ms(quantile(httpLatencies, 0.5))} / ${ms(quantile(httpLatencies, 0.99))}`, '');
async function throughput(label: string, bodyFor: (n: number) => string): Promise<void> {
  let next = 0;
  const load = await autocannon({
    url: `${base}/v1/search`,
    connections: 32,
    duration: 10,
    requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: (request) => ({ ...request, body: bodyFor(next++) }) }],
  });
  row(`search throughput, 32 connections, 10 s (autocannon), ${label}`, `${Math.round(load.requests.average)} req/s, p50 latency ${load.latency.p50} ms, ${load.non2xx} non-2xx`, '');
}
// Every request a query the service has not seen: an unknown word makes it distinct without changing its ranking.
await throughput('every query distinct', (n) => JSON.stringify({ q: `${queries[n % queries.length]} zq${n}x` }));
await throughput(`the ${queries.length} bench queries repeated`, (n) => JSON.stringify({ q: queries[n % queries.length] }));
const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0);
row('server resident memory after the load', `${Math.round(rssKb / 1024)} MB`, '');
server.kill('SIGTERM');

console.log('\n| measure | this service | plain MiniSearch |\n|---|---|---|');
for (const cells of rows) console.log(`| ${cells[0]} | ${cells[1]} | ${cells[2] || ''} |`);
