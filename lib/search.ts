// Keyword search over the catalog's resources with MiniSearch.

import MiniSearch from 'minisearch';
import type { ApiRecord, ResourceRecord } from './model.ts';

/** Reachable results per query, across all pages (contract section 8). */
export const MAX_RESULTS = 40;

export interface SearchResult {
  id: string;
  resourceType: 'endpoint' | 'mcp';
  name: string;
  description: string;
  method?: string;
  transport?: string;
  url: string;
  evaluateGuide: string;
}

export interface SearchPage {
  data: SearchResult[];
  /** Matching resources in the whole catalog. */
  total: number;
  /** Offset of the next page, when one exists within the reachable results. */
  nextOffset?: number;
}

interface IndexedDocument {
  ix: number;
  name: string;
  description: string;
  path: string;
  operationId: string;
  tags: string;
  api: string;
}

export type SearchIndex = MiniSearch<IndexedDocument>;

/** Splits API text into words: camelCase, snake_case, dotted and slashed names all come apart. */
export function tokenize(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0);
}

const STOP_WORDS = new Set(['a', 'an', 'the', 'of', 'to', 'for', 'in', 'on', 'and', 'or', 'by', 'with', 'from', 'is', 'are', 'be', 'my', 'me', 'i', 'it', 'this', 'that', 'at', 'as', 'all', 'api']);

function processTerm(term: string): string | null {
  return STOP_WORDS.has(term) ? null : term;
}

const SEARCH_OPTIONS = {
  fields: ['name', 'description', 'path', 'operationId', 'tags', 'api'],
  idField: 'ix',
  tokenize,
  processTerm,
  searchOptions: {
    boost: { name: 3, operationId: 1.5, path: 1.5, api: 1.5 },
  },
};

function indexedDocument(record: ResourceRecord, ix: number, apis: ReadonlyMap<string, ApiRecord>): IndexedDocument {
  if (record.resourceType === 'mcp') {
    return {
      ix,
      name: `${record.title} ${record.name}`,
      description: `${record.description} ${record.tools.map((tool) => `${tool.name} ${tool.description}`).join(' ')}`,
      path: '',
      operationId: '',
      tags: 'mcp server',
      api: record.title,
    };
  }
  const api = apis.get(record.apiKey);
  return {
    ix,
    name: record.name,
    description: record.description,
    path: record.path,
    operationId: record.operationId ?? '',
    tags: record.tags.join(' '),
    api: `${api?.title ?? ''} ${record.apiKey}`,
  };
}

export function buildSearchIndex(resources: readonly ResourceRecord[], apis: ReadonlyMap<string, ApiRecord>): SearchIndex {
  const index = new MiniSearch<IndexedDocument>(SEARCH_OPTIONS);
  for (let ix = 0; ix < resources.length; ix++) index.add(indexedDocument(resources[ix], ix, apis));
  return index;
}

export function toSearchResult(record: ResourceRecord): SearchResult {
  const common = { id: record.id, resourceType: record.resourceType, name: record.name, description: record.description };
  return record.resourceType === 'endpoint'
    ? { ...common, method: record.method, url: record.url, evaluateGuide: record.evaluateGuide }
    : { ...common, transport: record.transport, url: record.url, evaluateGuide: record.evaluateGuide };
}

export interface SearchOptions {
  limit: number;
  offset: number;
}

/** One page of the ranked results for `q`; ranking is deterministic for a given catalog. */
export function searchIndex(
  index: SearchIndex,
  resources: readonly ResourceRecord[],
  q: string,
  { limit, offset }: SearchOptions,
): SearchPage {
  const hits = index.search(q);
  const reachable = Math.min(hits.length, MAX_RESULTS);
  const end = Math.min(offset + limit, reachable);
  const data = hits.slice(offset, end).map((hit) => toSearchResult(resources[hit.id as number]));
  return { data, total: hits.length, nextOffset: end < reachable ? end : undefined };
}
