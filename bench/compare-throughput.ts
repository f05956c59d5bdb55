// `npx tsx bench/compare-throughput.ts <other checkout> [rounds]`: search throughput of this
// checkout's server against another checkout's (a release made with `git worktree add`, with its
// node_modules installed or linked), taking
// turns on the same snapshot, so a shared machine's load weighs on both alike. Medians of the rounds.

import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { QUALITY_SETS } from './quality-sets.ts';

const ROOT = join(import.meta.dirname, '..');
const other = process.argv[2];
const rounds = Number(process.argv[3] ?? 3);
if (!other || !Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: npx tsx bench/compare-throughput.ts <other checkout> [rounds]');
  process.exit(2);
}
const dataDir = process.env.DATA_DIR || join(ROOT, 'data');
const queries = QUALITY_SETS.flatMap((set) => set.items.map((item) => item.query));

async function startServer(root: string): Promise<{ server: ChildProcess; base: string }> {
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000000' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((done, fail) => {
    let text = '';
    server.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /on (http:\/\/[\d.]+:\d+)/.exec(text);
      if (match) done({ server, base: match[1] });
    });
    server.once('exit', () => fail(new Error(text)));
  });
}

const results = new Map<string, number[]>([[ROOT, []], [resolve(other), []]]);
let sent = 0;
for (let round = 0; round < rounds; round++) {
  for (const [root, rates] of results) {
    const { server, base } = await startServer(root);
    // Every request a query neither server has seen: an unknown word makes it distinct without changing its ranking.
    const load = await autocannon({
      url: `${base}/v1/search`,
      connections: 32,
      duration: 10,
      requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: (request) => ({ ...request, body: JSON.stringify({ q: `${queries[sent % queries.length]} zq${sent++}x` }) }) }],
    });
    rates.push(load.requests.average);
    server.kill('SIGTERM');
    await new Promise((settle) => server.once('exit', settle));
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const [own, theirs] = [...results.values()].map(median);
console.log(`this checkout: ${Math.round(own)} req/s; ${other}: ${Math.round(theirs)} req/s (medians of ${rounds} rounds, distinct queries, 32 connections); ratio ${(own / theirs).toFixed(2)}`);
