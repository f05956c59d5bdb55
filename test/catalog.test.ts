import assert from 'node:assert/strict';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildSnapshot, MODEL_SOURCES, modelInputsVersion, sourceDocuments } from '../catalog/build.ts';
import { readDocuments } from '../catalog/read-documents.ts';
import { loadCatalog } from '../catalog/load.ts';
import { normalizeOpenApi } from '../catalog/openapi.ts';
import { callerCredentials, declaresAuth, isCredentialParameter } from '../lib/spec-signals.ts';
import { openSnapshot, SNAPSHOT_FORMAT_VERSION, SnapshotWriter } from '../catalog/snapshot.ts';
import { endpointOf, FIXTURE_SOURCES, FIXTURE_SPECS, fixtureCatalog, tempDir } from './helpers.ts';
import type { EndpointRecord } from '../lib/model.ts';

test('every operation of every readable document becomes an endpoint record; broken ones are reported', () => {
  const dir = tempDir();
  const summary = buildSnapshot(FIXTURE_SOURCES, join(dir, 'catalog.snapshot'));
  assert.equal(summary.info.apis, 82);
  // spotify 11 + twilio 2 + Twilio Verify 6 + petstore 8 + notebooks 45 + GitHub 10 and its GHES copy 3 + Google Calendar 6 + Google Books 3 + Slack 9 + Stripe 11 + Plaid 2 + Jira 3 + S3 3 + Xero 4 + Google Drive 4 + OpenAI 6 + Vonage SMS 1 + Airflow 2 + 1Password 4 + Lambda 2 + AppIntegrations 2 + Amadeus airport search 1 + TomTom routing 1 and search 1 + Weatherbit 3 + GraphHopper 1 + SendGrid 3 + Hetzner Cloud 3 + YouTube 2 + DocuSign 1 + dev.to 2 + Gmail 6 + Zoom 3 + Microsoft Graph 5 + Asana 2 + YNAB 1 + SNS 3 + Telegram 2 + Vercel 4 + Mandrill 1 + Buffer 2 + Docker Engine 3 + Giphy 2 + Ably 1 + Apideck CRM 1 + Files.com 1 + Gitea 4 + Mux 2 + Postmark 2 + Google People 2 + Pinecone 3 + …
  assert.equal(summary.info.endpoints, 292);
  const reasons = Object.fromEntries(summary.skipped.map(({ key, reason }) => [key, reason]));
  assert.match(reasons['legacy-swagger'], /not an OpenAPI 3/);
  assert.match(reasons.truncated, /JSON/);
  assert.match(reasons['mcp:ai.aliengiraffe/spotdb'], /no streamable-http or sse remote/);
  assert.match(reasons['mcp:io.example/local-only'], /not public https/);
  assert.equal(summary.skipped.length, 4);
  assert.equal(summary.info.mcpServers, 5);
});

// Never read here after a stall: if the workers did not read, the test times out.
test('documents read on worker threads come back in order, the same as read in this thread, unreadable ones with their reason', { timeout: 60_000 }, () => {
  const documents = FIXTURE_SOURCES.flatMap(sourceDocuments);
  const here = [...readDocuments(documents, 0)];
  const onWorkers = [...readDocuments(documents, 2, Infinity)];
  assert.deepEqual(onWorkers.map((read) => read.key), documents.map((document) => document.key));
  assert.deepEqual(onWorkers, here);
  assert.ok(onWorkers.some((read) => 'error' in read && /JSON/.test(read.error)));
  assert.ok(onWorkers.some((read) => 'endpoints' in read && read.endpoints.length > 0));
});

test('when the workers do not answer, the build reads the documents itself, the same and in order', () => {
  const documents = FIXTURE_SOURCES.flatMap(sourceDocuments);
  assert.deepEqual([...readDocuments(documents, 2, 0)], [...readDocuments(documents, 0)]);
});

test('ids are stable across rebuilds of the same source and URL-safe', () => {
  const first = buildSnapshot(FIXTURE_SOURCES, join(tempDir(), 'catalog.snapshot'));
  const a = loadCatalog({ dataDir: tempDir(), sources: FIXTURE_SOURCES, quiet: true });
  const b = fixtureCatalog();
  assert.equal(first.info.endpoints + first.info.mcpServers, a.resources.length);
  assert.deepEqual(a.resources.map((r) => r.id), b.resources.map((r) => r.id));
  for (const record of a.resources) {
    assert.match(record.id, new RegExp(`^urn:service:${record.resourceType}:v1:[A-Za-z0-9._:-]+$`));
    assert.equal(encodeURIComponent(record.id).replace(/%3A/g, ':'), record.id);
  }
  assert.equal(new Set(a.resources.map((r) => r.id)).size, a.resources.length);
});

