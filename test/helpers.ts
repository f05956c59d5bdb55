// Shared test set-up: a catalog built from the fixture specs into a temporary folder.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogSource } from '../catalog/build.ts';
import { loadCatalog } from '../catalog/load.ts';
import type { Catalog, EndpointRecord } from '../lib/model.ts';

export const FIXTURE_SPECS = join(import.meta.dirname, '..', 'fixtures', 'openapi');
export const FIXTURE_MCP = join(import.meta.dirname, '..', 'fixtures', 'mcp');
export const FIXTURE_SOURCES: CatalogSource[] = [{ kind: 'openapi-files', path: FIXTURE_SPECS }, { kind: 'mcp-registry', path: FIXTURE_MCP }];

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'eds-test-'));
}

let shared: Catalog | undefined;

/** One catalog per test process: building is the slow part, and the catalog is read-only. */
export function fixtureCatalog(): Catalog {
  shared ??= loadCatalog({ dataDir: tempDir(), sources: FIXTURE_SOURCES, quiet: true });
  return shared;
}

/**
 * Specs only the brief tests read, in a catalog of their own: every operation added to the main fixtures moves the
 * rarity of the search tests' words, and a search test's order with it.
 */
export const BRIEF_FIXTURE_SPECS = join(import.meta.dirname, '..', 'fixtures', 'openapi-briefs');

let briefShared: Catalog | undefined;

/** The catalog of the brief tests' own specs, built once per test process. */
export function briefFixtureCatalog(): Catalog {
  briefShared ??= loadCatalog({ dataDir: tempDir(), sources: [{ kind: 'openapi-files', path: BRIEF_FIXTURE_SPECS }], quiet: true });
  return briefShared;
}

export function endpointOf(catalog: Catalog, apiKey: string, method: string, path: string): EndpointRecord {
  const found = catalog.resources.find((record): record is EndpointRecord =>
    record.resourceType === 'endpoint' && record.apiKey === apiKey && record.method === method && record.path === path);
  if (!found) throw new Error(`fixture has no ${method} ${path} in ${apiKey}`);
  return found;
}

export interface RunningService {
  child: ChildProcess;
  base: string;
  /** Everything the service has written to stderr so far. */
  stderr: () => string;
}

/** The real service as a user starts it: a separate process on a free port, over the fixture catalog in `dataDir`. */
export function startService(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<RunningService> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SKIP_DEFAULT_CATALOG: '1', OPENAPI_PATHS: FIXTURE_SPECS, MCP_REGISTRY_PATHS: FIXTURE_MCP, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr);
      if (match) resolve({ child, base: match[1], stderr: () => stderr });
    });
    child.once('exit', (code) => reject(new Error(`service exited with ${code}: ${stderr}`)));
  });
}
