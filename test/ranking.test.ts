// Ranking on worker threads answers exactly what ranking in the request thread answers (on tables
// the request thread shares with them), and a worker that goes away leaves its queries to the
// request thread instead of failing them.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedSearchTables } from '../lib/search/candidates.ts';
import { rank } from '../lib/search/rank.ts';
import { RankWorkers, warmUpQueries } from '../server/ranking.ts';
import { fixtureCatalog } from './helpers.ts';

const QUERIES = ['create a playlist', 'send an sms text message to a phone', 'list pets', 'create an issue in a github repository', 'notes in notebook', 'zzzz qqqq', 'POST /v1/files', 'GET /drive/v3/files', 'POST /v1/playlists/3cEYpjA9oz9GiPac4AsH4n/tracks'];

test('worker threads rank like the request thread, and repeat queries come from the cache', async () => {
  const catalog = fixtureCatalog();
  const workers = new RankWorkers(catalog, 2);
  try {
    await workers.ready();
    assert.equal(workers.size, 2);
    const rankings = await Promise.all(QUERIES.map((q) => workers.rank(q)));
    rankings.forEach((ranking, ix) => assert.deepEqual(ranking, rank(catalog.search, catalog.resources, QUERIES[ix]), QUERIES[ix]));
    // The workers rank on this thread's common-term tables, handed over in shared memory, not copies.
    const dense = [...sharedSearchTables(catalog.search, catalog.resources).endpointDense.values()];
    assert.ok(dense.length > 0, 'the fixtures have common terms');
    assert.ok(dense.every((byDoc) => byDoc.buffer instanceof SharedArrayBuffer), 'in shared memory');
    assert.ok(rankings[0].order.length > 0);
    assert.equal(await workers.rank(QUERIES[0]), rankings[0]);
  } finally {
    await workers.close();
  }
});

test('queries waiting on workers that stop are ranked in the request thread', async () => {
  const catalog = fixtureCatalog();
  const warnings: string[] = [];
  const workers = new RankWorkers(catalog, 1, (message) => warnings.push(message));
  const waiting = ['put a song on a playlist', 'remove a pet', 'text a customer'].map((q) => workers.rank(q));
  await workers.close();
  assert.equal(workers.size, 0);
  for (const [ix, q] of ['put a song on a playlist', 'remove a pet', 'text a customer'].entries()) {
    assert.deepEqual(await waiting[ix], rank(catalog.search, catalog.resources, q));
  }
  assert.deepEqual(await workers.rank('search repositories github'), rank(catalog.search, catalog.resources, 'search repositories github'));
  assert.deepEqual(warnings, [], 'closing is not a failure');
});

test('the server warms up on goals phrased around operation names from across the catalog, never on MCP servers', () => {
  const catalog = fixtureCatalog();
  const names = catalog.resources.filter((record) => record.resourceType === 'endpoint').map((record) => record.name);
  const mcpNames = catalog.resources.filter((record) => record.resourceType === 'mcp').map((record) => record.name.toLowerCase());
  const warmUp = warmUpQueries(catalog, 5);
  assert.equal(warmUp.length, 5);
  // Each goal is built around its own operation's name, in the ways goals are phrased.
  const own = (q: string) => names.filter((name) => q.toLowerCase().includes(name.toLowerCase()));
  assert.ok(warmUp.every((q) => own(q).length > 0), JSON.stringify(warmUp));
  assert.ok(warmUp.every((q) => !mcpNames.some((name) => q.toLowerCase().includes(name))), 'no MCP server is warmed up on');
  assert.equal(warmUp[0], names[0], 'the first is the bare name');
  assert.match(warmUp[2], /^How do I .+\?$/, 'the third asks a question');
  // Spread: the last one is from the catalog's second half.
  assert.ok(own(warmUp[4]).some((name) => names.indexOf(name) >= names.length / 2), `${warmUp[4]} is late in the catalog`);
  // Asked for more than there are, it gives one goal per operation (a copy of an API, GitHub Enterprise's, may give the same goal twice).
  const every = warmUpQueries(catalog, names.length * 2);
  assert.equal(every.length, names.length, 'asked for more than there are, it gives one goal per operation');
  assert.ok(names.every((name) => every.some((q) => q.toLowerCase().includes(name.toLowerCase()))), 'each operation\'s name is in a goal');
});
