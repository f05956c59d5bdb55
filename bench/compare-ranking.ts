// `npx tsx bench/compare-ranking.ts <other checkout> [passes]`: in-process search time of this
// checkout's ranking against another's (a release made with `git worktree add`), both over this
// checkout's snapshot, in alternating passes over the bench queries, so a shared machine's load
// weighs on both alike. Medians of the passes. The other ranking must read this snapshot's model.

import { join, resolve } from 'node:path';
import { loadCatalog } from '../catalog/load.ts';
import { rank } from '../lib/search.ts';
import { QUALITY_SETS } from './quality-sets.ts';

const ROOT = join(import.meta.dirname, '..');
const other = process.argv[2];
const passes = Number(process.argv[3] ?? 10);
if (!other || !Number.isInteger(passes) || passes < 1) {
  console.error('usage: npx tsx bench/compare-ranking.ts <other checkout> [passes]');
  process.exit(2);
}
const theirRank = (await import(join(resolve(other), 'lib', 'search.ts'))).rank as typeof rank;
const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || join(ROOT, 'data') });
const queries = QUALITY_SETS.flatMap((set) => set.items.map((item) => item.query));
const rankers = new Map([['this checkout', rank], [other, theirRank]]);

const timings = new Map([...rankers.keys()].map((name) => [name, [] as number[]]));
// One warm-up pass each: both rankings' code is compiled before timing starts.
for (const ranker of rankers.values()) for (const q of queries) ranker(catalog.search, catalog.resources, q);
for (let pass = 0; pass < passes; pass++) {
  for (const [name, ranker] of rankers) {
    const started = performance.now();
    for (const q of queries) ranker(catalog.search, catalog.resources, q);
    timings.get(name)!.push(performance.now() - started);
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const [own, theirs] = [...timings.values()].map(median);
console.log(`this checkout: ${own.toFixed(0)} ms; ${other}: ${theirs.toFixed(0)} ms (medians of ${passes} passes over ${queries.length} queries); ratio ${(own / theirs).toFixed(2)}`);