test('url joins the server URL (variables filled with defaults) with the path template as written', () => {
  const catalog = fixtureCatalog();
  assert.equal(endpointOf(catalog, 'spotify.com', 'POST', '/users/{user_id}/playlists').url, 'https://api.spotify.com/v1/users/{user_id}/playlists');
  assert.equal(endpointOf(catalog, 'petstore.example', 'GET', '/pets/{petId}').url, 'https://eu.petclinic.dev/api/v2/pets/{petId}');
  // An operation's own servers win over the document's.
  assert.equal(endpointOf(catalog, 'petstore.example', 'GET', '/health').url, 'https://status.petclinic.dev/health');
  // A server URL ending in the segments the path opens with has them once: dev.to's `https://dev.to/api` and `/api/articles`.
  const article = endpointOf(catalog, 'dev.to', 'POST', '/api/articles');
  assert.equal(article.url, 'https://dev.to/api/articles');
  assert.equal(catalog.readDetail(article).servers[0].url, 'https://dev.to', 'the brief joins the same server and path');
  const urlOf = (server: string, path: string) => normalizeOpenApi({ openapi: '3.0.0', info: { title: 'T' }, servers: [{ url: server }], paths: { [path]: { get: { operationId: 'X' } } } }, 'test').endpoints[0].url;
  assert.equal(urlOf('https://app.example.com/discovery/v2', '/discovery/v2/events'), 'https://app.example.com/discovery/v2/events');
  assert.equal(urlOf('https://api.example.com/v1', '/users'), 'https://api.example.com/v1/users', 'a path that does not repeat it keeps the server whole');
  assert.equal(urlOf('https://api.example.com/v1', '/v1'), 'https://api.example.com/v1/v1', 'nor does a path that is only the repeat');
});

test("a url never carries the spec's '#…': what it names is sent as a query parameter, or as a header outside the url", () => {
  const catalog = fixtureCatalog();
  assert.equal(endpointOf(catalog, 'amazonaws.com/s3', 'POST', '/{Bucket}/{Key}#uploads').url, 'https://s3.amazonaws.com/{Bucket}/{Key}?uploads');
  const urlOf = (path: string, parameters: { name: string; in: string }[]) => {
    const operation = { operationId: 'X', parameters: parameters.map((parameter) => ({ ...parameter, required: true, schema: { type: 'string' } })) };
    return normalizeOpenApi({ openapi: '3.0.0', info: { title: 'T' }, servers: [{ url: 'https://sns.us-east-1.amazonaws.com' }], paths: { [path]: { post: operation } } }, 'test').endpoints[0].url;
  };
  assert.equal(urlOf('/#Action=OptInPhoneNumber', [{ name: 'Action', in: 'query' }]), 'https://sns.us-east-1.amazonaws.com/?Action=OptInPhoneNumber');
  assert.equal(urlOf('/#X-Amz-Target=Comprehend_20171127.DetectEntities', [{ name: 'X-Amz-Target', in: 'header' }]), 'https://sns.us-east-1.amazonaws.com/');
});

test('parameters merge path and operation level; the operation wins; component refs resolve', () => {
  const catalog = fixtureCatalog();
  const detail = catalog.readDetail(endpointOf(catalog, 'petstore.example', 'GET', '/pets/{petId}'));
  const petId = detail.parameters.filter((p) => p.name === 'petId');
  assert.equal(petId.length, 1);
  assert.equal(petId[0].description, 'The id of the pet to retrieve');
  assert.ok(detail.parameters.some((p) => p.name === 'X-Request-Id' && p.in === 'header' && p.required));
  const spotify = catalog.readDetail(endpointOf(catalog, 'spotify.com', 'GET', '/search'));
  assert.deepEqual(spotify.parameters.map((p) => p.name), ['q', 'type', 'limit', 'offset']);
});

test('request bodies keep content types and schemas; success responses keep status, content and links', () => {
  const catalog = fixtureCatalog();
  const sms = catalog.readDetail(endpointOf(catalog, 'twilio.com/api', 'POST', '/2010-04-01/Accounts/{AccountSid}/Messages.json'));
  assert.equal(sms.requestBody?.content[0].mediaType, 'application/x-www-form-urlencoded');
  assert.equal(sms.requestBody?.required, true);
  assert.deepEqual(sms.responses.map((r) => r.status), ['201']);
  assert.deepEqual(sms.responses[0].headers, ['X-Rate-Limit-Remaining']);
  const create = catalog.readDetail(endpointOf(catalog, 'petstore.example', 'POST', '/pets'));
  assert.deepEqual(create.responses[0].links, [{ name: 'GetPetById', operationId: 'showPetById', parameters: { petId: '$response.body#/id' } }]);
  // A response referenced through a non-component pointer is inlined.
  const show = catalog.readDetail(endpointOf(catalog, 'petstore.example', 'GET', '/pets/{petId}'));
  assert.deepEqual(show.responses[0].content[0].schema, { $ref: '#/components/schemas/Pet' });
});

