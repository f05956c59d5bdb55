// `npx tsx bench/catalog-pairs.ts [--misses N] [--links]`: briefs over the whole catalog, on tasks no one wrote.
// Each API with a collection GET (`/vaults`) and a call on one of its things gives one task of each
// kind: the GET of the thing (`/vaults/{vaultUuid}`, "List the vaults and get one of them"), a
// collection it holds (`/vaults/{vaultUuid}/items`, "List the vaults and then the items of one of
// them"), a change to it (PATCH, else PUT, on `/vaults/{vaultUuid}`, "… and update one of them"),
// or a create in a collection it holds (POST `/vaults/{vaultUuid}/items`, "List the vaults and add
// items to one of them"); and each API with a create (POST on a collection) and a GET of one of its
// things gives one more, the GET of the thing made ("Create one of the items and then get it"); chains
// of three calls (`catalogChains`) follow the same rules. The two calls are selected
// second call first. A right brief calls the first first and threads the path parameter from its
// answer, and threads nothing else there (a change sets the thing's fields; it copies none from the
// list). Scored as the brief tasks are (`scoreBriefs`): exact order, threading, the share of
// threading lines on the second call that thread its parameter, and FIT where it is plainly Fully
// (`fitScored`: the calls take no id but those threaded). Only APIs whose list answers with an
// array (whose create answers with any field) are asked (the others give nothing to thread by name); those whose first call
// declares no field of its answer at all are scored apart (`undeclared`: the brief can only say the value is in that
// answer); of an API's pairs, one is taken, picked
// by the API key's length so the set is fixed. Where the parameter is the caller's own and no selected
// call was sent it, the set still counts a link: a ceiling below 1. `--misses N` prints the first
// N pairs of each kind whose link is not threaded, `--links` every link threaded from a field of
// another name (`{vaultUuid}` ← `[].id`) and every value taken from what the caller sent a create
// (`sent: Name ← step 1's request: Name`), which the scores count right whatever the field, for reading
// by hand: a set read freely, built from the catalog itself, never a stand-in for the held-out tasks.
// Where the parameter is the caller's own name for a thing, a create that was sent it gives it.

import { join } from 'node:path';
import type { ApiRecord, Catalog, EndpointRecord } from '../lib/model.ts';
import { buildStep } from '../lib/brief/steps.ts';
import { scoreBriefs, type BriefScore, type BriefTask } from './briefs.ts';

/**
 * What the second call does with one of the listed things: gets it (`/vaults/{vaultUuid}`), lists
 * what it holds (`/vaults/{vaultUuid}/items`), changes it (PATCH, else PUT, on `/vaults/{vaultUuid}`)
 * or adds to what it holds (POST `/vaults/{vaultUuid}/items`); or, `created`, the GET of what a create made.
 */
export type PairKind = 'item' | 'child' | 'change' | 'add' | 'created';
export const PAIR_KINDS: readonly PairKind[] = ['item', 'child', 'change', 'add', 'created'];

export interface CatalogPairs {
  kind: PairKind | 'chain' | 'addChain';
  tasks: BriefTask[];
  /** APIs with a pair whose list answers with no array (whose create answers with no field), left out. */
  withoutArray: number;
  /** Of those, the tasks whose first call's answer the spec declares no field of at all: scored apart, since the brief can only say the value is in that answer. */
  undeclared: BriefTask[];
}

