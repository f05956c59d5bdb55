// The Koa app: turns HTTP into calls of the library and back. Order of the middleware is the order
// a request meets them: log and measure, rate limit, problems for errors, body, routes.

import Router from '@koa/router';
import Koa, { type Context } from 'koa';
import { koaBody } from 'koa-body';
import type { Catalog } from '../lib/model.ts';
import { ClientNameSchema, validate } from '../lib/requests.ts';
import { integrateRequest, type Outcome } from '../lib/service.ts';
import type { Config } from './config.ts';
import { allowedHostNames, rebindingRefusal } from './host-guard.ts';
import { handleMcpRequest } from './mcp.ts';
import { inThreadRanker, rankedSearch, type Ranker } from './ranking.ts';
import { Metrics } from './metrics.ts';
import { serviceOpenApiDocument } from './openapi-document.ts';
import { pageFiles, SECURITY_HEADERS } from './page.ts';
import { sendProblem } from './problem.ts';
import { localLimiter, retryAfterSeconds, type RateLimiter } from './rate-limit.ts';

export interface RequestLogEntry {
  time: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  client?: string;
  /** Why the HTTP parser refused a request (`HPE_HEADER_OVERFLOW`), when it did. */
  error?: string;
}

export interface AppDeps {
  catalog: Catalog;
  config: Config;
  /** Ranks queries; in the request thread unless the caller hands ranking to workers. */
  ranker?: Ranker;
  /** Where rate limits are kept; by default in this process. */
  limiter?: RateLimiter;
  /** Milliseconds since the epoch; injected so tests control rate-limit windows. */
  now?: () => number;
  log?: (entry: RequestLogEntry) => void;
}

const BODY_LIMIT = '64kb';
/** Messages one JSON-RPC batch may carry on `/mcp`, for protocol versions that still allow batches. */
const MCP_BATCH_MAX = 10;
/** The first MCP protocol version without JSON-RPC batching. */
const BATCHLESS_PROTOCOL = '2025-06-18';

/** Why a JSON-RPC batch is refused, if it is. Versions are dates, so they compare as strings. */
function batchRefusal(size: number, protocolVersion: string): string | undefined {
  if (protocolVersion !== '' && protocolVersion >= BATCHLESS_PROTOCOL) return `body: JSON-RPC batches were removed in MCP protocol version ${BATCHLESS_PROTOCOL} (this request says ${protocolVersion}); send one message per request`;
  if (size === 0) return 'body: an empty JSON-RPC batch carries no message';
  if (size > MCP_BATCH_MAX) return `body: a JSON-RPC batch may carry at most ${MCP_BATCH_MAX} messages, this one has ${size}`;
  return undefined;
}

/**
 * A header's text as the client wrote it: Node hands header bytes over as Latin-1, so a UTF-8
 * name ("Agent é") arrives as mojibake; bytes that are not valid UTF-8 stay as they came.
 */
function headerText(raw: string): string {
  if (!/[\u0080-\u00ff]/.test(raw)) return raw;
  const bytes = Buffer.from(raw, 'latin1');
  const text = bytes.toString('utf8');
  return Buffer.from(text, 'utf8').equals(bytes) ? text : raw;
}
/** Operator routes that report on the service without counting against a client's limit. */
const UNMETERED = new Set(['/healthz', '/metrics']);

