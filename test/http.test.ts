// End to end over HTTP: the real Koa app on a free port, checked rule by rule against the contract.

import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { after, before, test } from 'node:test';
import { createApp, type RequestLogEntry } from '../server/app.ts';
import { createHttpServer } from '../server/http-server.ts';
import { configFromEnv, type Config } from '../server/config.ts';
import type { Catalog } from '../lib/model.ts';
import { MAX_CLIENT_LABELS } from '../server/metrics.ts';
import { endpointOf, fixtureCatalog } from './helpers.ts';

let server: Server;
let base: string;
const logs: RequestLogEntry[] = [];
let clock = Date.UTC(2026, 10, 22, 12, 0, 30);

const config: Config = { ...configFromEnv({}), port: 0, host: '127.0.0.1', dataDir: 'unused', rateLimitMax: 1000, rateLimitWindowS: 60, cursorSecret: 'http-test', allowedHosts: [], searchWorkers: 0 };

async function listen(overrides: Partial<Config> = {}, catalog: Catalog = fixtureCatalog()): Promise<{ server: Server; base: string }> {
  const merged = { ...config, ...overrides };
  const log = (entry: RequestLogEntry) => logs.push(entry);
  const { app, limiter } = createApp({ catalog, config: merged, now: () => clock, log });
  const started = createHttpServer({ app, limiter, now: () => clock, log, timeouts: merged }).server.listen(0, '127.0.0.1');
  await new Promise((resolve) => started.once('listening', resolve));
  return { server: started, base: `http://127.0.0.1:${(started.address() as AddressInfo).port}` };
}

before(async () => {
  ({ server, base } = await listen());
});
after(() => server.close());

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

async function expectProblem(response: Response, status: number, property?: string): Promise<{ detail: string }> {
  assert.equal(response.status, status);
  assert.match(response.headers.get('content-type') ?? '', /^application\/problem\+json/);
  const problem = await response.json() as { type: string; title: string; detail: string; status: number; instance: string };
  assert.equal(problem.status, status);
  assert.equal(problem.instance, new URL(response.url).pathname);
  assert.equal(typeof problem.type, 'string');
  assert.equal(typeof problem.title, 'string');
  if (property) assert.ok(problem.detail.includes(property), `detail "${problem.detail}" should name ${property}`);
  assertRateLimitHeaders(response);
  return problem;
}

function assertRateLimitHeaders(response: Response): void {
  for (const header of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']) {
    assert.match(response.headers.get(header) ?? '', /^\d+$/, `${header} on ${response.status}`);
  }
  const reset = Number(response.headers.get('RateLimit-Reset'));
  // A Unix timestamp in seconds, at the end of the current window.
  assert.ok(reset > clock / 1000 && reset <= clock / 1000 + 60, String(reset));
}

test('POST /v1/search answers data and meta with rate-limit headers', async () => {
  const response = await post('/v1/search', { q: 'send an sms text message to a phone' });
  assert.equal(response.status, 200);
  assertRateLimitHeaders(response);
  const body = await response.json() as { data: Record<string, string>[]; meta: { q: string; total: number; nextCursor?: string } };
  assert.equal(body.meta.q, 'send an sms text message to a phone');
  assert.ok(body.meta.total >= body.data.length);
  // The fixtures' two SMS sends, Twilio's and Vonage's, first in either order.
  assert.deepEqual(body.data.slice(0, 2).map((result) => result.url).sort(), ['https://api.twilio.com/2010-04-01/Accounts/{AccountSid}/Messages.json', 'https://rest.nexmo.com/sms/{format}']);
  for (const result of body.data) {
    assert.equal(result.resourceType, 'endpoint');
    assert.ok(result.method && !('transport' in result));
    assert.equal(result.evaluateGuide.split('\n').length, 3);
  }
});

