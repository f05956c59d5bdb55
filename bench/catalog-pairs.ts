// `npx tsx bench/catalog-pairs.ts [--misses N]`: briefs over the whole catalog, on tasks no one wrote.
// Each API with a collection GET (`/vaults`) and a GET under one of its things gives one task of
// each kind: the thing itself (`/vaults/{vaultUuid}`, "List the vaults and get one of them") or a
// collection it holds (`/vaults/{vaultUuid}/items`, "List the vaults and then the items of one of
// them"), with the two calls selected second call first. A right brief lists first and threads the
// path parameter from the list's answer. Scored as the brief tasks are (`scoreBriefs`): exact order
// and threading. FIT is not scored: the task's words are the same for every API. Only APIs whose
// list answers with an array are asked (the others give nothing to thread); of an API's pairs,
// one is taken, picked by the API key's length so the set is fixed. Where the parameter is the
// caller's own (a name it gave when creating), the set still counts a link: a ceiling below 1.
// `--misses N` prints the first N pairs of each kind whose link is not threaded: a set read
// freely, built from the catalog itself, never a stand-in for the held-out tasks.

import { join } from 'node:path';
import type { Catalog, EndpointRecord } from '../lib/model.ts';
import { buildStep } from '../lib/brief/steps.ts';
import { scoreBriefs, type BriefScore, type BriefTask } from './briefs.ts';

/** What the second call does with one of the listed things: gets it (`/vaults/{vaultUuid}`), or lists what it holds (`/vaults/{vaultUuid}/items`). */
export type PairKind = 'item' | 'child';
export const PAIR_KINDS: readonly PairKind[] = ['item', 'child'];

export interface CatalogPairs {
  kind: PairKind;
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

/** A path segment as words: `eventIntegrations` → event integrations. */
const segmentWords = (segment: string) => segment.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();

/** The pattern of the second call's path after the list's: `/{param}` for an item, `/{param}/<things>` for a child collection. */
const SECOND_CALL: Record<PairKind, RegExp> = { item: /^(.*)\/\{([^}]+)\}$/, child: /^(.*)\/\{([^}]+)\}\/([A-Za-z][\w-]*)$/ };

/** One task of the kind per API that has such a pair and whose list answers with an array. */
export function catalogPairs(catalog: Catalog, kind: PairKind = 'item'): CatalogPairs {
  const tasks: BriefTask[] = [];
  let withoutArray = 0;
  for (const [apiKey, indexes] of catalog.byApi) {
    const gets = getsByPath(catalog, indexes);
    const pairs: { list: EndpointRecord; second: EndpointRecord; param: string; children?: string }[] = [];
    for (const [path, second] of gets) {
      const match = SECOND_CALL[kind].exec(path);
      const list = match ? gets.get(match[1]) : undefined;
      if (match && list && /[A-Za-z][\w-]*$/.test(match[1])) pairs.push({ list, second, param: match[2], children: match[3] });
    }
    if (pairs.length === 0) continue;
    const { list, second, param, children } = pairs[apiKey.length % pairs.length];
    const api = catalog.apis.get(apiKey);
    if (!api) continue;
    const listed = buildStep(list, api, catalog.readDetail(list), (name) => catalog.readSchema(apiKey, name)).outputs.some((field) => field.path.includes('[]'));
    if (!listed) {
      withoutArray++;
      continue;
    }
    const things = segmentWords(/([A-Za-z][\w-]*)$/.exec(list.path.replace(/\/+$/, ''))![1]);
    const spec = `${apiKey}.json`;
    tasks.push({
      id: `${apiKey} GET ${second.path}`,
      split: 'tune',
      task: children === undefined ? `List the ${things} and get one of them` : `List the ${things} and then the ${segmentWords(children)} of one of them`,
      resources: [{ spec, method: 'GET', path: second.path }, { spec, method: 'GET', path: list.path }],
      gold_order: [1, 0],
      gold_threading: [{ to_step: 0, param, from_step: 1, field: '(any field of the listed things)' }],
      gold_fit: 'Fully',
    });
  }
  return { kind, tasks, withoutArray };
}

export const showPairs = (pairs: CatalogPairs, score: BriefScore) =>
  `${pairs.tasks.length} APIs (${pairs.withoutArray} more whose list answers with no array left out): exact order ${score.exactOrder.toFixed(3)}, parameter threaded from the list ${score.threading.toFixed(3)} (threading lines right ${score.threadingPrecision.toFixed(3)})`;

/** What each kind's task asks, for a table's label. */
export const PAIR_LABELS: Record<PairKind, string> = { item: 'a list, then the GET of one of its things', child: 'a list, then a collection under one of its things' };

if (process.argv[1]?.endsWith('catalog-pairs.ts')) {
  const { loadCatalog } = await import('../catalog/load.ts');
  const ROOT = join(import.meta.dirname, '..');
  const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || join(ROOT, 'data'), quiet: true });
  const at = process.argv.indexOf('--misses');
  for (const kind of PAIR_KINDS) {
    const pairs = catalogPairs(catalog, kind);
    const score = scoreBriefs(catalog, pairs.tasks);
    console.log(`${PAIR_LABELS[kind]}: ${showPairs(pairs, score)}`);
    if (at < 0) continue;
    const missed = pairs.tasks.filter((task) => score.missedLinks.get(task.id)?.length);
    for (const task of missed.slice(0, Number(process.argv[at + 1] ?? 40))) console.log(`  ${task.id} | list ${task.resources[1].path} | not threaded: ${score.missedLinks.get(task.id)!.join('; ')}`);
  }
}
