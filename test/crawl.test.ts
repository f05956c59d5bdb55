// The crawler against real MCP servers started here: this service's own /mcp and the SDK's
// server-everything in streamable HTTP mode, plus small local servers that misbehave.

import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { buildSnapshot } from '../catalog/build.ts';
import { crawlServer, crawlServers, DEFAULT_CRAWL_OPTIONS, guardedFetch, isPrivateAddress } from '../catalog/crawl-mcp.ts';
import { fetchRegistryServers } from '../catalog/registry-fetch.ts';
import { serversFromRegistry, type McpServerFacts } from '../catalog/mcp-servers.ts';
import { openSnapshot } from '../catalog/snapshot.ts';
import type { McpRecord } from '../lib/model.ts';
import { createApp } from '../server/app.ts';
import { configFromEnv } from '../server/config.ts';
import { fixtureCatalog, tempDir } from './helpers.ts';

const LOCAL = { ...DEFAULT_CRAWL_OPTIONS, allowPrivate: true, timeoutMs: 10_000 };
const servers: Server[] = [];
let everything: ChildProcess | undefined;
let everythingUrl = '';

function facts(url: string, transport: McpServerFacts['transport'] = 'streamable-http'): McpServerFacts {
  return { name: 'test/server', title: 'Test', description: 'A server under test.', transport, url, headers: [], tools: [{ name: 'from-registry', description: '' }], crawled: false, curated: false };
}

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function freePort(): Promise<number> {
  const probe = http.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let ownMcp = '';
before(async () => {
  const config = { ...configFromEnv({}), port: 0, host: '127.0.0.1', dataDir: 'unused', rateLimitMax: 1000, rateLimitWindowS: 60, cursorSecret: 'k', allowedHosts: [], searchWorkers: 0 };
  const { app } = createApp({ catalog: fixtureCatalog(), config });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await once(server, 'listening');
  ownMcp = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;

  const port = await freePort();
  const entry = join(import.meta.dirname, '..', 'node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js');
  everything = spawn(process.execPath, [entry, 'streamableHttp'], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let text = '';
    everything!.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (/listening on port/.test(text)) resolve();
    });
    everything!.once('exit', (code) => reject(new Error(`server-everything exited ${code}: ${text}`)));
  });
  everythingUrl = `http://127.0.0.1:${port}/mcp`;
});

after(() => {
  for (const server of servers) server.close();
  everything?.kill('SIGKILL');
});

test('crawling this service records its tools with descriptions and input schemas', async () => {
  const { server, error } = await crawlServer(facts(ownMcp), LOCAL);
  assert.equal(error, undefined);
  assert.equal(server.crawled, true);
  assert.deepEqual(server.tools.map((tool) => tool.name).sort(), ['integrate', 'search']);
  const search = server.tools.find((tool) => tool.name === 'search')!;
  assert.match(search.description, /public HTTP API endpoints/);
  assert.deepEqual((search.inputSchema as { required: string[] }).required, ['q']);
});

test('crawling server-everything over streamable HTTP records its tools', async () => {
  const { server, error } = await crawlServer(facts(everythingUrl), LOCAL);
  assert.equal(error, undefined);
  assert.ok(server.tools.some((tool) => tool.name === 'echo'), server.tools.map((tool) => tool.name).join(','));
  assert.ok(server.tools.every((tool) => tool.name.length > 0));
});

test('without the explicit option, loopback and private addresses are refused and the record stays uncrawled', async () => {
  const { server, error } = await crawlServer(facts(ownMcp), { ...LOCAL, allowPrivate: false });
  assert.match(error ?? '', /private address/);
  assert.equal(server.crawled, false);
  assert.deepEqual(server.tools.map((tool) => tool.name), ['from-registry']);
  for (const address of ['127.0.0.1', '10.0.0.8', '172.20.1.1', '192.168.1.1', '169.254.169.254', '::1', 'fd00::1', '::ffff:10.1.1.1']) assert.ok(isPrivateAddress(address), address);
  for (const address of ['8.8.8.8', '172.32.0.1', '2606:4700::1111']) assert.ok(!isPrivateAddress(address), address);
});

test('redirects, oversized answers and silent servers fail the crawl, not the crawler', async () => {
  const redirecting = await listen((_, res) => { res.writeHead(307, { location: 'http://169.254.169.254/latest' }); res.end(); });
  const huge = await listen((_, res) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(`{"jsonrpc":"2.0","id":0,"result":{"pad":"${'x'.repeat(50_000)}"}}`); });
  const silent = await listen(() => { /* never answers */ });
  const outcomes = await crawlServers([facts(`${redirecting}/mcp`), facts(`${huge}/mcp`), facts(`${silent}/mcp`)], { ...LOCAL, maxResponseBytes: 10_000, timeoutMs: 1_500, concurrency: 2 });
  assert.match(outcomes[0].error ?? '', /redirect/);
  assert.ok(outcomes[1].error, 'an answer over the size cap must fail');
  assert.match(outcomes[2].error ?? '', /no answer within 1500 ms|aborted|timeout/i);
  for (const outcome of outcomes) assert.equal(outcome.server.crawled, false);
});

test('a crawl result feeds the catalog and wins over other records of the same URL', () => {
  const dir = tempDir();
  const crawlFile = join(dir, 'mcp-crawl.json');
  const crawled: McpServerFacts = { ...facts('https://mcp.linear.app/mcp'), name: 'crawled/linear', tools: [{ name: 'create_issue', description: 'Create a Linear issue.' }], crawled: true };
  writeFileSync(crawlFile, JSON.stringify([crawled]));
  buildSnapshot([{ kind: 'mcp-curated' }, { kind: 'mcp-crawl', path: crawlFile }], join(dir, 'catalog.snapshot'));
  const reader = openSnapshot(join(dir, 'catalog.snapshot'));
  const linear = reader.meta.resources.filter((r): r is McpRecord => r.resourceType === 'mcp' && r.url === 'https://mcp.linear.app/mcp');
  reader.close();
  assert.equal(linear.length, 1);
  assert.equal(linear[0].crawled, true);
  assert.deepEqual(linear[0].tools.map((tool) => tool.name), ['create_issue']);
  assert.match(linear[0].evaluateGuide, /create_issue/);
});

test('a registry list API is read page by page through the guarded fetch', async () => {
  const records = [
    { name: 'com.example/one', remotes: [{ type: 'streamable-http', url: 'https://one.example.com/mcp' }] },
    { name: 'com.example/two', remotes: [{ type: 'sse', url: 'https://two.example.com/sse' }] },
    { name: 'com.example/local', packages: [{ registryType: 'npm', identifier: 'x' }] },
  ];
  const seen: string[] = [];
  const registry = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    seen.push(`${url.pathname}?${url.searchParams}`);
    const page = url.searchParams.get('cursor') === 'p2' ? records.slice(2) : records.slice(0, 2);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ servers: page.map((server) => ({ server, _meta: {} })), metadata: url.searchParams.get('cursor') ? { count: 1 } : { nextCursor: 'p2', count: 2 } }));
  });
  const { fetch, close } = guardedFetch(LOCAL);
  try {
    const fetched = await fetchRegistryServers(registry, fetch, 2);
    assert.deepEqual(fetched.map((record) => (record as { name: string }).name), ['com.example/one', 'com.example/two', 'com.example/local']);
    assert.deepEqual(seen, ['/v0/servers?limit=2', '/v0/servers?limit=2&cursor=p2']);
    assert.deepEqual(serversFromRegistry(fetched).servers.map((server) => server.transport), ['streamable-http', 'sse']);
  } finally {
    await close();
  }
});
