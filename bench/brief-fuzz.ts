// `npx tsx bench/brief-fuzz.ts [pairs]`: briefs over random pairs of the catalog's operations, each
// asked with a task that writes the first operation's parameter names beside values (a quoted name,
// an id, an address) and a link and a channel, so that every way a brief reads a value from a task
// meets the names real specs give their inputs (`filter[name]`, `$top`). Counts the briefs made, the
// requests refused (and why) and any that throw, which would be a 500 over HTTP. Fixed seed.

import { loadCatalog } from '../catalog/load.ts';
import { integrate } from '../lib/service.ts';

const pairs = Number(process.argv[2] ?? 4000);
const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || 'data' });
const endpoints = catalog.resources.filter((record) => record.resourceType === 'endpoint');
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
let made = 0;
let thrown = 0;
const refused = new Map<string, number>();
const started = performance.now();
for (let at = 0; at < pairs; at++) {
  const [first, second] = [0, 1].map(() => endpoints[Math.floor(random() * endpoints.length)]);
  const names = catalog.readDetail(first as Parameters<typeof catalog.readDetail>[0]).parameters.map((parameter) => parameter.name).slice(0, 4);
  const task = `Do it with ${names.map((name) => `${name} 'v1' ${name} a1b2 ${name} jane@acme.com`).join(' and ')} then post its link to #ops https://x.io/a`;
  try {
    const outcome = integrate(catalog, { task, resources: [first, second].map((record) => ({ id: record.id, type: 'endpoint' as const })) });
    if (outcome.ok) made++;
    else refused.set(outcome.problem.detail, (refused.get(outcome.problem.detail) ?? 0) + 1);
  } catch (error) {
    thrown++;
    console.log(`throws: ${first.id} + ${second.id}: ${(error as Error).message}`);
  }
}
console.log(`${pairs} random pairs: ${made} briefs, ${thrown} thrown, refused ${JSON.stringify(Object.fromEntries(refused))} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