test('security resolves to schemes: operation-level overrides the document, [] means public', () => {
  const catalog = fixtureCatalog();
  const pets = catalog.readDetail(endpointOf(catalog, 'petstore.example', 'GET', '/pets'));
  assert.deepEqual(pets.security, [[{ scheme: 'api_key', scopes: [] }]]);
  assert.deepEqual(catalog.readDetail(endpointOf(catalog, 'petstore.example', 'GET', '/health')).security, []);
  const me = catalog.readDetail(endpointOf(catalog, 'spotify.com', 'GET', '/me'));
  assert.deepEqual(me.security, [[{ scheme: 'oauth_2_0', scopes: ['user-read-private', 'user-read-email'] }]]);
  const api = catalog.apis.get('spotify.com');
  assert.equal(api?.securitySchemes.oauth_2_0.flows?.[0].tokenUrl, 'https://accounts.spotify.com/api/token');
  assert.equal(catalog.apis.get('petstore.example')?.securitySchemes.api_key.in, 'query');
});

test('server variables are recorded with defaults and choices; deprecation is kept', () => {
  const catalog = fixtureCatalog();
  const [server] = catalog.apis.get('petstore.example')!.servers;
  assert.equal(server.template, 'https://{region}.petclinic.dev/api/{version}');
  assert.deepEqual(server.variables.map((v) => [v.name, v.default, v.enum]), [['region', 'eu', ['eu', 'us']], ['version', 'v2', undefined]]);
  assert.equal(endpointOf(catalog, 'petstore.example', 'DELETE', '/pets/{petId}').deprecated, true);
  assert.equal(endpointOf(catalog, 'petstore.example', 'GET', '/pets').deprecated, false);
});

test('schemas are kept once per API and resolved on demand, cycles included', () => {
  const catalog = fixtureCatalog();
  const category = catalog.readSchema('petstore.example', 'Category') as { properties: Record<string, unknown> };
  assert.deepEqual(category.properties.parent, { $ref: '#/components/schemas/Category' });
  assert.equal(catalog.readSchema('petstore.example', 'Nope'), undefined);
  assert.equal(catalog.readSchema('no-such-api', 'Pet'), undefined);
});

test('parsed schemas are bounded: past the bound, all are read anew from the snapshot, with the same content', () => {
  const dataDir = tempDir();
  const bounded = loadCatalog({ dataDir, sources: FIXTURE_SOURCES, quiet: true, schemasKept: 2 });
  const first = bounded.readSchema('petstore.example', 'Category');
  assert.equal(bounded.readSchema('petstore.example', 'Category'), first, 'kept while under the bound');
  bounded.readSchema('petstore.example', 'Pet');
  bounded.readSchema('petstore.example', 'Visit');
  const again = bounded.readSchema('petstore.example', 'Category');
  assert.notEqual(again, first, 'dropped past the bound, so memory stays bounded');
  assert.deepEqual(again, first);
  const unbounded = loadCatalog({ dataDir, sources: FIXTURE_SOURCES, quiet: true });
  const kept = unbounded.readSchema('petstore.example', 'Category');
  unbounded.readSchema('petstore.example', 'Pet');
  unbounded.readSchema('petstore.example', 'Visit');
  assert.equal(unbounded.readSchema('petstore.example', 'Category'), kept);
});

