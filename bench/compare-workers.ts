// `npx tsx bench/compare-workers.ts [counts] [rounds]`: search throughput and resident memory of this
// checkout's server with each number of ranking worker threads (`SEARCH_WORKERS`, default "1,2"),
// taking turns round by round so a shared machine's load weighs on each alike. Distinct queries at
// 32 connections for 10 s (`throughput`); medians of the rounds.

import { join } from 'node:path';
import { median } from './compare-args.ts';
import { BENCH_QUERIES } from './quality-sets.ts';
import { distinctQueries, residentMb, startServer, throughput } from './server-load.ts';

const ROOT = join(import.meta.dirname, '..');
const counts = (process.argv[2] ?? '1,2').split(',').map((count) => count.trim());
const rounds = Number(process.argv[3] ?? 3);
const dataDir = process.env.DATA_DIR || join(ROOT, 'data');

const measured = new Map(counts.map((count) => [count, { rates: [] as number[], memory: [] as number[] }]));
for (let round = 0; round < rounds; round++) {
  for (const [count, figures] of measured) {
    const { server, base } = await startServer(ROOT, dataDir, { SEARCH_WORKERS: count });
    // A fresh server each round: its ranking cache is empty.
    const load = await throughput(base, distinctQueries(BENCH_QUERIES));
    figures.rates.push(load.requests.average);
    figures.memory.push(await residentMb(server));
    server.kill('SIGTERM');
    await new Promise((settle) => server.once('exit', settle));
  }
}
for (const [count, { rates, memory }] of measured) {
  console.log(`SEARCH_WORKERS=${count}: ${Math.round(median(rates))} req/s, resident ${Math.round(median(memory))} MB (medians of ${rounds} rounds, distinct queries, 32 connections)`);
}
