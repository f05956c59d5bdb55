// The two operations as the REST and MCP shells (and importing agents) call them: validate the
// input, run the operation, answer with the contract's response body or a problem.

import { decodeCursor, encodeCursor } from './cursor.ts';
import { integrate as buildBrief } from './integrate.ts';
import type { Catalog } from './model.ts';
import { CursorSchema, IntegrateBodySchema, LIMITS, LimitSchema, SearchBodySchema, validate } from './requests.ts';
import { searchPage, type SearchResult } from './search.ts';

export interface Problem {
  status: number;
  title: string;
  detail: string;
  /** The offending property, when the problem is about the input. */
  property?: string;
}

export type Outcome<T> = { ok: true; body: T } | { ok: false; problem: Problem };

export interface SearchResponse {
  data: SearchResult[];
  meta: { q: string; total: number; nextCursor?: string };
}

export interface IntegrateResponse {
  data: [{ taskBrief: string }];
}

export interface SearchParams {
  /** Query string values: `limit` and `cursor`, as strings or numbers. */
  limit?: unknown;
  cursor?: unknown;
  /** Signs cursors; cursors signed with another key are refused. */
  cursorKey: string;
}

function invalid(property: string, detail: string): { ok: false; problem: Problem } {
  return { ok: false, problem: { status: 400, title: 'Invalid request', detail, property } };
}

export function search(catalog: Catalog, body: unknown, params: SearchParams): Outcome<SearchResponse> {
  const parsedBody = validate(SearchBodySchema, body);
  if (!parsedBody.ok) return invalid(parsedBody.error.property, parsedBody.error.detail);
  const { q } = parsedBody.value;
  let limit: number = LIMITS.limitDefault;
  if (params.limit !== undefined) {
    const parsed = validate(LimitSchema, params.limit, 'limit');
    if (!parsed.ok) return invalid('limit', parsed.error.detail);
    limit = parsed.value;
  }
  let offset = 0;
  if (params.cursor !== undefined) {
    const parsed = validate(CursorSchema, params.cursor, 'cursor');
    if (!parsed.ok) return invalid('cursor', parsed.error.detail);
    const decoded = decodeCursor(params.cursorKey, q, parsed.value);
    if ('error' in decoded) return invalid('cursor', `cursor ${decoded.error}`);
    if (decoded.offset >= LIMITS.maxResults) return invalid('cursor', `cursor is past the ${LIMITS.maxResults}-result cap`);
    offset = decoded.offset;
  }
  const page = searchPage(catalog.search, catalog.resources, q, { limit, offset });
  const meta: SearchResponse['meta'] = { q, total: page.total };
  if (page.nextOffset !== undefined) meta.nextCursor = encodeCursor(params.cursorKey, q, page.nextOffset);
  return { ok: true, body: { data: page.data, meta } };
}

export function integrate(catalog: Catalog, body: unknown): Outcome<IntegrateResponse> {
  const parsed = validate(IntegrateBodySchema, body);
  if (!parsed.ok) return invalid(parsed.error.property, parsed.error.detail);
  const refs = parsed.value.resources.map(({ id, type }) => ({ id, type }));
  const outcome = buildBrief(catalog, parsed.value.task, refs);
  if (!outcome.ok) {
    return {
      ok: false,
      problem: { status: 404, title: 'Resources not found', detail: `none of the supplied ids could be resolved: ${outcome.unresolved.join(', ')}`, property: 'resources' },
    };
  }
  return { ok: true, body: { data: [{ taskBrief: outcome.taskBrief }] } };
}
