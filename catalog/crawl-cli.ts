// `npm run crawl-mcp -- [--registry FILE]... [--registry-url URL]... [--out FILE] [--concurrency N] [--timeout-ms N] [--allow-private]`
// Crawls the curated MCP servers (and any registry files) and writes what it recorded; the next
// start of the service reads DATA_DIR/mcp-crawl.json and rebuilds the catalog with it.

import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { crawlServers, DEFAULT_CRAWL_OPTIONS, guardedFetch, type CrawlOptions } from './crawl-mcp.ts';
import { fetchRegistryServers } from './registry-fetch.ts';
import { serversFromCurated, serversFromRegistry, type McpServerFacts } from './mcp-servers.ts';

const args = process.argv.slice(2);
const options: CrawlOptions = { ...DEFAULT_CRAWL_OPTIONS };
const registries: string[] = [];
const registryUrls: string[] = [];
let out = join(resolve(process.env.DATA_DIR || 'data'), 'mcp-crawl.json');
for (let i = 0; i < args.length; i++) {
  const value = args[i + 1];
  switch (args[i]) {
    case '--registry': registries.push(resolve(value)); i++; break;
    case '--registry-url': registryUrls.push(value); i++; break;
    case '--out': out = resolve(value); i++; break;
    case '--concurrency': options.concurrency = Number(value); i++; break;
    case '--timeout-ms': options.timeoutMs = Number(value); i++; break;
    case '--allow-private': options.allowPrivate = true; break;
    default:
      console.error(`unknown argument ${args[i]}`);
      process.exit(2);
  }
}

const servers: McpServerFacts[] = serversFromCurated(JSON.parse(readFileSync(join(import.meta.dirname, 'curated-mcp-servers.json'), 'utf8')));
for (const file of registries) servers.push(...serversFromRegistry(JSON.parse(readFileSync(file, 'utf8'))).servers);
for (const url of registryUrls) {
  const { fetch, close } = guardedFetch(options);
  try {
    const records = await fetchRegistryServers(url, fetch);
    servers.push(...serversFromRegistry(records).servers);
    console.error(`${url}: ${records.length} records`);
  } finally {
    await close();
  }
}
const unique = [...new Map(servers.map((server) => [server.url, server])).values()];
let done = 0;
const outcomes = await crawlServers(unique, options, ({ server, error }) => {
  done++;
  console.error(`[${done}/${unique.length}] ${server.name}: ${error ? `uncrawled (${error})` : `${server.tools.length} tools`}`);
});
mkdirSync(dirname(out), { recursive: true });
const tmp = `${out}.tmp`;
writeFileSync(tmp, JSON.stringify(outcomes.map((outcome) => outcome.server), null, 1));
renameSync(tmp, out);
const crawled = outcomes.filter((outcome) => !outcome.error).length;
console.error(`Crawled ${crawled} of ${unique.length} servers; wrote ${out}.`);