/** An API's operations by method and path, without a trailing slash; fragment- and query-keyed paths (AWS's `/#Action=`) are no resource paths. */
function operationsByPath(catalog: Catalog, indexes: readonly number[]): Map<string, EndpointRecord> {
  const operations = new Map<string, EndpointRecord>();
  for (const ix of indexes) {
    const record = catalog.resources[ix];
    if (record.resourceType === 'endpoint' && !/[#?]/.test(record.path)) operations.set(`${record.method} ${record.path.replace(/\/+$/, '')}`, record);
  }
  return operations;
}

/** A path segment as words: `eventIntegrations` → event integrations. */
const segmentWords = (segment: string) => segment.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();

/** The things a collection path holds, as words: `/v1/eventIntegrations/` → event integrations. */
const thingsOf = (path: string) => segmentWords(/([A-Za-z][\w-]*)$/.exec(path.replace(/\/+$/, ''))![1]);

/** The fields a call answers with, as a brief lists them. */
const answerFields = (catalog: Catalog, api: ApiRecord, record: EndpointRecord) =>
  buildStep(record, api, catalog.readDetail(record), (name) => catalog.readSchema(record.apiKey, name)).outputs;

/** The second call's methods, in preference, and its path after the first call's: `/{param}`, or `/{param}/<things>` for a child collection. */
const SECOND_CALL: Record<PairKind, { methods: string[]; path: RegExp; first?: string }> = {
  item: { methods: ['GET'], path: /^(.*)\/\{([^}]+)\}$/ },
  child: { methods: ['GET'], path: /^(.*)\/\{([^}]+)\}\/([A-Za-z][\w-]*)$/ },
  change: { methods: ['PATCH', 'PUT'], path: /^(.*)\/\{([^}]+)\}$/ },
  add: { methods: ['POST'], path: /^(.*)\/\{([^}]+)\}\/([A-Za-z][\w-]*)$/ },
  created: { methods: ['GET'], path: /^(.*)\/\{([^}]+)\}$/, first: 'POST' },
};

/** The path parameter's schema allows one value only. */
function onlyOneValue(catalog: Catalog, record: EndpointRecord, param: string): boolean {
  const schema = catalog.readDetail(record).parameters.find((parameter) => parameter.in === 'path' && parameter.name === param)?.schema as { enum?: unknown[] } | undefined;
  return schema?.enum?.length === 1;
}

/** The task's words: the list, then what the second call does. */
function taskText(kind: PairKind, things: string, children: string | undefined): string {
  if (kind === 'child') return `List the ${things} and then the ${segmentWords(children ?? '')} of one of them`;
  if (kind === 'created') return `Create one of the ${things} and then get it`;
  if (kind === 'add') return `List the ${things} and add ${segmentWords(children ?? '')} to one of them`;
  return `List the ${things} and ${kind === 'change' ? 'update' : 'get'} one of them`;
}

/** One task of the kind per API that has such a pair and whose list answers with an array. */
export function catalogPairs(catalog: Catalog, kind: PairKind = 'item'): CatalogPairs {
  const tasks: BriefTask[] = [];
  const undeclared: BriefTask[] = [];
  let withoutArray = 0;
  const { methods, path: pattern, first = 'GET' } = SECOND_CALL[kind];
  for (const [apiKey, indexes] of catalog.byApi) {
    const operations = operationsByPath(catalog, indexes);
    const pairs: { list: EndpointRecord; second: EndpointRecord; param: string; children?: string }[] = [];
    for (const [key, candidate] of operations) {
      if (candidate.method !== methods[0] && !(candidate.method === methods[1] && !operations.has(`${methods[0]} ${key.slice(key.indexOf(' ') + 1)}`))) continue;
      const match = pattern.exec(key.slice(key.indexOf(' ') + 1));
      const list = match ? operations.get(`${first} ${match[1]}`) : undefined;
      // A parameter the spec allows one value of (Azure's `{securityAlertPolicyName}`: Default) picks no listed thing.
      if (match && list && /[A-Za-z][\w-]*$/.test(match[1]) && !onlyOneValue(catalog, candidate, match[2])) pairs.push({ list, second: candidate, param: match[2], children: match[3] });
    }
    if (pairs.length === 0) continue;
    const { list, second, param, children } = pairs[apiKey.length % pairs.length];
    const api = catalog.apis.get(apiKey);
    if (!api) continue;
    const outputs = answerFields(catalog, api, list);
    const answersThings = kind === 'created' ? outputs.length > 0 : outputs.some((field) => field.path.includes('[]'));
    if (!answersThings) withoutArray++;
    if (!answersThings && outputs.length > 0) continue;
    const spec = `${apiKey}.json`;
    (answersThings ? tasks : undeclared).push({
      id: `${apiKey} ${second.method} ${second.path}`,
      split: 'tune',
      task: taskText(kind, thingsOf(list.path), children),
      resources: [{ spec, method: second.method, path: second.path }, { spec, method: list.method, path: list.path }],
      gold_order: [1, 0],
      gold_threading: [{ to_step: 0, param, from_step: 1, field: kind === 'created' ? '(any field of the made thing)' : '(any field of the listed things)' }],
      gold_fit: 'Fully',
    });
  }
  return { kind, tasks, withoutArray, undeclared };
}

