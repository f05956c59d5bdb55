// The library as an importing agent uses it: only the public entry point, typed inputs, typed
// results, the REST API's validation, and no cursor key to manage.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { integrate, loadCatalog, search, type IntegrateInput, type SearchInput, type SearchResult } from '../index.ts';
import { FIXTURE_SOURCES, tempDir } from './helpers.ts';

const catalog = loadCatalog({ dataDir: tempDir(), sources: FIXTURE_SOURCES, quiet: true });

test('search then integrate, typed end to end', () => {
  const input: SearchInput = { q: 'send a message to a slack channel and pin it', limit: 2 };
  const found = search(catalog, input);
  assert.ok(found.ok, JSON.stringify(found));
  const picked: SearchResult[] = found.body.data;
  // Which of the two comes first is the fixture catalog's word statistics; the brief orders them by the task.
  assert.deepEqual(picked.map((result) => result.url).sort(), ['https://slack.com/api/chat.postMessage', 'https://slack.com/api/pins.add']);
  const request: IntegrateInput = { task: input.q, resources: picked.map(({ id, resourceType }) => ({ id, type: resourceType })) };
  const brief = integrate(catalog, request);
  assert.ok(brief.ok, JSON.stringify(brief));
  assert.match(brief.body.data[0].taskBrief, /^TASK BRIEF: send a message to a slack channel and pin it\n\nFIT: /);
  assert.match(brief.body.data[0].taskBrief, /STEPS:\n1\. POST \/chat\.postMessage[\s\S]*\n2\. POST \/pins\.add/);
});

test('a plain search pages through its cursor with no key to manage', () => {
  const first = search(catalog, { q: 'list', limit: 5 });
  assert.ok(first.ok && first.body.meta.nextCursor);
  const second = search(catalog, { q: 'list', limit: 5, cursor: first.body.meta.nextCursor });
  assert.ok(second.ok, JSON.stringify(second));
  const ids = new Set([...first.body.data, ...second.body.data].map((result) => result.id));
  assert.equal(ids.size, 10);
  // A cursor is bound to its query, as over HTTP.
  const other = search(catalog, { q: 'tracks', cursor: first.body.meta.nextCursor });
  assert.ok(!other.ok && other.problem.property === 'cursor');
});

test('the library refuses what the REST API refuses, naming the property', () => {
  const badLimit = search(catalog, { q: 'list', limit: 26 });
  assert.ok(!badLimit.ok && badLimit.problem.status === 400 && badLimit.problem.property === 'limit');
  const emptyTask = integrate(catalog, { task: '', resources: [{ id: 'x', type: 'endpoint' }] });
  assert.ok(!emptyTask.ok && emptyTask.problem.property === 'task');
  // A JavaScript caller can pass anything: it is checked, never trusted.
  const untyped = search(catalog, { q: 42 } as unknown as SearchInput);
  assert.ok(!untyped.ok && untyped.problem.property === 'q');
});
