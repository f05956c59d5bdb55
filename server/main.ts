// Starts the service: configuration, catalog (built on first start), HTTP server, graceful stop.

import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalog, DEFAULT_SOURCES } from '../catalog/load.ts';
import type { CatalogSource } from '../catalog/build.ts';
import { createApp, type RequestLogEntry } from './app.ts';
import { createHttpServer } from './http-server.ts';
import { sharedLimiter } from './shared-rate-limit.ts';
import { configFromEnv } from './config.ts';
import { collectGarbageOnce } from './memory.ts';
import { inThreadRanker, rankedSearch, RankWorkers, warmUpQueries } from './ranking.ts';
import { integrateRequest } from '../lib/service.ts';
import { forgetSteps } from '../lib/brief/integrate.ts';

/** Briefs written before listening, after the warm-up searches. */
const WARM_UP_BRIEFS = 20;

function pathsFromEnv(name: string): string[] {
  return (process.env[name] ?? '').split(',').map((path) => path.trim()).filter(Boolean);
}

function sourcesFromEnv(dataDir: string): CatalogSource[] {
  const crawl = join(dataDir, 'mcp-crawl.json');
  const extra: CatalogSource[] = [
    ...(existsSync(crawl) ? [{ kind: 'mcp-crawl', path: crawl } as const] : []),
    ...pathsFromEnv('OPENAPI_PATHS').map((path): CatalogSource => ({ kind: 'openapi-files', path })),
    ...pathsFromEnv('MCP_REGISTRY_PATHS').map((path): CatalogSource => ({ kind: 'mcp-registry', path })),
  ];
  return process.env.SKIP_DEFAULT_CATALOG === '1' ? extra : [...DEFAULT_SOURCES, ...extra];
}

async function main(): Promise<void> {
  const config = configFromEnv();
  const started = performance.now();
  const catalog = loadCatalog({
    dataDir: config.dataDir,
    sources: sourcesFromEnv(config.dataDir),
    prepareSearch: config.searchWorkers === 0,
    buildInChildProcess: true,
  });
  // Briefs rank in this thread too, when no selected call does the task (to name the catalog's best
  // call): the workers build this thread's ranking tables before they start, and share the largest.
  const workers = config.searchWorkers > 0 ? new RankWorkers(catalog, config.searchWorkers) : undefined;
  await workers?.ready();
  const ranker = workers?.rank ?? inThreadRanker(catalog);
  // Searches before listening, all at once so every worker gets some, each answer serialised as a
  // response would be: the first users then do not wait on code compiling, here or in the workers.
  const warmUpGoals = warmUpQueries(catalog);
  const warmed = await Promise.all(warmUpGoals.map((q) => rankedSearch(catalog, ranker, { q }, { cursorKey: config.cursorSecret })));
  for (const outcome of warmed) JSON.stringify(outcome);
  // Briefs too, as an agent asks for them: a search's top three. The first brief otherwise pays for
  // compiling the brief code and its template (about 100 ms). What they read is then dropped, so
  // no API is warmer for having been warmed up on.
  for (const [at, outcome] of warmed.slice(0, WARM_UP_BRIEFS).entries()) {
    if (!outcome.ok) continue;
    const resources = outcome.body.data.slice(0, 3).map(({ id, resourceType }) => ({ id, type: resourceType }));
    JSON.stringify(integrateRequest(catalog, { task: warmUpGoals[at], resources }));
  }
  forgetSteps(catalog);
  collectGarbageOnce();
  const log = (entry: RequestLogEntry) => process.stdout.write(`${JSON.stringify(entry)}\n`);
  const limiter = config.redisUrl ? sharedLimiter({ redisUrl: config.redisUrl, max: config.rateLimitMax, windowS: config.rateLimitWindowS }) : undefined;
  const { app, limiter: limits } = createApp({ catalog, config, ranker, log, limiter });
  const { server, drain } = createHttpServer({ app, limiter: limits, log, timeouts: config });
  server.listen(config.port, config.host);
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.error(`Serving ${catalog.info.endpoints} operations of ${catalog.info.apis} APIs on http://${config.host}:${port} (ready in ${((performance.now() - started) / 1000).toFixed(1)} s, ${workers ? `ranking on ${workers.size} worker thread${workers.size === 1 ? '' : 's'}` : 'ranking in the request thread'}; rate limits ${config.redisUrl ? 'shared through Redis' : 'in this process'})`);

  const stop = async (signal: string) => {
    console.error(`${signal}: no new connections; finishing requests in flight (at most ${config.drainTimeoutS} s)`);
    const { cut } = await drain(config.drainTimeoutS * 1000);
    await workers?.close();
    await limits.close();
    if (cut > 0) console.error(`${signal}: cut ${cut} request${cut === 1 ? '' : 's'} still running after ${config.drainTimeoutS} s`);
    else console.error(`${signal}: drained; exiting`);
    process.exit(cut > 0 ? 1 : 0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