test('a self-referencing non-component $ref chain is cut, not followed forever', () => {
  const doc = {
    openapi: '3.0.0', info: { title: 'Loop', version: '1' },
    paths: { '/a': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/paths/~1a/get/responses/200/content/application~1json/schema' } } } } } } } },
  };
  const normalized = normalizeOpenApi(doc, 'loop');
  assert.equal(normalized.endpoints.length, 1);
});

test('a current snapshot is loaded, not rebuilt; another format version, source version or model input is rebuilt', () => {
  const dir = tempDir();
  const first = loadCatalog({ dataDir: dir, sources: FIXTURE_SOURCES, quiet: true });
  const again = loadCatalog({ dataDir: dir, sources: FIXTURE_SOURCES, quiet: true });
  assert.equal(again.info.builtAt, first.info.builtAt);

  const path = join(dir, 'catalog.snapshot');
  const bytes = readFileSync(path);
  const text = bytes.toString('latin1').replace(`"formatVersion":${SNAPSHOT_FORMAT_VERSION},`, `"formatVersion":${SNAPSHOT_FORMAT_VERSION + 1},`);
  writeFileSync(path, Buffer.from(text, 'latin1'));
  let rebuilt = false;
  const afterFormatChange = loadCatalog({ dataDir: dir, sources: FIXTURE_SOURCES, onBuilt: () => { rebuilt = true; }, quiet: true });
  assert.ok(rebuilt, 'a snapshot of another format version must be rebuilt');
  assert.equal(afterFormatChange.info.formatVersion, SNAPSHOT_FORMAT_VERSION);
  assert.equal(afterFormatChange.resources.length, first.resources.length);

  // Records edited in place (another model-inputs stamp written over the real one) no longer match their digest.
  const current = readFileSync(path).toString('latin1');
  writeFileSync(path, Buffer.from(current.replace(`"modelInputs":"${afterFormatChange.info.modelInputs}"`, `"modelInputs":"${'x'.repeat(afterFormatChange.info.modelInputs.length)}"`), 'latin1'));
  const reasons: string[] = [];
  loadCatalog({ dataDir: dir, sources: FIXTURE_SOURCES, onRebuild: (reason) => reasons.push(reason), quiet: true });
  assert.match(reasons.pop() ?? '', /the meta section does not match its digest/);

  loadCatalog({ dataDir: dir, sources: [{ kind: 'openapi-files', path: join(FIXTURE_SPECS, 'twilio.com', 'api.json') }], onRebuild: (reason) => reasons.push(reason), quiet: true });
  assert.match(reasons.pop() ?? '', /built from other sources/);
});

test('every number and word list of search is a model input: editing one in the profile changes the stamp a snapshot must match', () => {
  const root = join(import.meta.dirname, '..');
  // Every search module whose constants reach the snapshot or the ranking reads the profile; the profile itself is hashed.
  assert.ok(MODEL_SOURCES.includes('lib/search/profile.ts'));
  for (const file of readdirSync(join(root, 'lib', 'search')).filter((name) => name !== 'profile.ts')) {
    const text = readFileSync(join(root, 'lib', 'search', file), 'utf8');
    assert.doesNotMatch(text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''), /^(?:export )?const [A-Z_]+ = -?\d/m, `${file} keeps a tunable number outside the profile`);
  }
  const copy = tempDir();
  for (const path of MODEL_SOURCES) cpSync(join(root, path), join(copy, path), { recursive: true });
  const before = modelInputsVersion(copy);
  assert.equal(before, modelInputsVersion(root));
  const profile = join(copy, 'lib', 'search', 'profile.ts');
  writeFileSync(profile, readFileSync(profile, 'utf8').replace('export const DIVERSITY_DECAY = 0.9;', 'export const DIVERSITY_DECAY = 0.8;'));
  assert.notEqual(modelInputsVersion(copy), before, 'an edited query-time weight must stamp snapshots differently');
});

test('the snapshot records the source and its version', () => {
  const catalog = fixtureCatalog();
  assert.equal(catalog.info.sources.length, 2);
  assert.match(catalog.info.sources[0].name, /fixtures\/openapi$/);
  // The folder's file count, then a hash of names, sizes and times.
  assert.match(catalog.info.sources[0].version, /^84-/);
});

test('every endpoint url is absolute and well-formed, wherever the spec says its server is', () => {
  const urlOf = (servers: unknown, origin?: string) => {
    const doc = { openapi: '3.0.0', info: { title: 'T', ...(origin ? { 'x-origin': [{ url: origin }] } : {}) }, ...(servers ? { servers } : {}), paths: { '/email': { post: { operationId: 'PostEmail' } } } };
    return normalizeOpenApi(doc, 'test').endpoints[0].url;
  };
  assert.equal(urlOf([{ url: '//api.postmarkapp.com' }]), 'https://api.postmarkapp.com/email', 'protocol-relative is the secure URL');
  assert.equal(urlOf([{ url: '/api/v1' }], 'https://try.gitea.io/swagger.v1.json'), 'https://try.gitea.io/api/v1/email', "relative to the API's own site");
  assert.equal(urlOf([{ url: '/api/v1' }], 'https://raw.githubusercontent.com/PowerDNS/pdns/master/api.yaml'), 'https://localhost/api/v1/email', 'a spec on a code host is software one runs oneself');
  assert.equal(urlOf(undefined, 'https://api.example.org/openapi.json'), 'https://api.example.org/email', 'no servers: where the spec was published');
  assert.equal(urlOf([{ url: 'https://cloud.example.com/{basePath}', variables: { basePath: { default: '/api/v1' } } }]), 'https://cloud.example.com/api/v1/email', 'no doubled slash');
  assert.equal(urlOf([{ url: 'http://okta.local' }, { url: ',' }], 'https://www.postman.com/collections/okta'), 'http://okta.local/email', 'a URL of punctuation is no server');
  assert.equal(urlOf([{ url: '/api/v1' }, { url: 'https://apache.local' }], 'https://raw.githubusercontent.com/apache/airflow/main/openapi.yaml'), 'https://apache.local/api/v1/email', "a relative server is a path on the spec's own host");
  assert.equal(urlOf([{ url: 'http://conjur.local' }, { url: '/' }]), 'http://conjur.local/email', "the spec's own host, not a guess");
  assert.equal(urlOf([{ url: 'http://superset.apache.local' }, { url: '/api/v1' }]), 'http://superset.apache.local/api/v1/email', 'a bare host beside a path on it is no base of its own');
  for (const url of [urlOf(undefined), urlOf([{ url: '/v2' }])]) assert.doesNotThrow(() => new URL(url), url);
});

