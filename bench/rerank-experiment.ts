// `npx tsx bench/rerank-experiment.ts`: does a learned re-ranker of the first 40 results lift the
// everyday set? A pairwise logistic model (gold above non-gold among the first 40) over general
// features of each result: its place, its API's share of the first ten, how much of its name the
// goal's words (and their thesaurus relatives) cover and how much of the goal its name covers, its
// description's share of the goal, method agreement, an unasked DELETE, path depth and parameters.
// Five-fold cross-validation on the tune half first, then the model fitted on the whole tune half
// scores the check half. Prints aggregates only; the check half's misses are never shown.
// `PAIR_DEPTH` (default 40) keeps only pairs touching that many first results; `L2` (default 0.001)
// pulls the weights towards the ranking as it is (place alone). `MORE` (a comma list of popular,
// agree, provider, first, second, ordered, or all) adds features: how many providers offer a call
// of the same name words, how much other APIs' names among the first 40 agree with its name, its
// provider's standing, whether its name holds the goal's first or second word group, and the goal's
// word groups its name and its description hold, earlier ones counting more.

import { loadCatalog } from '../catalog/load.ts';
import type { ResourceRecord } from '../lib/model.ts';
import { DEFAULT_WEIGHTS } from '../lib/search/profile.ts';
import { catalogWordsOf, METHOD_CODES, planQuery } from '../lib/search/query.ts';
import { relatedWords } from '../lib/search/thesaurus.ts';
import { analyze } from '../lib/tokens.ts';
import { everydayRanker, goldKeys, matchGold, readEveryday, scoreEveryday, type EverydayItem, type EverydayScore } from './everyday.ts';

const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || 'data', quiet: true });
const MORE = new Set((process.env.MORE ?? '').split(',').filter(Boolean));
const more = (feature: string) => MORE.has('all') || MORE.has(feature);
/** A name as the set of its words: calls of one capability across providers ("send sms") share it. */
const nameKey = (name: string) => [...new Set(analyze(name))].sort().join(' ');
const providersByName = new Map<string, Set<string>>();
if (more('popular')) {
  for (const record of catalog.resources) {
    if (record.resourceType !== 'endpoint') continue;
    const key = nameKey(record.name);
    providersByName.set(key, (providersByName.get(key) ?? new Set()).add(record.apiKey.split('/')[0]));
  }
}
const standingOf = (record: ResourceRecord) => {
  const api = record.resourceType === 'endpoint' ? catalog.search.apiKeys.indexOf(record.apiKey) : -1;
  return api >= 0 ? catalog.search.apiWellKnown[api] / 2 : 0;
};
const ranker = everydayRanker(catalog);
const words = catalogWordsOf(catalog.search);
const DEPTH = 40;
const PAIR_DEPTH = Number(process.env.PAIR_DEPTH ?? 40);
const L2 = Number(process.env.L2 ?? 0.001);

interface Row { features: number[]; grade: number }
interface Goal { item: EverydayItem; results: ResourceRecord[]; rows: Row[] }