test('search pagination over HTTP: limit and cursor query parameters, 40-result cap', async () => {
  const first = await (await post('/v1/search?limit=25', { q: 'notes in notebook' })).json() as { data: unknown[]; meta: { nextCursor?: string } };
  assert.equal(first.data.length, 25);
  const cursor = encodeURIComponent(first.meta.nextCursor!);
  const second = await (await post(`/v1/search?limit=25&cursor=${cursor}`, { q: 'notes in notebook' })).json() as { data: unknown[]; meta: { nextCursor?: string } };
  assert.equal(second.data.length, 15);
  assert.equal('nextCursor' in second.meta, false);
  await expectProblem(await post(`/v1/search?cursor=${cursor}`, { q: 'another query' }), 400, 'cursor');
  await expectProblem(await post('/v1/search?cursor=garbage', { q: 'notes in notebook' }), 400, 'cursor');
});

test('search input errors are 400 problems naming the property', async () => {
  await expectProblem(await post('/v1/search', { q: 'x'.repeat(513) }), 400, 'q');
  await expectProblem(await post('/v1/search', {}), 400, 'q');
  await expectProblem(await post('/v1/search', { q: 'pets', page: 2 }), 400, 'page');
  await expectProblem(await post('/v1/search?limit=0', { q: 'pets' }), 400, 'limit');
  await expectProblem(await post('/v1/search?limit=26', { q: 'pets' }), 400, 'limit');
  await expectProblem(await post('/v1/search?limit=ten', { q: 'pets' }), 400, 'limit');
  await expectProblem(await post('/v1/search', { q: 'pets' }, { 'Service-Client-Name': 'c'.repeat(129) }), 400, 'Service-Client-Name');
  await expectProblem(await post('/v1/search', '{"q": "unterminated'), 400, 'body');
  await expectProblem(await fetch(`${base}/v1/search`, { method: 'POST', body: 'q=pets', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 400, 'body');
});

test('a body over 64 KiB is a 413 problem', async () => {
  await expectProblem(await post('/v1/search', { q: 'x'.repeat(70 * 1024) }), 413);
});

test('POST /v1/integrate answers exactly one brief; 404 when nothing resolves; 400 names the property', async () => {
  const catalog = fixtureCatalog();
  const ids = [endpointOf(catalog, 'spotify.com', 'GET', '/me').id, endpointOf(catalog, 'spotify.com', 'POST', '/users/{user_id}/playlists').id];
  const response = await post('/v1/integrate', { task: 'Create a playlist named Focus', resources: ids.map((id) => ({ id, type: 'endpoint' })) });
  assert.equal(response.status, 200);
  assertRateLimitHeaders(response);
  const body = await response.json() as { data: { taskBrief: string }[] };
  assert.equal(body.data.length, 1);
  assert.match(body.data[0].taskBrief, /^TASK BRIEF: Create a playlist named Focus\n/);
  await expectProblem(await post('/v1/integrate', { task: 'x', resources: [{ id: 'urn:service:endpoint:v1:none:x', type: 'endpoint' }] }), 404);
  await expectProblem(await post('/v1/integrate', { task: 'x', resources: [] }), 400, 'resources');
  await expectProblem(await post('/v1/integrate', { resources: [{ id: ids[0], type: 'endpoint' }] }), 400, 'task');
  await expectProblem(await post('/v1/integrate', { task: 'x', resources: [{ id: ids[0] }] }), 400, 'resources[0].type');
  await expectProblem(await post('/v1/integrate', { task: 't'.repeat(513), resources: [{ id: ids[0], type: 'endpoint' }] }), 400, 'task');
});

test('unknown paths are 404 and wrong methods 405 with Allow, both as problems with rate-limit headers', async () => {
  await expectProblem(await fetch(`${base}/v2/search`), 404);
  const wrong = await fetch(`${base}/v1/search`);
  await expectProblem(wrong, 405);
  assert.match(wrong.headers.get('Allow') ?? '', /POST/);
});

test('GET /openapi.json describes this service: OpenAPI 3.1, version 1.0.0, both operations', async () => {
  const response = await fetch(`${base}/openapi.json`);
  const doc = await response.json() as { openapi: string; info: { version: string }; paths: Record<string, unknown> };
  assert.match(doc.openapi, /^3\.1\./);
  assert.equal(doc.info.version, '1.0.0');
  assert.deepEqual(Object.keys(doc.paths).sort(), ['/v1/integrate', '/v1/search']);
});

test('GET /healthz reports the loaded catalog; /metrics counts requests and client names, never query text', async () => {
  const health = await (await fetch(`${base}/healthz`)).json() as { status: string; endpoints: number; limits: string; snapshot: { digest: string; sources: unknown[] } };
  assert.deepEqual([health.status, health.endpoints, health.limits], ['ok', fixtureCatalog().info.endpoints, 'local']);
  // The snapshot it serves from, by the digest its sections were checked against, and its sources.
  assert.match(health.snapshot.digest, /^[0-9a-f]{32}$/);
  assert.equal(health.snapshot.digest, fixtureCatalog().digest);
  assert.deepEqual(health.snapshot.sources, fixtureCatalog().info.sources);
  await post('/v1/search', { q: 'secret-query-text' }, { 'Service-Client-Name': 'metrics-agent' });
  const metrics = await (await fetch(`${base}/metrics`)).text();
  assert.match(metrics, /service_client_requests_total\{client="metrics-agent"\} 1/);
  assert.match(metrics, /http_requests_total\{method="POST",route="\/v1\/search",status="200"\} \d+/);
  assert.match(metrics, /http_request_duration_seconds_bucket\{le="\+Inf",route="\/v1\/search"\} [1-9]\d*/);
  assert.ok(!metrics.includes('secret-query-text'));
  // The process's own figures, from prom-client: memory, event-loop lag, garbage collection.
  assert.match(metrics, /^process_resident_memory_bytes \d+/m);
  assert.match(metrics, /^nodejs_eventloop_lag_seconds [\d.e-]+/m);
  assert.match(metrics, /^# TYPE nodejs_gc_duration_seconds histogram/m);
  const entry = logs.find((log) => log.client === 'metrics-agent');
  assert.deepEqual(Object.keys(entry ?? {}).sort(), ['client', 'method', 'ms', 'path', 'status', 'time']);
  assert.ok(!JSON.stringify(logs).includes('secret-query-text'));
});

test('client names beyond the label cap are counted together', async () => {
  for (let i = 0; i < 105; i++) await post('/v1/search', { q: 'pets' }, { 'Service-Client-Name': `bulk-${i}` });
  const metrics = await (await fetch(`${base}/metrics`)).text();
  const labels = [...metrics.matchAll(/^service_client_requests_total\{/gm)].length;
  // The first MAX_CLIENT_LABELS names, plus one shared label for the rest.
  assert.equal(labels, MAX_CLIENT_LABELS + 1);
  assert.match(metrics, /client="_other"/);
});

test('rate limit: 429 with Retry-After past the limit, headers count down, a new window resets', async () => {
  const limited = await listen({ rateLimitMax: 3, rateLimitWindowS: 60 });
  try {
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) remaining.push((await fetch(`${limited.base}/v1/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"q":"pets"}' })).headers.get('RateLimit-Remaining')!);
    assert.deepEqual(remaining, ['2', '1', '0']);
    const blocked = await fetch(`${limited.base}/v1/integrate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const problem = await expectProblem(blocked, 429);
    assert.match(problem.detail, /rate limit/);
    assert.equal(blocked.headers.get('Retry-After'), '30');
    // 404s and MCP calls count and carry headers too.
    const notFound = await fetch(`${limited.base}/nowhere`);
    assert.equal(notFound.status, 429);
    const mcp = await fetch(`${limited.base}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' });
    assert.equal(mcp.status, 429);
    assert.equal(mcp.headers.get('RateLimit-Remaining'), '0');
    clock += 60_000;
    const fresh = await fetch(`${limited.base}/v1/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"q":"pets"}' });
    assert.equal(fresh.status, 200);
    assert.equal(fresh.headers.get('RateLimit-Remaining'), '2');
  } finally {
    limited.server.close();
  }
});

test('a failure inside the service is a 500 problem with rate-limit headers, and the service keeps serving', async () => {
  const broken: Catalog = { ...fixtureCatalog(), readDetail: () => { throw new Error('disk gone'); } };
  const failing = await listen({}, broken);
  const originalError = console.error;
  console.error = () => {};
  try {
    const id = endpointOf(fixtureCatalog(), 'spotify.com', 'GET', '/me').id;
    const body = JSON.stringify({ task: 'Show my profile', resources: [{ id, type: 'endpoint' }] });
    const response = await fetch(`${failing.base}/v1/integrate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const problem = await expectProblem(response, 500);
    assert.ok(!problem.detail.includes('disk gone'), 'internal errors are not leaked');
    const next = await fetch(`${failing.base}/v1/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"q":"pets"}' });
    assert.equal(next.status, 200);
  } finally {
    console.error = originalError;
    failing.server.close();
  }
});

test('lengths count characters, not UTF-16 units; Service-Client-Name is read as UTF-8', async () => {
  // 257 emoji are 514 UTF-16 units but 257 characters, within the 512 allowed.
  assert.equal((await post('/v1/search', { q: '🎵'.repeat(257) })).status, 200);
  await expectProblem(await post('/v1/search', { q: '🎵'.repeat(513) }), 400, 'q');
  // A header's bytes travel as they are: 100 "é" in UTF-8 are 200 bytes yet 100 characters.
  const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
  const accepted = await post('/v1/search', { q: 'playlist' }, { 'Service-Client-Name': utf8('é'.repeat(100)) });
  assert.equal(accepted.status, 200);
  await expectProblem(await post('/v1/search', { q: 'playlist' }, { 'Service-Client-Name': utf8('é'.repeat(129)) }), 400, 'Service-Client-Name');
  await post('/v1/search', { q: 'playlist' }, { 'Service-Client-Name': utf8('agent-ü') });
  assert.ok(logs.some((entry) => entry.client === 'agent-ü'));
});

test('/mcp: GET and DELETE are 405 (a stateless server offers no stream); batches are capped, counted per message, or refused', async () => {
  for (const method of ['GET', 'DELETE']) {
    const response = await fetch(`${base}/mcp`, { method, headers: { accept: 'text/event-stream' } });
    await expectProblem(response, 405);
    assert.equal(response.headers.get('allow'), 'POST');
  }
  const { server: limited, base: limitedBase } = await listen({ rateLimitMax: 5 });
  try {
    const rpc = (body: unknown, version = '2025-03-26') => fetch(`${limitedBase}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': version },
      body: JSON.stringify(body),
    });
    const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'search', arguments: { q: 'playlist' } } });
    await expectProblem(await rpc([]), 400, 'empty');
    await expectProblem(await rpc([call(1), call(2)], '2025-06-18'), 400, '2025-06-18');
    await expectProblem(await rpc(Array.from({ length: 11 }, (_v, ix) => call(ix))), 400, 'at most 10');
    // Three messages count three requests: of 5, the batch leaves 2 (the refusals above spent 3 more).
    const { server: fresh, base: freshBase } = await listen({ rateLimitMax: 5 });
    try {
      const batch = await fetch(`${freshBase}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-03-26' },
        body: JSON.stringify([call(1), call(2), call(3)]),
      });
      assert.equal(batch.status, 200, await batch.clone().text());
      assert.equal(batch.headers.get('ratelimit-remaining'), '2');
      assert.equal((await batch.json() as unknown[]).length, 3);
      const over = await fetch(`${freshBase}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-03-26' },
        body: JSON.stringify([call(4), call(5), call(6)]),
      });
      await expectProblem(over, 429, 'batch of 3');
    } finally {
      fresh.close();
    }
  } finally {
    limited.close();
  }
});

/** Sends raw bytes and reads what comes back until the server closes the connection. */
function raw(target: string, chunks: string[], gapMs = 0): Promise<{ text: string; ms: number }> {
  const { hostname, port } = new URL(target);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(Number(port), hostname, async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) break;
        socket.write(chunk);
        if (gapMs > 0) await new Promise((done) => setTimeout(done, gapMs));
      }
    });
    let text = '';
    socket.on('data', (data) => { text += data.toString(); });
    socket.on('close', () => resolve({ text, ms: performance.now() - started }));
    socket.on('error', reject);
  });
}

function rawProblem(text: string): { status: number; headers: string; body: { status: number; detail: string } } {
  const [head, body] = text.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]), headers: head, body: JSON.parse(body) as { status: number; detail: string } };
}

test('requests the HTTP parser refuses get a problem body and the rate-limit headers, logged on one line', async () => {
  const cases: [string, number][] = [
    ['GET /healthz HTTP/1.1\r\nHost: x\r\nBad\u0001Name: y\r\n\r\n', 400],
    [`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['POST /v1/search HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n', 400],
  ];
  for (const [request, status] of cases) {
    const before = logs.length;
    const problem = rawProblem((await raw(base, [request])).text);
    assert.equal(problem.status, status, request.slice(0, 60));
    assert.equal(problem.body.status, status);
    assert.match(problem.headers, /content-type: application\/problem\+json/i);
    assert.match(problem.headers, /RateLimit-Remaining: \d+/);
    const entry = logs.slice(before).find((log) => log.error !== undefined);
    assert.ok(entry && entry.status === status && /^HPE_|^ERR_/.test(entry.error!), JSON.stringify(logs.slice(before)));
  }
});

test('a slow client is answered 408 within seconds, not minutes', async () => {
  const { server: strict, base: strictBase } = await listen({ headersTimeoutS: 1, requestTimeoutS: 2 });
  try {
    // Half the headers, then nothing.
    const headers = await raw(strictBase, ['POST /v1/search HTTP/1.1\r\nHost: x\r\n']);
    assert.equal(rawProblem(headers.text).status, 408);
    assert.ok(headers.ms < 4_000, `${headers.ms} ms`);
    // All headers, half the body, then nothing.
    const body = await raw(strictBase, ['POST /v1/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"q":']);
    assert.ok(body.ms < 5_000, `${body.ms} ms`);
    assert.match(body.text, /^HTTP\/1\.1 408/);
  } finally {
    strict.close();
  }
});

test('/openapi.json names PUBLIC_URL as its server, never the request\'s Host header', async () => {
  const servers = async (target: string, host?: string) => {
    const doc = await new Promise<string>((resolve, reject) => {
      const request = http.request(`${target}/openapi.json`, { headers: host ? { host } : {} }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => { text += chunk.toString(); });
        response.on('end', () => resolve(text));
      });
      request.on('error', reject);
      request.end();
    });
    return (JSON.parse(doc) as { servers: { url: string }[] }).servers.map((server) => server.url);
  };
  assert.deepEqual(await servers(base, 'evil.example.com'), ['/']);
  const { server: published, base: publishedBase } = await listen({ publicUrl: 'https://api.example.org' });
  try {
    assert.deepEqual(await servers(publishedBase, 'evil.example.com'), ['https://api.example.org']);
  } finally {
    published.close();
  }
});

test('TRUST_PROXY: behind that many proxies each client has its own bucket; without it X-Forwarded-For is ignored', async () => {
  const from = (target: string, forwarded: string) => fetch(`${target}/v1/search`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded }, body: JSON.stringify({ q: 'playlist' }),
  });
  const { server: direct, base: directBase } = await listen({ rateLimitMax: 2 });
  const { server: proxied, base: proxiedBase } = await listen({ rateLimitMax: 2, trustProxy: 1 });
  try {
    // Spoofed headers do not buy a fresh budget when no proxy is trusted.
    assert.deepEqual([(await from(directBase, '10.0.0.1')).status, (await from(directBase, '10.0.0.2')).status, (await from(directBase, '10.0.0.3')).status], [200, 200, 429]);
    // Behind one trusted proxy, the address it saw is the client: two clients, two budgets.
    const statuses = [];
    for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.2', '203.0.113.1']) statuses.push((await from(proxiedBase, `198.51.100.9, ${client}`)).status);
    assert.deepEqual(statuses, [200, 200, 200, 200, 429]);
  } finally {
    direct.close();
    proxied.close();
  }
});
