// Results as the contract shows them: a ranked resource's public fields, its guide (for an MCP
// server, with the tools that match the query), and one page of a ranking.

import { withMatchingTools } from '../guide.ts';
import type { McpRecord, ResourceRecord } from '../model.ts';
import { DEFAULT_WEIGHTS, GENERIC_TOOL_WORDS } from './profile.ts';
import { planQuery } from './query.ts';
import type { Ranking } from './rank.ts';
import { relatedWords } from './thesaurus.ts';
import { analyze } from '../tokens.ts';

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
  /** Distinct capabilities matching the query (versions and mirrors counted once). */
  total: number;
  /** Offset of the next page, when one exists within the reachable results. */
  nextOffset?: number;
}

/** The tools of an MCP server whose names or descriptions share a word with the query. */
export function matchingTools(record: McpRecord, q: string): string[] {
  const wanted = new Set(planQuery(q, DEFAULT_WEIGHTS, relatedWords).groups.flatMap((group) => group.map(([term]) => term)));
  return record.tools
    .filter((tool) => analyze(`${tool.name} ${tool.description}`).some((term) => wanted.has(term) && !GENERIC_TOOL_WORDS.has(term)))
    .slice(0, 6)
    .map((tool) => tool.name);
}

export function toSearchResult(record: ResourceRecord, q: string): SearchResult {
  const common = { id: record.id, resourceType: record.resourceType, name: record.name, description: record.description };
  return record.resourceType === 'endpoint'
    ? { ...common, method: record.method, url: record.url, evaluateGuide: record.evaluateGuide }
    : { ...common, transport: record.transport, url: record.url, evaluateGuide: withMatchingTools(record.evaluateGuide, matchingTools(record, q)) };
}

export interface SearchOptions {
  limit: number;
  offset: number;
}

/** One page of a ranking of `q`. */
export function searchPage({ order, total }: Ranking, resources: readonly ResourceRecord[], q: string, { limit, offset }: SearchOptions): SearchPage {
  const end = Math.min(offset + limit, order.length);
  const data = order.slice(offset, end).map((ix) => toSearchResult(resources[ix], q));
  return { data, total, nextOffset: end < order.length ? end : undefined };
}
