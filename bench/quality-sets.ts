// The quality sets and how a ranking is scored on them, shared by `npm run bench` and
// `bench/quality.ts`. A hit is the gold call's provider, method and path: both Spotify specs are right.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalog, EndpointRecord } from '../lib/model.ts';
import { DEFAULT_WEIGHTS, type RankingWeights } from '../lib/search/profile.ts';
import { rank } from '../lib/search/rank.ts';

const ROOT = join(import.meta.dirname, '..');

export interface GoldCall { spec: string; method: string; path: string }
export interface BenchItem { id: string; query: string; gold: GoldCall[]; gold_alt?: GoldCall[] }

export function readSet(path: string): BenchItem[] {
  return readFileSync(path, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as BenchItem);
}

/** Providers, not spec files, decide a hit: both Spotify specs are right (bench/README in shared/). */
const provider = (spec: string) => spec.replace(/\.json$/, '').split('/')[0];
export const callKey = (call: GoldCall) => `${provider(call.spec)} ${call.method} ${call.path}`;
export const recordKey = (record: EndpointRecord) => `${provider(record.apiKey)} ${record.method} ${record.path}`;

export type Ranker = (q: string) => EndpointRecord[];

/** This service's ranking, endpoints only, as the sets score it. */
export function serviceRanker(catalog: Catalog, weights: RankingWeights = DEFAULT_WEIGHTS): Ranker {
  return (q) => rank(catalog.search, catalog.resources, q, weights).order
    .map((ix) => catalog.resources[ix])
    .filter((record): record is EndpointRecord => record.resourceType === 'endpoint');
}

export interface Quality { hit10: number; mrr10: number; ndcg10: number; allIn25: number; latencies: number[] }

export function quality(items: BenchItem[], ranker: Ranker, firstCallOnly: boolean): Quality {
  let hits = 0;
  let reciprocal = 0;
  let gain = 0;
  let allIn25 = 0;
  const latencies: number[] = [];
  for (const item of items) {
    const at = performance.now();
    const keys = ranker(item.query).map(recordKey);
    latencies.push(performance.now() - at);
    const wanted = new Set(firstCallOnly ? [callKey(item.gold[0])] : item.gold.map(callKey));
    const rank10 = keys.slice(0, 10).findIndex((key) => wanted.has(key));
    if (rank10 >= 0) {
      hits++;
      reciprocal += 1 / (rank10 + 1);
      gain += 1 / Math.log2(rank10 + 2);
    }
    if (item.gold.every((call) => keys.slice(0, 25).includes(callKey(call)))) allIn25++;
  }
  const n = items.length;
  return { hit10: hits / n, mrr10: reciprocal / n, ndcg10: gain / n, allIn25: allIn25 / n, latencies };
}

export const QUALITY_SETS = [
  { name: 'WAPIIBench (395)', items: readSet(join(ROOT, '..', 'shared', 'bench', 'wapiibench.jsonl')), firstCallOnly: true, show: (q: Quality) => `hit@10 ${q.hit10.toFixed(3)}, MRR@10 ${q.mrr10.toFixed(3)}` },
  { name: 'RestBench-Spotify (57)', items: readSet(join(ROOT, '..', 'shared', 'bench', 'restbench-spotify.jsonl')), firstCallOnly: true, show: (q: Quality) => `first call hit@10 ${q.hit10.toFixed(3)}, all calls in top 25 ${q.allIn25.toFixed(3)}` },
];

/**
 * Goals that name a provider the catalog knows as a curated remote MCP server (issue 20 asks for that
 * server in the top 3), with the server's title.
 */
export const NAMED_MCP_GOALS: [goal: string, server: string][] = [
  ['create a Linear issue', 'Linear'], ['search flights on Kiwi from Prague to Rome', 'Kiwi.com flights'], ['send a PayPal invoice', 'PayPal'],
  ['design a poster in Canva', 'Canva'], ['create a Notion page', 'Notion'], ['deploy to Vercel', 'Vercel'], ['query my Neon database', 'Neon'],
  ['run a Semgrep scan', 'Semgrep'], ['make a Mermaid diagram', 'Mermaid Chart'], ['create a Jam bug report', 'Jam'], ['ask Perplexity a question', 'Perplexity'],
  ['look up docs with Context7', 'Context7'], ['create a monday.com item', 'monday.com'], ['publish a Webflow site', 'Webflow'], ['edit a Wix site', 'Wix'],
  ['find a model on Hugging Face', 'Hugging Face'],
];

/** Each named-MCP goal's server place in the results (1-based; 0 when absent). */
export function namedServerPlaces(catalog: Catalog, weights: RankingWeights = DEFAULT_WEIGHTS): number[] {
  return NAMED_MCP_GOALS.map(([goal, title]) => 1 + rank(catalog.search, catalog.resources, goal, weights).order
    .findIndex((ix) => { const record = catalog.resources[ix]; return record.resourceType === 'mcp' && record.title === title; }));
}

/** Share of the named-MCP goals whose server is in the top 3. */
export function namedServersInTop3(catalog: Catalog, weights: RankingWeights = DEFAULT_WEIGHTS): number {
  return namedServerPlaces(catalog, weights).filter((place) => place >= 1 && place <= 3).length / NAMED_MCP_GOALS.length;
}

/** Every query of the public sets and the everyday set, in order: the load the speed figures are measured on. */
export const BENCH_QUERIES = [...QUALITY_SETS.flatMap((set) => set.items.map((item) => item.query)), ...readSet(join(ROOT, '..', 'shared', 'bench', 'everyday.jsonl')).map((item) => item.query)];
