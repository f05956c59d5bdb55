import assert from 'node:assert/strict';
import { test } from 'node:test';
import { encodeCursor } from '../lib/cursor.ts';
import { GUIDE_LABELS } from '../lib/guide.ts';
import { buildImpactIndex } from '../lib/search/impact-index.ts';
import { ScoreBoard } from '../lib/search/score-board.ts';
import { groupsOf, namedApis, rpcStyleApis } from '../lib/search/candidates.ts';
import { diversify } from '../lib/search/diversify.ts';
import { DEFAULT_WEIGHTS, HYPHEN_PART_WEIGHT, THESAURUS_RELATED_WEIGHT, type Switch } from '../lib/search/profile.ts';
import { catalogWordsOf, headNoun, isSlipOf, planQuery, returnsNoun, splitValues } from '../lib/search/query.ts';
import { rank, rankWithCandidates } from '../lib/search/rank.ts';
import { namePrecision, queryTermIds, weighNamePrecision } from '../lib/search/name-precision.ts';
import { lookupTable, nounWithRelatives, partRead, withLookups } from '../lib/search/lookups.ts';
import { innerPhrase, wantedOf, withInnerResult } from '../lib/search/subtasks.ts';
import { buildThesaurus, relatedWords } from '../lib/search/thesaurus.ts';
import { buildSearchModel, pathWords, selfHosted, type SearchModel } from '../lib/search/model.ts';
import { operationIdWords } from '../lib/text.ts';
import { analyze, splitWords, stem } from '../lib/tokens.ts';
import { searchRequest } from '../lib/service.ts';
import { endpointOf, FIXTURE_SOURCES, fixtureCatalog, tempDir } from './helpers.ts';
import { loadCatalog } from '../catalog/load.ts';

const KEY = 'test-cursor-key';

function searchOk(q: string, params: { limit?: unknown; cursor?: unknown } = {}) {
  const outcome = searchRequest(fixtureCatalog(), { q }, { ...params, cursorKey: KEY });
  assert.ok(outcome.ok, JSON.stringify(outcome));
  return outcome.body;
}

test('splitWords splits camelCase, snake_case, dotted and slashed API names', () => {
  assert.deepEqual(splitWords('chat.postMessage'), ['chat', 'post', 'message']);
  assert.deepEqual(splitWords('/repos/{owner}/{repo}/issues'), ['repos', 'owner', 'repo', 'issues']);
  assert.deepEqual(splitWords('get_user_playlists'), ['get', 'user', 'playlists']);
  assert.deepEqual(splitWords('HTTPServerError'), ['http', 'server', 'error']);
  // An acronym's plural stays one word, and meets its singular once stemmed.
  assert.deepEqual(splitWords('fresh UUIDs'), ['fresh', 'uuids']);
  assert.deepEqual(splitWords('getUserIDsByName'), ['get', 'user', 'ids', 'by', 'name']);
  assert.deepEqual(analyze('UUIDs'), analyze('uuid'));
});

test('analyze drops filler words and stems plurals and verb forms so they meet', () => {
  assert.deepEqual(analyze('Creating the playlists'), analyze('create playlist'));
  assert.deepEqual(analyze('Messages'), analyze('message'));
  assert.deepEqual(analyze('send an SMS to my phone'), ['send', 'sms', 'phone']);
  assert.deepEqual(analyze('chat.postMessage'), ['chat', 'post', 'messag']);
});

test('a verb meets its noun where Porter leaves them apart: verify / verification, subscribe / subscription, create / creation', () => {
  for (const [verb, noun] of [['verify', 'verification'], ['notify', 'notifications'], ['subscribe', 'subscriptions'], ['transcribe', 'transcript'], ['create', 'creation']]) {
    assert.deepEqual(analyze(verb), analyze(noun), `${verb} / ${noun}`);
  }
  assert.notDeepEqual(analyze('describe'), analyze('description'), 'a description field is not a call that describes');
  assert.deepEqual(analyze('javascript'), ['javascript']);
});

/** The fixtures' calls that send an SMS: Twilio's, Vonage's and BulkSMS's; any is right first. */
const SMS_SENDS = ['https://api.bulksms.com/v1/messages', 'https://api.twilio.com/2010-04-01/Accounts/{AccountSid}/Messages.json', 'https://rest.nexmo.com/sms/{format}'];
/** Whether each of the first results is a call that sends an SMS. */
const allSmsSends = (results: readonly { url: string }[]) => results.every((result) => SMS_SENDS.includes(result.url));

test('a plain-language goal finds the endpoint that does it, first', () => {
  const sms = searchOk('send an sms text message to a phone number');
  assert.ok(allSmsSends(sms.data.slice(0, 2)), sms.data.slice(0, 2).map((result) => result.url).join(', '));
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
  assert.match(lines[0], /POST \/users\/\{user_id\}\/playlists of Spotify Web API, in its spec.s words: “Create a playlist for a Spotify user\.”/);
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
  assert.match(guide('GET', '/health'), /the spec says no authentication is needed/, 'security: [] is stated, not silence');
  assert.match(guide('GET', '/health'), /the response has no documented schema/);
});

test('limitations say what a call does by its path where the method says otherwise, and say a credential once', () => {
  const catalog = fixtureCatalog();
  const limits = (api: string, method: string, path: string) => endpointOf(catalog, api, method, path).evaluateGuide.split('\n')[2];
  const balance = limits('plaid.com', 'POST', '/accounts/balance/get');
  assert.match(balance, /POST only by the API's convention: its path says it reads/);
  assert.doesNotMatch(balance, /changes data/);
  assert.match(limits('plaid.com', 'POST', '/sandbox/public_token/create'), /for testing the real call \(a sandbox or test operation\)/);
  assert.doesNotMatch(balance, /for testing/);
  const post = limits('slack.com', 'POST', '/chat.postMessage');
  assert.match(post, /POST changes data on the provider/, 'a dotted name\'s verb follows its last dot: postMessage sends');
  assert.match(post, /a bot or user token/);
  assert.doesNotMatch(post, /needs token/, 'the required `token` header is the credential said above, not an input to find');
  assert.match(limits('stripe.com', 'POST', '/v1/invoices'), /POST changes data/);
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
  const otherQuery = searchRequest(catalog, { q: 'playlist' }, { cursor: meta.nextCursor, cursorKey: KEY });
  assert.ok(!otherQuery.ok && otherQuery.problem.property === 'cursor' && /different query/.test(otherQuery.problem.detail));
  const tampered = `${meta.nextCursor!.slice(0, -2)}xx`;
  const bad = searchRequest(catalog, { q: 'notes in notebook' }, { cursor: tampered, cursorKey: KEY });
  assert.ok(!bad.ok && bad.problem.status === 400 && bad.problem.property === 'cursor');
  const past = searchRequest(catalog, { q: 'notes in notebook' }, { cursor: encodeCursor(KEY, 'notes in notebook', 40), cursorKey: KEY });
  assert.ok(!past.ok && /past the 40-result cap/.test(past.problem.detail));
  const foreign = searchRequest(catalog, { q: 'notes in notebook' }, { cursor: encodeCursor('another-key', 'notes in notebook', 10), cursorKey: KEY });
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
    const outcome = searchRequest(catalog, body, { ...params, cursorKey: KEY });
    assert.ok(!outcome.ok, JSON.stringify(body));
    assert.equal(outcome.problem.status, 400);
    assert.equal(outcome.problem.property, property);
    assert.ok(outcome.problem.detail.includes(property), outcome.problem.detail);
  }
  assert.ok(searchRequest(catalog, { q: 'x'.repeat(512) }, { cursorKey: KEY }).ok);
});

test('same query, same results', () => {
  assert.deepEqual(searchOk('list pets'), searchOk('list pets'));
});

test('versions and mirrors of one API show once, as the canonical version; naming a variant reaches it', () => {
  const results = searchOk('create an issue in a github repository').data;
  const creates = results.filter((r) => r.method === 'POST' && r.url.endsWith('/repos/{owner}/{repo}/issues'));
  assert.equal(creates.length, 1);
  assert.equal(creates[0].url, 'https://api.github.com/repos/{owner}/{repo}/issues');
  const ghes = searchOk('create an issue on github enterprise ghes').data.filter((r) => r.method === 'POST' && r.url.endsWith('/repos/{owner}/{repo}/issues'));
  assert.equal(ghes.length, 1);
  assert.equal(ghes[0].url, 'http://HOSTNAME/api/v3/repos/{owner}/{repo}/issues');
});

test("a capability shows its canonical copy, whichever copy scored best, unless the goal names the copy's API", () => {
  const catalog = fixtureCatalog();
  const ghes = catalog.search.apiKeys.indexOf('github.com/ghes-3.8');
  const dotcom = catalog.search.apiKeys.indexOf('github.com/api.github.com');
  // Lifts that favour the enterprise copy, as an API's relevance can (GitHub AE's small spec had outscored api.github.com's).
  const apiWellKnown = Uint32Array.from(catalog.search.apiWellKnown);
  apiWellKnown[ghes] = 2;
  apiWellKnown[dotcom] = 0;
  const model = { ...catalog.search, apiWellKnown };
  const first = (q: string, off: Switch[] = []) => {
    const record = catalog.resources[rank(model, catalog.resources, q, { ...DEFAULT_WEIGHTS, off }).order[0]];
    return record.resourceType === 'endpoint' ? `${record.apiKey} ${record.method} ${record.path}` : record.name;
  };
  assert.equal(first('search repositories by topic'), 'github.com/api.github.com GET /search/repositories');
  assert.equal(first('search repositories by topic', ['canonicalCopies']), 'github.com/ghes-3.8 GET /search/repositories', 'switched off, the best-scoring copy shows');
  assert.equal(first('search repositories on GitHub Enterprise Server'), 'github.com/ghes-3.8 GET /search/repositories', 'the copy the goal names');
});

