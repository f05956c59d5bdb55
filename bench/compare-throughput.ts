// `npx tsx bench/compare-throughput.ts <other checkout> [rounds]`: search throughput of this
// checkout's server against another checkout's (a release made with `git worktree add`, with its
// node_modules installed or linked), taking turns on the same snapshot, so a shared machine's load
// weighs on both alike. Medians of the rounds.

import { join, resolve } from 'node:path';
import { QUALITY_SETS } from './quality-sets.ts';
import { distinctQueries, startServer, throughput } from './server-load.ts';

const ROOT = join(import.meta.dirname, '..');
const other = process.argv[2];
const rounds = Number(process.argv[3] ?? 3);
if (!other || !Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: npx tsx bench/compare-throughput.ts <other checkout> [rounds]');
  process.exit(2);
}
const dataDir = process.env.DATA_DIR || join(ROOT, 'data');
const queries = QUALITY_SETS.flatMap((set) => set.items.map((item) => item.query));

const rates = new Map<string, number[]>([[ROOT, []], [resolve(other), []]]);
for (let round = 0; round < rounds; round++) {
  for (const [root, measured] of rates) {
    const { server, base } = await startServer(root, dataDir);
    // A fresh server each round: its ranking cache is empty.
    const load = await throughput(base, distinctQueries(queries));
    measured.push(load.requests.average);
    server.kill('SIGTERM');
    await new Promise((settle) => server.once('exit', settle));
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const [own, theirs] = [...rates.values()].map(median);
console.log(`this checkout: ${Math.round(own)} req/s; ${other}: ${Math.round(theirs)} req/s (medians of ${rounds} rounds, distinct queries, 32 connections); ratio ${(own / theirs).toFixed(2)}`);
