// Crawls remote MCP servers: connect, initialize, record tools/list. Every connection goes through a
// guarded fetch: public addresses only (checked when connecting, so DNS cannot swap them after the
// check), no redirects, a time limit and a cap on response bytes. A server that fails keeps what
// its record says and stays marked uncrawled.

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { Agent, fetch as undiciFetch } from 'undici';
import type { JsonObject, McpTool } from '../lib/model.ts';
import { cleanName, plainText } from '../lib/text.ts';
import type { McpServerFacts } from './mcp-servers.ts';

export interface CrawlOptions {
  /** Per server, for connecting and listing tools together. */
  timeoutMs: number;
  /** Bytes one response body may carry. */
  maxResponseBytes: number;
  /** Servers crawled at once. */
  concurrency: number;
  /** Allow loopback and private addresses: for tests and private deployments only. */
  allowPrivate: boolean;
  /** Tools kept per server. */
  maxTools: number;
}

export const DEFAULT_CRAWL_OPTIONS: CrawlOptions = { timeoutMs: 15_000, maxResponseBytes: 2_000_000, concurrency: 4, allowPrivate: false, maxTools: 200 };

const PRIVATE_V4 = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.|100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\.)/;

export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return PRIVATE_V4.test(v4) || v4 === '255.255.255.255';
  const v6 = address.toLowerCase();
  return v6 === '::1' || v6 === '::' || /^f[cd][0-9a-f]{2}:/.test(v6) || /^fe[89ab][0-9a-f]:/.test(v6);
}

/** DNS lookup that refuses private and loopback answers, used when the connection is made. */
function publicOnlyLookup(hostname: string, options: object, callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses as LookupAddress[];
    const refused = list.find((entry) => isPrivateAddress(entry.address));
    if (refused) return callback(Object.assign(new Error(`${hostname} resolves to a private address (${refused.address})`), { code: 'EPRIVATE' }), []);
    const wantsAll = (options as { all?: boolean }).all === true;
    return wantsAll ? callback(null, list) : callback(null, list[0].address, list[0].family);
  });
}

/** Counts bytes through a response body and fails the stream past the cap. */
function capped(response: Response, maxBytes: number): Response {
  if (!response.body) return response;
  let seen = 0;
  const limiter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > maxBytes) controller.error(new Error(`response larger than ${maxBytes} bytes`));
      else controller.enqueue(chunk);
    },
  });
  return new Response(response.body.pipeThrough(limiter), { status: response.status, statusText: response.statusText, headers: response.headers });
}

export function guardedFetch(options: Pick<CrawlOptions, 'allowPrivate' | 'maxResponseBytes' | 'timeoutMs'>): { fetch: FetchLike; close: () => Promise<void> } {
  const agent = new Agent({ connect: options.allowPrivate ? {} : { lookup: publicOnlyLookup } });
  const guarded: FetchLike = async (url, init) => {
    const target = new URL(url);
    if (!options.allowPrivate && isIP(target.hostname.replace(/^\[|\]$/g, '')) && isPrivateAddress(target.hostname.replace(/^\[|\]$/g, ''))) {
      throw new Error(`refusing to connect to private address ${target.hostname}`);
    }
    const signals = [AbortSignal.timeout(options.timeoutMs), init?.signal].filter((signal): signal is AbortSignal => !!signal);
    const response = await undiciFetch(target, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      redirect: 'manual',
      dispatcher: agent,
      signal: AbortSignal.any(signals),
    }) as unknown as Response;
    if (response.status >= 300 && response.status < 400) throw new Error(`redirect to ${response.headers.get('location') ?? '?'} refused`);
    return capped(response, options.maxResponseBytes);
  };
  return { fetch: guarded, close: () => agent.close() };
}

function toolOf(raw: { name: string; description?: string; inputSchema?: unknown }): McpTool {
  const schema = raw.inputSchema && typeof raw.inputSchema === 'object' && JSON.stringify(raw.inputSchema).length <= 20_000 ? raw.inputSchema as JsonObject : undefined;
  return { name: cleanName(raw.name, 120), description: plainText(raw.description, 400), inputSchema: schema };
}

export interface CrawlOutcome {
  server: McpServerFacts;
  error?: string;
}

/** Connects to one server and records its tools; on failure the facts come back unchanged. */
export async function crawlServer(server: McpServerFacts, options: CrawlOptions): Promise<CrawlOutcome> {
  const { fetch, close } = guardedFetch(options);
  const client = new Client({ name: 'endpoint-discovery-crawler', version: '1.0.0' });
  const url = new URL(server.url);
  const transport = server.transport === 'sse'
    ? new SSEClientTransport(url, { fetch })
    : new StreamableHTTPClientTransport(url, { fetch });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${options.timeoutMs} ms`)), options.timeoutMs);
  });
  try {
    const tools = await Promise.race([
      (async () => {
        await client.connect(transport);
        const found: McpTool[] = [];
        let cursor: string | undefined;
        do {
          const page = await client.listTools(cursor ? { cursor } : {});
          found.push(...page.tools.map(toolOf));
          cursor = page.nextCursor;
        } while (cursor && found.length < options.maxTools);
        return found.slice(0, options.maxTools);
      })(),
      deadline,
    ]);
    return { server: { ...server, tools, crawled: true } };
  } catch (error) {
    return { server: { ...server, crawled: false }, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
    await client.close().catch(() => {});
    await close().catch(() => {});
  }
}

/** Crawls servers with at most `concurrency` connections open; results keep the input order. */
export async function crawlServers(servers: McpServerFacts[], options: CrawlOptions, onDone: (outcome: CrawlOutcome) => void = () => {}): Promise<CrawlOutcome[]> {
  const outcomes: CrawlOutcome[] = new Array(servers.length);
  let next = 0;
  const worker = async () => {
    while (next < servers.length) {
      const ix = next++;
      outcomes[ix] = await crawlServer(servers[ix], options);
      onDone(outcomes[ix]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, servers.length)) }, worker));
  return outcomes;
}
