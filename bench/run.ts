// `npm run bench [-- --rebuild] [-- --ablate]`: quality and speed on the full default catalog,
// next to plain MiniSearch (default options) measured in the same run: the everyday set's tune and
// check halves, WAPIIBench, RestBench-Spotify, the brief tasks, template briefs over the catalog, whole-catalog checks, latency and
// throughput. Medians and p99s; nothing here passes or fails. --rebuild also times a fresh
// snapshot build; --ablate also prints what each ranking stage earns on every set.

import { execFileSync } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import MiniSearch from 'minisearch';
import { buildSnapshot } from '../catalog/build.ts';
import { DEFAULT_SOURCES, loadCatalog } from '../catalog/load.ts';
import type { EndpointRecord } from '../lib/model.ts';
import { integrate } from '../lib/service.ts';
import { BENCH_QUERIES, NAMED_MCP_GOALS, namedServersInTop3, quality, QUALITY_SETS, serviceRanker, type Ranker } from './quality-sets.ts';
import { ablationTable } from './ablation.ts';
import { readBriefTasks, scoreBriefs, scoreRestbenchBriefs, showBriefs, taskIds } from './briefs.ts';
import { showPairs, showUndeclared, templateSets } from './catalog-pairs.ts';
import { median, quantile } from './compare-args.ts';
import { checkCatalog } from './catalog-checks.ts';
import { everydayRanker, readEveryday, scoreEveryday, showEveryday, type EverydayRanker } from './everyday.ts';
import { DEFAULT_WEIGHTS } from '../lib/search/profile.ts';
import { warmUpQueries } from '../server/ranking.ts';
import { distinctQueries, integrateRound, medianThroughput, repeatedQueries, residentMb, soak, startServer, throughput } from './server-load.ts';

const ROOT = join(import.meta.dirname, '..');
const dataDir = process.env.DATA_DIR || join(ROOT, 'data');
const snapshotPath = join(dataDir, 'catalog.snapshot');

const ms = (value: number) => `${value.toFixed(2)} ms`;

const rows: string[][] = [];
function row(...cells: string[]): void {
  rows.push(cells);
  console.error(cells.join(' | '));
}

if (process.argv.includes('--rebuild')) {
  const summary = buildSnapshot(DEFAULT_SOURCES, snapshotPath);
  row('snapshot build', `${(summary.ms / 1000).toFixed(1)} s, ${(summary.bytes / 1e6).toFixed(0)} MB, ${summary.info.apis} APIs, ${summary.info.endpoints} operations, ${summary.skipped.length} skipped`, '');
}
const catalog = loadCatalog({ dataDir });
const startups = [0, 1, 2].map(() => JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'startup.ts'), dataDir], { encoding: 'utf8' })) as { ms: number; rssMb: number });
row('start-up from snapshot (median of 3 processes)', `${(quantile(startups.map((s) => s.ms), 0.5) / 1000).toFixed(2)} s`, '');
row('snapshot size', `${(statSync(snapshotPath).size / 1e6).toFixed(0)} MB`, '');

// The baseline: MiniSearch with its default options over the same records.
const endpoints = catalog.resources.filter((record): record is EndpointRecord => record.resourceType === 'endpoint');
let started = performance.now();
const baseline = new MiniSearch({ fields: ['title', 'summary', 'description', 'path', 'operationId', 'tags'], idField: 'ix', searchOptions: { boost: { summary: 2 } } });
baseline.addAll(endpoints.map((record, ix) => ({ ix, title: record.name, summary: record.name, description: record.description.slice(0, 500), path: record.path, operationId: record.operationId ?? '', tags: record.tags.join(' ') })));
row('baseline index build (at every start)', ms(performance.now() - started), '');

const ours = serviceRanker(catalog);
const plain: Ranker = (q) => baseline.search(q).slice(0, 40).map((hit) => endpoints[hit.id as number]);

