// What each stage, rule and weight of ranking earns: the full profile's headline figures minus the
// figures with that one switched off, on every set. `bench/quality.ts --ablate` and
// `npm run bench -- --ablate` print it.

import type { Catalog } from '../lib/model.ts';
import { SWITCHES, type RankingWeights } from '../lib/search/profile.ts';
import { everydayRanker, readEveryday, scoreEveryday } from './everyday.ts';
import { namedServersInTop3, quality, QUALITY_SETS, serviceRanker } from './quality-sets.ts';

const COLUMNS = ['tune hit@10', 'tune nDCG@10', 'tune R@200', 'check hit@10', 'check nDCG@10', 'check R@200', 'WAPIIBench hit@10', 'RestBench all in 25', 'named MCP in top 3'];

/** The headline figure of each set, in COLUMNS order. */
export function headline(catalog: Catalog, weights: RankingWeights): number[] {
  const everyday = readEveryday();
  const everydayRank = everydayRanker(catalog, weights);
  const ranker = serviceRanker(catalog, weights);
  const figures = (['tune', 'check'] as const).flatMap((split) => {
    const score = scoreEveryday(everyday.filter((item) => item.split === split), everydayRank);
    return [score.hit10, score.ndcg10, score.recall200];
  });
  const [wapii, restbench] = QUALITY_SETS.map((set) => quality(set.items, ranker, set.firstCallOnly));
  return [...figures, wapii.hit10, restbench.allIn25, namedServersInTop3(catalog, weights)];
}

/** A Markdown table: the full profile's figures, then what each switch earns (full minus without). */
export function ablationTable(catalog: Catalog, weights: RankingWeights): string {
  const full = headline(catalog, weights);
  const lines = [`| switched off | ${COLUMNS.join(' | ')} |`, `|---|${COLUMNS.map(() => '---').join('|')}|`, `| (full profile) | ${full.map((value) => value.toFixed(3)).join(' | ')} |`];
  const variants: [string, RankingWeights][] = [
    ...SWITCHES.map((name): [string, RankingWeights] => [name, { ...weights, off: [...(weights.off ?? []), name] }]),
    ['weight apiRelevance', { ...weights, apiRelevance: 0 }],
    ['weight namedApi', { ...weights, namedApi: 1 }],
    ['weight coverage', { ...weights, coverage: 0 }],
    ['weight methodIntent', { ...weights, methodIntent: 0 }],
    ['weights wellKnown and major', { ...weights, wellKnown: 1, major: 1 }],
    ['weight major', { ...weights, major: 1 }],
    ['weight namePrecision', { ...weights, namePrecision: 0 }],
  ];
  for (const [name, variant] of variants) {
    const without = headline(catalog, variant);
    lines.push(`| ${name} | ${full.map((value, ix) => (value - without[ix]).toFixed(3).replace(/^(?!-)/, '+')).join(' | ')} |`);
  }
  return lines.join('\n');
}
