// Two replicas of the real service behind one real Redis (Debian's redis-server, on loopback, on a
// free port): one rate-limit budget across both, and no 5xx when Redis goes away.

import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { startService, tempDir, type RunningService } from './helpers.ts';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
let redis: ChildProcess;
let replicas: RunningService[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

before(async () => {
  assert.ok(existsSync(REDIS_SERVER), `no redis-server at ${REDIS_SERVER}: install Debian's redis-server package or set REDIS_SERVER_PATH`);
  const port = await freePort();
  redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    redis.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/Ready to accept connections/.test(out)) resolve();
    });
    redis.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
  });
  const dataDir = tempDir();
  const env = { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_MAX: '7', RATE_LIMIT_WINDOW_S: '60', CURSOR_SECRET: 'shared-by-both-replicas' };
  // The first builds the fixture snapshot, the second loads it.
  replicas = [await startService(dataDir, env)];
  replicas.push(await startService(dataDir, env));
});
after(() => {
  for (const replica of replicas) replica.child.kill('SIGKILL');
  redis?.kill('SIGKILL');
});

const search = (base: string) => fetch(`${base}/v1/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q: 'playlist' }) });

test('the window\'s budget is spent across both replicas, not per replica; a cursor from one works on the other', async () => {
  const [a, b] = replicas.map((replica) => replica.base);
  const first = await fetch(`${a}/v1/search?limit=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q: 'list' }) });
  const { meta } = await first.json() as { meta: { nextCursor: string } };
  const next = await fetch(`${b}/v1/search?limit=1&cursor=${encodeURIComponent(meta.nextCursor)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q: 'list' }) });
  assert.equal(next.status, 200, await next.clone().text());
  const remaining: string[] = [next.headers.get('ratelimit-remaining')!];
  for (const base of [a, b, a, b, a]) {
    const response = await search(base);
    assert.equal(response.status, 200);
    remaining.push(response.headers.get('ratelimit-remaining')!);
  }
  assert.deepEqual(remaining, ['5', '4', '3', '2', '1', '0']);
  for (const base of [a, b]) {
    const refused = await search(base);
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
  }
  for (const { base } of replicas) assert.equal(((await (await fetch(`${base}/healthz`)).json()) as { limits: string }).limits, 'shared');
});

test('with Redis gone, both replicas keep answering on local limits, say so, and never 5xx', async () => {
  redis.kill('SIGKILL');
  await once(redis, 'exit');
  for (const { base } of replicas) {
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await search(base)).status);
    assert.ok(statuses.every((status) => status === 200 || status === 429), String(statuses));
    // Seven local requests per replica, then the local limit.
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200, 200, 429]);
    const health = await (await fetch(`${base}/healthz`)).json() as { status: string; limits: string };
    assert.deepEqual([health.status, health.limits], ['ok', 'local (shared store unreachable)']);
  }
  assert.ok(replicas.every((replica) => /Redis unreachable/.test(replica.stderr())));
});