test('a query that spells out method and path returns that endpoint first, with or without the API name', () => {
  const catalog = fixtureCatalog();
  const playlists = endpointOf(catalog, 'spotify.com', 'POST', '/users/{user_id}/playlists');
  assert.equal(searchOk('POST /users/{user_id}/playlists spotify').data[0].id, playlists.id);
  assert.equal(searchOk('post /users/{id}/playlists').data[0].id, playlists.id);
  const tracks = endpointOf(catalog, 'spotify.com', 'POST', '/playlists/{playlist_id}/tracks');
  assert.equal(searchOk('POST /playlists/{playlist_id}/tracks').data[0].id, tracks.id);
});

test('a path spelled with its AWS-style action finds that action, not every call on the same path', () => {
  const catalog = fixtureCatalog();
  const create = endpointOf(catalog, 'amazonaws.com/s3', 'POST', '/{Bucket}/{Key}#uploads');
  assert.equal(searchOk('POST /{Bucket}/{Key}#uploads').data[0].id, create.id);
  assert.equal(searchOk('GET /{Bucket}/{Key}#uploads').data[0].id, endpointOf(catalog, 'amazonaws.com/s3', 'GET', '/{Bucket}/{Key}').id, 'no such action: the path without it');
});

test('a path written as the documentation writes it, after the server\'s own path, finds that endpoint', () => {
  const catalog = fixtureCatalog();
  // OpenAI's server is https://api.openai.com/v1, Drive's https://www.googleapis.com/drive/v3: their specs' paths are both /files.
  assert.equal(searchOk('POST /v1/files').data[0].id, endpointOf(catalog, 'openai.com', 'POST', '/files').id);
  assert.equal(searchOk('GET /drive/v3/files').data[0].id, endpointOf(catalog, 'googleapis.com/drive', 'GET', '/files').id);
  assert.equal(searchOk('GET /v1/files').data[0].id, endpointOf(catalog, 'openai.com', 'GET', '/files').id);
});

test('a path written with values in place of its parameters finds the endpoint that takes them', () => {
  const catalog = fixtureCatalog();
  assert.equal(searchOk('GET /repos/octocat/hello-world/issues').data[0].id, endpointOf(catalog, 'github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues').id);
  // Spotify's server path (/v1) and a playlist id in place of {playlist_id}.
  assert.equal(searchOk('POST /v1/playlists/3cEYpjA9oz9GiPac4AsH4n/tracks').data[0].id, endpointOf(catalog, 'spotify.com', 'POST', '/playlists/{playlist_id}/tracks').id);
  // A whole URL, as a curl line writes it: its host names the API.
  assert.equal(searchOk('GET https://api.github.com/repos/octocat/hello-world/issues').data[0].id, endpointOf(catalog, 'github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues').id);
  assert.equal(searchOk('curl -X POST https://api.openai.com/v1/files -F purpose=fine-tune').data[0].id, endpointOf(catalog, 'openai.com', 'POST', '/files').id);
  // In a sentence, a URL after "post" is what to post.
  assert.notEqual(searchOk('post https://api.openai.com/v1/files to the #releases channel on slack').data[0].id, endpointOf(catalog, 'openai.com', 'POST', '/files').id);
});

test('of two APIs with the same method and path, the one the query names or titles comes first', () => {
  const catalog = fixtureCatalog();
  const openai = endpointOf(catalog, 'openai.com', 'POST', '/files');
  const drive = endpointOf(catalog, 'googleapis.com/drive', 'POST', '/files');
  assert.equal(searchOk('POST /files OpenAI API').data[0].id, openai.id, 'OpenAI names the API, written in CamelCase with an acronym');
  // "Drive" is no API's name, only a word of one title ("Google Drive API").
  assert.equal(searchOk('POST /files Drive API').data[0].id, drive.id);
  assert.equal(searchOk('GET /files Drive API').data[0].id, endpointOf(catalog, 'googleapis.com/drive', 'GET', '/files').id);
});

