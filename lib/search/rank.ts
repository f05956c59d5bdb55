// Ranking a query over the catalog, as a pipeline of stages, one file each: read the query
// (query.ts) → candidates and their combined score (candidates.ts) → how much of each name the
// query speaks of (name-precision.ts) → diversify (diversify.ts) →
// operations the query spells out first, versions and mirrors collapsed so a capability shows
// once → the passes: lookups a result needs (lookups.ts) and an inner phrase's result
// (subtasks.ts). Every number and word list is in profile.ts.

import { LRUCache } from 'lru-cache';
import type { RankedResource } from '../model.ts';
import type { SearchModel } from './model.ts';
import { exactCandidates, scoreCandidates, scratchFor } from './candidates.ts';
import { diversify } from './diversify.ts';
import { nounWithRelatives, partRead, withLookups } from './lookups.ts';
import { DEFAULT_WEIGHTS, INNER_NEAR, isOn, MAX_RESULTS, RANKING_CACHE_SIZE, type RankingWeights } from './profile.ts';
import { catalogWordsOf, describes, headNoun, nounsOf, planQuery, readsOnly, returnsNoun, type Expander } from './query.ts';
import { weighNamePrecision } from './name-precision.ts';
import { innerPhrase, wantedOf, withInnerResult } from './subtasks.ts';
import { relatedWords } from './thesaurus.ts';

export { MAX_RESULTS };

export interface Ranking {
  /** Resource indexes, best first, at most MAX_RESULTS, one per family. */
  order: number[];
  total: number;
}

/** A ranking with the candidate pool its query's own ranking was drawn from, best first: what the bench measures recall on. */
export interface RankingWithCandidates extends Ranking {
  candidates: number[];
}

