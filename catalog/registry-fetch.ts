// Reads server records from an MCP registry's list API (`GET /v0/servers`, cursor pagination),
// through the crawler's guarded fetch.

import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { isObject } from '../lib/schema.ts';

const MAX_PAGES = 200;

/** Every `server` of every page, as the registry wrote it. */
export async function fetchRegistryServers(baseUrl: string, fetch: FetchLike, pageSize = 100): Promise<unknown[]> {
  const servers: unknown[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const url = new URL('v0/servers', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    url.searchParams.set('limit', String(pageSize));
    if (cursor) url.searchParams.set('cursor', cursor);
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body: unknown = await response.json();
    if (!isObject(body) || !Array.isArray(body.servers)) throw new Error(`${url} did not answer a server list`);
    servers.push(...body.servers.map((item) => (isObject(item) && isObject(item.server) ? item.server : item)));
    const next = isObject(body.metadata) ? body.metadata.nextCursor ?? body.metadata.next_cursor : undefined;
    if (typeof next !== 'string' || next === '' || next === cursor) return servers;
    cursor = next;
  }
  return servers;
}
