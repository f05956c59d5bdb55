// Producer–consumer inference between steps: which response field of one step feeds which input
// of another, and a calling order in which every producer comes before its consumers.

import { schemaNamesOf, unescapePointer, type FieldInfo } from './schema.ts';
import { splitWords } from './tokens.ts';
import { singular, type Step, type StepInput } from './steps.ts';

export interface Binding {
  consumer: number;
  input: StepInput;
  producer: number;
  fieldPath: string;
}

const ID_LIKE = /(^|[_-]|[a-z])(id|ids|Id|Ids|ID|IDs|gid|uuid|key|Key)$/;
/** Non-id inputs that still carry a value another call hands out (a URI, a token, a handle). */
const REFERENCE_LIKE = /(uri|url|href|token|handle|slug|sha|number|code)s?$/i;
const PAGINATION_NAMES = /^(limit|offset|page|per_?page|page_?size|cursor|page_?token|market|fields|locale|country|additional_types|format|expand|include|sort|order)$/i;

export function isIdLike(name: string): boolean {
  return name === 'id' || ID_LIKE.test(name);
}

/** The resource an id-like input names: `playlist_id` → playlist; `/artists/{id}` → artist. */
export function inputNoun(input: StepInput, path: string): string | undefined {
  const stripped = input.name.replace(/[_-]?(ids?|Ids?|IDs?|gid|uuid|key|Key)$/, '');
  if (stripped && stripped !== input.name) return singular(stripped.replace(/[_-]/g, ''));
  if (input.location !== 'path') return undefined;
  const segments = path.split('/');
  const at = segments.indexOf(`{${input.name}}`);
  for (let i = at - 1; i >= 0; i--) {
    if (segments[i] && !segments[i].startsWith('{')) return singular(segments[i].replace(/[^A-Za-z]/g, ''));
  }
  return undefined;
}

const NAME_FILLER = new Set(['get', 'list', 'create', 'update', 'delete', 'remove', 'add', 'save', 'set', 'the', 'a', 'an', 'of', 'for', 'or', 'and', 'to', 'from', 'in', 'on', 'current', 'user', 'users', 'item', 'items', 'one', 'more', 'several', 'check', 'follow', 'unfollow']);

/**
 * Resources an id-like input may name. A bare `ids` query parameter names none itself, so the
 * step's own resource and the nouns of its name stand in: PUT /me/albums → album;
 * "Follow Artists or Users" → artist.
 */
export function inputNouns(input: StepInput, step: Step): string[] {
  const own = inputNoun(input, step.endpoint.path);
  if (own) return [own];
  const fromName = splitWords(step.endpoint.name).filter((word) => !NAME_FILLER.has(word) && word.length > 2).map(singular);
  return [...new Set([step.noun, ...fromName].filter(Boolean))];
}

function pathSegmentsMention(fieldPath: string, noun: string): boolean {
  return fieldPath.split('.').some((segment) => singular(segment.replace(/\[\]$/, '').replace(/[^A-Za-z]/g, '')) === noun);
}

/** Whether a component name is about the noun: TrackObject → track, SimplifiedPlaylistObject → playlist. */
function namesNoun(names: string[], noun: string): boolean {
  return names.some((name) => name.toLowerCase().includes(noun));
}

/** How well a producer field fits an input; 0 when it does not. */
function fieldScore(input: StepInput, noun: string | undefined, consumerNoun: string, producer: Step, field: FieldInfo): number {
  const idLike = isIdLike(input.name);
  if (!idLike && (!REFERENCE_LIKE.test(input.name) || input.type.includes('one of:'))) return 0;
  const depth = field.depth;
  if (field.name === input.name && input.name !== 'id') return 4 - depth * 0.1;
  if (!idLike) {
    // `uris` ← `tracks.items[].uri`: a plural input gathers one field of many items; prefer the
    // items the consumer works on (`/playlists/{id}/tracks` wants tracks).
    if (singular(input.name) === field.name && singular(input.name) !== input.name && field.path.includes('[]')) {
      return pathSegmentsMention(field.path, consumerNoun) ? 2.5 : 2;
    }
    return 0;
  }
  if (!noun || field.name !== 'id') return 0;
  if (depth === 0) {
    if (producer.noun === noun) return 3.5;
    if (namesNoun(schemaNamesOf(producer.responseMedia?.schema, producer.lookup), noun)) return 3;
    return 0;
  }
  // The id of a nested object whose schema is the noun's: `item.id` of a TrackObject for a track id.
  const parentPath = field.path.slice(0, field.path.lastIndexOf('.')).replace(/\[\]$/, '');
  const parent = producer.outputs.find((candidate) => candidate.path === parentPath);
  if (parent && namesNoun(parent.schemaNames, noun)) return 3 - depth * 0.1;
  // A list of the producer's own resources: GET /me/playlists → items[].id is a playlist id.
  if (producer.noun === noun && /^(\w+)?\[\]\.id$/.test(field.path)) return 3.2;
  return pathSegmentsMention(field.path, noun) ? 2.5 - depth * 0.1 : 0;
}