// Ours first, straight after loading: that pass is the cold one. The baseline's pass comes after
// it, apart, so the collection of MiniSearch's garbage does not land inside our searches.
const qualityOurs = QUALITY_SETS.map((set) => quality(set.items, ours, set.firstCallOnly));
const qualityPlain = QUALITY_SETS.map((set) => quality(set.items, plain, set.firstCallOnly));
QUALITY_SETS.forEach((set, ix) => row(set.name, set.show(qualityOurs[ix]), set.show(qualityPlain[ix])));
row(`goals naming a provider known as a curated MCP server (${NAMED_MCP_GOALS.length}, bench/named-mcp.ts): its server in the top 3`, namedServersInTop3(catalog).toFixed(3), '');
// The everyday set as the shared scorer scores it; the baseline has no candidate stage, so its recall is of its 40 results.
const everyday = readEveryday();
const everydayOurs = everydayRanker(catalog);
const everydayPlain: EverydayRanker = (q) => {
  const top = plain(q);
  return { top, candidates: top };
};
for (const split of ['tune', 'check'] as const) {
  const items = everyday.filter((item) => item.split === split);
  row(`everyday goals, ${split} half (${items.length})`, showEveryday(scoreEveryday(items, everydayOurs)), showEveryday(scoreEveryday(items, everydayPlain)));
}
const latencyOurs = qualityOurs.flatMap((measured) => measured.latencies);
const latencyPlain = qualityPlain.flatMap((measured) => measured.latencies);
row('search in-process p50 / p99, first pass after loading (cold)', `${ms(quantile(latencyOurs, 0.5))} / ${ms(quantile(latencyOurs, 0.99))}`, `${ms(quantile(latencyPlain, 0.5))} / ${ms(quantile(latencyPlain, 0.99))}`);
// Serving steadily: warmed up on other queries (names of operations spread over the catalog), then
// the bench queries again. Nothing is cached between searches; only the code is warm.
const warmUp = warmUpQueries(catalog, 501);
for (const q of warmUp) ours(q);
const latencyWarm = BENCH_QUERIES.map((q) => {
  const at = performance.now();
  ours(q);
  return performance.now() - at;
});
row(`search in-process p50 / p99, serving: after ${warmUp.length} other searches`, `${ms(quantile(latencyWarm, 0.5))} / ${ms(quantile(latencyWarm, 0.99))}`, '');
row('search p50 speed-up over baseline (same queries, first passes)', `${(quantile(latencyPlain, 0.5) / quantile(latencyOurs, 0.5)).toFixed(0)}×`, '1×');

// Integrate: five resources of one API, in-process; the first call per endpoint reads its schemas (cold).
const spotify = endpoints.filter((record) => record.apiKey === 'spotify.com');
const coldLatencies: number[] = [];
const warmLatencies: number[] = [];
const seenEndpoints = new Set<string>();
for (let i = 0; i < 300; i++) {
  const five = [0, 1, 2, 3, 4].map((k) => spotify[(i * 7 + k * 13) % spotify.length]);
  const cold = five.some((record) => !seenEndpoints.has(record.id));
  five.forEach((record) => seenEndpoints.add(record.id));
  const at = performance.now();
  const outcome = integrate(catalog, { task: 'Do the task', resources: five.map((record) => ({ id: record.id, type: 'endpoint' })) });
  (cold ? coldLatencies : warmLatencies).push(performance.now() - at);
  if (!outcome.ok) throw new Error(outcome.problem.detail);
}
row(`integrate in-process, 5 resources, p50 / p99, warm (${warmLatencies.length} calls)`, `${ms(quantile(warmLatencies, 0.5))} / ${ms(quantile(warmLatencies, 0.99))}`, '');
row(`integrate in-process, 5 resources, p50, cold: an endpoint seen the first time (${coldLatencies.length} calls)`, ms(quantile(coldLatencies, 0.5)), '');

