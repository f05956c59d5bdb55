// The brief tasks of `../shared/bench/integrate-tasks.jsonl`, scored in-process the way
// `../shared/bench/score/eval-integrate.mjs` scores a server: the brief is read as an agent reads
// it (the word after FIT, numbered STEPS, `Threading` lines naming the parameter and `step N`).
// Resources are resolved by spec, method and path directly rather than through search.
// `tune` is for reading misses; `check` is for deciding, never for reading.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalog, EndpointRecord } from '../lib/model.ts';
import { integrate } from '../lib/service.ts';
import { buildStep, normalName } from '../lib/brief/steps.ts';
import { callKey, QUALITY_SETS, recordKey } from './quality-sets.ts';

const ROOT = join(import.meta.dirname, '..');
export const BRIEF_TASKS_PATH = join(ROOT, '..', 'shared', 'bench', 'integrate-tasks.jsonl');

export interface TaskResource { spec: string; method: string; path: string }
export interface BriefTask {
  id: string;
  split: 'tune' | 'check';
  task: string;
  resources: TaskResource[];
  gold_order: number[];
  gold_threading: { to_step: number; param: string; from_step: number; field: string }[];
  gold_fit: 'Fully' | 'Partially';
}

export function readBriefTasks(path = BRIEF_TASKS_PATH): BriefTask[] {
  return readFileSync(path, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as BriefTask);
}

const loosePath = (path: string) => decodeURI(path).replace(/\{[^}]*\}/g, '{}').replace(/\/+$/, '').toLowerCase();

interface ReadBrief { fit: string; steps: { n: number; text: string }[]; positions: number[] }

