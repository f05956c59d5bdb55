// `npx tsx bench/compare-throughput.ts <other checkout> [rounds]`: search throughput of this
// checkout's server against another checkout's (a release made with `git worktree add`, with its
// node_modules installed or linked), taking turns, each server on its own checkout's snapshot
// (`<checkout>/data`, built there on first load: two releases whose search profiles differ cannot
// share one), so a shared machine's load weighs on both alike. Medians of the rounds.

import { join, resolve } from 'node:path';
import { comparisonArgs, median } from './compare-args.ts';
import { BENCH_QUERIES } from './quality-sets.ts';
import { distinctQueries, startServer, throughput } from './server-load.ts';

const ROOT = join(import.meta.dirname, '..');
const { other, count: rounds } = comparisonArgs('compare-throughput.ts', 'rounds', 3);

const rates = new Map<string, number[]>([[ROOT, []], [resolve(other), []]]);
for (let round = 0; round < rounds; round++) {
  for (const [root, measured] of rates) {
    const { server, base } = await startServer(root, join(root, 'data'));
    // A fresh server each round: its ranking cache is empty.
    const load = await throughput(base, distinctQueries(BENCH_QUERIES));
    measured.push(load.requests.average);
    server.kill('SIGTERM');
    await new Promise((settle) => server.once('exit', settle));
  }
}
const [own, theirs] = [...rates.values()].map(median);
console.log(`this checkout: ${Math.round(own)} req/s; ${other}: ${Math.round(theirs)} req/s (medians of ${rounds} rounds, distinct queries, 32 connections); ratio ${(own / theirs).toFixed(2)}`);
