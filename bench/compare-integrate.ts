// `npx tsx bench/compare-integrate.ts <other checkout> [rounds]`: integrate latency over HTTP of this
// checkout's server against another checkout's (a release made with `git worktree add`, with its
// node_modules linked), taking turns, each server fresh and on its own checkout's snapshot
// (`<checkout>/data`, built there on first load), so a shared machine's load weighs on both alike.
// Each round asks the brief tasks' selections once cold, then again warm; medians of the rounds.

import { join, resolve } from 'node:path';
import { loadCatalog } from '../catalog/load.ts';
import { readBriefTasks, taskIds } from './briefs.ts';
import { comparisonArgs, median } from './compare-args.ts';
import { integrateRound } from './server-load.ts';

const ROOT = join(import.meta.dirname, '..');
const { other, count: rounds } = comparisonArgs('compare-integrate.ts', 'rounds', 5);
const catalog = loadCatalog({ dataDir: join(ROOT, 'data'), quiet: true });
const selections = readBriefTasks().map((task) => ({ task: task.task, ids: taskIds(catalog, task) }));

const figures = new Map<string, number[][]>([[ROOT, []], [resolve(other), []]]);
for (let round = 0; round < rounds; round++) {
  for (const [root, rows] of figures) rows.push(await integrateRound(root, join(root, 'data'), selections));
}
const show = (rows: number[][]) => {
  const at = (column: number) => median(rows.map((row) => row[column])).toFixed(1);
  return `cold p50 / p99 ${at(0)} / ${at(1)} ms, warm ${at(2)} / ${at(3)} ms`;
};
const [own, theirs] = [...figures.values()];
const ratio = (column: number) => (median(own.map((row) => row[column])) / median(theirs.map((row) => row[column]))).toFixed(2);
console.log(`integrate over HTTP, ${selections.length} brief tasks' selections, medians of ${rounds} alternating rounds`);
console.log(`this checkout: ${show(own)}\n${other}: ${show(theirs)}\nratio cold p50 ${ratio(0)}, cold p99 ${ratio(1)}`);
