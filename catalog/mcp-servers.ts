// Remote MCP servers → catalog records. Two readers share one normaliser: the official registry's
// `server.json` records (a file, or a saved `GET /v0/servers` answer) and our curated list.

import { evaluateMcp } from '../lib/guide.ts';
import { mcpId } from '../lib/ids.ts';
import type { McpHeader, McpRecord, McpTool } from '../lib/model.ts';
import { isObject } from '../lib/schema.ts';
import { cleanName, plainText } from '../lib/text.ts';

/** What we know of one remote server before it becomes a record. */
export interface McpServerFacts {
  name: string;
  title: string;
  description: string;
  transport: 'streamable-http' | 'sse';
  url: string;
  headers: McpHeader[];
  tools: McpTool[];
  crawled: boolean;
  curated: boolean;
}

const TRANSPORTS = ['streamable-http', 'sse'] as const;
const REGISTRY_META = 'io.modelcontextprotocol.registry/publisher-provided';

/** A public https URL; loopback and private addresses are no catalog entries. */
export function isPublicHttpsUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:') return false;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  return !/^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.|::1$|f[cd][0-9a-f]{2}:|fe80:)/i.test(host);
}

function titleFromName(name: string): string {
  const last = name.split('/').at(-1) ?? name;
  return last.replace(/[-_.]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** Tool names a publisher listed in the record's `_meta` (no descriptions, not crawled). */
function publisherToolNames(meta: unknown, url: string): string[] {
  if (!isObject(meta) || !isObject(meta[REGISTRY_META])) return [];
  for (const publisher of Object.values(meta[REGISTRY_META])) {
    if (!isObject(publisher)) continue;
    const entry = isObject(publisher[url]) ? publisher[url] : Object.values(publisher).find(isObject);
    if (isObject(entry) && Array.isArray(entry.tools)) return entry.tools.filter((tool): tool is string => typeof tool === 'string');
  }
  return [];
}

/** The records of a registry file: an array of `server.json` objects or a `{ servers: [{ server }] }` page. */
export function serversFromRegistry(document: unknown): { servers: McpServerFacts[]; skipped: { key: string; reason: string }[] } {
  const items = Array.isArray(document)
    ? document
    : isObject(document) && Array.isArray(document.servers)
      ? document.servers.map((item) => (isObject(item) && isObject(item.server) ? item.server : item))
      : undefined;
  if (!items) throw new Error('not a list of server.json records');
  const servers: McpServerFacts[] = [];
  const skipped: { key: string; reason: string }[] = [];
  for (const item of items) {
    if (!isObject(item) || typeof item.name !== 'string') {
      skipped.push({ key: '(unnamed)', reason: 'record without a name' });
      continue;
    }
    const remotes = Array.isArray(item.remotes) ? item.remotes.filter(isObject) : [];
    const remote = TRANSPORTS.map((type) => remotes.find((r) => r.type === type && typeof r.url === 'string')).find(Boolean);
    if (!remote) {
      skipped.push({ key: item.name, reason: 'no streamable-http or sse remote (local packages only)' });
      continue;
    }
    const url = String(remote.url);
    if (!isPublicHttpsUrl(url)) {
      skipped.push({ key: item.name, reason: 'remote URL is not public https' });
      continue;
    }
    const headers: McpHeader[] = (Array.isArray(remote.headers) ? remote.headers : []).filter(isObject).filter((h) => typeof h.name === 'string').map((h) => ({
      name: String(h.name),
      description: plainText(h.description, 200),
      required: h.isRequired === true,
      secret: h.isSecret === true,
    }));
    servers.push({
      name: cleanName(item.name),
      title: cleanName(item.title) || titleFromName(item.name),
      description: plainText(item.description, 600),
      transport: remote.type as McpServerFacts['transport'],
      url,
      headers,
      tools: publisherToolNames(item._meta, url).map((name) => ({ name: cleanName(name, 120), description: '' })),
      crawled: false,
      curated: false,
    });
  }
  return { servers, skipped };
}

interface CuratedEntry {
  name: string;
  title: string;
  transport: 'streamable-http' | 'sse';
  url: string;
  tools: string[];
  description: string;
  headers?: McpHeader[];
}

export function serversFromCurated(entries: CuratedEntry[]): McpServerFacts[] {
  return entries.map((entry) => ({
    name: entry.name,
    title: entry.title,
    description: entry.description,
    transport: entry.transport,
    url: entry.url,
    headers: entry.headers ?? [],
    tools: entry.tools.map((name) => ({ name, description: '' })),
    crawled: false,
    curated: true,
  }));
}

/** The crawler's output file: server facts as recorded, checked for shape and public URLs. */
export function serversFromCrawl(document: unknown): McpServerFacts[] {
  if (!Array.isArray(document)) throw new Error('not a crawl result (expected an array of servers)');
  return document.filter((item): item is McpServerFacts =>
    isObject(item) && typeof item.name === 'string' && typeof item.url === 'string' && isPublicHttpsUrl(item.url)
    && (item.transport === 'streamable-http' || item.transport === 'sse') && Array.isArray(item.tools) && Array.isArray(item.headers));
}

export function mcpRecord(facts: McpServerFacts): McpRecord {
  return {
    id: mcpId(facts.name, facts.url),
    resourceType: 'mcp',
    name: facts.name,
    title: facts.title,
    description: facts.description || `${facts.title} MCP server`,
    transport: facts.transport,
    url: facts.url,
    headers: facts.headers,
    tools: facts.tools,
    crawled: facts.crawled,
    curated: facts.curated,
    evaluateGuide: evaluateMcp(facts),
  };
}
