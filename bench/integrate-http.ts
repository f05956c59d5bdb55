// `npx tsx bench/integrate-http.ts [rounds] [--client http]`: the integrate rows of `npm run bench`
// alone, in about a minute a round: a fresh server each round, a few searches over HTTP first (as the
// bench asks its searches first), then the brief tasks' selections over HTTP, each the first time
// (endpoints read cold), then all again (warm). p50 and p99 per round, and their medians over the
// rounds. `--client http` asks with node:http over one kept-alive connection instead of `fetch`, as
// `npm run bench` does: the difference is what the client itself costs.

import { join } from 'node:path';
import { loadCatalog } from '../catalog/load.ts';
import { readBriefTasks, taskIds } from './briefs.ts';
import { median } from './compare-args.ts';
import { integrateRound, type BenchClient } from './server-load.ts';

const ROOT = join(import.meta.dirname, '..');
const dataDir = process.env.DATA_DIR || join(ROOT, 'data');
const rounds = Number(process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 3);
const client: BenchClient = process.argv.includes('--client') && process.argv[process.argv.indexOf('--client') + 1] === 'http' ? 'http' : 'fetch';
const catalog = loadCatalog({ dataDir, quiet: true });
const selections = readBriefTasks().map((task) => ({ task: task.task, ids: taskIds(catalog, task) }));
const figures: number[][] = [];
for (let round = 0; round < rounds; round++) {
  figures.push(await integrateRound(ROOT, dataDir, selections, client));
  console.log(`round ${round + 1}: cold p50 / p99 ${figures.at(-1)!.slice(0, 2).map((v) => v.toFixed(1)).join(' / ')} ms; warm ${figures.at(-1)!.slice(2).map((v) => v.toFixed(1)).join(' / ')} ms`);
}
const at = (column: number) => median(figures.map((row) => row[column])).toFixed(1);
console.log(`integrate over HTTP (${client}), ${selections.length} brief tasks' selections, medians of ${rounds} rounds: cold p50 / p99 ${at(0)} / ${at(1)} ms; warm p50 / p99 ${at(2)} / ${at(3)} ms`);
