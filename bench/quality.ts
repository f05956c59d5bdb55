// `npx tsx bench/quality.ts [--weights '{"major":1.7}'] [--misses] [--ablate]`: ranking quality
// alone, in seconds, for comparing changes: the everyday set's tune and check halves, then the
// public sets. `--misses` lists the tune half's misses with their top results (the check half's
// are never shown). `--ablate` switches each stage, rule and weight off in turn and prints what
// it earns on every set (the full profile minus the profile without it).

import { loadCatalog } from '../catalog/load.ts';
import type { Catalog } from '../lib/model.ts';
import { DEFAULT_WEIGHTS, SWITCHES, type RankingWeights } from '../lib/search.ts';
import { everydayRanker, readEveryday, scoreEveryday, showEveryday } from './everyday.ts';
import { quality, QUALITY_SETS, serviceRanker } from './quality-sets.ts';

const at = process.argv.indexOf('--weights');
const weights: RankingWeights = { ...DEFAULT_WEIGHTS, ...(at >= 0 ? JSON.parse(process.argv[at + 1]) as Partial<RankingWeights> : {}) };
const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || 'data' });
const everyday = readEveryday();
const halves = (['tune', 'check'] as const).map((split) => ({ split, items: everyday.filter((item) => item.split === split) }));

/** The headline figure of each set, in one row: everyday tune and check hit@10 / nDCG@10, WAPIIBench hit@10, RestBench all in 25. */
export function headline(catalog: Catalog, weights: RankingWeights): number[] {
  const everydayRank = everydayRanker(catalog, weights);
  const ranker = serviceRanker(catalog, weights);
  const figures = halves.flatMap(({ items }) => {
    const score = scoreEveryday(items, everydayRank);
    return [score.hit10, score.ndcg10, score.recall200];
  });
  const [wapii, restbench] = QUALITY_SETS.slice(0, 2).map((set) => quality(set.items, ranker, set.firstCallOnly));
  return [...figures, wapii.hit10, restbench.allIn25];
}

if (process.argv.includes('--ablate')) {
  const columns = ['tune hit', 'tune nDCG', 'tune R@200', 'check hit', 'check nDCG', 'check R@200', 'WAPII hit', 'RestBench all25'];
  const full = headline(catalog, weights);
  console.log(`| switched off | ${columns.join(' | ')} |\n|---|${columns.map(() => '---').join('|')}|`);
  console.log(`| (full profile) | ${full.map((value) => value.toFixed(3)).join(' | ')} |`);
  const variants: [string, RankingWeights][] = [
    ...SWITCHES.map((name): [string, RankingWeights] => [name, { ...weights, off: [...(weights.off ?? []), name] }]),
    ['weight apiRelevance', { ...weights, apiRelevance: 0 }],
    ['weight namedApi', { ...weights, namedApi: 1 }],
    ['weight coverage', { ...weights, coverage: 0 }],
    ['weight methodIntent', { ...weights, methodIntent: 0 }],
    ['weight wellKnown', { ...weights, wellKnown: 1, major: 1 }],
    ['weight major', { ...weights, major: 1 }],
  ];
  for (const [name, variant] of variants) {
    const without = headline(catalog, variant);
    console.log(`| ${name} | ${full.map((value, ix) => (value - without[ix]).toFixed(3).replace(/^(?!-)/, '+')).join(' | ')} |`);
  }
} else {
  const everydayRank = everydayRanker(catalog, weights);
  console.log(`weights ${JSON.stringify(weights)}`);
  for (const { split, items } of halves) {
    const score = scoreEveryday(items, everydayRank);
    console.log(`everyday ${split} (${items.length}): ${showEveryday(score)}`);
    if (split === 'tune' && process.argv.includes('--misses')) {
      for (const id of score.misses) {
        const item = items.find((candidate) => candidate.id === id)!;
        const top = everydayRank(item.query).top.slice(0, 5).map((r) => (r.resourceType === 'endpoint' ? `${r.apiKey} ${r.method} ${r.path}` : `mcp ${r.name}`));
        console.log(`  miss ${id} [${item.style}] ${item.query}\n    got: ${top.join(' | ')}\n    want: ${item.gold.filter((g) => g.grade === 2).slice(0, 4).map((g) => `${g.spec} ${g.method} ${g.path}`).join(' | ')}`);
      }
    }
  }
  const ranker = serviceRanker(catalog, weights);
  for (const set of QUALITY_SETS) console.log(`${set.name}: ${set.show(quality(set.items, ranker, set.firstCallOnly))}`);
}
