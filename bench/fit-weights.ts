// `npx tsx bench/fit-weights.ts`: fits the combination weights of ranking (`RankingWeights` in
// lib/search/profile.ts) instead of setting them by hand. Coordinate ascent, one weight at a time
// over a multiplicative grid, maximising nDCG@10 + hit@10 of the everyday set's tune half, while
// WAPIIBench hit@10 stays ≥ 0.95 and RestBench-Spotify all-in-25 ≥ 0.80 (the public floors of the
// search issue). The check half is scored once, at the end, for the decision; it never steers the
// fit. Two-fold cross-validation on the tune half first shows how much a fit on half of it carries
// to the other half. Paste the printed weights into DEFAULT_WEIGHTS to adopt them.

import { loadCatalog } from '../catalog/load.ts';
import { DEFAULT_WEIGHTS, type RankingWeights } from '../lib/search/profile.ts';
import { everydayRanker, readEveryday, scoreEveryday, type EverydayItem } from './everyday.ts';
import { quality, QUALITY_SETS, serviceRanker } from './quality-sets.ts';

type Numeric = Exclude<keyof RankingWeights, 'off'>;
const NAMES: Numeric[] = ['apiRelevance', 'namedApi', 'coverage', 'methodIntent', 'wellKnown', 'major'];
const STEPS = [0.5, 0.7, 0.85, 1.2, 1.4, 2];
const PASSES = 3;
const WAPII_FLOOR = 0.95;
const RESTBENCH_FLOOR = 0.8;

const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || 'data', quiet: true });
const everyday = readEveryday();
const tune = everyday.filter((item) => item.split === 'tune');
const check = everyday.filter((item) => item.split === 'check');
const [wapii, restbench] = QUALITY_SETS;

const everydayValue = (items: EverydayItem[], weights: RankingWeights) => {
  const score = scoreEveryday(items, everydayRanker(catalog, weights));
  return score.ndcg10 + score.hit10;
};
const floorsHold = (weights: RankingWeights) => {
  const ranker = serviceRanker(catalog, weights);
  return quality(wapii.items, ranker, wapii.firstCallOnly).hit10 >= WAPII_FLOOR && quality(restbench.items, ranker, restbench.firstCallOnly).allIn25 >= RESTBENCH_FLOOR;
};

function fit(items: EverydayItem[], start: RankingWeights, withFloors: boolean): RankingWeights {
  let best = { ...start };
  let bestValue = everydayValue(items, best);
  for (let pass = 0; pass < PASSES; pass++) {
    let moved = false;
    for (const name of NAMES) {
      for (const step of STEPS) {
        const candidate = { ...best, [name]: Number((best[name] * step).toPrecision(3)) };
        const value = everydayValue(items, candidate);
        // Ties keep the current weights: a move must earn something.
        if (value > bestValue + 1e-9 && (!withFloors || floorsHold(candidate))) {
          best = candidate;
          bestValue = value;
          moved = true;
        }
      }
    }
    if (!moved) break;
  }
  return best;
}

const show = (items: EverydayItem[], weights: RankingWeights) => {
  const s = scoreEveryday(items, everydayRanker(catalog, weights));
  return `hit@10 ${s.hit10.toFixed(3)}, nDCG@10 ${s.ndcg10.toFixed(3)}, MRR@10 ${s.mrr10.toFixed(3)}`;
};

// Two folds of the tune half: fit on one, score on the other.
const folds = [tune.filter((_item, at) => at % 2 === 0), tune.filter((_item, at) => at % 2 === 1)];
for (const [k, train] of folds.entries()) {
  const held = folds[1 - k];
  const weights = fit(train, DEFAULT_WEIGHTS, false);
  console.log(`fold ${k + 1}: held-out fold ${show(held, DEFAULT_WEIGHTS)} → ${show(held, weights)} with ${JSON.stringify(weights)}`);
}

const fitted = fit(tune, DEFAULT_WEIGHTS, true);
console.log(`fitted on the whole tune half, public floors kept: ${JSON.stringify(fitted)}`);
for (const [name, items] of [['tune', tune], ['check', check]] as const) console.log(`everyday ${name}: ${show(items, DEFAULT_WEIGHTS)} → ${show(items, fitted)}`);
for (const set of QUALITY_SETS) {
  console.log(`${set.name}: ${set.show(quality(set.items, serviceRanker(catalog, DEFAULT_WEIGHTS), set.firstCallOnly))} → ${set.show(quality(set.items, serviceRanker(catalog, fitted), set.firstCallOnly))}`);
}
