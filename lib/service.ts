// The two operations as the REST and MCP shells (and importing agents) call them: validate the
// input, run the operation, answer with the contract's response body or a problem.

import { decodeCursor, encodeCursor } from './cursor.ts';
import { integrate as buildBrief } from './brief/integrate.ts';
import type { Catalog } from './model.ts';
import { CursorSchema, IntegrateBodySchema, LIMITS, LimitSchema, SearchBodySchema, validate } from './requests.ts';
import { cachedRank, type Ranking } from './search/rank.ts';
import { searchPage, type SearchResult } from './search/results.ts';

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

/** A search as an importing agent writes it; checked as the REST API checks it. */
export interface SearchInput {
  /** The goal in plain language, 1 to 512 characters. */
  q: string;
  /** Results per page, 1 to 25 (default 10). */
  limit?: number;
  /** `meta.nextCursor` of the previous page of the same `q`. */
  cursor?: string;
}

export interface SearchOptions {
  /** Signs cursors; by default a key of the loaded catalog, so cursors verify across calls on it. */
  cursorKey?: string;
}

/** An integrate request as an importing agent writes it; checked as the REST API checks it. */
export interface IntegrateInput {
  /** What the agent must do, 1 to 512 characters. */
  task: string;
  /** Up to 10 results of `search`, by id and type. */
  resources: { id: string; type: 'endpoint' | 'mcp' }[];
}

/** The library's default cursor key: the catalog's own build stamp, the same for every call on one snapshot. */
function catalogCursorKey(catalog: Catalog): string {
  return `${catalog.info.modelInputs}:${catalog.info.builtAt}`;
}

/** Search, ranking in this thread: the library's entry point. */
export function search(catalog: Catalog, input: SearchInput, options: SearchOptions = {}): Outcome<SearchResponse> {
  const { q, limit, cursor } = input;
  return searchRequest(catalog, { q }, { limit, cursor, cursorKey: options.cursorKey ?? catalogCursorKey(catalog) });
}

/** Search from a request whose body and parameters are not yet checked (what a shell receives). */
export function searchRequest(catalog: Catalog, body: unknown, params: SearchParams): Outcome<SearchResponse> {
  const request = readSearchRequest(body, params);
  if (!request.ok) return request;
  const ranking = cachedRank(catalog.search, catalog.resources, request.body.q);
  return { ok: true, body: searchResponse(catalog, request.body, ranking, params.cursorKey) };
}

/** A task brief for the selected resources: the library's entry point. */
export function integrate(catalog: Catalog, input: IntegrateInput): Outcome<IntegrateResponse> {
  return integrateRequest(catalog, input);
}

/** A brief from a request body that is not yet checked (what a shell receives). */
export function integrateRequest(catalog: Catalog, body: unknown): Outcome<IntegrateResponse> {
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
