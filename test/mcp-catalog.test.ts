import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { isPublicHttpsUrl, mcpRecord, serversFromRegistry } from '../catalog/mcp-servers.ts';
import type { McpRecord } from '../lib/model.ts';
import { integrate, search } from '../lib/service.ts';
import { matchingTools, rankedTools } from '../lib/search/results.ts';
import { FIXTURE_MCP, fixtureCatalog } from './helpers.ts';

const records = JSON.parse(readFileSync(join(FIXTURE_MCP, 'registry-servers.json'), 'utf8')) as unknown[];

test('registry records with a streamable-http or sse remote become servers; the rest are skipped with a reason', () => {
  const { servers, skipped } = serversFromRegistry(records);
  assert.deepEqual(servers.map((s) => s.name), ['com.notion/mcp', 'io.github.stacklok/context7-remote', 'com.microsoft/microsoft-learn-mcp', 'com.monday/monday.com', 'io.github.stacklok/sentry-remote']);
  assert.deepEqual(skipped.map((s) => s.key), ['ai.aliengiraffe/spotdb', 'io.example/local-only']);
  // Streamable HTTP is preferred when a server offers both transports.
  const notion = servers.find((s) => s.name === 'com.notion/mcp')!;
  assert.deepEqual([notion.transport, notion.url], ['streamable-http', 'https://mcp.notion.com/mcp']);
  const monday = servers.find((s) => s.name === 'com.monday/monday.com')!;
  // The record marks the header secret but not required; both facts are kept as given.
  assert.deepEqual(monday.headers.map((h) => [h.name, h.required, h.secret]), [['Authorization', false, true]]);
  const context7 = servers.find((s) => s.name === 'io.github.stacklok/context7-remote')!;
  assert.deepEqual(context7.tools.map((t) => t.name), ['resolve-library-id', 'get-library-docs']);
  assert.equal(context7.crawled, false);
});

test('a registry API page ({ servers: [{ server, _meta }] }) reads like a file of records', () => {
  const page = { servers: records.slice(0, 2).map((server) => ({ server, _meta: {} })), metadata: { count: 2 } };
  assert.deepEqual(serversFromRegistry(page).servers.map((s) => s.name), ['com.notion/mcp', 'io.github.stacklok/context7-remote']);
  assert.throws(() => serversFromRegistry({ nope: true }), /server\.json/);
});

test('only public https remotes are catalog entries', () => {
  assert.ok(isPublicHttpsUrl('https://mcp.notion.com/mcp'));
  for (const url of ['http://mcp.example.com/mcp', 'https://localhost/mcp', 'https://127.0.0.1/mcp', 'https://10.1.2.3/mcp', 'https://192.168.0.4/mcp', 'https://[::1]/mcp', 'not a url']) {
    assert.ok(!isPublicHttpsUrl(url), url);
  }
});

test('an MCP record has an urn:service:mcp id and a three-part guide that says what connecting takes', () => {
  const [monday] = serversFromRegistry(records).servers.filter((s) => s.name === 'com.monday/monday.com');
  const record = mcpRecord(monday);
  assert.match(record.id, /^urn:service:mcp:v1:/);
  const [summary, useCases, limitations] = record.evaluateGuide.split('\n');
  assert.match(summary, /^Summary: .*remote MCP server \(streamable-http\) at https:\/\/mcp\.monday\.com\/mcp/);
  assert.match(useCases, /^Recommended use cases: /);
  assert.match(limitations, /^Limitations: may need header Authorization \(secret; the record does not mark it required\)/);
  assert.match(limitations, /tools not recorded/);
});

test('search ranks MCP servers with endpoints: mcp results carry transport and no method, and name the matching tools', () => {
  const outcome = search(fixtureCatalog(), { q: 'mcp server for documentation lookup' }, { cursorKey: 'k' });
  assert.ok(outcome.ok);
  const mcp = outcome.body.data.filter((r) => r.resourceType === 'mcp');
  assert.ok(mcp.length >= 2, JSON.stringify(outcome.body.data.map((r) => r.name)));
  assert.equal(outcome.body.data[0].resourceType, 'mcp');
  for (const result of mcp) {
    assert.ok(result.transport && !('method' in result));
    assert.match(result.id, /^urn:service:mcp:v1:/);
  }
  const context7 = mcp.find((r) => r.name === 'io.github.stacklok/context7-remote');
  assert.match(context7?.evaluateGuide ?? '', /tools matching this query: get-library-docs/);
  for (const result of outcome.body.data.filter((r) => r.resourceType === 'endpoint')) assert.ok(result.method && !('transport' in result));
});

test('integrate on an mcp id writes steps that connect, list the tools and call the fitting one', () => {
  const catalog = fixtureCatalog();
  const context7 = catalog.resources.find((r): r is McpRecord => r.resourceType === 'mcp' && r.name === 'io.github.stacklok/context7-remote')!;
  const monday = catalog.resources.find((r): r is McpRecord => r.resourceType === 'mcp' && r.name === 'com.monday/monday.com')!;
  const outcome = integrate(catalog, { task: 'Look up the library docs for react hooks', resources: [{ id: context7.id, type: 'mcp' }, { id: monday.id, type: 'mcp' }] });
  assert.ok(outcome.ok);
  const brief = outcome.body.data[0].taskBrief;
  assert.match(brief, /^1\. MCP https:\/\/mcp\.context7\.com\/mcp/m);
  assert.match(brief, /connect with an MCP client over streamable-http, then initialize/);
  assert.match(brief, /tools\/list/);
  assert.match(brief, /tools\/call "get-library-docs"/);
  assert.match(brief, /header "Authorization"/);
  // An mcp id sent as an endpoint does not resolve.
  const wrongType = integrate(catalog, { task: 'x', resources: [{ id: context7.id, type: 'endpoint' }] });
  assert.ok(!wrongType.ok && wrongType.problem.status === 404);
});

test('one tool matcher: the tool a goal acts on comes first, and a server prefix or a generic verb makes no tool match', () => {
  // Notion's remote tools, as its registry record lists them (no descriptions).
  const names = ['notion-search', 'notion-fetch', 'notion-create-pages', 'notion-update-page', 'notion-move-pages', 'notion-duplicate-page', 'notion-create-database',
    'notion-update-database', 'notion-create-comment', 'notion-get-comments', 'notion-get-teams', 'notion-get-users', 'notion-get-user', 'notion-get-self'];
  const notion: McpRecord = {
    id: 'urn:service:mcp:v1:test', resourceType: 'mcp', name: 'notion', title: 'Notion', description: '', transport: 'streamable-http', url: 'https://mcp.notion.com/mcp',
    headers: [], tools: names.map((name) => ({ name, description: '' })), crawled: false, curated: true, evaluateGuide: '',
  };
  // "page" is what the goal creates; "database" only where.
  assert.equal(rankedTools(notion, 'create a page in my Notion database')[0].name, 'notion-create-pages');
  assert.equal(rankedTools(notion, 'update the status of a Notion page')[0].name, 'notion-update-page');
  assert.deepEqual(matchingTools(notion, 'list the comments on a Notion page').slice(0, 2), ['notion-get-comments', 'notion-create-comment']);
  assert.deepEqual(matchingTools(notion, 'notion'), [], 'every tool name says notion: it tells none apart');
  assert.deepEqual(matchingTools(notion, 'create something'), [], 'a generic verb alone matches no tool');
});