export function createApp({ catalog, config, ranker = inThreadRanker(catalog), now = Date.now, log = () => {}, limiter = localLimiter(config.rateLimitMax, config.rateLimitWindowS * 1000, now) }: AppDeps): { app: Koa; metrics: Metrics; limiter: RateLimiter } {
  // Behind TRUST_PROXY load balancers, the client is the address the outermost trusted one saw; never otherwise.
  const app = new Koa({ proxy: config.trustProxy > 0, maxIpsCount: config.trustProxy });
  const metrics = new Metrics();
  const router = new Router();

  app.use(async (ctx, next) => {
    ctx.set(SECURITY_HEADERS);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = performance.now() - started;
      const route = (ctx as Context & { routerPath?: string; _matchedRoute?: string })._matchedRoute ?? 'unmatched';
      metrics.observe(ctx.method, String(route), ctx.status, ms / 1000);
      log({ time: new Date(now()).toISOString(), method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10, client: headerText(ctx.get('Service-Client-Name')) || undefined });
    }
  });

  app.use(async (ctx, next) => {
    const state = await limiter.hit(ctx.ip || 'unknown', UNMETERED.has(ctx.path) ? 0 : 1);
    ctx.set('RateLimit-Limit', String(state.limit));
    ctx.set('RateLimit-Remaining', String(state.remaining));
    ctx.set('RateLimit-Reset', String(state.resetAt));
    if (!state.allowed) {
      ctx.set('Retry-After', String(retryAfterSeconds(state, now())));
      sendProblem(ctx, 429, `rate limit of ${state.limit} requests per ${config.rateLimitWindowS} s exceeded; retry after the window resets`);
      return;
    }
    await next();
  });

  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 413) sendProblem(ctx, 413, `request body is larger than ${BODY_LIMIT}`);
      else if (status === 400 || status === 415) sendProblem(ctx, 400, 'body: the request body is not valid JSON');
      else {
        console.error(error);
        sendProblem(ctx, 500, 'the service failed to answer this request');
      }
    }
  });

  app.use(koaBody({ jsonLimit: BODY_LIMIT, text: false, urlencoded: false, multipart: false, jsonStrict: false }));

  /** JSON body, client name and analytics checks shared by the two operations. */
  const operation = (run: (ctx: Context) => Outcome<object> | Promise<Outcome<object>>) => async (ctx: Context) => {
    const clientName = headerText(ctx.get('Service-Client-Name'));
    const nameCheck = validate(ClientNameSchema, clientName, 'Service-Client-Name');
    if (!nameCheck.ok) return sendProblem(ctx, 400, `Service-Client-Name header: ${nameCheck.error.detail}`);
    if (!ctx.is('application/json')) return sendProblem(ctx, 400, 'body: send a JSON object with Content-Type: application/json');
    metrics.countClient(clientName);
    const outcome = await run(ctx);
    if (!outcome.ok) return sendProblem(ctx, outcome.problem.status, outcome.problem.detail, outcome.problem.title);
    ctx.body = outcome.body;
  };

  router.post('/v1/search', operation((ctx) => rankedSearch(catalog, ranker, ctx.request.body, {
    limit: ctx.query.limit,
    cursor: ctx.query.cursor,
    cursorKey: config.cursorSecret,
  })));
  router.post('/v1/integrate', operation((ctx) => integrateRequest(catalog, ctx.request.body)));

  for (const [route, file] of pageFiles()) {
    router.get(route, (ctx) => {
      ctx.type = file.type;
      ctx.body = file.body;
    });
  }
  router.get('/openapi.json', (ctx) => {
    // The server URL is PUBLIC_URL, never the request's Host header; without it, relative to where the document is served.
    ctx.body = serviceOpenApiDocument(config.publicUrl ?? '/');
  });
  router.get('/healthz', (ctx) => {
    ctx.body = {
      status: 'ok', limits: limiter.mode(), apis: catalog.info.apis, endpoints: catalog.info.endpoints, mcpServers: catalog.info.mcpServers,
      snapshot: { digest: catalog.digest, formatVersion: catalog.info.formatVersion, builtAt: catalog.info.builtAt, sources: catalog.info.sources },
    };
  });
  router.get('/metrics', async (ctx) => {
    ctx.type = metrics.contentType;
    ctx.body = await metrics.render();
  });
  const mcpHosts = allowedHostNames(config.host, config.allowedHosts);
  router.post('/mcp', async (ctx) => {
    const refusal = rebindingRefusal(mcpHosts, ctx.get('Host') || undefined, ctx.get('Origin') || undefined);
    if (refusal) return sendProblem(ctx, 403, `${refusal}; set ALLOWED_HOSTS to serve MCP under other host names`, 'Forbidden host');
    const batch = ctx.request.body;
    if (Array.isArray(batch)) {
      const refused = batchRefusal(batch.length, ctx.get('MCP-Protocol-Version'));
      if (refused) return sendProblem(ctx, 400, refused);
      // Each message of a batch counts against the limit, as if sent alone (the request itself counted once).
      const state = await limiter.hit(ctx.ip || 'unknown', batch.length - 1);
      ctx.set('RateLimit-Remaining', String(state.remaining));
      if (!state.allowed) {
        ctx.set('Retry-After', String(retryAfterSeconds(state, now())));
        return sendProblem(ctx, 429, `a batch of ${batch.length} messages counts ${batch.length} requests; the rate limit of ${state.limit} per ${config.rateLimitWindowS} s leaves ${state.remaining}`);
      }
    }
    ctx.respond = false;
    await handleMcpRequest({ catalog, cursorKey: config.cursorSecret, ranker }, ctx.req, ctx.res, ctx.request.body);
  });

  app.use(router.routes());
  app.use(async (ctx) => {
    if (ctx.body !== undefined || ctx.respond === false) return;
    const allowed = router.stack.filter((layer) => layer.match(ctx.path)).flatMap((layer) => layer.methods);
    if (allowed.length > 0) {
      ctx.set('Allow', [...new Set(allowed)].join(', '));
      return sendProblem(ctx, 405, `${ctx.method} is not allowed on ${ctx.path}; use ${[...new Set(allowed)].filter((m) => m !== 'HEAD').join(' or ')}`);
    }
    sendProblem(ctx, 404, `no route ${ctx.method} ${ctx.path}; the operations are POST /v1/search and POST /v1/integrate`);
  });

  return { app, metrics, limiter };
}
