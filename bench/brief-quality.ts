// `npx tsx bench/brief-quality.ts [--show tune] [--miss-kinds]`: brief quality alone, in seconds, on the brief
// tasks' tune and check halves and RestBench-Spotify's chains, after the in-process latency of each task's brief the first time and again.
// `--show tune` prints the tune half's imperfect briefs with what the gold expects; the check
// half's are never shown.

import { loadCatalog } from '../catalog/load.ts';
import { integrate } from '../lib/service.ts';
import { quantile } from './compare-args.ts';
import { linkMissKinds, readBriefTasks, scoreBriefs, scoreRestbenchBriefs, showBriefs, taskIds } from './briefs.ts';

const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || 'data' });
const tasks = readBriefTasks();
// Each task's selection once, before anything else reads it: the cost of a brief on endpoints seen the first time.
const cold = tasks.map((task) => {
  const resources = taskIds(catalog, task).map((id) => ({ id, type: 'endpoint' as const }));
  const at = performance.now();
  integrate(catalog, { task: task.task, resources });
  return performance.now() - at;
});
// The same selections again: steps, listings and matches are kept, only the brief is made anew.
const warm = tasks.map((task) => {
  const resources = taskIds(catalog, task).map((id) => ({ id, type: 'endpoint' as const }));
  const at = performance.now();
  integrate(catalog, { task: task.task, resources });
  return performance.now() - at;
});
const at = (times: number[], share: number) => quantile(times, share).toFixed(1);
console.log(`brief tasks, each selection the first time (${cold.length}): p50 ${at(cold, 0.5)} ms, p90 ${at(cold, 0.9)} ms, max ${at(cold, 1)} ms`);
console.log(`brief tasks, each selection again (${warm.length}): p50 ${at(warm, 0.5)} ms, p90 ${at(warm, 0.9)} ms, max ${at(warm, 1)} ms`);
for (const split of ['tune', 'check'] as const) {
  const half = tasks.filter((task) => task.split === split);
  const score = scoreBriefs(catalog, half);
  console.log(`brief tasks ${split} (${half.length}): ${showBriefs(score)}`);
  if (process.argv.includes('--miss-kinds')) for (const [kind, count] of score.tooStrictBecause) console.log(`  not Fully where gold is, because ${kind}: ${count}`);
  if (process.argv.includes('--miss-kinds')) for (const [kind, count] of [...linkMissKinds(catalog, half, score)].sort((a, b) => b[1] - a[1])) console.log(`  ${count} ${kind}`);
  if (split === 'tune' && process.argv.includes('--show')) {
    for (const task of half.filter((candidate) => score.failed.includes(candidate.id))) {
      const outcome = integrate(catalog, { task: task.task, resources: taskIds(catalog, task).map((id) => ({ id, type: 'endpoint' })) });
      console.log(`\n=== ${task.id} (${task.gold_fit}) ${task.task}`);
      console.log(`gold order: ${task.gold_order.map((k) => `${task.resources[k].method} ${task.resources[k].path}`).join(' → ')}`);
      console.log(`gold threading: ${task.gold_threading.map((link) => `${link.param} ← ${link.field} (${task.resources[link.from_step].path} → ${task.resources[link.to_step].path})`).join('; ')}`);
      console.log(`not threaded: ${score.missedLinks.get(task.id)!.join('; ') || 'none'}`);
      console.log(outcome.ok ? outcome.body.data[0].taskBrief : JSON.stringify(outcome.problem));
    }
  }
}
const restbench = scoreRestbenchBriefs(catalog);
console.log(`briefs on RestBench-Spotify (57 chains, gold shuffled): exact order ${restbench.exactOrder.toFixed(3)}, producers before consumers ${restbench.producersFirst.toFixed(3)}, path parameters threaded ${restbench.threaded.toFixed(3)}, FIT ${restbench.fitRight.toFixed(3)} (${restbench.fitCases} cases)`);
