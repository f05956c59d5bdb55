// `node --import tsx catalog/build-child.ts <snapshot path> <sources as JSON>`: builds a snapshot in a
// process of its own, with the default heap. The server runs with a capped heap (a bound on its
// memory while serving) that is smaller than what a build takes, so it builds here and then loads.

import { buildSnapshot, type CatalogSource } from './build.ts';
import { buildSummaryText, progressReporter } from './progress.ts';

const [path, sources] = process.argv.slice(2);
const summary = buildSnapshot(JSON.parse(sources) as CatalogSource[], path, progressReporter());
console.error(buildSummaryText(summary));