// Brief quality on RestBench: gold endpoints given in a shuffled order (fixed seed).
const restbenchBriefs = scoreRestbenchBriefs(catalog);
row('briefs on RestBench (gold shuffled): exact order / producers before consumers / path parameters threaded', `${restbenchBriefs.exactOrder.toFixed(3)} / ${restbenchBriefs.producersFirst.toFixed(3)} / ${restbenchBriefs.threaded.toFixed(3)}`, '');
row(`briefs on RestBench: FIT verdict right (${restbenchBriefs.fitCases} cases: whole chains and chains missing their last step)`, restbenchBriefs.fitRight.toFixed(3), '');
const briefTasks = readBriefTasks();
for (const split of ['tune', 'check'] as const) {
  const half = briefTasks.filter((task) => task.split === split);
  row(`brief tasks, ${split} half (${half.length})`, showBriefs(scoreBriefs(catalog, half)), '');
}
// Tasks no one wrote: a list, then a call on one of its things, in every API that has such a pair, and chains of three (bench/catalog-pairs.ts).
for (const { label, pairs } of templateSets(catalog)) {
  row(`briefs over the catalog, ${label}`, showPairs(pairs, scoreBriefs(catalog, pairs.tasks)), '');
  row(`the same, where the first call's answer declares no field (the value is said to be in that answer)`, showUndeclared(catalog, pairs), '');
}
started = performance.now();
const checks = checkCatalog(catalog);
row(`whole catalog (${checks.operations} operations, checked in ${((performance.now() - started) / 1000).toFixed(0)} s): 2xx JSON responses whose schema declares fields yet yield none`, `${checks.responsesWithoutFields} of ${checks.jsonResponsesWithSchema}`, '');
row('whole catalog: operations with a credential parameter whose AUTH says none or not documented', `${checks.credentialsUnsaid} of ${checks.credentialOperations}`, '');
row('whole catalog: of those, results whose evaluateGuide says none or not documented (against the brief)', `${checks.guideCredentialsUnsaid} of ${checks.credentialOperations}`, '');
row('whole catalog: results whose evaluateGuide names a returned field twice', `${checks.guideFieldsRepeated}`, '');
row('whole catalog: malformed result URLs / malformed base URLs', `${checks.malformedUrls} / ${checks.malformedBaseUrls}`, '');
row('whole catalog: descriptions opening with a sentence, not their name, that opens five or more of their API\'s', `${checks.openedBySharedSentence}`, '');
const ablation = process.argv.includes('--ablate') ? ablationTable(catalog, DEFAULT_WEIGHTS) : undefined;
if (ablation) console.log(`\nWhat each stage earns (full profile minus the profile without it):\n\n${ablation}\n`);

// The real server in its own process: latency one request at a time, then 32 concurrent connections.
// It runs twice: as configured (ranking on worker threads), then ranking in the request thread, so
// the worker threads' gain is a ratio measured in the same run.

const loadText = (load: autocannon.Result) => `${Math.round(load.requests.average)} req/s, p50 latency ${load.latency.p50} ms, ${load.non2xx} non-2xx`;

