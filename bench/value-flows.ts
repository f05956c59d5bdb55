// `npx tsx bench/value-flows.ts [--show N]`: where threading by kind (`lib/brief/value-flows.ts`: text a
// call writes, a place's coordinates) fires on pairs of calls no one chose, to be read by hand. A fixed
// draw of two calls of one API, and of two calls of different APIs, each pair given as a brief's
// steps with a task that names nothing (and again with one that asks to share a link, where links
// are text to send on); each value the kinds thread there is printed with its pair.
// A pair drawn at random seldom hands anything on, so what fires here is mostly what would fire
// wrongly in a brief: the count is the measure, and the lines say whether what fired is plausible.

import { loadCatalog } from '../catalog/load.ts';
import type { Catalog, EndpointRecord } from '../lib/model.ts';
import { buildStep, type Step } from '../lib/brief/steps.ts';
import { inferBindings } from '../lib/brief/threading.ts';
import { kindBindings } from '../lib/brief/value-flows.ts';

const TASKS = ['Do the thing with these calls', 'Do the thing and share its link'];
const DRAWS = 6000;

const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || 'data' });
const show = Number(process.argv[process.argv.indexOf('--show') + 1]) || 20;

const stepOf = (record: EndpointRecord): Step =>
  buildStep(record, catalog.apis.get(record.apiKey)!, catalog.readDetail(record), (name) => catalog.readSchema(record.apiKey, name));

/** A fixed sequence of draws (a linear congruential generator), so every run reads the same pairs. */
function draws(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

function fired(pairs: [EndpointRecord, EndpointRecord][], task: string): { count: number; lines: string[] } {
  const lines: string[] = [];
  let count = 0;
  for (const [first, second] of pairs) {
    const steps = [stepOf(first), stepOf(second)];
    const kinds = kindBindings(steps, task, inferBindings(steps, task));
    if (kinds.length === 0) continue;
    count++;
    lines.push(`${first.apiKey} ${first.method} ${first.path} + ${second.apiKey} ${second.method} ${second.path}`,
      ...kinds.map((binding) => `    ${binding.input.path ?? binding.input.name} ← ${steps[binding.producer].endpoint.method} ${steps[binding.producer].endpoint.path}: ${binding.fieldPath}`));
  }
  return { count, lines };
}

function samePairs(catalog: Catalog): [EndpointRecord, EndpointRecord][] {
  const next = draws(7);
  const pairs: [EndpointRecord, EndpointRecord][] = [];
  for (const indexes of catalog.byApi.values()) {
    if (indexes.length < 4) continue;
    for (let k = 0; k < 3; k++) {
      const [a, b] = [indexes[Math.floor(next() * indexes.length)], indexes[Math.floor(next() * indexes.length)]].map((ix) => catalog.resources[ix]);
      if (a === b || a.resourceType !== 'endpoint' || b.resourceType !== 'endpoint' || (a.method === 'GET' && b.method === 'GET')) continue;
      pairs.push([a, b]);
    }
  }
  return pairs;
}

function crossPairs(catalog: Catalog): [EndpointRecord, EndpointRecord][] {
  const next = draws(11);
  const endpoints = catalog.resources.filter((record): record is EndpointRecord => record.resourceType === 'endpoint');
  const pairs: [EndpointRecord, EndpointRecord][] = [];
  for (let k = 0; k < DRAWS; k++) {
    const [a, b] = [endpoints[Math.floor(next() * endpoints.length)], endpoints[Math.floor(next() * endpoints.length)]];
    if (a.apiKey !== b.apiKey) pairs.push([a, b]);
  }
  return pairs;
}

const draws2 = [['two calls of one API, not both GET', samePairs(catalog)], ['two calls of different APIs', crossPairs(catalog)]] as const;
for (const task of TASKS) {
  for (const [label, pairs] of draws2) {
    const { count, lines } = fired(pairs, task);
    console.log(`"${task}", ${label}: ${pairs.length} pairs, threading by kind fired on ${count}`);
    for (const line of lines.slice(0, show * 3)) console.log(`  ${line}`);
  }
}
