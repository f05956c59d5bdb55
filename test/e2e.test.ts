// The real service as a user starts it: a separate process on a free port, spoken to over HTTP
// and over MCP with the SDK's own client.

import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { FIXTURE_MCP, FIXTURE_SPECS, startService, tempDir } from './helpers.ts';

const ROOT = join(import.meta.dirname, '..');
let service: ChildProcess;
let base: string;
let stderr = '';
const dataDir = tempDir();

async function start(): Promise<{ child: ChildProcess; base: string }> {
  const running = await startService(dataDir);
  stderr += running.stderr();
  running.child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  return running;
}

async function connect(): Promise<Client> {
  const client = new Client({ name: 'e2e-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)));
  return client;
}

before(async () => {
  ({ child: service, base } = await start());
});
after(() => {
  if (service.exitCode === null) service.kill('SIGKILL');
});

test('the first start builds the snapshot with a summary of APIs, operations and skipped documents', () => {
  assert.match(stderr, /Catalog built in [\d.]+ s: 82 APIs, 292 operations, 5 MCP servers, 4 documents skipped/);
  assert.match(stderr, /skipped 1 \(not an OpenAPI 3\.x document/);
});

test('the MCP conformance suite passes its scenarios for a tools-only server', () => {
  const cli = join(ROOT, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
  for (const scenario of ['server-initialize', 'ping', 'tools-list', 'server-sse-multiple-streams', 'dns-rebinding-protection']) {
    const run = spawnSync(process.execPath, [cli, 'server', '--url', `${base}/mcp`, '--scenario', scenario], { encoding: 'utf8', timeout: 60_000 });
    const output = `${run.stdout}${run.stderr}`;
    assert.equal(run.status, 0, `${scenario}:\n${output}`);
    assert.match(output, /Passed: \d+\/\d+, 0 failed/, scenario);
  }
});

test('MCP refuses a foreign Host header (DNS rebinding) with 403', async () => {
  const response = await new Promise<number>((resolve, reject) => {
    const request = http.request(`${base}/mcp`, { method: 'POST', headers: { host: 'evil.example.com', 'content-type': 'application/json', accept: 'application/json, text/event-stream' } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end('{"jsonrpc":"2.0","id":1,"method":"ping"}');
  });
  assert.equal(response, 403);
});

test('MCP: tools/list shows search and integrate, read-only, with input schemas', async () => {
  const client = await connect();
  try {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), ['integrate', 'search']);
    for (const tool of tools) {
      assert.equal(tool.annotations?.readOnlyHint, true);
      assert.equal(tool.annotations?.destructiveHint, false);
      assert.equal(tool.inputSchema.type, 'object');
      assert.equal(tool.outputSchema?.type, 'object');
    }
    const search = tools.find((tool) => tool.name === 'search')!;
    assert.deepEqual(search.inputSchema.required, ['q']);
    assert.match(client.getInstructions() ?? '', /"search".*Then call "integrate"/s, 'initialize tells an agent how to use the two tools');
  } finally {
    await client.close();
  }
});

test('MCP: search then integrate with the ids it returned', async () => {
  const client = await connect();
  try {
    const found = await client.callTool({ name: 'search', arguments: { q: 'create a playlist', limit: 3 } });
    assert.ok(!found.isError);
    const structured = found.structuredContent as { data: { id: string; name: string; resourceType: string }[]; meta: { q: string } };
    assert.equal(structured.meta.q, 'create a playlist');
    assert.equal(structured.data.length, 3);
    assert.equal(structured.data[0].name, 'Create Playlist');
    const text = (found.content as { type: string; text: string }[])[0].text;
    assert.ok(text.includes(structured.data[0].id));
    const brief = await client.callTool({
      name: 'integrate',
      arguments: { task: 'Create a playlist named Focus', resources: structured.data.slice(0, 2).map(({ id, resourceType }) => ({ id, type: resourceType })) },
    });
    assert.ok(!brief.isError);
    assert.match((brief.content as { text: string }[])[0].text, /^TASK BRIEF: Create a playlist named Focus/);
  } finally {
    await client.close();
  }
});

test('MCP: bad arguments give an isError result naming the property, and the server keeps serving', async () => {
  const client = await connect();
  try {
    const tooLong = await client.callTool({ name: 'search', arguments: { q: 'x'.repeat(513) } });
    assert.equal(tooLong.isError, true);
    assert.match((tooLong.content as { text: string }[])[0].text, /\bq\b/);
    const noResources = await client.callTool({ name: 'integrate', arguments: { task: 'x' } });
    assert.equal(noResources.isError, true);
    assert.match((noResources.content as { text: string }[])[0].text, /resources/);
    const badLimit = await client.callTool({ name: 'search', arguments: { q: 'pets', limit: 99 } });
    assert.match((badLimit.content as { text: string }[])[0].text, /limit/);
    // The error lists every argument the tool accepts, so an agent can correct its call at once.
    assert.match((badLimit.content as { text: string }[])[0].text, /Accepted arguments of search: q \(string, required\), limit \(integer\), cursor \(string\)\./);
    assert.match((noResources.content as { text: string }[])[0].text, /Accepted arguments of integrate: task \(string, required\), resources \(array, required\)\./);
    const stillUp = await client.callTool({ name: 'search', arguments: { q: 'pets' } });
    assert.ok(!stillUp.isError);
  } finally {
    await client.close();
  }
});

test('HTTP and MCP give the same search results', async () => {
  const rest = await (await fetch(`${base}/v1/search?limit=5`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q: 'list pets' }) })).json() as { data: unknown[] };
  const client = await connect();
  try {
    const mcp = await client.callTool({ name: 'search', arguments: { q: 'list pets', limit: 5 } });
    assert.deepEqual((mcp.structuredContent as { data: unknown[] }).data, rest.data);
  } finally {
    await client.close();
  }
});

test('a second start loads the snapshot instead of building it', async () => {
  const before = stderr;
  stderr = '';
  const second = await start();
  try {
    assert.doesNotMatch(stderr, /Catalog built/);
    const health = await (await fetch(`${second.base}/healthz`)).json() as { endpoints: number; mcpServers: number };
    assert.deepEqual([health.endpoints, health.mcpServers], [292, 5]);
  } finally {
    second.child.kill('SIGTERM');
    await once(second.child, 'exit');
    stderr = before;
  }
});

test('SIGTERM under keep-alive load: requests in flight finish with Connection: close, idle connections close, exit 0', async () => {
  const running = await startService(dataDir, { DRAIN_TIMEOUT_S: '5' });
  const { hostname, port } = new URL(running.base);
  const body = JSON.stringify({ q: 'notes in notebook' });
  const open = () => new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
  const request = `POST /v1/search HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n`;
  /** Everything a socket receives, and how it ended. */
  const watch = (socket: net.Socket) => {
    const seen = { text: '', closed: false, error: '' };
    socket.on('data', (chunk) => { seen.text += chunk.toString(); });
    socket.on('close', () => { seen.closed = true; });
    socket.on('error', (error) => { seen.error = error.message; });
    return seen;
  };
  // Ten keep-alive connections that finished a request and sit idle…
  const idle = await Promise.all(Array.from({ length: 10 }, open));
  const idleSeen = idle.map(watch);
  idle.forEach((socket) => socket.write(request + body));
  // …and twenty with a request in flight: headers and half the body sent.
  const busy = await Promise.all(Array.from({ length: 20 }, open));
  const busySeen = busy.map(watch);
  busy.forEach((socket) => socket.write(request + body.slice(0, 5)));
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.ok(idleSeen.every((seen) => /^HTTP\/1\.1 200/.test(seen.text) && !seen.closed));
  const exited = once(running.child, 'exit');
  running.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  // Idle connections are closed at once; busy ones are still served.
  assert.ok(idleSeen.every((seen) => seen.closed && seen.error === ''), JSON.stringify(idleSeen.map((seen) => [seen.closed, seen.error])));
  assert.equal(running.child.exitCode, null);
  busy.forEach((socket) => socket.write(body.slice(5)));
  const [code] = await exited;
  assert.equal(code, 0, running.stderr());
  for (const seen of busySeen) {
    assert.match(seen.text, /^HTTP\/1\.1 200/);
    assert.match(seen.text, /\r\nConnection: close\r\n/i);
    assert.equal(seen.error, '');
  }
  assert.match(running.stderr(), /SIGTERM: drained; exiting/);
});

test('SIGTERM sent to `npm start` reaches the server, which drains and exits', async () => {
  const npm = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['start'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SKIP_DEFAULT_CATALOG: '1', OPENAPI_PATHS: FIXTURE_SPECS, MCP_REGISTRY_PATHS: FIXTURE_MCP },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const served = await new Promise<string>((resolve, reject) => {
    npm.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]);
    });
    npm.once('exit', (code) => reject(new Error(`npm start exited with ${code}: ${output}`)));
  });
  assert.equal((await fetch(`${served}/healthz`)).status, 200);
  const exited = once(npm, 'exit');
  npm.kill('SIGTERM');
  await exited;
  assert.match(output, /SIGTERM: drained; exiting/);
  await assert.rejects(fetch(`${served}/healthz`), 'the server is gone, not orphaned');
});

test('SIGTERM finishes the request in flight, then exits 0', async () => {
  // Send half a request body, stop the service, then send the rest: the request is in flight throughout.
  const body = JSON.stringify({ q: 'notes in notebook' });
  const request = http.request(`${base}/v1/search`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const responded = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => { text += chunk.toString(); });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 5));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const exited = once(service, 'exit');
  service.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(service.exitCode, null, 'the service must wait for the request in flight');
  request.end(body.slice(5));
  const response = await responded;
  assert.equal(response.status, 200);
  assert.ok((JSON.parse(response.text) as { data: unknown[] }).data.length > 0);
  const [code] = await exited;
  assert.equal(code, 0);
});