const configured = await startServer(ROOT, dataDir);
row(`server start-up from snapshot to listening (${configured.ready})`, `${configured.startedIn.toFixed(2)} s`, '');
const httpLatencies: number[] = [];
for (const q of BENCH_QUERIES) {
  const at = performance.now();
  await (await fetch(`${configured.base}/v1/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q }) })).arrayBuffer();
  httpLatencies.push(performance.now() - at);
}
row(`search over HTTP on loopback, p50 / p99 (${BENCH_QUERIES.length} requests)`, `${ms(quantile(httpLatencies, 0.5))} / ${ms(quantile(httpLatencies, 0.99))}`, '');
// Integrate over HTTP: the brief tasks' own selections, each asked once, then all asked again (warm),
// each round on a fresh server that has first answered the bench's searches, as the server above has;
// medians of the rounds, as one round's p99 is its slowest brief or two.
const INTEGRATE_ROUNDS = 3;
const integrateRounds: number[][] = [];
const selections = briefTasks.map((task) => ({ task: task.task, ids: taskIds(catalog, task) }));
for (let round = 0; round < INTEGRATE_ROUNDS; round++) integrateRounds.push(await integrateRound(ROOT, dataDir, selections, 'fetch', BENCH_QUERIES));
const integrateAt = (column: number) => ms(median(integrateRounds.map((figures) => figures[column])));
row(`integrate over HTTP on loopback, p50 / p99 (the ${briefTasks.length} brief tasks' selections, each the first time: endpoints read cold; a fresh server after the ${BENCH_QUERIES.length} searches, medians of ${INTEGRATE_ROUNDS} rounds)`, `${integrateAt(0)} / ${integrateAt(1)}`, '');
row(`integrate over HTTP on loopback, p50 / p99 (the same selections again, warm; medians of ${INTEGRATE_ROUNDS} rounds)`, `${integrateAt(2)} / ${integrateAt(3)}`, '');
const withWorkers = await medianThroughput(configured.base, distinctQueries(BENCH_QUERIES));
row('search throughput, 32 connections, 10 s (autocannon), every query distinct: median of 3 loads', loadText(withWorkers), '');
row(`search throughput, one load, the ${BENCH_QUERIES.length} bench queries repeated`, loadText(await throughput(configured.base, repeatedQueries(BENCH_QUERIES))), '');
row('server resident memory after the load', `${residentMb(configured.server)} MB`, '');
// A minute at 200 connections: no errors, and memory flat after the first samples.
const { result: soaked, memory } = await soak(configured.base, distinctQueries(BENCH_QUERIES), { seconds: 60, connections: 200, residentMb: () => residentMb(configured.server) });
const failures = soaked.errors + soaked.timeouts + soaked.non2xx;
row('60 s at 200 connections, every query distinct: throughput / errors, timeouts and non-2xx / p99 latency', `${Math.round(soaked.requests.average)} req/s / ${failures} / ${soaked.latency.p99} ms`, '');
row('same: resident memory sampled every 5 s from the 15th second, first / last / largest (growth first to last)', `${memory[0]} / ${memory.at(-1)} / ${Math.max(...memory)} MB (${(((memory.at(-1)! - memory[0]) / memory[0]) * 100).toFixed(1)}%)`, '');
configured.server.kill('SIGTERM');

const inThread = await startServer(ROOT, dataDir, { SEARCH_WORKERS: '0' });
const withoutWorkers = await medianThroughput(inThread.base, distinctQueries(BENCH_QUERIES));
row('same server ranking in the request thread (SEARCH_WORKERS=0): throughput, every query distinct, median of 3 loads', loadText(withoutWorkers), '');
row('same, resident memory after the load', `${residentMb(inThread.server)} MB`, '');
row('throughput with worker threads / in the request thread, same run', `${(withWorkers.requests.average / withoutWorkers.requests.average).toFixed(2)}×`, '');
inThread.server.kill('SIGTERM');

const table = ['| measure | this service | plain MiniSearch |', '|---|---|---|', ...rows.map((cells) => `| ${cells[0]} | ${cells[1]} | ${cells[2] || ''} |`)].join('\n');
console.log(`\n${table}`);
// docs/benchmarks.md is this run's output, so every figure there has the command that measured it.
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
writeFileSync(join(ROOT, 'docs', 'benchmarks.md'), [
  '# Benchmarks', '',
  `Written by \`npm run bench${ablation ? ' -- --ablate' : ''}\` at ${commit} on this ${os.cpus().length}-core machine, ${new Date().toISOString().slice(0, 10)}. `
    + 'Quality sets: `../shared/bench/` (the everyday set\'s check half decides, its tune half is for reading misses); '
    + 'the baseline is MiniSearch with default options over the same records, measured in the same run.', '',
  table, '',
  ...(ablation ? ['## What each ranking stage earns', '', 'The full profile\'s figures, then, per stage, rule or weight, the full profile minus the profile with it switched off (`SWITCHES` in `lib/search/profile.ts`).', '', ablation, ''] : []),
].join('\n'));
