// `npx tsx bench/brief-quality.ts [--show tune]`: brief quality alone, in seconds, on the brief
// tasks' tune and check halves. `--show tune` prints the tune half's imperfect briefs with what
// the gold expects; the check half's are never shown.

import { loadCatalog } from '../catalog/load.ts';
import { integrate } from '../lib/service.ts';
import { readBriefTasks, scoreBriefs, showBriefs } from './briefs.ts';

const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || 'data' });
const tasks = readBriefTasks();
for (const split of ['tune', 'check'] as const) {
  const half = tasks.filter((task) => task.split === split);
  const score = scoreBriefs(catalog, half);
  console.log(`brief tasks ${split} (${half.length}): ${showBriefs(score)}`);
  if (split === 'tune' && process.argv.includes('--show')) {
    const byKey = new Map(catalog.resources.flatMap((record) => (record.resourceType === 'endpoint' ? [[`${record.apiKey} ${record.method} ${record.path}`, record.id] as const] : [])));
    for (const task of half.filter((candidate) => score.failed.includes(candidate.id))) {
      const ids = task.resources.map((resource) => byKey.get(`${resource.spec.replace(/\.json$/, '')} ${resource.method} ${resource.path}`)!);
      const outcome = integrate(catalog, { task: task.task, resources: ids.map((id) => ({ id, type: 'endpoint' })) });
      console.log(`\n=== ${task.id} (${task.gold_fit}) ${task.task}`);
      console.log(`gold order: ${task.gold_order.map((k) => `${task.resources[k].method} ${task.resources[k].path}`).join(' → ')}`);
      console.log(`gold threading: ${task.gold_threading.map((link) => `${link.param} ← ${link.field} (${task.resources[link.from_step].path} → ${task.resources[link.to_step].path})`).join('; ')}`);
      console.log(outcome.ok ? outcome.body.data[0].taskBrief : JSON.stringify(outcome.problem));
    }
  }
}