/**
 * Three calls down one branch, one task per API that has them and whose first list answers with an
 * array: a list (`/lists`), the collection under one of its things (`/lists/{list_id}/contacts`)
 * and one thing of that (`/lists/{list_id}/contacts/{contact_id}`), selected deepest first. A right
 * brief calls them top down, the collection's parameter threaded from the list, the thing's from
 * the collection and its parent's from the list. With `add`, the middle call is the create in that
 * collection (POST) and the last gets what it made ("List the lists, add contacts to one of them,
 * and then get it"): read, change, then read again.
 */
export function catalogChains(catalog: Catalog, add = false): CatalogPairs {
  const tasks: BriefTask[] = [];
  const undeclared: BriefTask[] = [];
  let withoutArray = 0;
  for (const [apiKey, indexes] of catalog.byApi) {
    const operations = operationsByPath(catalog, indexes);
    const chains: { list: EndpointRecord; children: EndpointRecord; child: EndpointRecord; parent: string; param: string }[] = [];
    for (const [key, child] of operations) {
      const match = child.method === 'GET' ? /^(.*\/[A-Za-z][\w-]*)\/\{([^}]+)\}\/([A-Za-z][\w-]*)\/\{([^}]+)\}$/.exec(key.slice(4)) : null;
      const list = match ? operations.get(`GET ${match[1]}`) : undefined;
      const children = match ? operations.get(`${add ? 'POST' : 'GET'} ${match[1]}/{${match[2]}}/${match[3]}`) : undefined;
      if (match && list && children) chains.push({ list, children, child, parent: match[2], param: match[4] });
    }
    const api = catalog.apis.get(apiKey);
    if (chains.length === 0 || !api) continue;
    const { list, children, child, parent, param } = chains[apiKey.length % chains.length];
    const outputs = answerFields(catalog, api, list);
    const answersThings = outputs.some((field) => field.path.includes('[]'));
    if (!answersThings) withoutArray++;
    if (!answersThings && outputs.length > 0) continue;
    const spec = `${apiKey}.json`;
    (answersThings ? tasks : undeclared).push({
      id: `${apiKey} GET ${child.path}`,
      split: 'tune',
      task: add ? `List the ${thingsOf(list.path)}, add ${thingsOf(children.path)} to one of them, and then get it` : `List the ${thingsOf(list.path)}, then the ${thingsOf(children.path)} of one of them, and get one of those`,
      resources: [child, children, list].map(({ method, path }) => ({ spec, method, path })),
      gold_order: [2, 1, 0],
      gold_threading: [
        { to_step: 1, param: parent, from_step: 2, field: '(any field of the listed things)' },
        { to_step: 0, param, from_step: 1, field: add ? '(any field of the made thing)' : '(any field of the listed things)' },
        { to_step: 0, param: parent, from_step: 2, field: '(any field of the listed things)' },
      ],
      gold_fit: 'Fully',
    });
  }
  return { kind: add ? 'addChain' : 'chain', tasks, withoutArray, undeclared };
}

export const showPairs = (pairs: CatalogPairs, score: BriefScore) =>
  `${pairs.tasks.length} APIs (${pairs.withoutArray} more whose ${pairs.kind === 'created' ? 'create answers with no field' : 'list answers with no array'} left out): exact order ${score.exactOrder.toFixed(3)}, ${pairs.kind === 'chain' || pairs.kind === 'addChain' ? 'parameters threaded from the calls above' : 'parameter threaded from the first call'} ${score.threading.toFixed(3)} (threading lines right ${score.threadingPrecision.toFixed(3)})`;

/** The tasks whose first call's answer declares no field, scored alike: a brief that threads says the value is in that answer. */
export function showUndeclared(catalog: Catalog, pairs: CatalogPairs): string {
  const score = scoreBriefs(catalog, pairs.undeclared);
  return `${pairs.undeclared.length} APIs: exact order ${score.exactOrder.toFixed(3)}, threaded ${score.threading.toFixed(3)} (threading lines right ${score.threadingPrecision.toFixed(3)})`;
}

