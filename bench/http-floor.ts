// `npx tsx bench/http-floor.ts [requests]`: what a request costs over HTTP on loopback before any work,
// on a fresh server of this checkout: p50 of a health check, and of `POST /v1/integrate` with a body
// answered 400 (parsed, limited, validated, a problem written), one request at a time. The floor
// under the integrate and search latencies of `npm run bench`.

import { join } from 'node:path';
import { quantile } from './compare-args.ts';
import { startServer } from './server-load.ts';

const ROOT = join(import.meta.dirname, '..');
const count = Number(process.argv[2] ?? 500);
const { server, base } = await startServer(ROOT, process.env.DATA_DIR || join(ROOT, 'data'));
async function timed(request: () => Promise<Response>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const at = performance.now();
    await (await request()).arrayBuffer();
    times.push(performance.now() - at);
  }
  return quantile(times, 0.5);
}
const health = await timed(() => fetch(`${base}/healthz`));
const invalid = await timed(() => fetch(`${base}/v1/integrate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"task":"x","resources":[]}' }));
console.log(`over HTTP, ${count} requests each, p50: health check ${health.toFixed(2)} ms, integrate with an invalid body (400) ${invalid.toFixed(2)} ms`);
server.kill('SIGTERM');
await new Promise((settle) => server.once('exit', settle));