/** The brief as the scorer reads it: the FIT verdict, the numbered steps, and which step is each resource. */
export function readBrief(brief: string, resources: readonly TaskResource[]): ReadBrief {
  const lines = brief.split('\n');
  const fitLine = lines.find((line) => /^\s*FIT\b/.test(line)) ?? '';
  const fitAt = lines.indexOf(fitLine);
  const fit = (fitLine.replace(/^\s*FIT\s*:?\s*/, '') || lines[fitAt + 1] || '').trim();
  const stepsAt = lines.findIndex((line) => /^\s*STEPS\b/.test(line));
  const gotchasAt = lines.findIndex((line, at) => at > stepsAt && /^\s*GOTCHAS\b/.test(line));
  const steps: { n: number; text: string }[] = [];
  let current: { n: number; text: string } | undefined;
  for (const line of lines.slice(stepsAt + 1, gotchasAt < 0 ? undefined : gotchasAt)) {
    const match = /^\s*(?:Step\s*)?(\d+)[.):]\s*(.*)$/i.exec(line);
    if (match && (!current || Number(match[1]) === current.n + 1)) {
      current = { n: Number(match[1]), text: `${match[2]}\n` };
      steps.push(current);
    } else if (current) current.text += `${line}\n`;
  }
  const positions = resources.map(() => -1);
  steps.forEach((step, at) => {
    const call = /\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\S+)/.exec(step.text);
    if (!call) return;
    let path = call[2];
    try {
      if (/^https?:/.test(path)) path = new URL(path).pathname;
    } catch { /* the path as written */ }
    const written = loosePath(path.replace(/[`'",;]+$/, ''));
    resources.forEach((resource, k) => {
      if (positions[k] < 0 && resource.method === call[1] && (written.endsWith(loosePath(resource.path)) || loosePath(resource.path).endsWith(written))) positions[k] = at;
    });
  });
  return { fit, steps, positions };
}

export interface BriefScore {
  n: number;
  exactOrder: number;
  dependencyOrder: number;
  /** Share of the gold links the brief threads, from the right step. */
  threading: number;
  /** Share of the brief's threading lines, on the selected resources' steps, whose parameter the gold threads there: what an agent can trust. */
  threadingPrecision: number;
  fit: number;
  /** Wrong FIT verdicts by direction: Partially (or None) where the gold says Fully, and Fully where it says Partially. */
  fitTooStrict: number;
  fitTooLoose: number;
  failed: string[];
  /** Why the brief was not Fully where the gold is: each such task's kinds of FIT reasons, counts only. */
  tooStrictBecause: Map<string, number>;
  /** Each imperfect task's gold links the brief does not thread, as `param ← field`. */
  missedLinks: Map<string, string[]>;
}

const endpointsByKey = new WeakMap<Catalog, Map<string, EndpointRecord>>();

/** The catalog's operation for each of a task's resources, by spec, method and path; undefined where the catalog lacks it. */
export function taskEndpoints(catalog: Catalog, task: BriefTask): (EndpointRecord | undefined)[] {
  let byKey = endpointsByKey.get(catalog);
  if (!byKey) {
    byKey = new Map(catalog.resources.flatMap((record) => (record.resourceType === 'endpoint' ? [[`${record.apiKey} ${record.method} ${record.path}`, record] as const] : [])));
    endpointsByKey.set(catalog, byKey);
  }
  const known = byKey;
  return task.resources.map((resource) => known.get(`${resource.spec.replace(/\.json$/, '')} ${resource.method} ${resource.path}`));
}

/** The ids of a task's resources the catalog has: the selection a brief is asked for. */
export function taskIds(catalog: Catalog, task: BriefTask): string[] {
  return taskEndpoints(catalog, task).flatMap((record) => (record ? [record.id] : []));
}

export function scoreBriefs(catalog: Catalog, tasks: readonly BriefTask[]): BriefScore {
  let exact = 0, dependencyOk = 0, dependencies = 0, threadingOk = 0, fitOk = 0, fitTooStrict = 0, fitTooLoose = 0, lines = 0, linesRight = 0;
  const failed: string[] = [];
  const missedLinks = new Map<string, string[]>();
  const tooStrictBecause = new Map<string, number>();
  for (const task of tasks) {
    const missed: string[] = [];
    missedLinks.set(task.id, missed);
    const outcome = integrate(catalog, { task: task.task, resources: taskIds(catalog, task).map((id) => ({ id, type: 'endpoint' })) });
    if (!outcome.ok) {
      failed.push(task.id);
      dependencies += task.gold_threading.length;
      continue;
    }
    const { fit, steps, positions } = readBrief(outcome.body.data[0].taskBrief, task.resources);
    let allRight = true;
    const predicted = task.resources.map((_resource, k) => k).filter((k) => positions[k] >= 0).sort((a, b) => positions[a] - positions[b]);
    if (predicted.length === task.gold_order.length && predicted.every((k, at) => k === task.gold_order[at])) exact++;
    else allRight = false;
    for (const link of task.gold_threading) {
      dependencies++;
      if (positions[link.from_step] >= 0 && positions[link.to_step] >= 0 && positions[link.from_step] < positions[link.to_step]) dependencyOk++;
      const step = steps[positions[link.to_step]];
      if (!step || positions[link.from_step] < 0) {
        allRight = false;
        missed.push(`${link.param} ← ${link.field} (a step is missing)`);
        continue;
      }
      const threading = step.text.slice(Math.max(0, step.text.search(/Threading/i)));
      const param = link.param.split('.').pop()!.replace(/\[\]$/, '');
      const producer = steps[positions[link.from_step]].n;
      if (threading.toLowerCase().includes(param.toLowerCase()) && new RegExp(`step\\s*${producer}\\b`, 'i').test(threading)) threadingOk++;
      else {
        allRight = false;
        missed.push(`${link.param} ← ${link.field}${threading.toLowerCase().includes(param.toLowerCase()) ? ' (threaded from another step)' : ''}`);
      }
    }
    task.resources.forEach((_resource, k) => {
      const step = steps[positions[k]];
      if (!step) return;
      const wanted = new Set(task.gold_threading.filter((link) => link.to_step === k).map((link) => link.param.split('.').pop()!.replace(/\[\]$/, '').toLowerCase()));
      for (const line of step.text.split('\n').filter((text) => text.includes('←'))) {
        lines++;
        const param = line.replace(/^[\s-]*/, '').split('←')[0].trim().split('.').pop()!.toLowerCase();
        if (wanted.has(param)) linesRight++;
      }
    });
    const saysFully = /^fully\b/i.test(fit.replace(/^[^A-Za-z]+/, ''));
    if (saysFully === (task.gold_fit === 'Fully')) fitOk++;
    else {
      allRight = false;
      if (saysFully) fitTooLoose++;
      else {
        fitTooStrict++;
        const brief = outcome.body.data[0].taskBrief;
        const fitSection = brief.slice(brief.indexOf('FIT'), brief.indexOf('AUTH'));
        const kinds = [/no selected step does/.test(fitSection) && 'an action no step does', /no selected step produces/.test(fitSection) && 'an id no step produces', /no selected call/.test(fitSection) && 'no call serves the task'].filter(Boolean).join(' + ') || 'other';
        tooStrictBecause.set(kinds, (tooStrictBecause.get(kinds) ?? 0) + 1);
        for (const [, name, location] of fitSection.matchAll(/no selected step produces (\S+) \((\w+)\)/g)) {
          const goldThreads = task.gold_threading.some((link) => link.param.split('.').pop()!.replace(/\[\]$/, '') === name);
          const kind = `  an unproduced ${location} id ${goldThreads ? 'the gold threads' : 'the gold leaves to the caller'}`;
          tooStrictBecause.set(kind, (tooStrictBecause.get(kind) ?? 0) + 1);
        }
      }
    }
    if (!allRight) failed.push(task.id);
  }
  const n = tasks.length;
  return { n, exactOrder: exact / n, dependencyOrder: dependencyOk / Math.max(1, dependencies), threading: threadingOk / Math.max(1, dependencies), threadingPrecision: linesRight / Math.max(1, lines), fit: fitOk / n, fitTooStrict, fitTooLoose, failed, missedLinks, tooStrictBecause };
}

export const showBriefs = (s: BriefScore) =>
  `exact order ${s.exactOrder.toFixed(3)}, producer before consumer ${s.dependencyOrder.toFixed(3)}, threading ${s.threading.toFixed(3)} (precision ${s.threadingPrecision.toFixed(3)}), FIT ${s.fit.toFixed(3)} (wrong: ${s.fitTooStrict} not Fully where gold is, ${s.fitTooLoose} Fully where gold is not)`;

/**
 * The gold links a brief misses, by kind and counts only (the check half's misses are never read):
 * what would have to change to thread them.
 */
export function linkMissKinds(catalog: Catalog, tasks: readonly BriefTask[], score: BriefScore): Map<string, number> {
  const kinds = new Map<string, number>();
  const count = (kind: string) => kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  for (const task of tasks) {
    const missed = score.missedLinks.get(task.id) ?? [];
    const records = taskEndpoints(catalog, task);
    for (const link of task.gold_threading) {
      const line = missed.find((text) => text.startsWith(`${link.param} ← ${link.field}`));
      if (!line) continue;
      const producer = records[link.from_step];
      const consumer = records[link.to_step];
      if (line.endsWith('(a step is missing)') || !producer || !consumer) { count('a step is missing'); continue; }
      if (producer.apiKey.split('/')[0] !== consumer.apiKey.split('/')[0]) { count('across providers'); continue; }
      const from = buildStep(producer, catalog.apis.get(producer.apiKey)!, catalog.readDetail(producer), (name) => catalog.readSchema(producer.apiKey, name));
      const to = buildStep(consumer, catalog.apis.get(consumer.apiKey)!, catalog.readDetail(consumer), (name) => catalog.readSchema(consumer.apiKey, name));
      const loose = (path: string) => path.replace(/\[\]/g, '').toLowerCase();
      if (!from.outputs.some((field) => loose(field.path) === loose(link.field))) { count('the producer field is not read from the response'); continue; }
      const leaf = link.param.split('.').pop()!.replace(/\[\]$/, '');
      const input = [...to.inputs, ...to.nestedInputs].find((candidate) => candidate.name === leaf);
      if (!input) { count('the input is not read from the request'); continue; }
      const where = `${input.required ? 'required' : 'optional'} ${input.path ? 'nested body' : input.location}`;
      const sameName = normalName(link.field.split('.').pop()!.replace(/\[\]$/, '')) === normalName(leaf);
      count(`${line.endsWith('(threaded from another step)') ? 'threaded from another step' : 'not threaded'}, ${sameName ? 'same name' : 'other name'}, ${where}`);
    }
  }
  return kinds;
}

/** Brief quality on RestBench-Spotify's chains: shares of chains with the exact order, producers before consumers, path parameters threaded, and of FIT verdicts right. */
export interface RestbenchBriefScore { exactOrder: number; producersFirst: number; threaded: number; fitRight: number; fitCases: number }

/**
 * Each RestBench-Spotify chain's gold calls given in a shuffled order (fixed seed), briefed and read
 * as an agent reads a brief. FIT: the whole chain is Fully; without its last step (the action), Partially.
 */
export function scoreRestbenchBriefs(catalog: Catalog): RestbenchBriefScore {
  const restbench = QUALITY_SETS[1].items;
  const byKey = new Map(catalog.resources.flatMap((record) => (record.resourceType === 'endpoint' ? [[recordKey(record), record] as const] : [])));
  let seed = 7;
  const shuffle = <T>(list: T[]) => [...list].map((item) => ({ item, key: (seed = (seed * 1103515245 + 12345) % 2147483648) })).sort((a, b) => a.key - b.key).map(({ item }) => item);
  let exactOrder = 0, producersFirst = 0, threaded = 0, fitRight = 0, fitCases = 0;
  const briefOf = (task: string, records: EndpointRecord[]) => {
    const outcome = integrate(catalog, { task, resources: records.map((record) => ({ id: record.id, type: 'endpoint' })) });
    if (!outcome.ok) throw new Error(outcome.problem.detail);
    return outcome.body.data[0].taskBrief;
  };
  for (const item of restbench) {
    const chain = [...new Map(item.gold.map((call) => byKey.get(callKey(call))!).map((record) => [record.id, record])).values()];
    const gold = chain.map((record) => `${record.method} ${record.path}`);
    const brief = briefOf(item.query, shuffle(chain));
    const steps = brief.split('\nSTEPS:\n')[1].split('\nGOTCHAS:')[0].split(/\n(?=\d+\. )/);
    const order = steps.map((step) => /^\d+\. (\w+ \S+)/.exec(step)![1]);
    const bindings = steps.flatMap((step, consumer) => [...step.matchAll(/- (\S+) ← step (\d+): /g)].map((m) => ({ consumer: order[consumer], input: m[1], producer: order[Number(m[2]) - 1] })));
    if (order.join() === gold.join()) exactOrder++;
    if (bindings.every((b) => gold.indexOf(b.producer) < gold.indexOf(b.consumer))) producersFirst++;
    const pathParamsThreaded = gold.every((call, ix) => ix === 0 || [...call.matchAll(/\{([^}]+)\}/g)].every(([, name]) => bindings.some((b) => b.consumer === call && b.input === name && gold.indexOf(b.producer) < ix)));
    if (pathParamsThreaded) threaded++;
    fitCases++;
    if (/^FIT: Fully/m.test(brief)) fitRight++;
    if (chain.length > 1) {
      fitCases++;
      if (/^FIT: Partially/m.test(briefOf(item.query, chain.slice(0, -1)))) fitRight++;
    }
  }
  const n = restbench.length;
  return { exactOrder: exactOrder / n, producersFirst: producersFirst / n, threaded: threaded / n, fitRight: fitRight / fitCases, fitCases };
}
