// Request validation with valibot. Every failure names the offending property.

import * as v from 'valibot';
import { MAX_RESULTS } from './search/rank.ts';

export const LIMITS = {
  qMaxLength: 512,
  taskMaxLength: 512,
  limitDefault: 10,
  limitMin: 1,
  limitMax: 25,
  maxResources: 10,
  clientNameMaxLength: 128,
  maxResults: MAX_RESULTS,
} as const;

/** Lengths count characters as people do (code points): 100 "é" or 257 emoji are within 512. */
function codePointLength(text: string): number {
  let count = 0;
  for (const _char of text) count++;
  return count;
}
const maxCharacters = (max: number, message: string) => v.check((text: string) => codePointLength(text) <= max, message);

export const SearchBodySchema = v.strictObject(
  {
    q: v.pipe(
      v.string('q must be a string'),
      v.minLength(1, 'q must not be empty'),
      maxCharacters(LIMITS.qMaxLength, `q must be at most ${LIMITS.qMaxLength} characters`),
    ),
  },
  'unknown property: the search body accepts only q',
);

export const LimitSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number))], `limit must be an integer from ${LIMITS.limitMin} to ${LIMITS.limitMax}`),
  v.integer(`limit must be an integer from ${LIMITS.limitMin} to ${LIMITS.limitMax}`),
  v.minValue(LIMITS.limitMin, `limit must be at least ${LIMITS.limitMin}`),
  v.maxValue(LIMITS.limitMax, `limit must be at most ${LIMITS.limitMax}`),
);

export const CursorSchema = v.pipe(v.string('cursor must be a string'), v.minLength(1, 'cursor must not be empty'), v.maxLength(512, 'cursor is too long'));

export const ResourceRefSchema = v.looseObject({
  id: v.pipe(v.string('id must be a string'), v.minLength(1, 'id must not be empty'), v.maxLength(1024, 'id is too long')),
  type: v.picklist(['endpoint', 'mcp'], 'type must be "endpoint" or "mcp"'),
});

export const IntegrateBodySchema = v.looseObject({
  task: v.pipe(
    v.string('task must be a string'),
    v.minLength(1, 'task must not be empty'),
    maxCharacters(LIMITS.taskMaxLength, `task must be at most ${LIMITS.taskMaxLength} characters`),
    v.regex(/\S/, 'task must contain at least one non-whitespace character'),
  ),
  resources: v.pipe(
    v.array(ResourceRefSchema, 'resources must be an array of {id, type}'),
    v.minLength(1, 'resources must name at least one resource'),
    v.maxLength(LIMITS.maxResources, `resources may hold at most ${LIMITS.maxResources} entries`),
  ),
});

export const ClientNameSchema = v.pipe(v.string(), maxCharacters(LIMITS.clientNameMaxLength, `Service-Client-Name must be at most ${LIMITS.clientNameMaxLength} characters`));

export interface InvalidInput {
  /** Dotted path of the offending property, e.g. `resources[1].type`. */
  property: string;
  detail: string;
}

/** The first issue as a property path and a sentence that names it. */
function describeIssue(issue: v.BaseIssue<unknown>, root: string): InvalidInput {
  let property = root;
  for (const item of issue.path ?? []) {
    const key = (item as { key: unknown }).key;
    property = typeof key === 'number' ? `${property}[${key}]` : property ? `${property}.${String(key)}` : String(key);
  }
  // A missing property reports the property itself; an unknown one names itself in the message.
  const missing = issue.input === undefined && issue.kind === 'schema' && property !== root;
  const detail = missing ? `${property} is required` : issue.message;
  return { property: property || root, detail: detail.includes(property) || !property ? detail : `${property}: ${detail}` };
}

export function validate<S extends v.GenericSchema>(schema: S, input: unknown, root = ''): { ok: true; value: v.InferOutput<S> } | { ok: false; error: InvalidInput } {
  if (root === '' && (typeof input !== 'object' || input === null || Array.isArray(input))) {
    return { ok: false, error: { property: 'body', detail: 'the request body must be a JSON object' } };
  }
  const result = v.safeParse(schema, input);
  return result.success ? { ok: true, value: result.output } : { ok: false, error: describeIssue(result.issues[0], root) };
}