/**
 * The tasks whose FIT is plainly Fully: every path parameter of their calls is one the set threads.
 * Elsewhere a parent's id (`{vaultUuid}` of `/vaults/{vaultUuid}/items`) is left to the caller or to
 * a call not selected, and either verdict can be right.
 */
export function fitScored(tasks: readonly BriefTask[]): BriefTask[] {
  return tasks.filter((task) => {
    const threaded = new Set(task.gold_threading.map((link) => link.param));
    return task.resources.every((resource) => (resource.path.match(/\{[^}]+\}/g) ?? []).every((param) => threaded.has(param.slice(1, -1))));
  });
}

/** Every set of template tasks, with its label: the pairs of each kind, then the chains. */
export function templateSets(catalog: Catalog): { label: string; pairs: CatalogPairs }[] {
  return [
    ...PAIR_KINDS.map((kind) => ({ label: `${PAIR_LABELS[kind]} (the second asked for first)`, pairs: catalogPairs(catalog, kind) })),
    { label: 'a list, the collection under one of its things, then one thing of that (asked for deepest first)', pairs: catalogChains(catalog) },
    { label: 'a list, a create under one of its things, then the GET of what it made (asked for last first)', pairs: catalogChains(catalog, true) },
  ];
}

/** What each kind's task asks, for a table's label. */
export const PAIR_LABELS: Record<PairKind, string> = { item: 'a list, then the GET of one of its things', child: 'a list, then a collection under one of its things', change: 'a list, then a change to one of its things (PATCH, else PUT)', add: 'a list, then a POST under one of its things (a create in a collection it holds, or an action on it)', created: 'a create (POST on the collection), then the GET of the thing it made' };

if (process.argv[1]?.endsWith('catalog-pairs.ts')) {
  const { loadCatalog } = await import('../catalog/load.ts');
  const ROOT = join(import.meta.dirname, '..');
  const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || join(ROOT, 'data'), quiet: true });
  const at = process.argv.indexOf('--misses');
  const { integrate } = await import('../lib/service.ts');
  const { taskIds } = await import('./briefs.ts');
  const plain = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (const { label, pairs } of templateSets(catalog)) {
    const score = scoreBriefs(catalog, pairs.tasks);
    const fitTasks = fitScored(pairs.tasks);
    console.log(`${label}: ${showPairs(pairs, score)}; FIT Fully ${scoreBriefs(catalog, fitTasks).fit.toFixed(3)} of ${fitTasks.length} that take no other id`);
    console.log(`${label}, where the first call's answer declares no field: ${showUndeclared(catalog, pairs)}`);
    if (process.argv.includes('--links')) {
      for (const task of pairs.tasks) {
        const outcome = integrate(catalog, { task: task.task, resources: taskIds(catalog, task).map((id) => ({ id, type: 'endpoint' })) });
        const { param } = task.gold_threading[0];
        const line = outcome.ok ? outcome.body.data[0].taskBrief.split('\n').find((text) => text.trim().startsWith(`- ${param} ←`)) : undefined;
        const field = line?.split(/step \d+: /)[1]?.split(/[ ,]/)[0];
        if (field && plain(field.split('.').at(-1)!) !== plain(param)) console.log(`  ${task.id} | {${param}} ← ${field}`);
        // Every value taken from what the caller sent a create, whichever parameter it fills.
        const sent = outcome.ok ? outcome.body.data[0].taskBrief.split('\n').filter((text) => text.includes("'s request: ")) : [];
        for (const text of sent) console.log(`  ${task.id} | sent: ${text.trim().replace(/ \(the value .*$/, '')}`);
      }
    }
    if (at < 0) continue;
    const missed = pairs.tasks.filter((task) => score.missedLinks.get(task.id)?.length);
    for (const task of missed.slice(0, Number(process.argv[at + 1] ?? 40))) console.log(`  ${task.id} | first call ${task.resources.at(-1)!.path} | not threaded: ${score.missedLinks.get(task.id)!.join('; ')}`);
  }
}