/** A method and a path, or a whole URL whose host then names its API like a word of the goal (`GET https://api.github.com/user`). */
const EXACT_PATTERN = /\b(get|post|put|patch|delete|head|options)\s+(?:https?:\/\/([^\s/?#]+))?(\/\S*)/i;

export function rank(model: SearchModel, resources: readonly RankedResource[], q: string, weights: RankingWeights = DEFAULT_WEIGHTS, expand: Expander = relatedWords): Ranking {
  const { order, total } = rankWithCandidates(model, resources, q, weights, expand);
  return { order, total };
}

/** `rank`, with the candidates of the query's own ranking, best first: what the bench measures recall on. */
export function rankWithCandidates(model: SearchModel, resources: readonly RankedResource[], q: string, weights: RankingWeights = DEFAULT_WEIGHTS, expand: Expander = relatedWords): RankingWithCandidates {
  const ranking = rankQuery(model, resources, q, weights, expand);
  const { apiGroup, lookups } = scratchFor(model, resources);
  const context = { near: INNER_NEAR, sameFamily: (a: number, b: number) => model.docFamily[a] === model.docFamily[b], apiOf: (doc: number) => apiGroup[model.docApi[doc]] };
  let order = ranking.order;
  const inner = isOn(weights, 'inner') ? innerPhrase(q, describes) : undefined;
  if (inner !== undefined) {
    // What the phrase describes is a thing to fetch; a task that only reads finds it among its own results.
    const innerOrder = readsOnly(q) ? order : rankQuery(model, resources, `get ${inner}`, weights, expand).order;
    const head = headNoun(inner);
    const things = nounsOf(inner).reverse().map(nounWithRelatives);
    const wanted = wantedOf(q, inner, describes);
    const part = wanted === undefined ? [] : nounWithRelatives(wanted);
    order = withInnerResult(order, innerOrder, {
      follows: (best) => partRead(lookups.get(model.docApi[best]), things, part, resources),
      ...context,
      fetches: (doc) => resources[doc].resourceType === 'endpoint' && resources[doc].method === 'GET',
      namesHead: (doc) => head !== undefined && resources[doc].resourceType === 'endpoint' && returnsNoun(resources[doc].path, head, inner),
    });
  }
  order = order.slice(0, MAX_RESULTS);
  // A getter: serving never pays for the list, only the bench reads it.
  return { order, total: Math.max(ranking.total, order.length), get candidates() { return ranking.scored.map(({ doc }) => doc); } };
}

function rankQuery(model: SearchModel, resources: readonly RankedResource[], q: string, weights: RankingWeights, expand: Expander): Ranking & { scored: { doc: number }[] } {
  const scratch = scratchFor(model, resources);
  // "Post https://status.example.com/incident to #ops" is a message to post: a whole URL is a call only after a method in capitals.
  const spelledCall = EXACT_PATTERN.exec(q);
  const exactMatch = spelledCall && (spelledCall[2] === undefined || spelledCall[1] === spelledCall[1].toUpperCase()) ? spelledCall : null;
  const plan = planQuery(exactMatch ? q.replace(exactMatch[0], ` ${exactMatch[2] ?? ''} `) : q, weights, expand, catalogWordsOf(model));
  const { docs: heapDocs, scores: heapScores, matching, named, below } = scoreCandidates(model, resources, plan, q, weights);
  const { docApi, docFamily } = model;

  const scored = heapDocs.map((doc, ix) => ({ doc, score: heapScores[ix] }));
  weighNamePrecision(model, scored, plan.groups, weights.namePrecision);
  const byScore = scored.sort((a, b) => b.score - a.score || a.doc - b.doc);
  const ranked = diversify(
    byScore,
    { apiOf: (doc) => scratch.apiGroup[docApi[doc]], familyOf: (doc) => docFamily[doc] },
    named.size > 0 || !isOn(weights, 'diversify'),
  );
  const exact = exactMatch ? exactCandidates(scratch, model, exactMatch, named, plan.naming) : [];
  const order: number[] = [];
  const seenFamilies = new Set<number>();
  for (const doc of [...exact, ...ranked]) {
    const family = model.docFamily[doc];
    if (seenFamilies.has(family)) continue;
    seenFamilies.add(family);
    order.push(doc);
    if (order.length === MAX_RESULTS) break;
  }
  // A capability ranks by its best-scoring copy and shows its canonical one, unless the goal names the copy's API ("on
  // GitHub Enterprise Server"): GitHub AE's smaller spec can make its copy of a call score best, yet the caller wants api.github.com's.
  if (isOn(weights, 'canonicalCopies')) {
    order.forEach((doc, at) => {
      const canonical = scratch.familyFace[docFamily[doc]];
      if (model.docPrior[canonical] > model.docPrior[doc] && !named.has(docApi[doc])) order[at] = canonical;
    });
  }
  const exactFamilies = new Set(exact.map((doc) => model.docFamily[doc])).size;
  // Built on first use: most queries look nothing up.
  let relevance: Map<number, number> | undefined;
  const relevanceOf = (doc: number) => (relevance ??= new Map(heapDocs.map((candidate, ix) => [candidate, heapScores[ix]]))).get(doc) ?? 0;
  const withFirstCalls = !isOn(weights, 'lookups') ? order : withLookups(order, {
    resources, docApi, docFamily, table: scratch.lookups, looksUp: plan.looksUp, possessed: plan.possessed, picked: plan.picked, action: plan.action, relevance: relevanceOf, everyId: !isOn(weights, 'askedIds'),
  }).slice(0, MAX_RESULTS);
  if (below.length === 0) return { order: withFirstCalls, total: Math.max(matching + exactFamilies, withFirstCalls.length), scored: byScore };
  // A short list goes on with the operations that cover less of the goal, one per capability.
  const results = [...withFirstCalls];
  const families = new Set(results.map((doc) => docFamily[doc]));
  for (const { doc } of below) {
    if (results.length >= MAX_RESULTS) break;
    if (families.has(docFamily[doc])) continue;
    families.add(docFamily[doc]);
    results.push(doc);
  }
  return { order: results, total: Math.max(matching + exactFamilies, results.length), scored: [...byScore, ...below] };
}

/** Recent rankings per catalog: the pages of one query, and queries agents repeat, rank once. */
const rankings = new WeakMap<SearchModel, LRUCache<string, Ranking>>();

/** The catalog's cache of recent rankings by query, shared by whoever ranks for it. */
export function rankingCache(model: SearchModel): LRUCache<string, Ranking> {
  let cache = rankings.get(model);
  if (!cache) {
    cache = new LRUCache<string, Ranking>({ max: RANKING_CACHE_SIZE });
    rankings.set(model, cache);
  }
  return cache;
}

/** Ranks `q` in this thread, or answers from the cache. */
export function cachedRank(model: SearchModel, resources: readonly RankedResource[], q: string): Ranking {
  const cache = rankingCache(model);
  let ranking = cache.get(q);
  if (!ranking) {
    ranking = rank(model, resources, q);
    cache.set(q, ranking);
  }
  return ranking;
}