test("sentences an API writes in many of its operations' descriptions go after each one's own words; a description of nothing else opens with the summary", () => {
  // GitHub's own words: its calls that create content open with the same two sentences.
  const notice = 'This endpoint triggers notifications. Creating content too quickly using this endpoint may result in secondary rate limiting.';
  const calls: [path: string, summary: string, own: string][] = [
    ['/repos/{owner}/{repo}/issues', 'Create an issue', 'Any user with pull access to a repository can create an issue.'],
    ['/repos/{owner}/{repo}/pulls', 'Create a pull request', 'Draft pull requests are available in public repositories.'],
    ['/repos/{owner}/{repo}/releases', 'Create a release', 'Users with push access to the repository can create a release.'],
    ['/orgs/{org}/invitations', 'Create an organization invitation', 'Invite people to an organization by using their GitHub user ID or their email address.'],
    ['/repos/{owner}/{repo}/pulls/{pull_number}/merge', 'Merge a pull request', ''],
  ];
  const normalize = (count: number) => normalizeOpenApi({
    openapi: '3.0.0', info: { title: 'T' }, servers: [{ url: 'https://api.github.com' }],
    paths: Object.fromEntries(calls.slice(0, count).map(([path, summary, own]) => [path, { post: { summary, description: `${notice} ${own}`.trim() } }])),
  }, 'test').endpoints;
  const endpoints = normalize(5);
  assert.equal(endpoints[0].description, `Any user with pull access to a repository can create an issue. ${notice}`);
  assert.match(endpoints[0].evaluateGuide, /in its spec's words: “Any user with pull access to a repository can create an issue\.”/);
  assert.equal(endpoints[4].description, `Merge a pull request. ${notice}`, 'a call the spec says nothing else of is described by its summary');
  assert.equal(normalize(4)[0].description, `${notice} Any user with pull access to a repository can create an issue.`, 'four calls sharing a sentence keep it where it is');
});

test('an operation without a summary is named as its docs would: by method and path where its id only spells them, else by its id in words, else by its description, else by what its path plainly names', () => {
  const named = (method: string, path: string, operationId: string) => {
    const doc = { openapi: '3.0.0', info: { title: 'T' }, servers: [{ url: 'https://api.example.com' }], paths: { [path]: { [method]: { operationId } } } };
    return normalizeOpenApi(doc, 'test').endpoints[0];
  };
  assert.equal(named('post', '/v1/charges', 'PostCharges').name, 'Create a charge');
  assert.equal(named('post', '/v1/charges', 'PostCharges').description, 'Create a charge', 'no description is left empty');
  assert.equal(named('get', '/v1/charges', 'GetCharges').name, 'List charges');
  assert.equal(named('get', '/v1/customers/{customer}', 'GetCustomersCustomer').name, 'Retrieve a customer');
  assert.equal(named('delete', '/v1/customers/{customer}', 'DeleteCustomersCustomer').name, 'Delete a customer');
  assert.equal(named('post', '/v1/charges/{charge}/refunds', 'PostChargesChargeRefunds').name, 'Create a refund of a charge');
  assert.equal(named('post', '/v1/invoices/{invoice}/finalize', 'PostInvoicesInvoiceFinalize').name, 'Finalize an invoice');
  assert.equal(named('get', '/v1/prices/search', 'GetPricesSearch').name, 'Search prices');
  // An id that says more than the path keeps its own words.
  assert.equal(named('post', '/chat.postMessage', 'chat_postMessage').name, 'Chat post message');
  assert.equal(named('get', '/users/{id}', 'fetchUserProfile').name, 'Fetch user profile');
  // An id that is the method joined to the action the path calls is named by the action alone.
  assert.equal(named('get', '/#Action=DeleteSecurityGroup', 'GET_DeleteSecurityGroup').name, 'Delete security group');
  assert.equal(named('post', '/#X-Amz-Target=SecretsManager.CreateSecret', 'POST_CreateSecret').name, 'Create secret');
  assert.equal(named('get', '/categories', 'GET_TopCategories').name, 'Get top categories', 'a path that calls no action keeps the method as its verb');
  assert.equal(named('get', '/#Action=DescribeInstances', 'POST_DescribeInstances').name, 'Post describe instances', 'an id whose method is not the operation\'s is words as written');
  // Neither summary nor id: the description's first sentence, when short enough to be a name.
  const described = (description: string) => normalizeOpenApi({ openapi: '3.0.0', info: { title: 'T' }, servers: [{ url: 'https://api.example.com' }], paths: { '/uuid': { get: { description } } } }, 'test').endpoints[0];
  assert.equal(described('Generate a random UUID (v4). Pass a count for several.').name, 'Generate a random UUID (v4)');
  assert.equal(described('Generate a random UUID (v4). Pass a count for several.').description, 'Generate a random UUID (v4). Pass a count for several.');
  assert.equal(described('This call, which most clients never need and which the service keeps only for compatibility with its first release, returns one value.').name, 'Retrieve uuid', 'a long sentence is no name: the path names it');
  assert.equal(described('').name, 'Retrieve uuid');
  // With no words at all, the path names what it plainly names; an action, or an RPC method, keeps its bare method and path.
  const bare = (method: string, path: string) => normalizeOpenApi({ openapi: '3.0.0', info: { title: 'T' }, servers: [{ url: 'https://api.example.com' }], paths: { [path]: { [method]: {} } } }, 'test').endpoints[0].name;
  assert.equal(bare('post', '/blocked-numbers'), 'Create a blocked number');
  assert.equal(bare('get', '/v2/cadence_memberships.json'), 'List cadence memberships');
  assert.equal(bare('delete', '/api/v1/filters/{id}'), 'Delete a filter');
  assert.equal(bare('get', '/users/{id}'), 'Retrieve a user');
  assert.equal(bare('delete', '/updates/{id}'), 'Delete an update');
  assert.equal(bare('post', '/albums/{id}/reviews'), 'Create a review of an album');
  assert.equal(bare('post', '/messages/send-raw.json'), 'POST /messages/send-raw.json', 'a POST ending in an action is not a create');
  assert.equal(bare('post', '/plans/{plan}/readDelegates'), 'POST /plans/{plan}/readDelegates');
  assert.equal(bare('post', '/transactions/{token}/status'), 'POST /transactions/{token}/status', 'a word ending in s is not always a collection');
  assert.equal(bare('get', '/artist.albums.get'), 'GET /artist.albums.get', 'a dotted method is no path of things');
  // A summary that names nothing (a path, a bare "Delete") gives way to the description, then to the id.
  const summarized = (summary: string, description: string, operationId?: string) => normalizeOpenApi({ openapi: '3.0.0', info: { title: 'T' }, servers: [{ url: 'https://api.example.com' }], paths: { '/carts/mine/coupons': { get: { summary, description, operationId } } } }, 'test').endpoints[0].name;
  assert.equal(summarized('carts/mine/coupons', 'Returns information for a coupon in a specified cart.', 'quoteCouponManagementV1GetGet'), 'Returns information for a coupon in a specified cart');
  assert.equal(summarized('Delete', '', 'removeCoupon'), 'Remove coupon');
  assert.equal(summarized('Coupons of my cart', 'Returns information for a coupon.'), 'Coupons of my cart', 'a summary that says something stays');
  assert.equal(summarized('Returns the coupons of a cart.', ''), 'Returns the coupons of a cart', 'a summary written as a sentence names the call without its full stop');
});

test('the evaluate guide names a credential parameter where the spec declares no scheme, and a page of results by its list', () => {
  const doc = {
    openapi: '3.0.0', info: { title: 'T' }, servers: [{ url: 'https://api.example.com' }],
    paths: {
      '/albums': {
        get: {
          summary: 'List albums',
          parameters: [
            { name: 'X-Partner-User-Key', in: 'header', required: true, schema: { type: 'string' } },
            { name: 'Idempotency-Key', in: 'header', schema: { type: 'string' } },
            { name: 'next_page_token', in: 'query', schema: { type: 'string' } },
          ],
          responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: {
            href: { type: 'string' }, limit: { type: 'integer' }, next: { type: 'string' }, offset: { type: 'integer' }, previous: { type: 'string' }, total: { type: 'integer' },
            items: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } },
          } } } } } },
        },
      },
    },
  };
  const guide = normalizeOpenApi(doc, 'test').endpoints[0].evaluateGuide;
  assert.match(guide, /requires a credential in the header parameter "X-Partner-User-Key" \(the spec declares no scheme\)/);
  assert.doesNotMatch(guide, /not documented/, 'a credential parameter is documentation enough');
  assert.doesNotMatch(guide, /Idempotency-Key"/, 'an idempotency key is no credential');
  assert.doesNotMatch(guide, /next_page_token"/, 'a token that pages is no credential');
  assert.match(guide, /getting back items, /, 'the one list of a page comes before its paging fields');
  for (const name of ['X-RapidAPI-Key', 'app_key', 'Ocp-Apim-Subscription-Key', 'accesskey', 'oauth_consumer_key', 'api_key', 'X-Auth-Token']) assert.ok(isCredentialParameter(name, 'header'), name);
  for (const name of ['Idempotency-Key', 'projectKey', 'ExclusiveStartKey', 'certificate.hasPrivateKey', 'x-amz-server-side-encryption-customer-key', 'next_page_token', 'continuation-token', 'sync_token', 'page_token']) assert.ok(!isCredentialParameter(name, 'query'), name);
  for (const name of ['access_token', 'auth_token', 'token', 'bot_token']) assert.ok(isCredentialParameter(name, 'query'), name);
  assert.ok(!isCredentialParameter('Key', 'path') && isCredentialParameter('key', 'query'), 'a bare key is a credential in the query, an object name in the path');
});

