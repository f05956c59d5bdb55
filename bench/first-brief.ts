// `npx tsx bench/first-brief.ts [spec]`: the first-time (cold) latency, in-process, of each brief task
// whose calls all come from one spec (default `stripe.com.json`, whose answers are the catalog's
// largest), after the brief code has run once on another API's task. The slowest cold briefs set the
// integrate p99; run it alternately in two checkouts to compare them.

import { loadCatalog } from '../catalog/load.ts';
import { integrate } from '../lib/service.ts';
import { readBriefTasks, taskIds } from './briefs.ts';

const spec = process.argv[2] ?? 'stripe.com.json';
const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || 'data', quiet: true });
const tasks = readBriefTasks();
const briefOf = (task: (typeof tasks)[number]) => integrate(catalog, { task: task.task, resources: taskIds(catalog, task).map((id) => ({ id, type: 'endpoint' as const })) });
const other = tasks.find((task) => task.resources.every((resource) => resource.spec !== spec));
if (other) briefOf(other);
const times = tasks.filter((task) => task.resources.every((resource) => resource.spec === spec)).map((task) => {
  const at = performance.now();
  briefOf(task);
  return `${task.id} ${(performance.now() - at).toFixed(1)} ms`;
});
console.log(`first briefs of ${spec}: ${times.join(', ') || 'no task'}`);
