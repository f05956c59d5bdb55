// `npm run bench`: figures on the full default catalog, as medians and p99s.
//   --rebuild   also time a fresh snapshot build (about half a minute)
// Prints one table; nothing here is a pass/fail test.

import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildSnapshot } from '../catalog/build.ts';
import { DEFAULT_SOURCES, loadCatalog } from '../catalog/load.ts';
import type { Catalog, EndpointRecord } from '../lib/model.ts';
import { integrate, search } from '../lib/service.ts';
import { createApp } from '../server/app.ts';
import { configFromEnv } from '../server/config.ts';

const ROOT = join(import.meta.dirname, '..');
const SHARED_BENCH = join(ROOT, '..', 'shared', 'bench');
const dataDir = process.env.DATA_DIR || join(ROOT, 'data');
const snapshotPath = join(dataDir, 'catalog.snapshot');

interface GoldCall { spec: string; method: string; path: string }
interface BenchItem { id: string; query: string; gold: GoldCall[]; gold_alt?: GoldCall[] }

function readBench(file: string): BenchItem[] {
  return readFileSync(join(SHARED_BENCH, file), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as BenchItem);
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function stats(values: number[]): string {
  return `${quantile(values, 0.5).toFixed(2)} / ${quantile(values, 0.99).toFixed(2)} ms`;
}

function goldKey(call: GoldCall): string {
  return `${call.spec.replace(/\.json$/, '')} ${call.method} ${call.path}`;
}

function endpointKey(record: EndpointRecord): string {
  return `${record.apiKey} ${record.method} ${record.path}`;
}

const rows: [string, string][] = [];
const row = (name: string, value: string) => {
  rows.push([name, value]);
  console.error(`${name}: ${value}`);
};

if (process.argv.includes('--rebuild')) {
  const summary = buildSnapshot(DEFAULT_SOURCES, snapshotPath);
  row('snapshot build (full catalog)', `${(summary.ms / 1000).toFixed(1)} s, ${(summary.bytes / 1e6).toFixed(0)} MB, ${summary.info.apis} APIs, ${summary.info.endpoints} operations, ${summary.skipped.length} skipped`);
}

// Start-up from an existing snapshot (built here if missing), in a fresh process, three times.
const catalog: Catalog = loadCatalog({ dataDir });
const startups = [0, 1, 2].map(() => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'startup.ts'), dataDir], { encoding: 'utf8' });
  return JSON.parse(out) as { ms: number; rssMb: number };
});
row('snapshot size', `${(statSync(snapshotPath).size / 1e6).toFixed(0)} MB`);
row('start-up from snapshot (median of 3)', `${(quantile(startups.map((s) => s.ms), 0.5) / 1000).toFixed(2)} s, RSS after load ${quantile(startups.map((s) => s.rssMb), 0.5)} MB`);

const cursorKey = 'bench';
const wapii = readBench('wapiibench.jsonl');
const restbench = readBench('restbench-spotify.jsonl');

// Search quality and in-process latency.
function quality(items: BenchItem[]): { hit10: number; mrr10: number; latencies: number[] } {
  let hits = 0;
  let reciprocal = 0;
  const latencies: number[] = [];
  for (const item of items) {
    const wanted = new Set([item.gold[0], item.gold_alt?.[0]].filter((call): call is GoldCall => !!call).map(goldKey));
    const started = performance.now();
    const outcome = search(catalog, { q: item.query }, { limit: 10, cursorKey });
    latencies.push(performance.now() - started);
    if (!outcome.ok) continue;
    const rank = outcome.body.data.findIndex((result) => {
      const record = catalog.resources[catalog.byId.get(result.id)!];
      return record.resourceType === 'endpoint' && wanted.has(endpointKey(record));
    });
    if (rank >= 0) {
      hits++;
      reciprocal += 1 / (rank + 1);
    }
  }
  return { hit10: hits / items.length, mrr10: reciprocal / items.length, latencies };
}
const wapiiQuality = quality(wapii);
const restQuality = quality(restbench);
row('WAPIIBench hit@10 / MRR@10 (395)', `${wapiiQuality.hit10.toFixed(3)} / ${wapiiQuality.mrr10.toFixed(3)}`);
row('RestBench-Spotify first gold call hit@10 / MRR@10 (57)', `${restQuality.hit10.toFixed(3)} / ${restQuality.mrr10.toFixed(3)}`);
row('search in-process p50 / p99', stats([...wapiiQuality.latencies, ...restQuality.latencies]));

// Integrate on RestBench gold chains: in-process latency (cold and warm detail cache) and order.
const byKey = new Map<string, EndpointRecord>();
for (const record of catalog.resources) if (record.resourceType === 'endpoint') byKey.set(endpointKey(record), record);
const chains = restbench.map((item) => ({ task: item.query, ids: item.gold.map((call) => byKey.get(goldKey(call))!.id) }));
const integrateLatencies: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const chain of chains) {
    const started = performance.now();
    const outcome = integrate(catalog, { task: chain.task, resources: [...chain.ids].reverse().map((id) => ({ id, type: 'endpoint' })) });
    integrateLatencies.push(performance.now() - started);
    if (!outcome.ok) throw new Error(outcome.problem.detail);
  }
}
row(`integrate in-process p50 / p99 (${integrateLatencies.length} calls, 1-4 resources)`, stats(integrateLatencies));

// Over HTTP on loopback, one request at a time.
const config = { ...configFromEnv({}), rateLimitMax: 1_000_000 };
const { app } = createApp({ catalog, config });
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const httpSearch: number[] = [];
for (const item of [...wapii, ...restbench]) {
  const started = performance.now();
  const response = await fetch(`${base}/v1/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q: item.query }) });
  await response.arrayBuffer();
  httpSearch.push(performance.now() - started);
}
const httpIntegrate: number[] = [];
for (const chain of [...chains, ...chains, ...chains, ...chains]) {
  const started = performance.now();
  const response = await fetch(`${base}/v1/integrate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ task: chain.task, resources: chain.ids.map((id) => ({ id, type: 'endpoint' })) }) });
  await response.arrayBuffer();
  httpIntegrate.push(performance.now() - started);
}
server.close();
row(`search over HTTP p50 / p99 (${httpSearch.length} requests)`, stats(httpSearch));
row(`integrate over HTTP p50 / p99 (${httpIntegrate.length} requests)`, stats(httpIntegrate));
row('resident memory while serving', `${Math.round(process.memoryUsage().rss / 1e6)} MB`);

console.log('\n| measure | value |\n|---|---|');
for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
