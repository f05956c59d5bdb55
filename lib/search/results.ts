// Results as the contract shows them: a ranked resource's public fields, its guide (for an MCP
// server, with the tools that match the query), and one page of a ranking.

import { withMatchingTools } from '../guide.ts';
import type { McpRecord, McpTool, ResourceRecord } from '../model.ts';
import { DEFAULT_WEIGHTS, GENERIC_TOOL_WORD_WEIGHT, GENERIC_TOOL_WORDS, TOOL_NAME_WEIGHT } from './profile.ts';
import { METHOD_CODES, planQuery } from './query.ts';
import { INTENT_BY_WORD } from './intent.ts';
import type { Ranking } from './rank.ts';
import { relatedWords } from './thesaurus.ts';
import { analyze, splitWords } from '../tokens.ts';

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

/**
 * The tools of an MCP server that share a word (or a word of the same meaning) with the goal, best
 * first: by the goal words they share, a word in the name counting more; then by the goal's earliest
 * word they share, as a goal names what it acts on before where ("create a page in my database" is
 * notion-create-pages, not notion-create-database); then in the server's order. The one tool matcher:
 * search names these tools, a brief calls the first.
 */
export function rankedTools(record: McpRecord, goal: string): McpTool[] {
  const { groups, methodLift } = planQuery(goal, DEFAULT_WEIGHTS, relatedWords);
  const names = record.tools.map((tool) => new Set(analyze(tool.name)));
  // A tool named for a verb does what its verb's method does (notion-get-comments reads): the goal's verbs lift it as they lift operations.
  const verbLift = (tool: McpTool) => {
    const methods = splitWords(tool.name).map((word) => INTENT_BY_WORD.get(word)).find((known) => known !== undefined) ?? [];
    return Math.max(1, ...methods.map((method) => methodLift[METHOD_CODES.indexOf(method)] ?? 1));
  };
  // A word in most of a server's tool names is the server's own prefix (notion-create-pages, notion-fetch): it tells no tool apart.
  const prefix = (term: string) => record.tools.length >= 3 && names.filter((name) => name.has(term)).length * 2 > record.tools.length;
  const generic = (term: string) => GENERIC_TOOL_WORDS.has(term) || prefix(term);
  return record.tools
    .map((tool, order) => {
      const named = names[order];
      const said = new Set([...named, ...analyze(tool.description)]);
      let score = 0;
      let specific = false;
      let first = groups.length;
      groups.forEach((group, at) => {
        const shared = group.filter(([term]) => said.has(term));
        if (shared.length === 0) return;
        const onlyGeneric = shared.every(([term]) => generic(term));
        specific ||= !onlyGeneric;
        score += Math.max(...shared.map(([, weight]) => weight)) * (shared.some(([term]) => named.has(term)) ? TOOL_NAME_WEIGHT : 1) * (onlyGeneric ? GENERIC_TOOL_WORD_WEIGHT : 1);
        if (!onlyGeneric) first = Math.min(first, at);
      });
      return { tool, score: score * verbLift(tool), specific, first, order };
    })
    .filter((candidate) => candidate.specific)
    .sort((a, b) => b.score - a.score || a.first - b.first || a.order - b.order)
    .map(({ tool }) => tool);
}

/** The tools of an MCP server that fit the query, best first, by name. */
export function matchingTools(record: McpRecord, q: string): string[] {
  return rankedTools(record, q).slice(0, 6).map((tool) => tool.name);
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
