// `npx tsx bench/catalog-pairs.ts [--misses N]`: briefs over the whole catalog, on tasks no one wrote.
// Each API with a collection GET (`/vaults`) and the GET of one of its things (`/vaults/{vaultUuid}`)
// gives one task, "List the vaults and get one of them", with the two calls selected item first.
// A right brief lists first and threads the item's path parameter from the list's answer. Scored as
// the brief tasks are (`scoreBriefs`): exact order and threading. FIT is not scored: the task's words
// are the same for every API. Only APIs whose list answers with an array are asked (the others
// give nothing to thread); of an API's pairs, one is taken, picked by the API key's length so the
// set is fixed. `--misses N` prints the first N pairs whose link is not threaded: a set read
// freely, built from the catalog itself, never a stand-in for the held-out tasks.

import { join } from 'node:path';
import type { Catalog, EndpointRecord } from '../lib/model.ts';
import { buildStep } from '../lib/brief/steps.ts';
import { scoreBriefs, type BriefScore, type BriefTask } from './briefs.ts';

export interface CatalogPairs {
  tasks: BriefTask[];
  /** APIs with a pair whose list answers with no array, left out. */
  withoutArray: number;
}

/** The GETs of an API by path, without a trailing slash; fragment- and query-keyed paths (AWS's `/#Action=`) are no resource paths. */
function getsByPath(catalog: Catalog, indexes: readonly number[]): Map<string, EndpointRecord> {
  const gets = new Map<string, EndpointRecord>();
  for (const ix of indexes) {
    const record = catalog.resources[ix];
    if (record.resourceType === 'endpoint' && record.method === 'GET' && !/[#?]/.test(record.path)) gets.set(record.path.replace(/\/+$/, ''), record);
  }
  return gets;
}

/** One list → item task per API that has such a pair and whose list answers with an array. */
export function catalogPairs(catalog: Catalog): CatalogPairs {
  const tasks: BriefTask[] = [];
  let withoutArray = 0;
  for (const [apiKey, indexes] of catalog.byApi) {
    const gets = getsByPath(catalog, indexes);
    const pairs: { list: EndpointRecord; item: EndpointRecord; param: string }[] = [];
    for (const [path, item] of gets) {
      const match = /^(.*)\/\{([^}]+)\}$/.exec(path);
      const list = match ? gets.get(match[1]) : undefined;
      if (match && list && /[A-Za-z][\w-]*$/.test(match[1])) pairs.push({ list, item, param: match[2] });
    }
    if (pairs.length === 0) continue;
    const { list, item, param } = pairs[apiKey.length % pairs.length];
    const api = catalog.apis.get(apiKey);
    if (!api) continue;
    const listed = buildStep(list, api, catalog.readDetail(list), (name) => catalog.readSchema(apiKey, name)).outputs.some((field) => field.path.includes('[]'));
    if (!listed) {
      withoutArray++;
      continue;
    }
    const things = /([A-Za-z][\w-]*)$/.exec(list.path.replace(/\/+$/, ''))![1].replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
    const spec = `${apiKey}.json`;
    tasks.push({
      id: `${apiKey} GET ${item.path}`,
      split: 'tune',
      task: `List the ${things} and get one of them`,
      resources: [{ spec, method: 'GET', path: item.path }, { spec, method: 'GET', path: list.path }],
      gold_order: [1, 0],
      gold_threading: [{ to_step: 0, param, from_step: 1, field: '(any field of the listed things)' }],
      gold_fit: 'Fully',
    });
  }
  return { tasks, withoutArray };
}

export const showPairs = (pairs: CatalogPairs, score: BriefScore) =>
  `${pairs.tasks.length} APIs (${pairs.withoutArray} more whose list answers with no array left out): exact order ${score.exactOrder.toFixed(3)}, item parameter threaded from the list ${score.threading.toFixed(3)} (threading lines right ${score.threadingPrecision.toFixed(3)})`;

if (process.argv[1]?.endsWith('catalog-pairs.ts')) {
  const { loadCatalog } = await import('../catalog/load.ts');
  const ROOT = join(import.meta.dirname, '..');
  const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || join(ROOT, 'data'), quiet: true });
  const pairs = catalogPairs(catalog);
  const score = scoreBriefs(catalog, pairs.tasks);
  console.log(`list → item briefs over the catalog, ${showPairs(pairs, score)}`);
  const at = process.argv.indexOf('--misses');
  if (at >= 0) {
    const missed = pairs.tasks.filter((task) => score.missedLinks.get(task.id)?.length);
    for (const task of missed.slice(0, Number(process.argv[at + 1] ?? 40))) console.log(`  ${task.id} | list ${task.resources[1].path} | not threaded: ${score.missedLinks.get(task.id)!.join('; ')}`);
  }
}
