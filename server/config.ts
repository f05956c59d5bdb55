// Configuration from the environment, checked once at start-up.

import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  rateLimitMax: number;
  rateLimitWindowS: number;
  /** Signs pagination cursors; random per process unless set, so set it when several instances share traffic. */
  cursorSecret: string;
  /** Extra host names the MCP endpoint accepts besides loopback names. */
  allowedHosts: string[];
  /** Worker threads that rank queries; 0 ranks in the thread serving HTTP. */
  searchWorkers: number;
  /** Request headers must arrive within this many seconds; the whole request within requestTimeoutS. */
  headersTimeoutS: number;
  requestTimeoutS: number;
  /** An idle keep-alive connection is closed after this many seconds. */
  keepAliveTimeoutS: number;
  /** On SIGTERM or SIGINT, requests in flight get this many seconds to finish before their connections are cut. */
  drainTimeoutS: number;
  /** Shares rate limits between replicas through this Redis; unset keeps them in this process. */
  redisUrl?: string;
  /** Proxies in front whose X-Forwarded-For is trusted (hop count); 0 reads the client from the socket. */
  trustProxy: number;
  /** The server URL `/openapi.json` gives; unset, a relative one. */
  publicUrl?: string;
}

/**
 * One worker per core: serving HTTP costs less than ranking, so a worker on the HTTP thread's core
 * ranks in its idle time (on 2 cores, 981 distinct searches/s with 2 workers against 874 with 1,
 * `npx tsx bench/compare-workers.ts 1,2 3`). Past four, more copies of the model cost more memory than they gain.
 */
const DEFAULT_SEARCH_WORKERS = Math.max(1, Math.min(4, availableParallelism()));

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return value;
}

function absoluteUrl(raw: string, name: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const config: Config = {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || 'data',
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 120, 1, 1_000_000),
    rateLimitWindowS: integer(env, 'RATE_LIMIT_WINDOW_S', 60, 1, 86_400),
    cursorSecret: env.CURSOR_SECRET || randomBytes(24).toString('base64url'),
    searchWorkers: integer(env, 'SEARCH_WORKERS', DEFAULT_SEARCH_WORKERS, 0, 16),
    headersTimeoutS: integer(env, 'HEADERS_TIMEOUT_S', 10, 1, 600),
    requestTimeoutS: integer(env, 'REQUEST_TIMEOUT_S', 30, 1, 600),
    keepAliveTimeoutS: integer(env, 'KEEP_ALIVE_TIMEOUT_S', 5, 1, 600),
    drainTimeoutS: integer(env, 'DRAIN_TIMEOUT_S', 10, 1, 600),
    allowedHosts: (env.ALLOWED_HOSTS ?? '').split(',').map((host) => host.trim()).filter(Boolean),
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: integer(env, 'TRUST_PROXY', 0, 0, 10),
    publicUrl: env.PUBLIC_URL ? absoluteUrl(env.PUBLIC_URL, 'PUBLIC_URL') : undefined,
  };
  if (config.headersTimeoutS > config.requestTimeoutS) throw new Error(`HEADERS_TIMEOUT_S (${config.headersTimeoutS}) must not exceed REQUEST_TIMEOUT_S (${config.requestTimeoutS})`);
  return config;
}
