// The catalog's data model: what the snapshot stores and what search and integrate read.

import type { SearchModel } from './search/model.ts';

/** A JSON value as it comes out of a spec; schemas stay in this shape until rendered. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** Byte range of a blob in the snapshot's blob section. */
export type BlobRef = readonly [offset: number, length: number];

export interface ServerVariable {
  name: string;
  default: string;
  enum?: string[];
  description?: string;
}

export interface ServerInfo {
  /** The server URL as written in the spec, variables still in braces. */
  template: string;
  /** The same URL with every variable filled with its default. */
  url: string;
  description?: string;
  variables: ServerVariable[];
}

export interface OAuthFlow {
  flow: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  scopes: string[];
}

export interface SecurityScheme {
  name: string;
  type: string;
  /** apiKey: header, query or cookie. */
  in?: string;
  /** apiKey: the header, query parameter or cookie name. */
  paramName?: string;
  /** http: bearer, basic... */
  scheme?: string;
  bearerFormat?: string;
  flows?: OAuthFlow[];
  openIdConnectUrl?: string;
  description?: string;
}

/** One alternative of an operation's security: every scheme in it is needed together. */
export type SecurityRequirement = { scheme: string; scopes: string[] }[];

/** What a provider's own documentation says of its credentials, where its spec says less (`catalog/auth-facts.ts`). */
export interface ProviderAuthFacts {
  /** What credentials a call needs, in a few words, for the evaluate guide ("AWS Signature Version 4 signing"). */
  summary: string;
  /** How to send credentials. */
  lines: string[];
  /** The documentation page these facts come from. */
  source: string;
  /** How the API reports failures when HTTP status codes do not (Slack's `ok: false`). */
  errors?: string;
  /** The scopes a spec lists for a call are alternatives, any one of which will do (Google's), not all required. */
  anyScope?: boolean;
}

export interface ApiRecord {
  /** Spec id within its source, e.g. `spotify.com` or `googleapis.com/calendar`. */
  key: string;
  title: string;
  version: string;
  provider: string;
  description: string;
  servers: ServerInfo[];
  securitySchemes: Record<string, SecurityScheme>;
  /** The provider's documented credentials, for providers whose specs omit or misstate them. */
  authFacts?: ProviderAuthFacts;
  /** Names of component schemas and where each is stored, so references resolve on demand. */
  schemas: BlobRef;
}

export interface EndpointRecord {
  id: string;
  resourceType: 'endpoint';
  apiKey: string;
  method: string;
  path: string;
  url: string;
  name: string;
  description: string;
  operationId?: string;
  tags: string[];
  deprecated: boolean;
  evaluateGuide: string;
  detail: BlobRef;
}

export interface McpTool {
  name: string;
  description: string;
  inputSchema?: JsonObject;
}

export interface McpHeader {
  name: string;
  description: string;
  required: boolean;
  secret: boolean;
}

export interface McpRecord {
  id: string;
  resourceType: 'mcp';
  name: string;
  title: string;
  description: string;
  transport: string;
  url: string;
  headers: McpHeader[];
  tools: McpTool[];
  /** True when the tools were recorded from the live server, not taken from a registry record. */
  crawled: boolean;
  /** True for servers of our curated list of well-known public remotes. */
  curated: boolean;
  evaluateGuide: string;
}

export type ResourceRecord = EndpointRecord | McpRecord;

/** What ranking reads of a resource: little enough to hand to a worker thread. */
export type RankedResource = (Pick<EndpointRecord, 'resourceType' | 'method' | 'path'> & { basePath?: string }) | Pick<McpRecord, 'resourceType'>;

/**
 * What the endpoint's URL puts before its spec path: the server's own path (`/v1` of
 * `https://api.openai.com/v1`, `/drive/v3`), or '' when it has none or the URL does not end in the path.
 */
export function basePathOf(record: Pick<EndpointRecord, 'url' | 'path'>): string {
  const urlPath = record.url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  return urlPath.length > record.path.length && urlPath.endsWith(record.path) ? urlPath.slice(0, -record.path.length) : '';
}

/** The ranking view of resources, in the same order. */
export function rankedResources(resources: readonly ResourceRecord[]): RankedResource[] {
  // Base paths repeat across an API's operations: one string each.
  const bases = new Map<string, string>();
  const shared = (base: string) => bases.get(base) ?? (bases.set(base, base), base);
  return resources.map((record) => (record.resourceType === 'endpoint' ? { resourceType: 'endpoint', method: record.method, path: record.path, basePath: shared(basePathOf(record)) } : { resourceType: 'mcp' }));
}

export interface ParameterSpec {
  name: string;
  in: string;
  required: boolean;
  description: string;
  schema?: Json;
  deprecated: boolean;
}

export interface MediaSpec {
  mediaType: string;
  schema?: Json;
}

export interface RequestBodySpec {
  required: boolean;
  description: string;
  content: MediaSpec[];
}

export interface ResponseSpec {
  status: string;
  description: string;
  content: MediaSpec[];
  headers: string[];
  links: { name: string; operationId?: string; parameters: Record<string, string> }[];
}

/** What integrate needs of one operation; stored as a blob, read on demand. */
export interface OperationDetail {
  parameters: ParameterSpec[];
  requestBody?: RequestBodySpec;
  /** Success (2xx) responses, or `default` when the spec documents no 2xx. */
  responses: ResponseSpec[];
  /** Effective security: the operation's own, else the document's. An empty alternative means none needed. */
  security: SecurityRequirement[];
  /** The operation or its document states its security (perhaps `security: []`); false when the spec is silent. */
  securityDocumented: boolean;
  /** Effective servers: the operation's or path's own, else the API's. */
  servers: ServerInfo[];
}

export interface CatalogInfo {
  formatVersion: number;
  sources: { name: string; version: string }[];
  /** Digest of the word lists the search model is built from (see `modelInputsVersion`); a change triggers a rebuild. */
  modelInputs: string;
  builtAt: string;
  apis: number;
  endpoints: number;
  mcpServers: number;
}

/**
 * The in-memory catalog the library works on. Blob readers are injected by whoever loaded it,
 * so the library itself never touches the file system.
 */
export interface Catalog {
  info: CatalogInfo;
  /** The snapshot's digest, from its sections' SHA-256 (checked when it was opened). */
  digest: string;
  resources: readonly ResourceRecord[];
  byId: ReadonlyMap<string, number>;
  /** API key → indexes of its endpoints in `resources`. */
  byApi: ReadonlyMap<string, readonly number[]>;
  apis: ReadonlyMap<string, ApiRecord>;
  search: SearchModel;
  readDetail(endpoint: EndpointRecord): OperationDetail;
  /** A component schema of an API by name, or undefined when the spec does not define it. */
  readSchema(apiKey: string, name: string): Json | undefined;
  /** Drops the details and schemas kept in memory: the next reads go to disk, as on a fresh start. */
  forgetReads(): void;
}
