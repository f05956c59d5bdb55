import assert from 'node:assert/strict';
import { test } from 'node:test';
import { encodeCursor } from '../lib/cursor.ts';
import { GUIDE_LABELS } from '../lib/evaluate.ts';
import { analyze, splitWords } from '../lib/tokens.ts';
import { search } from '../lib/service.ts';
import { endpointOf, fixtureCatalog } from './helpers.ts';

const KEY = 'test-cursor-key';

function searchOk(q: string, params: { limit?: unknown; cursor?: unknown } = {}) {
  const outcome = search(fixtureCatalog(), { q }, { ...params, cursorKey: KEY });
  assert.ok(outcome.ok, JSON.stringify(outcome));
  return outcome.body;
}

test('splitWords splits camelCase, snake_case, dotted and slashed API names', () => {
  assert.deepEqual(splitWords('chat.postMessage'), ['chat', 'post', 'message']);
  assert.deepEqual(splitWords('/repos/{owner}/{repo}/issues'), ['repos', 'owner', 'repo', 'issues']);
  assert.deepEqual(splitWords('get_user_playlists'), ['get', 'user', 'playlists']);
  assert.deepEqual(splitWords('HTTPServerError'), ['http', 'server', 'error']);
});

test('analyze drops filler words and stems plurals and verb forms so they meet', () => {
  assert.deepEqual(analyze('Creating the playlists'), analyze('create playlist'));
  assert.deepEqual(analyze('Messages'), analyze('message'));
  assert.deepEqual(analyze('send an SMS to my phone'), ['send', 'sms', 'phone']);
  assert.deepEqual(analyze('chat.postMessage'), ['chat', 'post', 'messag']);
});

test('a plain-language goal finds the endpoint that does it, first', () => {
  const sms = searchOk('send an sms text message to a phone number');
  assert.equal(sms.data[0].url, 'https://api.twilio.com/2010-04-01/Accounts/{AccountSid}/Messages.json');
  assert.equal(sms.data[0].method, 'POST');
  const playlist = searchOk('create a playlist');
  assert.equal(playlist.data[0].id, endpointOf(fixtureCatalog(), 'spotify.com', 'POST', '/users/{user_id}/playlists').id);
});

test('each endpoint result carries every documented field, with method and no transport', () => {
  const [result] = searchOk('create a playlist').data;
  assert.deepEqual(Object.keys(result).sort(), ['description', 'evaluateGuide', 'id', 'method', 'name', 'resourceType', 'url']);
  assert.equal(result.resourceType, 'endpoint');
  assert.equal(result.transport, undefined);
  assert.match(result.id, /^urn:service:endpoint:v1:/);
});

test('the evaluate guide has its three labelled parts, derived from the spec', () => {
  const [result] = searchOk('create a playlist').data;
  const lines = result.evaluateGuide.split('\n');
  assert.equal(lines.length, 3);
  assert.ok(lines[0].startsWith(GUIDE_LABELS.summary));
  assert.ok(lines[1].startsWith(GUIDE_LABELS.useCases));
  assert.ok(lines[2].startsWith(GUIDE_LABELS.limitations));
  assert.match(lines[0], /POST \/users\/\{user_id\}\/playlists of Spotify Web API: Create a playlist for a Spotify user/);
  assert.match(lines[2], /OAuth 2 with scopes playlist-modify-public, playlist-modify-private/);
  assert.match(lines[2], /POST changes data/);
  assert.match(lines[2], /needs user_id \(path\)/);
});

test('limitations name pagination, deprecation, 202, sandbox servers, server variables and missing schemas', () => {
  const catalog = fixtureCatalog();
  const guide = (method: string, path: string) => endpointOf(catalog, 'petstore.example', method, path).evaluateGuide;
  assert.match(guide('GET', '/pets'), /paginated: one call returns one page \(limit, cursor\)/);
  assert.match(guide('GET', '/pets'), /API key in query "api_key"/);
  assert.match(guide('GET', '/pets'), /base URL has variables to choose \(region, version\)/);
  assert.match(guide('DELETE', '/pets/{petId}'), /deprecated/);
  assert.match(guide('POST', '/pets/{petId}/photos'), /answers 202/);
  assert.match(guide('GET', '/health'), /no authentication documented/);
  assert.match(guide('GET', '/health'), /the response has no documented schema/);
});

