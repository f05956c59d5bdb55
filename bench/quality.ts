// `npx tsx bench/quality.ts [--weights '{"major":1.7}']`: ranking quality alone on the three sets,
// in seconds, for comparing weights; `npm run bench` gives the full picture.

import { loadCatalog } from '../catalog/load.ts';
import { DEFAULT_WEIGHTS, type RankingWeights } from '../lib/search.ts';
import { quality, QUALITY_SETS, serviceRanker } from './quality-sets.ts';

const at = process.argv.indexOf('--weights');
const weights: RankingWeights = { ...DEFAULT_WEIGHTS, ...(at >= 0 ? JSON.parse(process.argv[at + 1]) as Partial<RankingWeights> : {}) };
const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || 'data' });
const ranker = serviceRanker(catalog, weights);
console.log(`weights ${JSON.stringify(weights)}`);
for (const set of QUALITY_SETS) console.log(`${set.name}: ${set.show(quality(set.items, ranker, set.firstCallOnly))}`);
