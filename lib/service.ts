// The two operations as the REST and MCP shells (and importing agents) call them: validate the
// input, run the operation, answer with the contract's response body or a problem.

import { decodeCursor, encodeCursor } from './cursor.ts';
import { integrate as buildBrief } from './integrate.ts';
import type { Catalog } from './model.ts';
import { CursorSchema, IntegrateBodySchema, LIMITS, LimitSchema, SearchBodySchema, validate } from './requests.ts';
import { cachedRank, searchPage, type Ranking, type SearchResult } from './search.ts';

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

/** A valid search request: the query and the page wanted. */
export interface SearchRequest {
  q: string;
  limit: number;
  offset: number;
}

/** Checks a search request's body, limit and cursor; a problem names the offending property. */
export function readSearchRequest(body: unknown, params: SearchParams): Outcome<SearchRequest> {
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
  return { ok: true, body: { q, limit, offset } };
}

/** The response to a search request, cut from the query's ranking. */
export function searchResponse(catalog: Catalog, { q, limit, offset }: SearchRequest, ranking: Ranking, cursorKey: string): SearchResponse {
  const page = searchPage(ranking, catalog.resources, q, { limit, offset });
  const meta: SearchResponse['meta'] = { q, total: page.total };
  if (page.nextOffset !== undefined) meta.nextCursor = encodeCursor(cursorKey, q, page.nextOffset);
  return { data: page.data, meta };
}

/** Search, ranking in this thread. */
export function search(catalog: Catalog, body: unknown, params: SearchParams): Outcome<SearchResponse> {
  const request = readSearchRequest(body, params);
  if (!request.ok) return request;
  const ranking = cachedRank(catalog.search, catalog.resources, request.body.q);
  return { ok: true, body: searchResponse(catalog, request.body, ranking, params.cursorKey) };
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
