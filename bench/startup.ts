// Loads the catalog from an existing snapshot once and prints the time and resident memory as JSON.

import { loadCatalog } from '../catalog/load.ts';

const started = performance.now();
loadCatalog({ dataDir: process.argv[2] ?? 'data' });
console.log(JSON.stringify({ ms: Math.round(performance.now() - started), rssMb: Math.round(process.memoryUsage().rss / 1e6) }));