test('a query that names an API puts that API first', () => {
  const [first] = searchOk('search on spotify').data;
  assert.match(first.url, /^https:\/\/api\.spotify\.com\//);
  const [github] = searchOk('search repositories github').data;
  assert.equal(github.url, 'https://api.github.com/search/repositories');
});

test('the words people use meet the words specs use (text → SMS message, song → track)', () => {
  const texted = searchOk('text a customer').data.slice(0, 2);
  assert.ok(allSmsSends(texted), texted.map((result) => result.url).join(', '));
  const songs = searchOk('add a song to a playlist').data;
  assert.equal(songs[0].url, 'https://api.spotify.com/v1/playlists/{playlist_id}/tracks');
});

test('the verb of the query picks the method: list versus create versus delete', () => {
  assert.equal(searchOk('list the issues of a github repository').data[0].method, 'GET');
  assert.equal(searchOk('create a new issue in a github repository').data[0].method, 'POST');
  const [removal] = searchOk('remove a pet').data;
  assert.equal(removal.method, 'DELETE');
});

test('meta.total counts matching capabilities, not the catalog', () => {
  const catalog = fixtureCatalog();
  const { meta } = searchOk('create an issue in a github repository');
  assert.ok(meta.total > 0 && meta.total < catalog.resources.length, String(meta.total));
  assert.equal(searchOk('zzzz qqqq').meta.total, 0);
});

test('values in a query are told apart from the words that describe the call', () => {
  const quoted = splitValues('Create a new team called "Product" with the handle "<usergroup_handle>"');
  assert.doesNotMatch(quoted.text, /Product/);
  assert.match(quoted.text, /<usergroup_handle>/, 'a placeholder names its parameter, so it stays');
  assert.equal(quoted.values, 'Product');
  assert.equal(quoted.looksUp, false, 'a quoted value is set, not looked up');

  const named = splitValues("Play a song from Taylor Swift's newest album");
  assert.doesNotMatch(named.text, /Taylor|Swift/);
  assert.equal(named.looksUp, true, 'a proper name is something to look up first');
  assert.equal(splitValues('Make a playlist and name it Summer Hits').looksUp, false, 'a name being given is not looked up');

  const isName = (words: string[]) => !words.some((word) => ['slack', 'user', 'group'].includes(word));
  assert.match(splitValues('Post a message on Slack', isName).text, /Slack/, 'an API name stays');
  assert.match(splitValues('List the members of a User Group', isName).text, /User Group/, 'capitalised nouns of the catalog stay');
  assert.match(splitValues('Get the IDP groups').text, /IDP/, 'acronyms are not names');
  // monday.com has an MCP server: a day a goal dates something by names no API.
  const mondayCom = (words: string[]) => !words.includes('monday');
  assert.doesNotMatch(splitValues('create a calendar event next Monday at 10am', mondayCom).text, /Monday/, 'a day is a date');
  assert.doesNotMatch(splitValues('add a task due Friday', mondayCom).text, /Friday/);
  assert.match(splitValues('add an item to my Monday board', mondayCom).text, /Monday/, 'a day not dating anything may be a name');
  assert.doesNotMatch(splitValues('list everything on my calendar for this week').text, /week/, 'a period a goal dates by is no word of the call');
  assert.doesNotMatch(splitValues('tweets about us over the past month').text, /month/);
  assert.match(splitValues('get the week view of a schedule').text, /week/, 'a week not dating anything stays');
  const band = splitValues('Play the newest album of BIGBANG');
  assert.doesNotMatch(band.text, /BIGBANG/, 'a longer all-capitals word may be a name');
  assert.equal(band.looksUp, true);
  assert.match(splitValues('Validate a JSON schema', (words) => !words.includes('json')).text, /JSON/, 'one the catalog uses is not');

  // In a catalog where "playlist" is a rare word: written in capitals it is that word, capitalised it may be a name.
  const words = catalogWordsOf(fixtureCatalog().search);
  assert.match(splitValues('Find the PLAYLIST of the week', words.isProperName).text, /PLAYLIST/, 'an acronym the catalog uses, however rarely, is a word');
  assert.doesNotMatch(splitValues('Find the Playlist of the week', words.isProperName).text, /Playlist/, 'capitalised, a rare word may be a name');
  assert.doesNotMatch(splitValues('Play the album Playlist Track Album Artist', words.isProperName).text, /Artist/, 'and so may a title');
  assert.doesNotMatch(splitValues('Play the newest album of BIGBANG', words.isProperName).text, /BIGBANG/, 'one it never uses may be a name');
});

test('a proper name weighs little in ranking and asks for the lookup that finds it, as do things not picked yet', () => {
  const catalog = fixtureCatalog();
  const lookup = endpointOf(catalog, 'spotify.com', 'GET', '/search');
  const ids = searchOk('Add a song by Mariah Carey to my playlist', { limit: 5 }).data.map((result) => result.id);
  assert.ok(ids.includes(lookup.id), JSON.stringify(ids));
  assert.ok(planQuery('play me some quiet songs', DEFAULT_WEIGHTS).looksUp, 'so do things not picked yet: "some songs"');
  assert.ok(!planQuery('play my saved songs', DEFAULT_WEIGHTS).looksUp);
});

test('refining through impacts by document or through open APIs scores exactly as walking the postings', () => {
  const texts = ['get user list', 'get user', 'user playlist', 'get playlist track', 'get get track', 'album track', 'get album', 'user'];
  const index = buildImpactIndex(texts.length, [{ weight: 1, b: 0.5 }], (doc) => [texts[doc]]);
  const term = (word: string) => index.vocabulary.get(word)!;
  const run = (board: ScoreBoard, openParts: number[] = []) => {
    board.add(index, term('track'), 1, 1);
    board.open(openParts, openParts.flatMap((part) => [part * 2, part * 2 + 2]));
    board.addGroup(index, [[term('get'), 1, true], [term('user'), 0.6, true]], 1);
    const scores = [...board.scores];
    board.reset();
    return scores;
  };
  const walked = run(new ScoreBoard(index));
  assert.deepEqual(run(new ScoreBoard(index, { denseShare: 0 })), walked);
  assert.ok(walked[0] === 0 && walked[3] > 0, 'a refining term leaves unmatched documents alone');
  // Documents 0–1 form part 0, 2–3 part 1, and so on: opening part 0 lets "get" and "user" bring in 0 and 1.
  const docPart = new Uint32Array([0, 0, 1, 1, 2, 2, 3, 3]);
  for (const denseShare of [0, 1]) {
    const opened = run(new ScoreBoard(index, { denseShare, docPart, partCount: 4 }), [0]);
    assert.ok(opened[0] > 0 && opened[1] > 0, `denseShare ${denseShare}`);
    assert.deepEqual(opened.slice(2), walked.slice(2));
  }
});

test('a document with the query word itself counts the word fully covered, whichever related word scores higher', () => {
  const texts = ['audio speech speech speech', 'speech speech speech', 'audio'];
  const index = buildImpactIndex(texts.length, [{ weight: 1, b: 0.5 }], (doc) => [texts[doc]]);
  const board = new ScoreBoard(index);
  board.addGroup(index, [[index.vocabulary.get('audio')!, 1, false], [index.vocabulary.get('speech')!, 0.6, false]], 1);
  assert.deepEqual([...board.coverage].map((share) => Number(share.toFixed(2))), [1, 0.6, 1]);
  const audioOnly = new ScoreBoard(index);
  audioOnly.add(index, index.vocabulary.get('audio')!, 1, 1);
  assert.ok(board.scores[0] > audioOnly.scores[0], 'the score is still the best match, here the related word');
});

test('"how many" asks for a count, at the weight of a relative; without the switch it asks for nothing more', () => {
  const asked = (query: string, weights = DEFAULT_WEIGHTS) => planQuery(query, weights).groups.find((group) => group[0][0] === stem('count'));
  assert.deepEqual(asked('How many tweets mentioned our hashtag last week?'), [[stem('count'), THESAURUS_RELATED_WEIGHT]]);
  assert.ok(asked('how\nmany open issues does the repo have'), 'the phrase may break across lines');
  assert.equal(asked('list the tweets that mention our hashtag'), undefined);
  assert.equal(asked('How many tweets mentioned our hashtag?', { ...DEFAULT_WEIGHTS, off: ['questions'] }), undefined);
});

test('numbers, id codes and kinds of identifier in a query are values; s3 and ec2 stay', () => {
  const timeWords = planQuery('what time is it right now in Tokyo?', DEFAULT_WEIGHTS).groups.map((group) => group[0][0]);
  assert.ok(!timeWords.includes(stem('right')), '"right now" is the present: "right" is no word of the call');
  assert.ok(timeWords.includes(stem('current')) && timeWords.includes(stem('time')) && !timeWords.includes(stem('now')), 'now is what API text calls current ("Gets the current time")');
  const literal = planQuery('what time is it right now in Tokyo?', { ...DEFAULT_WEIGHTS, off: ['nowIsCurrent'] }).groups.map((group) => group[0][0]);
  assert.ok(literal.includes(stem('now')) && !literal.includes(stem('right')), 'switched off, now is read as written');
  assert.ok(planQuery('grant the right permissions now', DEFAULT_WEIGHTS).groups.some((group) => group[0][0] === stem('right')), 'a right not before "now" stays');
  const terms = planQuery('Remove user U12345678 from team 12345 and copy the s3 file to ec2', DEFAULT_WEIGHTS).groups.map((group) => group[0][0]);
  assert.deepEqual(terms.filter((term) => /\d/.test(term)), ['s3', 'ec2']);
  const rate = planQuery("convert dollars at today's rate", DEFAULT_WEIGHTS).groups;
  assert.ok(!rate.some((group) => group[0][0] === 's'), 'a possessive is no word');
  assert.ok(!planQuery('find a used camera', DEFAULT_WEIGHTS).groups.some((group) => group[0][0] === 'us'), '"used" is not the US');
  const gid = planQuery('Retrieve the project with gid 1331', DEFAULT_WEIGHTS).groups;
  assert.deepEqual(gid.find((group) => group[0][0] === 'gid'), [['gid', 0.3]], 'a kind of identifier, like "id", weighs as a value');
  const uuid = planQuery('generate a uuid for the new record', DEFAULT_WEIGHTS).groups;
  assert.equal(uuid.find((group) => group[0][0] === 'uuid')?.[0][1], 1, 'before no value it is the thing asked for');
});

test('dates, times, links and addresses are values: a timestamp adds no words, a link or address only value words', () => {
  const heads = (q: string) => planQuery(q, DEFAULT_WEIGHTS).groups.map((group) => `${group[0][0]}:${group[0][1]}`);
  assert.deepEqual(heads('Create an event that starts at 2024-03-05T09:00:00-08:00 and ends at 10:30 am'), ['creat:1', 'event:1', 'start:1', 'end:1']);
  assert.deepEqual(heads('Register a webhook for https://example.com/hook'), ['regist:1', 'webhook:1', 'exampl:0.3', 'hook:0.3']);
  assert.deepEqual(heads('Find the user with the email address user@example.com'), ['find:1', 'user:1', 'email:1', 'address:1', 'user:0.3', 'exampl:0.3']);
});

test('a two-word verb reads as the one word API text uses ("look up" → lookup)', () => {
  const heads = (q: string) => planQuery(q, DEFAULT_WEIGHTS).groups.map((group) => group[0][0]);
  assert.deepEqual(heads('look up a customer'), ['lookup', 'custom']);
  assert.deepEqual(heads('sign up a user, then log in'), ['signup', 'user', 'login']);
  assert.deepEqual(heads('set the color up front'), ['set', 'color', 'front'], 'a particle further on is no phrasal verb');
});

test('a request-body field the task names finds the operation that takes it', () => {
  const [first] = searchOk('StatusCallback').data;
  assert.equal(first.id, endpointOf(fixtureCatalog(), 'twilio.com/api', 'POST', '/2010-04-01/Accounts/{AccountSid}/Messages.json').id);
});

test("an operation a fragment tells apart on a path that has plain operations is that resource's side operation", () => {
  const catalog = fixtureCatalog();
  const prior = (method: string, path: string) => catalog.search.docPrior[catalog.byId.get(endpointOf(catalog, 'amazonaws.com/s3', method, path).id)!];
  assert.ok(Math.abs(prior('POST', '/{Bucket}/{Key}#uploads') / prior('PUT', '/{Bucket}/{Key}') - 0.8) < 1e-6);
});

test('a marked variant of a stable API (enterprise, beta, preview) weighs far less than the API itself, so its extra operations cannot crowd the results', () => {
  const catalog = fixtureCatalog();
  const prior = (apiKey: string) => catalog.search.docPrior[catalog.byId.get(endpointOf(catalog, apiKey, 'POST', '/repos/{owner}/{repo}/issues').id)!];
  assert.ok(prior('github.com/ghes-3.8') < 0.7 * prior('github.com/api.github.com'), `${prior('github.com/ghes-3.8')} vs ${prior('github.com/api.github.com')}`);
});

test("an umbrella provider's flagship APIs get the major prior, its hundreds of others none", () => {
  const { search } = fixtureCatalog();
  const prior = (key: string) => search.apiWellKnown[search.apiKeys.indexOf(key)];
  assert.equal(prior('googleapis.com/calendar'), 2, 'Google Calendar is one of the APIs most developers use');
  assert.equal(prior('googleapis.com/books'), 0, 'Google Books is Google, not a flagship');
  assert.equal(prior('stripe.com'), 2, 'a provider listed whole stands for all its APIs');
  assert.equal(prior('twilio.com/api'), 2, "Twilio's core REST API (messages, calls) is its flagship");
  assert.equal(prior('twilio.com/twilio_verify_v2'), 1, 'its other APIs are well known, not major');
});

test('an API of dotted method names without path ids is RPC-style: its HTTP methods do not say what a call does', () => {
  const slackLike = ['chat.postMessage', 'chat.delete', 'chat.update', 'conversations.list', 'conversations.create', 'users.info', 'users.list', 'files.delete', 'views.update', 'reactions.add']
    .map((name, ix) => ({ resourceType: 'endpoint' as const, method: ix % 3 === 0 ? 'GET' : 'POST', path: `/${name}` }));
  const restLike = slackLike.map((record) => ({ ...record, path: `/${record.path.slice(1).replace('.', '/{id}/')}` }));
  const files = slackLike.map((record) => ({ ...record, path: `${record.path.split('.')[0]}.json` }));
  const resources = [...slackLike, ...restLike, ...files, ...slackLike.slice(0, 9)];
  const docApi = new Uint32Array(resources.map((_, ix) => Math.floor(ix / 10)));
  assert.deepEqual([...rpcStyleApis(resources, docApi)], [0], 'REST paths, file names and APIs too small to tell are not');
});

test('between equal well-known matches, a major provider ranks first', () => {
  const catalog = fixtureCatalog();
  const topApi = (major: string) => {
    const model = buildSearchModel(catalog.resources, [...catalog.apis.values()], {
      parameterNames: () => '', inputDescriptions: () => '', wellKnownProviders: new Set(['github.com', 'spotify.com']), majorProviders: new Set([major]),
    });
    const [first] = rank(model, catalog.resources, 'search').order;
    return (catalog.resources[first] as { apiKey: string }).apiKey;
  };
  assert.equal(topApi('spotify.com'), 'spotify.com');
  assert.equal(topApi('github.com'), 'github.com/api.github.com');
  // A single API of an umbrella provider can be well known without its provider's other APIs.
  const { apiKeys, apiWellKnown } = buildSearchModel(catalog.resources, [...catalog.apis.values()], {
    parameterNames: () => '', inputDescriptions: () => '', wellKnownProviders: new Set(['googleapis.com/books']), majorProviders: new Set(),
  });
  assert.deepEqual(['googleapis.com/books', 'googleapis.com/drive'].map((key) => apiWellKnown[apiKeys.indexOf(key)]), [1, 0]);
});

test('a top result needing an id the query cannot give brings the call that gives it, right after it', () => {
  const catalog = fixtureCatalog();
  const ids = searchOk('create a new playlist').data.map((result) => result.id);
  assert.equal(ids[0], endpointOf(catalog, 'spotify.com', 'POST', '/users/{user_id}/playlists').id);
  assert.ok(ids.slice(1, 4).includes(endpointOf(catalog, 'spotify.com', 'GET', '/me').id), 'GET /me gives the user_id');
});

test('software one hosts oneself is recognised by its servers', () => {
  const server = (url: string) => ({ url, template: url, variables: [] });
  assert.equal(selfHosted({ servers: [server('http://jellyfin.local'), server('http://localhost:8096')] }), true);
  assert.equal(selfHosted({ servers: [server('https://api.spotify.com/v1')] }), false);
  assert.equal(selfHosted({ servers: [server('http://localhost'), server('https://api.example.org')] }), false, 'a hosted server too: not self-hosted');
  assert.equal(selfHosted({ servers: [] }), false);
});

test('the thesaurus knows a word in any form: plurals and verb forms find its group', () => {
  assert.ok(relatedWords('song').some(([word]) => word === 'track'));
  assert.deepEqual(relatedWords('songs'), relatedWords('song'));
  assert.deepEqual(relatedWords('meetings'), relatedWords('meeting'));
  assert.deepEqual(relatedWords('booked'), relatedWords('book'));
  assert.deepEqual(relatedWords('zebra'), []);
  // The abbreviations API names use (Slack's users.info, setConversationPrefs) meet the words tasks spell out.
  assert.ok(relatedWords('information').some(([word]) => word === 'info'));
  assert.ok(relatedWords('preferences').some(([word]) => word === 'prefs'));
  // Another way of writing the word counts nearly as the word; a related word less.
  const weightOf = (word: string, other: string) => relatedWords(word).find(([known]) => known === other)?.[1];
  assert.equal(weightOf('repository', 'repo'), 0.9);
  assert.equal(weightOf('repository', 'project'), 0.6);
  assert.equal(weightOf('document', 'doc'), 0.9, 'an equivalent line wins over a related line with the same pair');
});

test('the closer kind of thesaurus line wins for a pair that is in both', () => {
  const thesaurus = buildThesaurus(['car vehicle auto'], ['auto automobile car']);
  assert.deepEqual(thesaurus.get('car'), [['auto', 0.9], ['automobile', 0.9], ['vehicle', 0.6]]);
});

test('a noun leading a task is its verb: "file a ticket" asks to create one, and names no API', () => {
  const plan = planQuery('file a ticket in jira', DEFAULT_WEIGHTS, relatedWords);
  assert.deepEqual(plan.groups[0].map(([term]) => term), ['creat', 'submit']);
  assert.ok(!plan.naming.includes('file'));
  assert.ok(plan.naming.includes('ticket') && plan.naming.includes('jira'));
  // Anywhere else the word keeps its meaning.
  assert.ok(planQuery('upload a file', DEFAULT_WEIGHTS, relatedWords).groups.some((group) => group[0][0] === 'file'));
});

test('"text a customer" asks to send (one word) an sms or message (another)', () => {
  const plan = planQuery('text a customer that their order has shipped', DEFAULT_WEIGHTS, relatedWords);
  assert.deepEqual(plan.groups.slice(0, 2).map((group) => group.map(([term]) => term)), [['send'], ['sms', 'messag']]);
  assert.ok(SMS_SENDS.includes(searchOk('text a customer that their order has shipped').data[0].url));
});

test('"get someone to sign" asks to sign, not to get', () => {
  const plan = planQuery('get someone to sign a contract', DEFAULT_WEIGHTS, relatedWords);
  assert.equal(plan.groups[0][0][0], 'sign');
  assert.ok(!plan.groups.some((group) => group[0][0] === 'get' || group[0][0] === 'someon'));
  assert.deepEqual(plan.methodLift.slice(0, 2), [1, 1 + DEFAULT_WEIGHTS.methodIntent], 'GET is not lifted, POST is');
});

test("a provider's name with a word of one of its APIs' titles names that API: google calendar, not google books", () => {
  const catalog = fixtureCatalog();
  const named = (q: string) => [...namedApis(catalog.search, planQuery(q, DEFAULT_WEIGHTS, relatedWords).naming)].map((api) => catalog.search.apiKeys[api]).sort();
  assert.deepEqual(named('list my google things'), ['googleapis.com/books', 'googleapis.com/calendar', 'googleapis.com/drive', 'googleapis.com/gmail', 'googleapis.com/people', 'googleapis.com/sheets', 'googleapis.com/translate', 'googleapis.com/youtube']);
  assert.deepEqual(named('events on my google calendar'), ['googleapis.com/calendar']);
  assert.deepEqual(named('book a meeting on my google calendar'), ['googleapis.com/calendar']);
  assert.deepEqual(named('a calendar of events'), [], 'a title word alone names nothing');
  const insert = endpointOf(catalog, 'googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events');
  assert.equal(searchOk('book a meeting on my google calendar').data[0].id, insert.id);
  const volumes = endpointOf(catalog, 'googleapis.com/books', 'GET', '/books/v1/volumes');
  assert.equal(searchOk('search google books').data[0].id, volumes.id);
});

test("a small API's operations are found by words only its description says", () => {
  const catalog = fixtureCatalog();
  // Calendar's description, "Manipulates events and other calendar data", is no operation's own text.
  const found = rank(catalog.search, catalog.resources, 'manipulates').order.map((doc) => catalog.resources[doc]);
  assert.ok(found.length > 0 && found.every((record) => record.resourceType === 'endpoint' && record.apiKey === 'googleapis.com/calendar'), JSON.stringify(found.map((record) => record.name)));
});

test('a hyphenated word is one thing: "third-party" is one group, its parts standing in at less weight', () => {
  const plan = planQuery('store a third-party API key in a secrets vault', DEFAULT_WEIGHTS, relatedWords);
  const group = plan.groups.find((members) => members.some(([term]) => term === 'third'));
  assert.deepEqual(group, [['thirdparti', 1], ['third', HYPHEN_PART_WEIGHT], ['parti', HYPHEN_PART_WEIGHT]]);
  assert.ok(!plan.groups.some((members) => members[0][0] === 'parti'), 'party is no group of its own');
  const off = planQuery('store a third-party API key in a secrets vault', { ...DEFAULT_WEIGHTS, off: ['hyphens'] }, relatedWords);
  assert.ok(off.groups.some((members) => members[0][0] === 'parti'));
});

test('two names that name one API together name it alone: "google fit" is the fitness API, not every Google API', () => {
  const apiKeys = ['googleapis.com/calendar', 'googleapis.com/fitness', 'contract-p.fit', 'github.com'];
  const model = {
    apiKeys,
    apiNames: new Map([['googl', [0, 1]], ['fit', [1, 2]], ['github', [3]]]),
    apiTitleTerms: new Map([['calendar', [0]], ['fit', [1, 2]]]),
  } as unknown as SearchModel;
  const named = (...words: string[]) => [...namedApis(model, words)].map((api) => apiKeys[api]).sort();
  assert.deepEqual(named('googl', 'fit'), ['googleapis.com/fitness']);
  assert.deepEqual(named('fit'), ['contract-p.fit', 'googleapis.com/fitness'], 'one name alone names all it names');
  assert.deepEqual(named('googl', 'github'), ['github.com', 'googleapis.com/calendar', 'googleapis.com/fitness'], 'two providers are both named');
  assert.deepEqual(named('googl', 'calendar'), ['googleapis.com/calendar']);
});

test('the thing a task acts on through "of" or "from" is a phrase to find first', () => {
  const content = (word: string) => !['the', 'a', 'my', 'is', 'which'].includes(word);
  assert.equal(innerPhrase('Follow the artist of the song now playing', content), 'the song now playing');
  assert.equal(innerPhrase('Add songs from the current playing queue to a new playlist called "Current"', content), 'the current playing queue');
  assert.equal(innerPhrase('list the members of a team', content), undefined, 'one noun is left to lookups');
  assert.equal(innerPhrase('create a playlist', content), undefined);
  assert.equal(innerPhrase("Make my top tracks a new playlist called 'My Top'", content), 'my top tracks', 'what a thing is made from');
  assert.equal(innerPhrase('Make top tracks of Taylor Swift a new playlist', content), 'top tracks of Taylor Swift');
  assert.equal(innerPhrase('Make me a playlist of the top songs of Adele', content), 'the top songs', '"me" alone is no source');
});

test("the inner phrase's best result comes second: a read, from an API the task's results show, and only once", () => {
  const family = (a: number, b: number) => a === b;
  const apiOf = (doc: number) => Math.floor(doc / 100);
  // Odd documents read (GET); even ones write.
  const context = { near: 5, sameFamily: family, apiOf, fetches: (doc: number) => doc % 2 === 1 };
  // Task results from APIs 1 and 2; the inner phrase's first result is of API 9, its second of API 2.
  assert.deepEqual(withInnerResult([101, 102, 201, 103], [901, 205, 206], context), [101, 205, 102, 201, 103]);
  // Of two results from a shown API, the read is preferred over a better-ranked write.
  assert.deepEqual(withInnerResult([101, 102, 201, 103], [206, 207], context), [101, 207, 102, 201, 103]);
  // Already near the top: left where it is.
  assert.deepEqual(withInnerResult([101, 205, 102], [205], context), [101, 205, 102]);
  // Shown further down: moved up, not repeated.
  assert.deepEqual(withInnerResult([101, 102, 103, 104, 105, 106, 205], [205], context), [101, 205, 102, 103, 104, 105, 106]);
  // Of two reads, the one returning the phrase's noun ("the current playing queue" → the queue).
  assert.deepEqual(withInnerResult([101, 102, 201], [203, 207], { ...context, namesHead: (doc) => doc === 207 }), [101, 207, 102, 201]);
  // No result of the phrase from an API the task's results show ("an env file", "last week"): nothing is placed.
  assert.deepEqual(withInnerResult([101, 102, 201], [901, 903], context), [101, 102, 201]);
});

test("a phrase's noun is its last content word, past the time words and participles that describe it from behind", () => {
  assert.equal(headNoun('the song now playing'), 'song');
  assert.equal(headNoun('the song playing right now'), 'song');
  assert.equal(headNoun('the current playing queue'), 'queue');
  assert.equal(headNoun('the upcoming meeting'), 'meeting', 'a noun ending in -ing stays');
  assert.equal(headNoun('my first playlist'), 'playlist');
  assert.equal(headNoun('top tracks of Taylor Swift'), 'tracks', 'a preposition opens what describes the noun');
  assert.ok(returnsNoun('/me/player/queue', 'queue', 'the current playing queue') && returnsNoun('/artists/{id}/top-tracks', 'tracks', 'top tracks'));
  assert.ok(returnsNoun('/me/top/{type}', 'tracks', 'my top tracks'), 'a kind the caller picks, after a word of the phrase');
  assert.ok(!returnsNoun('/me/top/{type}', 'artist', 'my following artist'));
  assert.ok(!returnsNoun('/me/player/currently-playing', 'queue', 'the current playing queue') && !returnsNoun('/tracks/{id}', 'album', 'the album'));
});

test('a task that picks an item by its place ("the third track") reads the list first: the own list when the task says "my"', () => {
  const resources = ['DELETE /me/tracks', 'GET /albums', 'GET /me', 'GET /me/tracks', 'GET /tracks']
    .map((call) => ({ resourceType: 'endpoint' as const, method: call.split(' ')[0], path: call.split(' ')[1] }));
  const docApi = new Uint32Array(resources.length);
  const context = { resources, docApi, docFamily: new Uint32Array([0, 1, 2, 3, 4]), table: lookupTable(resources, docApi), relevance: () => 0, everyId: true, looksUp: false };
  const calls = (order: number[]) => order.map((doc) => `${resources[doc].method} ${resources[doc].path}`);
  // "remove the third track from my music"
  assert.deepEqual(calls(withLookups([0, 1, 2], { ...context, possessed: ['music'], picked: ['track'] })), ['DELETE /me/tracks', 'GET /me/tracks', 'GET /albums', 'GET /me']);
  // "remove the third track": anyone's list, the plainest call; and what the DELETE removes from
  assert.deepEqual(calls(withLookups([0, 1, 2], { ...context, possessed: [], picked: ['track'] })), ['DELETE /me/tracks', 'GET /tracks', 'GET /me/tracks', 'GET /albums', 'GET /me']);
  // "clear my saved tracks": a DELETE of a collection takes the ids the same path lists
  assert.deepEqual(calls(withLookups([0, 1, 2], { ...context, possessed: [], picked: [] })), ['DELETE /me/tracks', 'GET /me/tracks', 'GET /albums', 'GET /me']);
  assert.deepEqual(calls(withLookups([1, 0, 2], { ...context, possessed: [], picked: [] }).slice(0, 3)), ['GET /albums', 'DELETE /me/tracks', 'GET /me/tracks']);
  assert.deepEqual(planQuery('remove the third track from My Music', DEFAULT_WEIGHTS).picked, ['track']);
  assert.deepEqual(planQuery('get the first 50 attachments', DEFAULT_WEIGHTS).picked, [], 'the first 50 is a page, not a pick');
  const paged = planQuery('Retrieve the first 20 project templates associated with a team', DEFAULT_WEIGHTS).groups.map((group) => group[0][0]);
  assert.deepEqual(paged, ['retriev', 'project', 'templat', 'team'], 'nor a word to match; "associated with" only links');
});

test('the ids a call takes are looked up beside it only when the goal speaks of a thing to find or act on', () => {
  const resources = ['POST /repositories/{workspace}/{repo_slug}/pipelines', 'GET /repositories', 'GET /workspaces']
    .map((call) => ({ resourceType: 'endpoint' as const, method: call.split(' ')[0], path: call.split(' ')[1] }));
  const docApi = new Uint32Array(resources.length);
  const context = { resources, docApi, docFamily: new Uint32Array([0, 1, 2]), table: lookupTable(resources, docApi), relevance: () => 0, looksUp: false, possessed: [], picked: [], everyId: false };
  const calls = (order: number[]) => order.map((doc) => `${resources[doc].method} ${resources[doc].path}`);
  const plan = planQuery('kick off a CI pipeline run on the main branch', DEFAULT_WEIGHTS);
  assert.ok(!plan.looksUp && plan.action === undefined && plan.possessed.length === 0);
  assert.deepEqual(calls(withLookups([0, 2], { ...context, action: plan.action })), ['POST /repositories/{workspace}/{repo_slug}/pipelines', 'GET /workspaces'], 'the goal gives no thing to find');
  const withIds = ['POST /repositories/{workspace}/{repo_slug}/pipelines', 'GET /repositories', 'GET /workspaces'];
  assert.deepEqual(calls(withLookups([0, 2], { ...context, looksUp: true })), withIds, 'a named repository is found first');
  assert.deepEqual(calls(withLookups([0, 2], { ...context, action: 'run' })), withIds, 'a run of a repository it acts on');
  assert.deepEqual(calls(withLookups([0, 2], { ...context, everyId: true })), withIds, 'switch askedIds off: every id');
});

test('a task that opens with an action some call of its API is named after brings that call: "play" → PUT /me/player/play', () => {
  const resources = ['GET /me/player/recently-played', 'GET /albums', 'PUT /me/player/play', 'PUT /me/player/pause', 'GET /plays']
    .map((call) => ({ resourceType: 'endpoint' as const, method: call.split(' ')[0], path: call.split(' ')[1] }));
  const docApi = new Uint32Array(resources.length);
  const context = { resources, docApi, docFamily: new Uint32Array([0, 1, 2, 3, 4]), table: lookupTable(resources, docApi), relevance: () => 0, everyId: true, looksUp: false, possessed: [], picked: [] };
  const calls = (order: number[]) => order.map((doc) => `${resources[doc].method} ${resources[doc].path}`);
  const action = planQuery('Play the newest album of BIGBANG', DEFAULT_WEIGHTS).action;
  assert.deepEqual(calls(withLookups([0, 1], { ...context, action })), ['GET /me/player/recently-played', 'PUT /me/player/play', 'GET /albums'], 'a write, never the read /plays');
  assert.deepEqual(calls(withLookups([0, 1], context)), ['GET /me/player/recently-played', 'GET /albums']);
  assert.equal(planQuery('list my playlists', DEFAULT_WEIGHTS).action, undefined, 'a verb that only reads names no action');
  assert.equal(planQuery('show the artist of the song now playing', DEFAULT_WEIGHTS).action, undefined);
  assert.equal(planQuery('Follow the artist of the song now playing', DEFAULT_WEIGHTS).action, 'follow', '/me/following is named after it too');
});

test('what a task wants of a thing it finds first comes from the read of that thing, or of that part of it', () => {
  const resources = ['GET /tracks/{id}', 'GET /albums/{id}', 'GET /albums/{id}/tracks', 'GET /artists/{id}/albums', 'GET /artists/{id}/top-tracks', 'GET /me/player/currently-playing']
    .map((call) => ({ resourceType: 'endpoint' as const, method: call.split(' ')[0], path: call.split(' ')[1] }));
  const docApi = new Uint32Array(resources.length);
  const lookups = lookupTable(resources, docApi).get(0);
  const read = (things: string[], part: string) => {
    const doc = partRead(lookups, things.map(nounWithRelatives), nounWithRelatives(part), resources);
    return doc === undefined ? undefined : resources[doc].path;
  };
  assert.equal(read(['song'], 'artist'), '/tracks/{id}', '"the artist of the song now playing": the song\'s read names its artist');
  assert.equal(read(['album'], 'songs'), '/albums/{id}/tracks', '"the songs of the newest album": the read of that part');
  assert.equal(read(['mojito', 'album'], 'artist'), '/albums/{id}', '"the album Mojito": the name is no thing, the next word is');
  assert.equal(read(['queue'], 'songs'), undefined, 'nothing to read of a thing the API has no read for');
  // "the newest album of BIGBANG": an artist found by name, so the read of any thing's albums.
  const context = { resources, docApi, docFamily: new Uint32Array([0, 1, 2, 3, 4, 5]), table: lookupTable(resources, docApi), relevance: () => 0, everyId: true, possessed: [], picked: ['album'] };
  const calls = (order: number[]) => order.map((doc) => resources[doc].path);
  assert.deepEqual(calls(withLookups([5, 0], { ...context, looksUp: true })), ['/me/player/currently-playing', '/artists/{id}/albums', '/tracks/{id}']);
  assert.deepEqual(calls(withLookups([5, 0], { ...context, looksUp: false })), ['/me/player/currently-playing', '/tracks/{id}'], 'no name, no read of one');
});

test("the inner phrase's best result brings the read of what the task wants of it, right after it", () => {
  const context = { near: 5, sameFamily: (a: number, b: number) => a === b, apiOf: (doc: number) => Math.floor(doc / 100), fetches: () => true };
  assert.deepEqual(withInnerResult([101, 102, 103], [105], { ...context, follows: (best) => (best === 105 ? 107 : undefined) }), [101, 105, 107, 102, 103]);
  assert.deepEqual(withInnerResult([101, 102, 103], [105], { ...context, follows: () => 102 }), [101, 105, 102, 103], 'a read already near the top stays where it is');
  const content = (word: string) => word !== '' && !['the', 'all', 'you', 'when'].includes(word);
  assert.equal(innerPhrase('Follow all the singers involved in the song When You Believe', content), 'the song When You Believe');
  assert.equal(wantedOf('Follow all the singers involved in the song When You Believe', 'the song When You Believe', content), 'singers');
  assert.equal(wantedOf('Follow the artist of the song now playing', 'the song now playing', content), 'artist');
});

test('a placeholder names the path parameter it fills: "<eventId>" lifts the operations whose path takes {eventId}', () => {
  const catalog = fixtureCatalog();
  const top = (q: string) => searchOk(q).data[0].id;
  assert.equal(top('calendar events'), endpointOf(catalog, 'googleapis.com/calendar', 'GET', '/calendars/{calendarId}/events').id);
  assert.equal(top('calendar events "<eventId>"'), endpointOf(catalog, 'googleapis.com/calendar', 'DELETE', '/calendars/{calendarId}/events/{eventId}').id);
  assert.deepEqual(planQuery('Get event "<eventId>" on calendar "<calendarId>"', DEFAULT_WEIGHTS).placeholders, ['eventId', 'calendarId']);
});

test('a well-known API\'s name mistyped by one slip still names it; a word one changed letter away does not', () => {
  const catalog = fixtureCatalog();
  const named = (q: string, off: Switch[] = []) => [...namedApis(catalog.search, planQuery(q, { ...DEFAULT_WEIGHTS, off }, relatedWords, catalogWordsOf(catalog.search)).naming)].map((api) => catalog.search.apiKeys[api]);
  const apiOfTop = (q: string, off: Switch[] = []) => (catalog.resources[rank(catalog.search, catalog.resources, q, { ...DEFAULT_WEIGHTS, off }).order[0]] as { apiKey?: string }).apiKey;
  assert.equal(apiOfTop('post a message on slak'), 'slack.com');
  assert.equal(apiOfTop('add a track to a playlist on spotfy'), 'spotify.com');
  assert.deepEqual(named('list charges in stirpe'), ['stripe.com'], 'a swap, as typed');
  assert.deepEqual(named('post a message on slak'), ['slack.com']);
  assert.deepEqual(named('post a message on slak', ['typos']), [], 'switched off, the slip names nothing');
  assert.ok(isSlipOf('slak', 'slack') && isSlipOf('twillio', 'twilio') && isSlipOf('gtihub', 'github'));
  assert.ok(!isSlipOf('fender', 'finder') && !isSlipOf('stripe', 'stripe') && !isSlipOf('sell', 'swells'));
});

test('values are matched after the words that describe the call, however rare, so they cannot crowd those words out', () => {
  const { vocabulary, idf } = fixtureCatalog().search.endpoints;
  const termOf = (id: number) => [...vocabulary].find(([, known]) => known === id)![0];
  const plan = planQuery('search for tracks on the album "Vet Sms"', DEFAULT_WEIGHTS);
  const order = groupsOf(plan.groups, vocabulary, idf).map(({ members }) => termOf(members[0][0]));
  assert.deepEqual(order, ['album', 'track', 'search', 'vet', 'sms']);
  assert.ok(idf[vocabulary.get('vet')!] >= idf[vocabulary.get('album')!], 'the value is as rare as the rarest describing word');
});

test('two words of a task may be one word of an API name: "user groups" meets usergroups', () => {
  const groupOf = (q: string, head: string) => planQuery(q, DEFAULT_WEIGHTS).groups.find((group) => group[0][0] === head);
  assert.ok(groupOf('List all user groups for the team', 'group')!.some(([term, weight]) => term === 'usergroup' && weight < 1));
  assert.ok(!groupOf('store a file in a bucket', 'file')!.some(([term]) => term.startsWith('store')), 'a leading verb joins no noun');
});

test("a required input's description is searched: Twilio's Create Verification says \"phone\" only where it describes `To`", () => {
  const catalog = fixtureCatalog();
  const verification = endpointOf(catalog, 'twilio.com/twilio_verify_v2', 'POST', '/v2/Services/{ServiceSid}/Verifications');
  assert.doesNotMatch(`${verification.name} ${verification.description}`, /phone/i);
  assert.equal(searchOk('verify a phone number').data[0].id, verification.id, 'ahead of sending a text message to a phone number');
});

test('results spread across APIs, with versions and mirrors as one API and each capability counted once', () => {
  // Documents 0–5 are one API in two versions (0–2 and 3–5); 3 and 4 repeat 0 and 1. Document 6 is another API.
  const api = [0, 0, 0, 1, 1, 1, 2];
  const family = [10, 11, 12, 10, 11, 13, 20];
  const scores = [10, 9.8, 9.6, 9.9, 9.7, 9.4, 9];
  const candidates = scores.map((score, doc) => ({ doc, score })).sort((a, b) => b.score - a.score);
  const apiGroup = [0, 0, 2];
  const order = diversify(candidates, { apiOf: (doc) => apiGroup[api[doc]], familyOf: (doc) => family[doc] }, false);
  assert.deepEqual(order, [0, 1, 2, 6, 5], 'the other API comes fourth, ahead of the third capability of the first; copies show once');
  assert.deepEqual(diversify(candidates, { apiOf: (doc) => apiGroup[api[doc]], familyOf: (doc) => family[doc] }, true), candidates.map(({ doc }) => doc), 'a named API is left as ranked');
});

test("a path is searched without an OData function's arguments, which are its parameters' names", () => {
  const path = "/me/joinedTeams/{team-id}/microsoft.graph.doesUserHaveAccess(userId='@userId',userPrincipalName='@userPrincipalName')";
  assert.deepEqual(analyze(pathWords(path)), analyze('/me/joinedTeams/{team-id}/microsoft.graph.doesUserHaveAccess'));
  assert.equal(pathWords('/repos/{owner}/{repo}/issues'), '/repos/{owner}/{repo}/issues');
});

test('two query words read as one count whole when many operations use the compound: "user name" → username', () => {
  const compoundWeight = (isCommonTerm: (term: string) => boolean) => {
    const groups = planQuery('what is my user name?', DEFAULT_WEIGHTS, undefined, { isProperName: () => false, isCommonTerm, knows: () => false, nameLike: () => undefined, verbMethods: () => undefined }).groups;
    return groups.flat().find(([term]) => term === stem('username'))?.[1];
  };
  assert.equal(compoundWeight((term) => term === stem('username')), 1);
  assert.ok(compoundWeight(() => false)! < 1, 'a compound few operations use may join the words by chance (an "s3 bucket" is no "s3bucket")');
});

test("a goal naming a provider the catalog knows as a curated MCP server puts that server first, though its name means more in the catalog", () => {
  const catalog = loadCatalog({ dataDir: tempDir(), sources: [...FIXTURE_SOURCES, { kind: "mcp-curated" }], quiet: true });
  const linear = catalog.resources.findIndex((record) => record.resourceType === 'mcp' && record.title === 'Linear');
  assert.ok(linear >= 0);
  assert.equal(rank(catalog.search, catalog.resources, 'create a Linear issue').order[0], linear);
  const plain = rank(catalog.search, catalog.resources, 'create an issue in a github repository').order;
  assert.notEqual(plain[0], linear, 'without its name, the issue call of the named API comes first');
  // In the whole catalog "linear" is everyday API text (linear broadcast services, linear channels), so it
  // names no API there; the server's title still names the server rather than weighing as a proper name's value.
  const everyday = { ...catalog.search, apiNames: new Map([...catalog.search.apiNames].filter(([term]) => term !== stem('linear'))) };
  assert.equal(rank(everyday, catalog.resources, 'create a Linear issue').order[0], linear);
});

test('a capitalised name that names an API in the catalog names it instead of weighing as a value', () => {
  const catalog = fixtureCatalog();
  const named = planQuery('Read my notes in Notebooks', DEFAULT_WEIGHTS, relatedWords, {
    isProperName: (words) => !words.every((word) => catalog.search.apiNames.has(stem(word))), isCommonTerm: () => false, knows: () => false, nameLike: () => undefined, verbMethods: () => undefined,
  });
  assert.ok(named.naming.includes(stem('notebooks')), JSON.stringify(named.naming));
});

test('a CamelCase name the catalog spells as one word stays one word; an operation id the catalog splits comes apart', () => {
  const words = (query: string, off: Switch[] = []) => planQuery(query, { ...DEFAULT_WEIGHTS, off }, relatedWords, {
    isProperName: () => false, isCommonTerm: () => false, knows: (term) => [stem('whatsapp'), stem('openai'), stem('api2cart'), stem('1password')].includes(term), nameLike: () => undefined, verbMethods: () => undefined,
  }).groups.map((group) => group[0][0]);
  assert.deepEqual(words('send a WhatsApp message'), ['send', stem('whatsapp'), stem('message')]);
  assert.deepEqual(words('transcribe audio with OpenAI'), [stem('transcribe'), stem('audio'), stem('openai')], 'a name ending in an acronym');
  assert.deepEqual(words('call ListUsers'), ['call', 'list', stem('users')]);
  assert.deepEqual(words("list products through API2Cart's unified API"), ['list', stem('products'), 'through', stem('api2cart'), stem('unified')], 'a capital after a digit');
  assert.deepEqual(words('read a secret from 1Password'), ['read', stem('secret'), stem('1password')]);
  assert.deepEqual(words('upload to S3 then call Route53'), [stem('upload'), 's3', 'call', stem('route53')], 'letters then digits were never split');
  assert.deepEqual(words('send a WhatsApp message', ['wholeNames']), ['send', 'what', 'app', stem('message')], 'switched off, the name comes apart');
});

test("a verb the intent list lacks asks for the methods the catalog's own operation names give it", () => {
  const counts = new Map([[stem('enable'), [0, 10, 6, 0, 0]]]);
  const plan = planQuery('enable the feature flag', DEFAULT_WEIGHTS, relatedWords, { isProperName: () => true, isCommonTerm: () => false, knows: () => false, nameLike: () => undefined, verbMethods: (term) => counts.get(term) });
  assert.equal(Math.max(...plan.methodLift), plan.methodLift[1], 'POST most');
  assert.ok(plan.methodLift[2] > 1 && plan.methodLift[2] < plan.methodLift[1], 'PUT in proportion');
  assert.equal(plan.methodLift[0], 1, 'GET not at all');
  const off = planQuery('enable the feature flag', { ...DEFAULT_WEIGHTS, off: ['catalogVerbs', 'unknownVerbs'] }, relatedWords, { isProperName: () => true, isCommonTerm: () => false, knows: () => false, nameLike: () => undefined, verbMethods: (term) => counts.get(term) });
  assert.deepEqual(off.methodLift.slice(0, 5), [1, 1, 1, 1, 1], 'switched off, the verb asks for nothing');
});

test('a verb after a determiner names a thing and asks for no method: "merge a pull request" asks for no read', () => {
  const counts = new Map([[stem('merge'), [0, 4, 6, 0, 0]]]);
  const catalogWords = { isProperName: () => true, isCommonTerm: () => false, knows: () => false, nameLike: () => undefined, verbMethods: (term: string) => counts.get(term) };
  const plan = planQuery('merge a pull request', DEFAULT_WEIGHTS, relatedWords, catalogWords);
  assert.equal(plan.methodLift[0], 1, '"pull" after "a" is no read');
  assert.equal(Math.max(...plan.methodLift), plan.methodLift[2], 'merge asks for what the catalog says of it: PUT most');
  assert.ok(planQuery('pull the latest changes', DEFAULT_WEIGHTS, relatedWords, catalogWords).methodLift[0] > 1, 'a verb that opens the goal still asks');
  const off = planQuery('merge a pull request', { ...DEFAULT_WEIGHTS, off: ['nounsAfterDeterminers'] }, relatedWords, catalogWords);
  assert.ok(off.methodLift[0] > 1, 'switched off, "pull" asks for GET');
});

test('an operation for testing the real one counts less, unless the goal asks for testing', () => {
  const api = { key: 'mail.example', title: 'Mail', version: '1', provider: 'mail.example', description: '', servers: [], securitySchemes: {}, schemas: [0, 0] as const };
  const operations: [method: string, path: string, name: string][] = [
    ['POST', '/test/send', 'Send an email to test email addresses'],
    ['POST', '/v3/marketing/mail/send', 'Send an email'],
    ...['lists', 'contacts', 'templates', 'senders', 'stats', 'bounces', 'blocks', 'domains', 'keys', 'teammates'].map((noun): [string, string, string] => ['GET', `/${noun}`, `Get ${noun}`]),
  ];
  const resources = operations.map(([method, path, name], ix) => ({
    id: `op${ix}`, resourceType: 'endpoint' as const, apiKey: api.key, method, path, url: `https://mail.example${path}`,
    name, description: name, tags: [], deprecated: false, evaluateGuide: '', detail: [0, 0] as const,
  }));
  const model = buildSearchModel(resources, [api], { parameterNames: () => '', inputDescriptions: () => '', wellKnownProviders: new Set(), majorProviders: new Set() });
  const first = (q: string) => resources[rank(model, resources, q).order[0]].path;
  assert.equal(first('send an email'), '/v3/marketing/mail/send');
  assert.equal(first('send a test email'), '/test/send');
});

test("of candidates scoring alike, the one whose name the query speaks of more ranks first; weight 0 leaves scores alone", () => {
  const api = { key: 'git.example', title: 'Git', version: '1', provider: 'git.example', description: '', servers: [], securitySchemes: {}, schemas: [0, 0] as const };
  const names = ['Test the push repository webhook', 'Create a repository webhook', 'Get a repository'];
  const resources = names.map((name, ix) => ({
    id: `op${ix}`, resourceType: 'endpoint' as const, apiKey: api.key, method: 'POST', path: `/op${ix}`, url: `https://git.example/op${ix}`,
    name, description: name, tags: [], deprecated: false, evaluateGuide: '', detail: [0, 0] as const,
  }));
  const model = buildSearchModel(resources, [api], { parameterNames: () => '', inputDescriptions: () => '', wellKnownProviders: new Set(), majorProviders: new Set() });
  const plan = planQuery('create a webhook on a repository', DEFAULT_WEIGHTS, relatedWords);
  const query = queryTermIds(model, plan.groups);
  assert.equal(namePrecision(model, 1, query), 1, 'every word of "Create a repository webhook" is asked for');
  assert.ok(namePrecision(model, 0, query) < 0.7, '"test" and "push" are not');
  const asked = queryTermIds(model, planQuery('test every push and create a webhook on the repository', DEFAULT_WEIGHTS, relatedWords).groups);
  const told = queryTermIds(model, planQuery('Our CI tests every push. Create a webhook on the repository', DEFAULT_WEIGHTS, relatedWords).groups);
  assert.ok(namePrecision(model, 0, told) < namePrecision(model, 0, asked), 'a word of the situation earns a name less than a word that asks');
  const scored = () => [{ doc: 0, score: 1 }, { doc: 1, score: 1 }];
  const weighed = scored();
  weighNamePrecision(model, weighed, plan.groups, DEFAULT_WEIGHTS.namePrecision);
  assert.ok(weighed[1].score === 1 && weighed[0].score < 1);
  const off = scored();
  weighNamePrecision(model, off, plan.groups, 0);
  assert.deepEqual(off, scored());
});

test('a command opening with a verb no list knows asks for a change: "log a purchase", "spin up a channel"; a string of nouns asks for nothing', () => {
  const lift = (q: string, weights = DEFAULT_WEIGHTS) => planQuery(q, weights, relatedWords).methodLift.slice(0, 5);
  const [get, post, put, patch, del] = lift('log a grocery purchase in my budget');
  assert.ok(post > get && put > get && patch > get, 'POST, PUT and PATCH over GET');
  assert.equal(del, get, 'nothing says remove');
  assert.ok(lift('spin up a new chat channel')[1] > 1, 'a particle may follow the verb');
  assert.deepEqual(lift('spotify track bpm energy danceability'), [1, 1, 1, 1, 1]);
  assert.deepEqual(lift('log a grocery purchase in my budget', { ...DEFAULT_WEIGHTS, off: ['unknownVerbs'] }), [1, 1, 1, 1, 1]);
  // A phrasal verb is joined ("set up" → setup, "sign up" → signup); the verb lists know the joined
  // forms, so a later word the catalog's names open with mostly as a read cannot speak first.
  const readsAtLaunch = { isProperName: () => false, isCommonTerm: () => false, knows: () => false, nameLike: () => undefined, verbMethods: (term: string) => (term === 'launch' ? [10, 1, 0, 0, 0] : undefined) };
  const joined = (q: string) => planQuery(q, DEFAULT_WEIGHTS, relatedWords, readsAtLaunch).methodLift.slice(0, 5);
  const [setupGet, setupPost, setupPut] = joined('set up a Trello board for the product launch');
  assert.ok(setupPost > setupGet && setupPut > setupGet, 'set up makes or sets something');
  for (const phrase of ['sign up a new user for the launch', 'sign out every session after the launch', 'check out the cart of the launch']) {
    const [get, post] = joined(phrase);
    assert.ok(post > get, phrase);
  }
  assert.ok(joined('clean up the old builds after the launch')[4] > 1, 'clean up removes');
});

test('a goal that tells its situation before what it needs is ranked by the need: the situation\'s own words count less', () => {
  const plan = planQuery('After every sales call our dialer writes a summary. I need to save the summary as a note on the contact', DEFAULT_WEIGHTS, relatedWords);
  const weightOf = (word: string) => plan.groups.find((group) => group[0][0] === stem(word))?.[0][1];
  assert.ok(weightOf('dialer')! < 1 && weightOf('sales')! < 1, 'words only of the situation');
  assert.equal(weightOf('note'), 1, 'words of the need');
  assert.equal(weightOf('summary'), 1, 'a word of the situation the need takes up again is not lowered');
  const plain = planQuery('save a summary as a note on the contact after a sales call', DEFAULT_WEIGHTS, relatedWords);
  assert.ok(plain.groups.every((group) => group[0][1] === 1), 'one sentence, no need said: every word counts whole');
  // Traccar names an API of the catalog: a word of the query, not a value.
  const apiName = { isProperName: (words: string[]) => !words.includes('traccar'), isCommonTerm: () => false, knows: () => false, nameLike: () => undefined, verbMethods: () => undefined };
  const told = planQuery('Our vans carry GPS trackers from Traccar. Define a zone around the depot.', DEFAULT_WEIGHTS, relatedWords, apiName);
  const toldWeight = (word: string) => told.groups.find((group) => group[0][0] === stem(word))?.[0][1];
  assert.ok(toldWeight('van')! < 1 && toldWeight('tracker')! < 1, 'the sentences before the last tell the situation');
  assert.equal(toldWeight('traccar'), 1, 'a name keeps its weight');
  assert.equal(toldWeight('zone'), 1);
  const question = planQuery('for the bakery website how do I refund an order', DEFAULT_WEIGHTS, relatedWords);
  const questionWeight = (word: string) => question.groups.find((group) => group[0][0] === stem(word))?.[0][1];
  assert.ok(questionWeight('bakery')! < 1 && questionWeight('refund') === 1, '"how do I" says what it asks as "I need to" does');
  const commanded = planQuery('Update the filters of the webhook. It should only send events for completed tasks.', DEFAULT_WEIGHTS, relatedWords);
  const commandedWeight = (word: string) => commanded.groups.find((group) => group[0][0] === stem(word))?.[0][1];
  assert.equal(commandedWeight('webhook'), 1, 'a goal opening with a verb asks in its first sentence');
  assert.ok(commandedWeight('event')! < 1, 'its later sentences say more of it');

  const api = { key: 'crm.example', title: 'CRM', version: '1', provider: 'crm.example', description: '', servers: [], securitySchemes: {}, schemas: [0, 0] as const };
  const operations: [method: string, path: string, name: string][] = [
    ['POST', '/calls', 'Log a dialer call summary'],
    ['POST', '/notes', 'Create a note on a contact'],
    ...['deals', 'companies', 'tasks', 'users', 'pipelines'].map((noun): [string, string, string] => ['GET', `/${noun}`, `List ${noun}`]),
  ];
  const resources = operations.map(([method, path, name], ix) => ({
    id: `op${ix}`, resourceType: 'endpoint' as const, apiKey: api.key, method, path, url: `https://crm.example${path}`,
    name, description: name, tags: [], deprecated: false, evaluateGuide: '', detail: [0, 0] as const,
  }));
  const model = buildSearchModel(resources, [api], { parameterNames: () => '', inputDescriptions: () => '', wellKnownProviders: new Set(), majorProviders: new Set() });
  const goal = 'Our dialer writes a summary after each call. We want to keep it as a note on the contact';
  const first = (weights = DEFAULT_WEIGHTS) => resources[rank(model, resources, goal, weights).order[0]].path;
  assert.equal(first(), '/notes');
  assert.equal(first({ ...DEFAULT_WEIGHTS, off: ['context'] }), '/calls', 'switched off, the situation\'s words win');
});

test('a thing that "is down" is out of service: uptime, not the particle of "shut down"', () => {
  const terms = (goal: string, off: Switch[] = []) => planQuery(goal, { ...DEFAULT_WEIGHTS, off }, relatedWords).groups.map((group) => group[0][0]);
  assert.ok(terms('check if my website is down').includes(stem('uptime')), 'the issue\'s own example');
  assert.ok(terms('is my website down?').includes(stem('uptime')), 'the thing between');
  assert.ok(!terms('go down the list of users').includes(stem('uptime')), 'a way down something is no outage');
  assert.ok(terms('check if my website is down', ['downIsOutage']).includes('down'), 'switched off, the word is read as written');
});

test('what a goal turns into something is the input, what it becomes is the ask: "turn a long tracking URL into a short link"', () => {
  const weightIn = (goal: string, word: string, off: Switch[] = []) => planQuery(goal, { ...DEFAULT_WEIGHTS, off }, relatedWords).groups.find((group) => group[0][0] === stem(word))?.[0][1];
  const goal = 'How can I turn a long campaign tracking URL into a short link to share?';
  assert.ok(weightIn(goal, 'campaign')! < 1 && weightIn(goal, 'tracking')! < 1, 'the thing turned weighs less');
  assert.equal(weightIn(goal, 'short'), 1);
  assert.equal(weightIn(goal, 'link'), 1);
  assert.equal(weightIn(goal, 'campaign', ['conversions']), 1, 'switched off, every word counts whole');
  assert.equal(weightIn('convert the campaign report to a PDF', 'campaign'), 1, 'only "into" says what the thing becomes');
});

test('a run of capitalised words ends with its sentence: the next sentence\'s first word is no part of the name', () => {
  const split = splitValues('We sell through Shopify. Create a product with price 10');
  assert.equal(split.values.trim(), 'Shopify.');
  assert.match(split.text, /\. +Create a product/);
});

test("a contraction's tail is no word of the query: I'm, we've, don't", () => {
  const plan = planQuery("I'm sure we've got the invoice, don't resend it", DEFAULT_WEIGHTS, relatedWords);
  const heads = plan.groups.map((group) => group[0][0]);
  for (const tail of ['m', 've', 't']) assert.ok(!heads.includes(tail), `${tail} in ${heads.join(' ')}`);
  assert.ok(heads.includes(stem('invoice')));
});

test('an owner/repository pair spelled as identifiers is a value, not words that say which call; "CI/CD" stays words', () => {
  const { text, values } = splitValues('open an issue in octocat/hello-world on GitHub');
  assert.equal(values, 'octocat/hello-world');
  assert.ok(!text.includes('octocat'), text);
  assert.equal(splitValues('set up a CI/CD pipeline and/or a webhook').values, '');
});

test('an operation id is searched without the HTTP method it opens with: "post a tweet" is not every POST whose id says post', () => {
  assert.equal(operationIdWords('postUsersIdBookmarks'), 'UsersIdBookmarks');
  assert.equal(operationIdWords('GET_DescribeInstances'), '_DescribeInstances');
  assert.equal(operationIdWords('createTweet'), 'createTweet');
  assert.equal(operationIdWords('posts.list'), 'posts.list', 'a word that only begins with a method is kept');
  assert.equal(operationIdWords('getter'), 'getter');
});

test('the candidates hold one copy of each capability, the best-scoring one: mirrors cannot use up the candidate pool', () => {
  const catalog = fixtureCatalog();
  const { docFamily } = catalog.search;
  const families = (off: Switch[]) => {
    const docs = rankWithCandidates(catalog.search, catalog.resources, 'create an issue in a repository', { ...DEFAULT_WEIGHTS, off }).candidates;
    return { docs, distinct: new Set(docs.map((doc) => docFamily[doc])).size };
  };
  const copies = families(['oneCopy']);
  assert.ok(copies.distinct < copies.docs.length, 'without the rule, both GitHub versions of an operation are candidates');
  const one = families([]);
  assert.equal(one.distinct, one.docs.length);
  const create = one.docs.map((doc) => catalog.resources[doc]).find((record) => record.resourceType === 'endpoint' && record.method === 'POST' && record.path === '/repos/{owner}/{repo}/issues');
  assert.equal(create?.resourceType === 'endpoint' ? create.apiKey : undefined, 'github.com/api.github.com', 'the canonical version is the copy kept');
});

test('a short list of results goes on with the operations that cover less of the goal, after the ones that cover enough', () => {
  const catalog = fixtureCatalog();
  const names = (off: Switch[]) => rank(catalog.search, catalog.resources, 'pet photo upload url', { ...DEFAULT_WEIGHTS, off }).order.map((doc) => catalog.resources[doc].name);
  const short = names(['fillBelow']);
  const filled = names([]);
  assert.equal(short[0], 'Upload a photo of a pet');
  assert.ok(short.length < 10, `only ${short.length} cover enough of the goal`);
  assert.deepEqual(filled.slice(0, short.length), short, 'the results that cover enough keep their places');
  assert.ok(filled.length > short.length + 5, JSON.stringify(filled));
  assert.ok(filled.slice(short.length).includes('List all pets'), 'the pet API\'s other calls follow');
  // Two APIs may name different calls alike (Box's and Files.com's "Create folder"): a capability is its name on its method and path.
  const calls = rank(catalog.search, catalog.resources, 'pet photo upload url').order.map((doc) => {
    const record = catalog.resources[doc];
    return record.resourceType === 'endpoint' ? `${record.method} ${record.path} ${record.name}` : record.id;
  });
  assert.equal(new Set(calls).size, calls.length, 'each capability once');
  for (const q of ['list pets', 'send an sms', 'create an issue in a repository']) {
    const before = rank(catalog.search, catalog.resources, q, { ...DEFAULT_WEIGHTS, off: ['fillBelow'] }).order;
    assert.deepEqual(rank(catalog.search, catalog.resources, q).order.slice(0, before.length), before, q);
  }
});

test("index terms keep apart the words Porter's stemmer runs together and its revision does not: generate is no general, news no new; plurals and verb forms still meet", () => {
  assert.notEqual(stem('generate'), stem('general'));
  assert.notEqual(stem('generic'), stem('generate'));
  assert.notEqual(stem('news'), stem('new'));
  assert.notEqual(stem('communication'), stem('community'));
  assert.equal(stem('generated'), stem('generate'));
  assert.equal(stem('communications'), stem('communication'));
  assert.deepEqual(analyze('Generate passwords'), analyze('generating password'));
  assert.equal(stem('playlists'), stem('playlist'));
  assert.equal(stem('verification'), stem('verify'));
});
