// The library's public entry point, for agents that import it rather than call the service:
//
//   const catalog = loadCatalog();                       // builds data/catalog.snapshot on first use
//   const found = search(catalog, { q: 'send an sms' });  // Outcome<SearchResponse>
//   if (found.ok) integrate(catalog, { task: 'send an sms', resources: [found.body.data[0]].map(({ id, resourceType: type }) => ({ id, type })) });

export { loadCatalog, DEFAULT_DATA_DIR, DEFAULT_SOURCES, type LoadOptions } from './catalog/load.ts';
export type { CatalogSource, BuildSummary, BuildProgress } from './catalog/build.ts';
export {
  search, integrate,
  type SearchInput, type SearchOptions, type IntegrateInput, type SearchResponse, type IntegrateResponse, type Outcome, type Problem,
} from './lib/service.ts';
export type { SearchResult } from './lib/search/results.ts';
export type { Catalog, ResourceRecord, EndpointRecord, McpRecord } from './lib/model.ts';
