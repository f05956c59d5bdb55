// The real server in its own process, and load on its search route: shared by `npm run bench` and
// `bench/compare-throughput.ts`.

import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';

export interface StartedServer {
  server: ChildProcess;
  base: string;
  /** What the server says of its ranking threads when it listens. */
  ready: string;
  startedIn: number;
}

/** Starts the server of the checkout at `root` on a free port, over the snapshot in `dataDir`. */
export function startServer(root: string, dataDir: string, env: Record<string, string> = {}): Promise<StartedServer> {
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000000', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const spawnedAt = performance.now();
  return new Promise((resolve, reject) => {
    let text = '';
    server.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /on (http:\/\/[\d.]+:\d+) \(ready in [\d.]+ s, (.*)\)/.exec(text);
      if (match) resolve({ server, base: match[1], ready: match[2], startedIn: (performance.now() - spawnedAt) / 1000 });
    });
    server.once('exit', () => reject(new Error(text)));
  });
}

/** 32 connections for 10 s on `/v1/search`, request n carrying `bodyFor(n)`. */
export function throughput(base: string, bodyFor: (n: number) => string): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: `${base}/v1/search`,
    connections: 32,
    duration: 10,
    requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: (request) => ({ ...request, body: bodyFor(next++) }) }],
  });
}

/** Request bodies each a query the service has not seen: an unknown word makes it distinct without changing its ranking. */
export function distinctQueries(queries: readonly string[]): (n: number) => string {
  return (n) => JSON.stringify({ q: `${queries[n % queries.length]} zq${n}x` });
}
