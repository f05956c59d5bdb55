// What search needs beyond the records: the endpoint index, an API-level index (which API a query
// is about), API names, and version families so one capability shows once.

import { buildImpactIndex, type ImpactIndex } from './impact-index.ts';
import {
  API_FIELDS, DEPRECATED_PRIOR, SMALL_API_OPERATIONS, ENDPOINT_FIELDS, FRAGMENT_VARIANT_PRIOR, GENERIC_NAME_WORDS, MARKED_VARIANT_PRIOR, MAX_APIS_PER_NAME, MIN_NAME_SHARE,
  MIRROR_PRIOR, PATH_PARAMETER_COST, PATH_SEGMENT_COST, PROVIDER_ALIASES, RARE_NAME_DF, SELF_HOSTED_PRIOR, VERB_MIN_APIS, VERB_MIN_LEADING_SHARE,
} from './profile.ts';
import type { ApiRecord, ResourceRecord } from '../model.ts';
import { INTENT_BY_WORD } from './intent.ts';
import { isSelfHostedUrl, RPC_METHOD_PATH } from '../spec-signals.ts';
import { everydayWords } from './thesaurus.ts';
import { analyze, splitWords, stem } from '../tokens.ts';
import { operationIdWords } from '../text.ts';

export interface SearchModel {
  endpoints: ImpactIndex;
  apis: ImpactIndex;
  /** Resource → index of its API in `apiKeys` (MCP servers get an entry of their own). */
  docApi: Uint32Array;
  /** Resource → its family: the same operation across versions and mirrors of one API. */
  docFamily: Uint32Array;
  /** Resource → prior weight: 1 for the canonical version, less for mirrors, deep paths and deprecated ones. */
  docPrior: Float32Array;
  /** Resource → the distinct terms of its name (the first field of its document): `nameTerms[nameOffsets[doc] .. nameOffsets[doc + 1])`. */
  nameOffsets: Uint32Array;
  nameTerms: Uint32Array;
  /** API → 2 when its provider is major, 1 when well known (ranking lifts both), else 0. */
  apiWellKnown: Uint32Array;
  apiKeys: string[];
  /** Stemmed API-name term → APIs it names (`spotify`, `slack`, `calendar`, `ghes`). */
  apiNames: Map<string, number[]>;
  /** Stemmed word of API keys and titles → APIs with it, unfiltered: "calendar" in Google Calendar's title. */
  apiTitleTerms: Map<string, number[]>;
  /** Each remote MCP server's title as its stemmed words, sorted and joined by spaces ("hugging face" → "face hug"). */
  serverTitles: Set<string>;
  /**
   * Stemmed verb → how many operations it opens the name of, per method (GET, POST, PUT, PATCH,
   * DELETE): what the catalog itself says a verb asks for ("cancel" is mostly a POST, "enable" a
   * POST or PUT). Verbs that open operations' names in fewer than VERB_MIN_APIS APIs are left out.
   */
  verbMethods: Map<string, number[]>;
  familyCount: number;
}

/** The methods `verbMethods` counts, in its order. */
export const VERB_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Counts, per first word of operations' names and ids, the methods of those operations. */
function verbMethodsOf(resources: readonly ResourceRecord[]): Map<string, number[]> {
  const counts = new Map<string, number[]>();
  const apis = new Map<string, Set<string>>();
  const uses = new Map<string, number>();
  for (const record of resources) {
    if (record.resourceType !== 'endpoint' || RPC_METHOD_PATH.test(record.path)) continue;
    const method = VERB_METHODS.indexOf(record.method as (typeof VERB_METHODS)[number]);
    if (method < 0) continue;
    for (const word of new Set([...splitWords(record.name), ...splitWords(record.operationId ?? '')].map(stem))) uses.set(word, (uses.get(word) ?? 0) + 1);
    const firstWords = new Set([splitWords(record.name)[0], splitWords(record.operationId ?? '')[0]].filter((word) => word !== undefined).map(stem));
    for (const verb of firstWords) {
      const count = counts.get(verb) ?? VERB_METHODS.map(() => 0);
      count[method]++;
      counts.set(verb, count);
      apis.set(verb, (apis.get(verb) ?? new Set()).add(record.apiKey));
    }
  }
  const leading = (count: number[]) => count.reduce((sum, n) => sum + n, 0);
  return new Map([...counts].filter(([verb, count]) => apis.get(verb)!.size >= VERB_MIN_APIS && leading(count) >= VERB_MIN_LEADING_SHARE * uses.get(verb)!));
}