test('the evaluate guide names what a call answers with on success, each field once', () => {
  // GitHub's "Create reaction for an issue": the same reaction under 200 (already there) and 201 (created), and a validation error.
  const reaction = { $ref: '#/components/schemas/reaction' };
  const doc = {
    openapi: '3.0.0', info: { title: 'T' }, servers: [{ url: 'https://api.github.com' }],
    components: { schemas: {
      reaction: { type: 'object', properties: { id: { type: 'integer' }, node_id: { type: 'string' }, content: { type: 'string', enum: ['+1', 'heart'] }, created_at: { type: 'string', format: 'date-time' } } },
      'validation-error': { type: 'object', properties: { message: { type: 'string' }, documentation_url: { type: 'string' }, errors: { type: 'array', items: { type: 'object' } } } },
    } },
    paths: {
      '/repos/{owner}/{repo}/issues/{issue_number}/reactions': {
        post: {
          summary: 'Create reaction for an issue',
          responses: {
            200: { description: 'Reaction exists', content: { 'application/json': { schema: reaction } } },
            201: { description: 'Reaction created', content: { 'application/json': { schema: reaction } } },
            422: { description: 'Validation failed', content: { 'application/json': { schema: { $ref: '#/components/schemas/validation-error' } } } },
          },
        },
      },
    },
  };
  const guide = normalizeOpenApi(doc, 'test').endpoints[0].evaluateGuide;
  assert.match(guide, /getting back id, node_id, content, created_at\.\n/);
  assert.doesNotMatch(guide, /documentation_url/, "an error's fields are not what the call is for");
});