/** Inputs worth threading: path parameters, required query and body values, and id-like ones. */
function threadableInputs(step: Step): StepInput[] {
  return step.inputs.filter((input) =>
    input.location !== 'header' && input.location !== 'cookie' && !PAGINATION_NAMES.test(input.name)
    && (input.location === 'path' || input.required || isIdLike(input.name) || input.location === 'body'));
}

/** `$response.body#/items/0/id` → `items[].id`; other link expressions are not response fields. */
export function linkFieldPath(expression: string): string | undefined {
  const match = /^\$response\.body#\/(.*)$/.exec(expression);
  if (!match) return undefined;
  let path = '';
  for (const segment of match[1].split('/').map(unescapePointer)) {
    if (/^\d+$/.test(segment)) path += '[]';
    else path = path ? `${path}.${segment}` : segment;
  }
  return path || undefined;
}

/** What the producer's own OpenAPI links say feeds this input of this consumer. */
function linkedField(input: StepInput, consumer: Step, producer: Step): string | undefined {
  if (!consumer.endpoint.operationId) return undefined;
  for (const response of producer.detail.responses) {
    for (const link of response.links) {
      if (link.operationId !== consumer.endpoint.operationId) continue;
      for (const [parameter, expression] of Object.entries(link.parameters)) {
        if (parameter.replace(/^(path|query|header|cookie)\./, '') === input.name) return linkFieldPath(expression);
      }
    }
  }
  return undefined;
}

/** The field of `producer`'s response that best fits `input` of `consumer`, if any does; the spec's own links first. */
export function producerFit(input: StepInput, consumer: Step, producer: Step): { fieldPath: string; score: number } | undefined {
  if (producer.endpoint.apiKey !== consumer.endpoint.apiKey || producer.endpoint.method === 'DELETE') return undefined;
  const linked = linkedField(input, consumer, producer);
  if (linked) return { fieldPath: linked, score: 10 };
  const nouns = inputNouns(input, consumer);
  let best: { fieldPath: string; score: number } | undefined;
  for (const field of producer.outputs) {
    const score = Math.max(0, ...(nouns.length > 0 ? nouns : [undefined]).map((noun) => fieldScore(input, noun, consumer.noun, producer, field)));
    if (score > 0 && (!best || score > best.score)) best = { fieldPath: field.path, score };
  }
  return best;
}

/** For every consumer input, the best producer field among the other steps. */
export function inferBindings(steps: Step[]): Binding[] {
  const bindings: Binding[] = [];
  steps.forEach((consumer, consumerIx) => {
    for (const input of threadableInputs(consumer)) {
      let best: { producer: number; fieldPath: string; score: number } | undefined;
      steps.forEach((producer, producerIx) => {
        if (producerIx === consumerIx) return;
        const fit = producerFit(input, consumer, producer);
        if (fit && (!best || fit.score > best.score)) best = { producer: producerIx, ...fit };
      });
      if (best) bindings.push({ consumer: consumerIx, input, producer: best.producer, fieldPath: best.fieldPath });
    }
  });
  return bindings;
}

/**
 * A calling order where producers precede consumers (Kahn's algorithm); among steps that are free
 * to go, the lower `priority` goes first (the task's own order). Path parameters bind first, then
 * required inputs, then optional ones; a binding that would close a cycle is dropped.
 */
export function orderSteps(stepCount: number, bindings: Binding[], priority: number[] = [...Array(stepCount).keys()]): { order: number[]; bindings: Binding[] } {
  const hard: Binding[] = [];
  const reaches = (from: number, to: number): boolean => {
    const stack = [from];
    const seen = new Set<number>();
    while (stack.length > 0) {
      const node = stack.pop() as number;
      if (node === to) return true;
      if (seen.has(node)) continue;
      seen.add(node);
      for (const edge of hard) if (edge.producer === node) stack.push(edge.consumer);
    }
    return false;
  };
  const sorted = [...bindings].sort((a, b) => strength(b) - strength(a));
  for (const binding of sorted) {
    if (!reaches(binding.consumer, binding.producer)) hard.push(binding);
  }
  const indegree = new Array<number>(stepCount).fill(0);
  const edges = new Set(hard.map((binding) => `${binding.producer}>${binding.consumer}`));
  for (const edge of edges) indegree[Number(edge.split('>')[1])]++;
  const order: number[] = [];
  const placed = new Set<number>();
  while (order.length < stepCount) {
    const ready = [...Array(stepCount).keys()].filter((ix) => !placed.has(ix) && indegree[ix] === 0);
    const next = ready.sort((a, b) => priority[a] - priority[b] || a - b)[0];
    order.push(next);
    placed.add(next);
    for (const edge of edges) {
      const [producer, consumer] = edge.split('>').map(Number);
      if (producer === next) indegree[consumer]--;
    }
  }
  return { order, bindings: hard };
}

/** Path parameters bind first: they are what makes a call possible at all. */
function strength(binding: Binding): number {
  return binding.input.location === 'path' ? 2 : binding.input.required ? 1 : 0;
}
