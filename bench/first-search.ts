// How long the first search after loading takes (it builds lazy lookup tables) versus the second.

import { loadCatalog } from '../catalog/load.ts';
import { rank } from '../lib/search/rank.ts';

const catalog = loadCatalog({ dataDir: process.argv[2] ?? 'data' });
for (const label of ['first', 'second']) {
  const started = performance.now();
  rank(catalog.search, catalog.resources, 'create a playlist');
  console.log(`${label} search: ${(performance.now() - started).toFixed(1)} ms`);
}