test("a body field is the caller's credential only where the spec declares no other way, and a password only on a call that signs in", () => {
  const names = (inputs: { name: string; location: string }[], operation: { path: string; name: string; declaresAuth: boolean }) => callerCredentials(inputs, operation).map((input) => input.name);
  const vonage = [{ name: 'api_key', location: 'body' }, { name: 'api_secret', location: 'body' }, { name: 'to', location: 'body' }];
  assert.deepEqual(names(vonage, { path: '/{format}', name: 'Send an SMS', declaresAuth: false }), ['api_key', 'api_secret']);
  // A webhook's basic-auth password, a recovery secret: data the call stores, under an API that authenticates otherwise.
  assert.deepEqual(names([{ name: 'password', location: 'body' }, { name: 'secret', location: 'body' }], { path: '/companies/{companyId}/webhooks', name: 'Set up a webhook', declaresAuth: true }), []);
  // A new user's password is the user's, not the caller's; signing in, the password is the caller's.
  assert.deepEqual(names([{ name: 'Password', location: 'body' }], { path: '/api/v2/Users', name: 'Create a user', declaresAuth: false }), []);
  assert.deepEqual(names([{ name: 'password', location: 'body' }], { path: '/api/v2/Authentication', name: 'Authenticate a user.', declaresAuth: false }), ['password']);
  // Parameters plainly named as credentials stay credentials, schemes or not.
  assert.deepEqual(names([{ name: 'X-Auth-Token', location: 'header' }, { name: 'key', location: 'query' }], { path: '/items', name: 'List items', declaresAuth: true }), ['X-Auth-Token', 'key']);
  assert.ok(declaresAuth({ securitySchemes: {} }, { securityDocumented: true }), '`security: []` declares that none is needed');
  assert.ok(!declaresAuth({ securitySchemes: {} }, { securityDocumented: false }));
});