test('pagination: limit sets the page size; nextCursor walks to 40 results and is absent on the last page', () => {
  const first = searchOk('notes in notebook', { limit: '25' });
  assert.equal(first.data.length, 25);
  assert.ok(first.meta.total >= 45, `total ${first.meta.total}`);
  assert.ok(first.meta.nextCursor);
  const second = searchOk('notes in notebook', { limit: 25, cursor: first.meta.nextCursor });
  assert.equal(second.data.length, 15);
  assert.equal(second.meta.nextCursor, undefined);
  const seen = new Set([...first.data, ...second.data].map((r) => r.id));
  assert.equal(seen.size, 40);
});

test('a page that ends with the matches has no nextCursor', () => {
  const body = searchOk('snapshot id playlist spotify', { limit: 25 });
  assert.ok(body.meta.total <= 25);
  assert.equal(body.meta.nextCursor, undefined);
  assert.equal(body.meta.q, 'snapshot id playlist spotify');
});

test('default page size is 10', () => {
  assert.equal(searchOk('notes in notebook').data.length, 10);
});

test('cursors are bound to their query and tamper-evident; past the cap is refused', () => {
  const catalog = fixtureCatalog();
  const { meta } = searchOk('notes in notebook');
  const otherQuery = search(catalog, { q: 'playlist' }, { cursor: meta.nextCursor, cursorKey: KEY });
  assert.ok(!otherQuery.ok && otherQuery.problem.property === 'cursor' && /different query/.test(otherQuery.problem.detail));
  const tampered = `${meta.nextCursor!.slice(0, -2)}xx`;
  const bad = search(catalog, { q: 'notes in notebook' }, { cursor: tampered, cursorKey: KEY });
  assert.ok(!bad.ok && bad.problem.status === 400 && bad.problem.property === 'cursor');
  const past = search(catalog, { q: 'notes in notebook' }, { cursor: encodeCursor(KEY, 'notes in notebook', 40), cursorKey: KEY });
  assert.ok(!past.ok && /past the 40-result cap/.test(past.problem.detail));
  const foreign = search(catalog, { q: 'notes in notebook' }, { cursor: encodeCursor('another-key', 'notes in notebook', 10), cursorKey: KEY });
  assert.ok(!foreign.ok && foreign.problem.property === 'cursor');
});

test('invalid search input names the offending property', () => {
  const catalog = fixtureCatalog();
  const cases: [unknown, { limit?: unknown }, string][] = [
    [{}, {}, 'q'],
    [{ q: '' }, {}, 'q'],
    [{ q: 'x'.repeat(513) }, {}, 'q'],
    [{ q: 'ok', extra: true }, {}, 'extra'],
    [{ q: 'ok' }, { limit: '0' }, 'limit'],
    [{ q: 'ok' }, { limit: '26' }, 'limit'],
    [{ q: 'ok' }, { limit: '2.5' }, 'limit'],
    [['q'], {}, 'body'],
  ];
  for (const [body, params, property] of cases) {
    const outcome = search(catalog, body, { ...params, cursorKey: KEY });
    assert.ok(!outcome.ok, JSON.stringify(body));
    assert.equal(outcome.problem.status, 400);
    assert.equal(outcome.problem.property, property);
    assert.ok(outcome.problem.detail.includes(property), outcome.problem.detail);
  }
  assert.ok(search(catalog, { q: 'x'.repeat(512) }, { cursorKey: KEY }).ok);
});

test('same query, same results', () => {
  assert.deepEqual(searchOk('list pets'), searchOk('list pets'));
});