/**
 * A path as searched: without the argument lists of OData functions, whose names are the
 * parameters' (`…/microsoft.graph.doesUserHaveAccess(userId='@userId',userPrincipalName=…)`).
 */
export function pathWords(path: string): string {
  return path.replace(/\([^)]*\)/g, ' ');
}


/** Words that mark an API as a variant of another: a pre-release, an enterprise or legacy edition, a test copy. */
const VARIANT_MARKERS = /\b(beta|alpha|preview|enterprise|legacy|deprecated|sandbox|mock|test|staging|internal)\b/i;
/** A variant said so in its key or title, or an installable copy whose servers the user fills in (GitHub Enterprise's `{hostname}`). */
const saysVariant = (api: ApiRecord) => VARIANT_MARKERS.test(`${api.key} ${api.title}`);
const userFilledServers = (api: ApiRecord) => api.servers.some((server) => /\{|HOSTNAME/.test(server.url));
const markedVariant = (api: ApiRecord) => saysVariant(api) || userFilledServers(api);

/** API family name: provider plus title without versions and qualifiers. */
export function apiFamilyName(api: Pick<ApiRecord, 'key' | 'title'>): string {
  const provider = api.key.split('/')[0];
  const title = api.title.toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/\bwith\b.*$/, ' ')
    .replace(/\bv?\d+(\.\d+)*\b/g, ' ')
    .replace(/\b(beta|alpha|preview|version)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${provider}|${title}`;
}

function versionParts(version: string): number[] {
  return (version.match(/\d+/g) ?? []).map(Number);
}

/** Orders the APIs of one family: the canonical one first. */
export function compareVariants(a: ApiRecord, b: ApiRecord): number {
  const penalty = (api: ApiRecord) =>
    (saysVariant(api) ? 2 : 0) + (userFilledServers(api) || api.servers.length === 0 ? 1 : 0);
  const byPenalty = penalty(a) - penalty(b);
  if (byPenalty !== 0) return byPenalty;
  // The provider's own spec (`spotify.com`) before a copy kept under its name (`spotify.com/<maintainer>`).
  const ownedBy = (x: ApiRecord, y: ApiRecord) => y.key.startsWith(`${x.key}/`);
  if (ownedBy(a, b) || ownedBy(b, a)) return ownedBy(a, b) ? -1 : 1;
  const [va, vb] = [versionParts(a.version), versionParts(b.version)];
  for (let i = 0; i < Math.max(va.length, vb.length); i++) {
    if ((va[i] ?? 0) !== (vb[i] ?? 0)) return (vb[i] ?? 0) - (va[i] ?? 0);
  }
  return a.key.length - b.key.length || a.key.localeCompare(b.key);
}


/** Every server of the API is one the user runs (a local or private address). */
export function selfHosted(api: Pick<ApiRecord, 'servers'>): boolean {
  return api.servers.length > 0 && api.servers.every((server) => isSelfHostedUrl(server.url));
}


/** Name words of an API: from its key and title, e.g. googleapis.com/calendar → google, calendar. */
export function apiNameTerms(api: Pick<ApiRecord, 'key' | 'title'>): string[] {
  const alias = PROVIDER_ALIASES[api.key.split('/')[0]] ?? '';
  const words = [...splitWords(api.key.replace(/apis?\b/g, ' ')), ...splitWords(alias), ...splitWords(api.title)]
    .filter((word) => word.length > 1 && !GENERIC_NAME_WORDS.has(word) && !/^\d+$/.test(word));
  return [...new Set(analyze(words.join(' ')))];
}

/** Stemmed words as one key, whatever their order: how a server's title is matched to a run of the query's words. */
export function titleKey(terms: readonly string[]): string {
  return [...new Set(terms)].sort().join(' ');
}

/**
 * The primary operations of a resource sit on short paths (POST /cards); actions on its parts sit
 * deeper (POST /cards/{id}/attachments). Between equal matches the shorter path is the likelier goal.
 */
export function pathSimplicity(path: string): number {
  const segments = path.replace(/[#?].*$/, '').split('/').filter(Boolean);
  const parameters = segments.filter((segment) => segment.includes('{')).length;
  return 1 / (1 + PATH_SEGMENT_COST * Math.max(0, segments.length - parameters - 1) + PATH_PARAMETER_COST * parameters);
}

export function normalizePath(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}').replace(/\/+$/, '') || '/';
}


function namesMostlyItsApis(index: ImpactIndex, docApi: Uint32Array, term: string, apis: number[]): boolean {
  const id = index.vocabulary.get(term);
  if (id === undefined) return true;
  const [from, to] = [index.offsets[id], index.offsets[id + 1]];
  if (to - from < RARE_NAME_DF) return true;
  const members = new Set(apis);
  let inside = 0;
  for (let at = from; at < to; at++) if (members.has(docApi[index.docs[at]])) inside++;
  return inside / (to - from) >= MIN_NAME_SHARE;
}

export interface SearchModelInputs {
  /** Per resource: parameter names, which the records themselves do not keep. */
  parameterNames: (ix: number) => string;
  /** What an endpoint's required inputs are, in the spec's words. */
  inputDescriptions: (ix: number) => string;
  /** Providers (first segment of API keys), or single APIs of umbrella providers (microsoft.com/graph), that get the well-known prior. */
  wellKnownProviders: ReadonlySet<string>;
  /** Providers, or single APIs of umbrella providers (googleapis.com/calendar), that get the major prior on top. */
  majorProviders: ReadonlySet<string>;
}

export function buildSearchModel(resources: readonly ResourceRecord[], apis: readonly ApiRecord[], inputs: SearchModelInputs): SearchModel {
  const apiKeys = apis.map((api) => api.key);
  const apiIndex = new Map(apiKeys.map((key, ix) => [key, ix]));
  const docApi = new Uint32Array(resources.length);
  resources.forEach((record, ix) => {
    if (record.resourceType === 'endpoint') docApi[ix] = apiIndex.get(record.apiKey) ?? 0;
    else {
      docApi[ix] = apiKeys.length;
      apiKeys.push(record.id);
    }
  });

  // Families: the canonical API of each family gets prior 1; its mirrors and older versions less.
  const familyApis = new Map<string, ApiRecord[]>();
  for (const api of apis) familyApis.set(apiFamilyName(api), [...(familyApis.get(apiFamilyName(api)) ?? []), api]);
  const apiPrior = new Map<string, number>();
  for (const members of familyApis.values()) {
    members.sort(compareVariants).forEach((api, rank) => apiPrior.set(api.key, rank === 0 ? 1 : markedVariant(api) ? MARKED_VARIANT_PRIOR : MIRROR_PRIOR));
  }
  const plainPaths = new Set<string>();
  for (const record of resources) if (record.resourceType === 'endpoint' && !record.path.includes('#')) plainPaths.add(`${record.apiKey} ${record.path}`);
  const isFragmentVariant = (record: { apiKey: string; path: string }) =>
    record.path.includes('#') && plainPaths.has(`${record.apiKey} ${record.path.replace(/#.*$/, '')}`);
  const familyIds = new Map<string, number>();
  const docFamily = new Uint32Array(resources.length);
  const docPrior = new Float32Array(resources.length);
  const byKey = new Map(apis.map((api) => [api.key, api]));
  resources.forEach((record, ix) => {
    const familyKey = record.resourceType === 'endpoint'
      ? `${apiFamilyName(byKey.get(record.apiKey)!)}|${record.method}|${normalizePath(record.path)}`
      : `mcp|${record.url}`;
    let family = familyIds.get(familyKey);
    if (family === undefined) {
      family = familyIds.size;
      familyIds.set(familyKey, family);
    }
    docFamily[ix] = family;
    if (record.resourceType !== 'endpoint') {
      docPrior[ix] = 1;
      return;
    }
    docPrior[ix] = (apiPrior.get(record.apiKey) ?? 1) * pathSimplicity(record.path) * (record.deprecated ? DEPRECATED_PRIOR : 1)
      * (selfHosted(byKey.get(record.apiKey)!) ? SELF_HOSTED_PRIOR : 1) * (isFragmentVariant(record) ? FRAGMENT_VARIANT_PRIOR : 1);
  });

  // A small API's description says what each of its operations is for ("Remove the background of any image").
  const apiSize = new Map<string, number>();
  for (const record of resources) if (record.resourceType === 'endpoint') apiSize.set(record.apiKey, (apiSize.get(record.apiKey) ?? 0) + 1);
  const endpoints = buildImpactIndex(resources.length, ENDPOINT_FIELDS, (ix) => {
    const record = resources[ix];
    if (record.resourceType === 'mcp') {
      return [record.title, record.tools.map((tool) => tool.name).join(' '), '', 'mcp server', `${record.title} ${record.name}`, '',
        `${record.description} ${record.tools.map((tool) => tool.description).join(' ')}`, ''];
    }
    const api = byKey.get(record.apiKey)!;
    return [record.name, operationIdWords(record.operationId ?? ''), pathWords(record.path), record.tags.join(' '), `${api.title} ${api.key}${apiSize.get(api.key)! <= SMALL_API_OPERATIONS ? ` ${api.description}` : ''}`,
      inputs.parameterNames(ix), record.description, inputs.inputDescriptions(ix)];
  });

  const { nameOffsets, nameTerms } = nameTermsOf(resources.map((record) => (record.resourceType === 'mcp' ? record.title : record.name)), endpoints.vocabulary);

  const apiText = apiKeys.map(() => ['', '', ''] as [string, string, string]);
  const apiOperations = apiKeys.map(() => [] as string[]);
  apis.forEach((api, ix) => {
    apiText[ix][0] = `${api.title} ${api.key}`;
    apiText[ix][1] = api.description;
  });
  resources.forEach((record, ix) => {
    const words = record.resourceType === 'endpoint'
      ? `${record.name} ${record.tags.join(' ')} ${inputs.parameterNames(ix)}`
      : `${record.name} ${record.description}`;
    if (record.resourceType === 'mcp') apiText[docApi[ix]][0] = record.title;
    apiOperations[docApi[ix]].push(words);
  });
  apiOperations.forEach((names, ix) => { apiText[ix][2] = names.join(' '); });
  const apiIndexModel = buildImpactIndex(apiKeys.length, API_FIELDS, (ix) => apiText[ix]);

  const apiNames = new Map<string, number[]>();
  const nameApi = (terms: string[], ix: number) => {
    for (const term of terms) apiNames.set(term, [...(apiNames.get(term) ?? []), ix]);
  };
  const apiTitleTerms = new Map<string, number[]>();
  apis.forEach((api, ix) => {
    for (const term of apiNameTerms(api)) apiTitleTerms.set(term, [...(apiTitleTerms.get(term) ?? []), ix]);
  });
  apis.forEach((api, ix) => nameApi(apiNameTerms(api), ix));
  resources.forEach((record, ix) => {
    if (record.resourceType === 'mcp') nameApi(apiNameTerms({ key: record.name, title: record.title }), docApi[ix]);
  });
  // A provider's own name (google, amazon) names all its APIs however many; other shared words name a topic.
  const providerTerms = new Set(apis.flatMap((api) => apiNameTerms({ key: api.key.split('/')[0], title: '' })));
  // Verbs in API names (interzoid's "Get Address Match") say what a query wants done, not where.
  // So are everyday words a thesaurus knows ("music" is not BBC's name, however many of its paths say it).
  const verbs = new Set([...INTENT_BY_WORD.keys(), ...everydayWords()].map(stem));
  for (const [term, members] of apiNames) {
    if (verbs.has(term) || (members.length > MAX_APIS_PER_NAME && !providerTerms.has(term)) || !namesMostlyItsApis(endpoints, docApi, term, members)) apiNames.delete(term);
  }

  const apiWellKnown = new Uint32Array(apiKeys.length);
  apis.forEach((api, ix) => {
    const provider = api.key.split('/')[0];
    const major = inputs.majorProviders.has(api.key) || inputs.majorProviders.has(provider);
    apiWellKnown[ix] = major ? 2 : inputs.wellKnownProviders.has(provider) || inputs.wellKnownProviders.has(api.key) ? 1 : 0;
  });
  resources.forEach((record, ix) => {
    if (record.resourceType === 'mcp' && record.curated) apiWellKnown[docApi[ix]] = 1;
  });

  const serverTitles = new Set(resources.flatMap((record) => (record.resourceType === 'mcp' ? [titleKey(analyze(record.title))] : [])));

  return { endpoints, apis: apiIndexModel, docApi, docFamily, docPrior, nameOffsets, nameTerms, apiWellKnown, apiKeys, apiNames, apiTitleTerms, serverTitles, verbMethods: verbMethodsOf(resources), familyCount: familyIds.size };
}

/** Each name's distinct terms, as term ids of the index, laid end to end. */
function nameTermsOf(names: readonly string[], vocabulary: Map<string, number>): { nameOffsets: Uint32Array; nameTerms: Uint32Array } {
  const nameOffsets = new Uint32Array(names.length + 1);
  const terms: number[] = [];
  names.forEach((name, doc) => {
    for (const term of new Set(analyze(name))) {
      const id = vocabulary.get(term);
      if (id !== undefined) terms.push(id);
    }
    nameOffsets[doc + 1] = terms.length;
  });
  return { nameOffsets, nameTerms: Uint32Array.from(terms) };
}

type ArrayName = 'endpointOffsets' | 'endpointDocs' | 'endpointImpacts' | 'endpointIdf' | 'apiOffsets' | 'apiDocs' | 'apiImpacts' | 'apiIdf' | 'docApi' | 'docFamily' | 'docPrior' | 'nameOffsets' | 'nameTerms' | 'apiWellKnown';
export type SearchArrays = Record<ArrayName, Uint32Array | Float32Array>;

export interface SearchModelJson {
  endpointTerms: string[];
  apiTerms: string[];
  apiKeys: string[];
  apiNames: [string, number[]][];
  apiTitleTerms: [string, number[]][];
  serverTitles: string[];
  verbMethods: [string, number[]][];
  familyCount: number;
  endpointCount: number;
}

/** The model as JSON plus typed arrays, the way the snapshot stores it. */
export function searchModelParts(model: SearchModel): { json: SearchModelJson; arrays: SearchArrays } {
  return {
    json: {
      endpointTerms: [...model.endpoints.vocabulary.keys()],
      apiTerms: [...model.apis.vocabulary.keys()],
      apiKeys: model.apiKeys,
      apiNames: [...model.apiNames],
      apiTitleTerms: [...model.apiTitleTerms],
      serverTitles: [...model.serverTitles],
      verbMethods: [...model.verbMethods],
      familyCount: model.familyCount,
      endpointCount: model.endpoints.docCount,
    },
    arrays: {
      endpointOffsets: model.endpoints.offsets, endpointDocs: model.endpoints.docs, endpointImpacts: model.endpoints.impacts, endpointIdf: model.endpoints.idf,
      apiOffsets: model.apis.offsets, apiDocs: model.apis.docs, apiImpacts: model.apis.impacts, apiIdf: model.apis.idf,
      docApi: model.docApi, docFamily: model.docFamily, docPrior: model.docPrior, nameOffsets: model.nameOffsets, nameTerms: model.nameTerms, apiWellKnown: model.apiWellKnown,
    },
  };
}

export function searchModelFromParts(json: SearchModelJson, arrays: SearchArrays): SearchModel {
  const u32 = (name: ArrayName) => arrays[name] as Uint32Array;
  const f32 = (name: ArrayName) => arrays[name] as Float32Array;
  return {
    endpoints: { vocabulary: new Map(json.endpointTerms.map((term, id) => [term, id])), offsets: u32('endpointOffsets'), docs: u32('endpointDocs'), impacts: f32('endpointImpacts'), idf: f32('endpointIdf'), docCount: json.endpointCount },
    apis: { vocabulary: new Map(json.apiTerms.map((term, id) => [term, id])), offsets: u32('apiOffsets'), docs: u32('apiDocs'), impacts: f32('apiImpacts'), idf: f32('apiIdf'), docCount: json.apiKeys.length },
    docApi: u32('docApi'),
    docFamily: u32('docFamily'),
    docPrior: f32('docPrior'),
    nameOffsets: u32('nameOffsets'),
    nameTerms: u32('nameTerms'),
    apiWellKnown: u32('apiWellKnown'),
    apiKeys: json.apiKeys,
    apiNames: new Map(json.apiNames),
    apiTitleTerms: new Map(json.apiTitleTerms),
    serverTitles: new Set(json.serverTitles),
    verbMethods: new Map(json.verbMethods),
    familyCount: json.familyCount,
  };
}