test('a summary written as code is read as words, as an operation id is; a summary in words stays as written', () => {
  const named = (summary: string, operationId?: string) => {
    const doc = { openapi: '3.0.0', info: { title: 'T' }, servers: [{ url: 'https://api.example.com' }], paths: { '/boards/{idBoard}/lists': { get: { summary, operationId } } } };
    return normalizeOpenApi(doc, 'test').endpoints[0];
  };
  assert.equal(named('getBoardsListsByIdBoard()').name, 'Get boards lists by id board');
  assert.equal(named('getBoardsListsByIdBoard()').description, 'Get boards lists by id board');
  assert.equal(named('Projects_ListByAccountResource').name, 'Projects list by account resource');
  assert.equal(named('SendSMS', 'sendSms').name, 'Send sms');
  assert.equal(named('List the lists of a board', 'getBoardsLists').name, 'List the lists of a board');
  assert.equal(named('Fares').name, 'Fares');
});

test("a credential in a server URL keeps its placeholder, never the spec's example secret", () => {
  const doc = {
    openapi: '3.0.0', info: { title: 'Bot' },
    servers: [{ url: 'https://api.example.org/bot{token}', variables: { token: { default: '123456:ABC-DEF1234', description: 'Each bot is given a unique authentication token.' } } }],
    paths: { '/getMe': { get: { summary: 'Get me' } } },
  };
  const [endpoint] = normalizeOpenApi(doc, 'test').endpoints;
  assert.equal(endpoint.url, 'https://api.example.org/bot{token}/getMe');
  assert.deepEqual(endpoint.detail.servers[0].variables.map((variable) => variable.default), [''], 'nor its example as a default');
  assert.doesNotMatch(endpoint.url, /123456/);
});

test('a damaged or foreign snapshot is refused, naming the file and the section, and rebuilt saying why; never served', () => {
  const dir = tempDir();
  const path = join(dir, 'catalog.snapshot');
  const sound = loadCatalog({ dataDir: dir, sources: FIXTURE_SOURCES, quiet: true });
  const original = readFileSync(path);
  const firstLine = original.indexOf(10);
  const header = JSON.parse(original.subarray(firstLine + 1, original.indexOf(10, firstLine + 1)).toString()) as { metaBytes: number; arrayBytes: number };
  const headerBytes = original.indexOf(10, firstLine + 1) + 1;
  const arrayStart = Math.ceil((headerBytes + header.metaBytes) / 8) * 8;
  const blobStart = arrayStart + header.arrayBytes;
  const flipped = (at: number) => {
    const copy = Buffer.from(original);
    copy[at] ^= 0x10;
    return copy;
  };
  const damages: [string, Buffer, RegExp][] = [
    ['truncated in the arrays', original.subarray(0, arrayStart + 100), /arrays section ends early/],
    ['truncated in the blobs', original.subarray(0, original.length - 5), /blobs section ends early/],
    ['a bit flipped in the records', flipped(headerBytes + 200), /meta section does not match its digest/],
    ['a bit flipped in the search arrays', flipped(arrayStart + 64), /arrays section does not match its digest/],
    ['a bit flipped in an operation detail', flipped(blobStart + 10), /blobs section does not match its digest/],
    ['a foreign file', Buffer.from('{"openapi":"3.0.0"}'), /not a snapshot file/],
  ];
  for (const [what, bytes, reason] of damages) {
    writeFileSync(path, bytes);
    assert.throws(() => openSnapshot(path), (error: Error) => error.message.includes(path) || /not a snapshot/.test(error.message), what);
    const reasons: string[] = [];
    const rebuilt = loadCatalog({ dataDir: dir, sources: FIXTURE_SOURCES, onRebuild: (line) => reasons.push(line), quiet: true });
    assert.equal(reasons.length, 1, what);
    assert.match(reasons[0], reason, what);
    assert.ok(reasons[0].includes(path), `${what}: ${reasons[0]}`);
    // The rebuilt catalog is whole: the same digest as the sound one's content, and it answers.
    assert.equal(rebuilt.resources.length, sound.resources.length, what);
    assert.equal(rebuilt.readDetail(rebuilt.resources.find((record) => record.resourceType === 'endpoint') as EndpointRecord).parameters !== undefined, true);
  }
});

test('a build that fails midway leaves the previous snapshot in place and usable', () => {
  const dir = tempDir();
  const path = join(dir, 'catalog.snapshot');
  const first = loadCatalog({ dataDir: dir, sources: FIXTURE_SOURCES, quiet: true });
  const writer = new SnapshotWriter(path);
  writer.addBlob({ half: 'a build' });
  writer.abort();
  assert.equal(openSnapshot(path).digest, first.digest);
  assert.ok(!existsSync(`${path}.tmp`) && !existsSync(`${path}.blobs.tmp`));
});
