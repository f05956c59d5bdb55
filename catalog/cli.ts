// `npm run build-catalog [-- --default --openapi PATH --mcp-registry PATH]`: (re)builds the snapshot in DATA_DIR.

import { join, resolve } from 'node:path';
import { buildSnapshot, type CatalogSource } from './build.ts';
import { DEFAULT_SOURCES } from './load.ts';
import { buildSummaryText, progressReporter } from './progress.ts';

const args = process.argv.slice(2);
const sources: CatalogSource[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--openapi' && args[i + 1]) sources.push({ kind: 'openapi-files', path: resolve(args[++i]) });
  else if (args[i] === '--mcp-registry' && args[i + 1]) sources.push({ kind: 'mcp-registry', path: resolve(args[++i]) });
  else if (args[i] === '--default') sources.push(...DEFAULT_SOURCES);
  else {
    console.error(`unknown argument ${args[i]}; use --default, --openapi PATH or --mcp-registry PATH (file or folder)`);
    process.exit(2);
  }
}
const dataDir = process.env.DATA_DIR || 'data';
const summary = buildSnapshot(sources.length > 0 ? sources : DEFAULT_SOURCES, join(resolve(dataDir), 'catalog.snapshot'), progressReporter());
console.error(buildSummaryText(summary));
