// Re-rank stage: how much of an operation's name the query speaks of. Candidates are found by what
// they share with the query; this weighs what they do not share. "Test the push repository webhook"
// matches "register a webhook on a repository" as well as "Create a repository webhook" does, but
// half its name is about something the query never asked for.

import type { SearchModel } from './model.ts';
import type { TermGroup } from './query.ts';

/**
 * Index term ids of the query's words and their relatives, each with the credit its word gets: whole
 * for a word that describes the call, less for a value's or the situation's (a group led below
 * weight 1), and a relative as much as its word.
 */
export function queryTermIds(model: SearchModel, groups: readonly TermGroup[]): Map<number, number> {
  const ids = new Map<number, number>();
  for (const group of groups) {
    const credit = Math.min(1, group[0]?.[1] ?? 1);
    for (const [term] of group) {
      const id = model.endpoints.vocabulary.get(term);
      if (id !== undefined) ids.set(id, Math.max(ids.get(id) ?? 0, credit));
    }
  }
  return ids;
}

/** Share of the idf of the document's name terms that the query matches, each as much as the query credits it; 1 for a name with no terms. */
export function namePrecision(model: SearchModel, doc: number, query: ReadonlyMap<number, number>): number {
  const { nameOffsets, nameTerms, endpoints } = model;
  let all = 0;
  let matched = 0;
  for (let at = nameOffsets[doc], end = nameOffsets[doc + 1]; at < end; at++) {
    const weight = endpoints.idf[nameTerms[at]];
    all += weight;
    matched += weight * (query.get(nameTerms[at]) ?? 0);
  }
  return all === 0 ? 1 : matched / all;
}

/** Scales each candidate's score by `1 - weight + weight × namePrecision`. */
export function weighNamePrecision(model: SearchModel, scored: { doc: number; score: number }[], groups: readonly TermGroup[], weight: number): void {
  if (weight === 0) return;
  const query = queryTermIds(model, groups);
  for (const candidate of scored) candidate.score *= 1 - weight + weight * namePrecision(model, candidate.doc, query);
}
