// Shared test set-up: a catalog built from the fixture specs into a temporary folder.

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
  shared ??= loadCatalog({ dataDir: tempDir(), sources: FIXTURE_SOURCES });
  return shared;
}

export function endpointOf(catalog: Catalog, apiKey: string, method: string, path: string): EndpointRecord {
  const found = catalog.resources.find((record): record is EndpointRecord =>
    record.resourceType === 'endpoint' && record.apiKey === apiKey && record.method === method && record.path === path);
  if (!found) throw new Error(`fixture has no ${method} ${path} in ${apiKey}`);
  return found;
}