function featuresOf(item: EverydayItem): Goal {
  const plan = planQuery(item.query, DEFAULT_WEIGHTS, relatedWords, words);
  const goalTerms = new Set(plan.groups.flatMap((group) => group.map(([term]) => term)));
  const askedTerms = new Set(plan.groups.map((group) => group[0][0]));
  const { top } = ranker(item.query);
  const results = top.slice(0, DEPTH);
  const golds = item.gold.map(goldKeys);
  const apiOf = (record: ResourceRecord) => (record.resourceType === 'endpoint' ? record.apiKey : `mcp ${record.name}`);
  const firstTen = results.slice(0, 10).map(apiOf);
  const maxLift = Math.max(...plan.methodLift.slice(0, METHOD_CODES.length));
  const seen = new Set<string>();
  const groups = plan.groups.map((group) => new Set(group.map(([term]) => term)));
  const names = results.map((record) => new Set(analyze(record.resourceType === 'endpoint' ? record.name : record.title)));
  const cosine = (a: Set<string>, b: Set<string>) => (a.size && b.size ? [...a].filter((term) => b.has(term)).length / Math.sqrt(a.size * b.size) : 0);
  // The goal's word groups a set of words holds, each counting 1 / (1 + its place in the goal).
  const ordered = (terms: Set<string>) => {
    let held = 0, all = 0;
    groups.forEach((group, at) => { all += 1 / (1 + at); if ([...group].some((term) => terms.has(term))) held += 1 / (1 + at); });
    return all ? held / all : 0;
  };
  const moreFeatures = (record: ResourceRecord, rank: number): number[] => {
    const name = names[rank];
    const extra: number[] = [];
    if (more('popular')) extra.push(record.resourceType === 'endpoint' ? Math.log1p(Math.min(30, providersByName.get(nameKey(record.name))?.size ?? 1)) / Math.log(31) : 0);
    if (more('agree')) {
      const best = new Map<string, number>();
      results.forEach((other, at) => { if (at !== rank && apiOf(other) !== apiOf(record)) best.set(apiOf(other), Math.max(best.get(apiOf(other)) ?? 0, cosine(name, names[at]))); });
      extra.push(Math.min(1, [...best.values()].reduce((sum, value) => sum + value, 0) / 5));
    }
    if (more('provider')) extra.push(standingOf(record));
    if (more('first')) extra.push(groups.length > 0 && [...groups[0]].some((term) => name.has(term)) ? 1 : 0);
    if (more('second')) extra.push(groups.length > 1 && [...groups[1]].some((term) => name.has(term)) ? 1 : 0);
    if (more('ordered')) extra.push(ordered(name), ordered(new Set(analyze(record.description.slice(0, 400)))));
    return extra;
  };
  const rows = results.map((record, rank): Row => {
    const nameTerms = analyze(record.resourceType === 'endpoint' ? record.name : record.title);
    const nameHit = nameTerms.filter((term) => goalTerms.has(term)).length;
    const goalInName = [...askedTerms].filter((term) => nameTerms.includes(term)).length;
    const descTerms = new Set(analyze(record.description.slice(0, 400)));
    const goalInDesc = [...askedTerms].filter((term) => descTerms.has(term)).length;
    const method = record.resourceType === 'endpoint' ? METHOD_CODES.indexOf(record.method) : -1;
    const lift = method >= 0 ? plan.methodLift[method] : 1;
    const path = record.resourceType === 'endpoint' ? record.path : '';
    const gold = matchGold(record, golds);
    const key = gold ? `${gold.method} ${gold.path}` : '';
    const grade = gold && !seen.has(key) ? gold.grade : 0;
    if (gold) seen.add(key);
    return {
      grade,
      features: [
        1 / Math.log2(rank + 2),
        firstTen.filter((api) => api === apiOf(record)).length / 10,
        nameTerms.length ? nameHit / nameTerms.length : 0,
        askedTerms.size ? goalInName / askedTerms.size : 0,
        askedTerms.size ? goalInDesc / askedTerms.size : 0,
        maxLift > 1 ? (lift - 1) / (maxLift - 1) : 0.5,
        record.resourceType === 'endpoint' && record.method === 'DELETE' && lift === 1 ? 1 : 0,
        path.split('/').filter(Boolean).length / 10,
        (path.match(/\{/g) ?? []).length / 5,
        ...moreFeatures(record, rank),
      ],
    };
  });
  return { item, results, rows };
}

const dot = (w: number[], x: number[]) => x.reduce((sum, value, at) => sum + value * w[at], 0);

/** Pairwise logistic regression by gradient descent, with a little L2. */
function fit(goals: Goal[]): number[] {
  const width = goals[0].rows[0].features.length;
  const w = new Array(width).fill(0);
  w[0] = 1;
  const pairs: number[][] = [];
  for (const goal of goals) {
    goal.rows.forEach((better, up) => goal.rows.forEach((worse, down) => {
      // Only pairs that touch the first ten as ranked: the order below them is not scored.
      if (better.grade > worse.grade && Math.min(up, down) < PAIR_DEPTH) pairs.push(better.features.map((value, at) => value - worse.features[at]));
    }));
  }
  for (let epoch = 0; epoch < 300; epoch++) {
    const grad = new Array(width).fill(0);
    for (const diff of pairs) {
      const p = 1 / (1 + Math.exp(-dot(w, diff)));
      for (let at = 0; at < width; at++) grad[at] += (1 - p) * diff[at];
    }
    for (let at = 0; at < width; at++) w[at] += (0.5 * grad[at]) / Math.max(1, pairs.length) - L2 * (w[at] - (at === 0 ? 1 : 0));
  }
  return w;
}

/** The goals' results re-ranked by `w` (as ranked without it), scored as the everyday set is scored. */
function score(goals: Goal[], w: number[] | undefined): EverydayScore {
  const reranked = new Map(goals.map(({ item, results, rows }) => [item.query, results
    .map((record, rank) => ({ record, rank, s: w ? dot(w, rows[rank].features) : -rank }))
    .sort((a, b) => b.s - a.s || a.rank - b.rank).map(({ record }) => record)]));
  return scoreEveryday(goals.map(({ item }) => item), (q) => ({ top: reranked.get(q)!, candidates: [] }));
}

const show = (s: Pick<EverydayScore, 'hit10' | 'mrr10' | 'ndcg10'>) => `hit@10 ${s.hit10.toFixed(3)}, nDCG@10 ${s.ndcg10.toFixed(3)}, MRR@10 ${s.mrr10.toFixed(3)}`;
const items = readEveryday();
const tune = items.filter((item) => item.split === 'tune').map(featuresOf);
const check = items.filter((item) => item.split === 'check').map(featuresOf);
const FOLDS = 5;
const folds = Array.from({ length: FOLDS }, (_, fold) => tune.filter((_, at) => at % FOLDS === fold));
const held: Goal[] = [];
const reranked: EverydayScore[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const w = fit(folds.filter((_, at) => at !== fold).flat());
  reranked.push(score(folds[fold], w));
  held.push(...folds[fold]);
}
const mean = (key: 'hit10' | 'mrr10' | 'ndcg10') => reranked.reduce((sum, s, at) => sum + s[key] * folds[at].length, 0) / tune.length;
console.log(`tune, as ranked: ${show(score(held, undefined))}`);
console.log(`tune, re-ranked in ${FOLDS}-fold cross-validation: ${show({ hit10: mean('hit10'), mrr10: mean('mrr10'), ndcg10: mean('ndcg10') })}`);
const w = fit(tune);
console.log(`weights fitted on the tune half: ${w.map((value) => value.toFixed(2)).join(', ')}`);
console.log(`check, as ranked: ${show(score(check, undefined))}`);
console.log(`check, re-ranked: ${show(score(check, w))}`);
