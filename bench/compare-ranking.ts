// `npx tsx bench/compare-ranking.ts <other checkout> [passes]`: in-process search time of this
// checkout's ranking against another's (a release made with `git worktree add`), both over this
// checkout's snapshot, in alternating passes over the bench queries, so a shared machine's load
// weighs on both alike. Medians of the passes. The other ranking must read this snapshot's model.
// `--distinct` appends a word no operation uses to each query, as the throughput bench's distinct
// queries do (`distinctQueries` in server-load.ts).

import { join, resolve } from 'node:path';
import { loadCatalog } from '../catalog/load.ts';
import { rank } from '../lib/search/rank.ts';
import { comparisonArgs, median } from './compare-args.ts';
import { BENCH_QUERIES } from './quality-sets.ts';

const ROOT = join(import.meta.dirname, '..');
const { other, count: passes } = comparisonArgs('compare-ranking.ts', 'passes', 10);
const distinct = process.argv.includes('--distinct');
const queries = BENCH_QUERIES.map((q, n) => (distinct ? `${q} zq${n}x` : q));
const theirRank = (await import(join(resolve(other), 'lib', 'search', 'rank.ts'))).rank as typeof rank;
const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || join(ROOT, 'data') });
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
const [own, theirs] = [...timings.values()].map(median);
console.log(`this checkout: ${own.toFixed(0)} ms; ${other}: ${theirs.toFixed(0)} ms (medians of ${passes} passes over ${queries.length}${distinct ? ' distinct' : ''} queries); ratio ${(own / theirs).toFixed(2)}`);
