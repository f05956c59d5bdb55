// `npx tsx bench/soak.ts [checkout] [data dir]`: a minute at 200 connections against the server of a
// checkout (default this one, its `data/`), started with its `npm start` flags: throughput, p99
// latency and resident memory every 5 s. Run it on an older checkout (`git worktree add`) with its own
// data dir to compare releases on the same machine the same day.

import { join, resolve } from 'node:path';
import { BENCH_QUERIES } from './quality-sets.ts';
import { distinctQueries, residentMb, soak, startServer } from './server-load.ts';

const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));
const dataDir = resolve(process.argv[3] ?? join(root, 'data'));
const started = await startServer(root, dataDir);
const { result, memory } = await soak(started.base, distinctQueries(BENCH_QUERIES), { seconds: 60, connections: 200, residentMb: () => residentMb(started.server) });
console.log(`${root}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.errors + result.timeouts + result.non2xx} failures; resident MB every 5 s: ${memory.join(' ')}`);
started.server.kill();
process.exit(0);
