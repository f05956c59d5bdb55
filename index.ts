// The library's public entry point, for agents that import it rather than call the service.

export { loadCatalog, DEFAULT_SOURCES, type LoadOptions } from './catalog/load.ts';
export type { CatalogSource, BuildSummary, BuildProgress } from './catalog/build.ts';
export { search, integrate, type SearchResponse, type IntegrateResponse, type Outcome, type Problem, type SearchParams } from './lib/service.ts';
export type { SearchResult } from './lib/search.ts';
export type { Catalog, ResourceRecord, EndpointRecord, McpRecord } from './lib/model.ts';
