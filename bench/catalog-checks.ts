// Whole-catalog checks of what briefs and results would say, counted over every operation:
// 2xx JSON responses whose schema declares fields yet yield none; operations with a credential
// parameter whose AUTH would say no credentials, and whose result's guide would; malformed result or base URLs; and
// how many names are an action the path calls, how many guides name a returned field twice, and how many name a credential parameter the schemes omit.
// `npx tsx bench/catalog-checks.ts`; `npm run bench` prints the defect counts.

import type { Catalog, EndpointRecord, Json } from '../lib/model.ts';
import { actionName } from '../catalog/openapi.ts';
import { authSection } from '../lib/brief/auth.ts';
import { callerCredentials, declaresAuth } from '../lib/spec-signals.ts';
import { deref, listFields, preferredMedia, type SchemaLookup } from '../lib/schema.ts';
import { buildStep } from '../lib/brief/steps.ts';
import { sentences } from '../lib/text.ts';

export interface CatalogChecks {
  operations: number;
  jsonResponsesWithSchema: number;
  responsesWithoutFields: number;
  credentialOperations: number;
  credentialsUnsaid: number;
  /** Of those, results whose evaluateGuide says no credentials are needed or none are documented, against the brief's AUTH. */
  guideCredentialsUnsaid: number;
  /** Guides whose "getting back" names a returned field twice. */
  guideFieldsRepeated: number;
  /** Guides that name a credential parameter where the spec declares no scheme. */
  guideCredentialsFromParameters: number;
  /** Operations named by the action their path calls (`Delete security group` for `GET_DeleteSecurityGroup`). */
  namedByAction: number;
  /** Operations still named by method and path (`GET /uuid`): the spec gives no summary, no id, and no description short enough to name them. */
  namedByMethodAndPath: number;
  /** Operations named by a bare path their spec gave as the summary (`carts/mine/coupons`). */
  namedLikePaths: number;
  /** Descriptions opening with a sentence, not the call's name, that opens five or more of the API's descriptions ("This endpoint triggers notifications."): it says nothing of the one call. */
  openedBySharedSentence: number;
  malformedUrls: number;
  malformedBaseUrls: number;
  examples: string[];
}

/** The schema, or a part it is made of, lists properties. */
function declaresFields(schema: Json | undefined, lookup: SchemaLookup, depth = 0): boolean {
  const node = deref(schema, lookup);
  if (!node || depth > 5) return false;
  if (node.properties && typeof node.properties === 'object' && Object.keys(node.properties).length > 0) return true;
  const parts = [node.items, ...(Array.isArray(node.allOf) ? node.allOf : []), ...(Array.isArray(node.oneOf) ? node.oneOf : []), ...(Array.isArray(node.anyOf) ? node.anyOf : [])];
  return parts.some((part) => part !== undefined && declaresFields(part as Json, lookup, depth + 1));
}

const wellFormed = (url: string) => {
  try {
    const parsed = new URL(url.replace(/\{[^}]*\}/g, 'x'));
    return /^https?:$/.test(parsed.protocol) && parsed.host !== '' && !/\/\//.test(parsed.pathname);
  } catch {
    return false;
  }
};

export function checkCatalog(catalog: Catalog): CatalogChecks {
  const checks: CatalogChecks = { operations: 0, jsonResponsesWithSchema: 0, responsesWithoutFields: 0, credentialOperations: 0, credentialsUnsaid: 0, guideCredentialsUnsaid: 0, guideFieldsRepeated: 0, guideCredentialsFromParameters: 0, namedByAction: 0, namedByMethodAndPath: 0, namedLikePaths: 0, openedBySharedSentence: 0, malformedUrls: 0, malformedBaseUrls: 0, examples: [] };
  const example = (text: string) => { if (checks.examples.length < 12) checks.examples.push(text); };
  for (const record of catalog.resources) {
    if (record.resourceType !== 'endpoint') continue;
    checks.operations++;
    const endpoint: EndpointRecord = record;
    const lookup: SchemaLookup = (name) => catalog.readSchema(endpoint.apiKey, name);
    const detail = catalog.readDetail(endpoint);
    // The spec's own path may hold a doubled slash (`/vendor//addons`); what we join in front of it may not.
    const joined = endpoint.url.endsWith(endpoint.path) ? endpoint.url.slice(0, endpoint.url.length - endpoint.path.length) : endpoint.url;
    if (!wellFormed(joined.replace(/#.*$/, '') || endpoint.url)) {
      checks.malformedUrls++;
      example(`url ${endpoint.url}`);
    }
    const base = detail.servers[0]?.url;
    if (base === undefined || !wellFormed(base)) {
      checks.malformedBaseUrls++;
      example(`base ${endpoint.apiKey} ${base}`);
    }
    const response = detail.responses.find((candidate) => /^2/.test(candidate.status) && candidate.content.some((media) => /json/i.test(media.mediaType)));
    const media = response ? preferredMedia(response.content) : undefined;
    if (media?.schema !== undefined && /json/i.test(media.mediaType) && declaresFields(media.schema, lookup)) {
      checks.jsonResponsesWithSchema++;
      if (listFields(media.schema, lookup, 4, 1500).length === 0) {
        checks.responsesWithoutFields++;
        example(`no fields ${endpoint.apiKey} ${endpoint.method} ${endpoint.path}`);
      }
    }
    const api = catalog.apis.get(endpoint.apiKey)!;
    const step = buildStep(endpoint, api, detail, lookup);
    if (endpoint.operationId && endpoint.name === actionName(endpoint.method, endpoint.path, endpoint.operationId)) checks.namedByAction++;
    if (endpoint.name === `${endpoint.method} ${endpoint.path}`) checks.namedByMethodAndPath++;
    else if (/^\S*\/\S*$/.test(endpoint.name)) checks.namedLikePaths++;
    if (endpoint.evaluateGuide.includes('(the spec declares no scheme)')) checks.guideCredentialsFromParameters++;
    const returned = /getting back ([^;\n]*?)(?:; tasks in|\.\n)/.exec(endpoint.evaluateGuide)?.[1].split(', ') ?? [];
    if (new Set(returned).size < returned.length) {
      checks.guideFieldsRepeated++;
      example(`guide repeats a returned field ${endpoint.apiKey} ${endpoint.method} ${endpoint.path}`);
    }
    if (callerCredentials(step.inputs, { path: endpoint.path, name: endpoint.name, declaresAuth: declaresAuth(api, detail) }).length > 0) {
      checks.credentialOperations++;
      const lines = authSection([step]).flatMap((entry) => entry.lines);
      if (lines.some((line) => /^(None|not documented)/.test(line))) {
        checks.credentialsUnsaid++;
        example(`credentials unsaid ${endpoint.apiKey} ${endpoint.method} ${endpoint.path}`);
      }
      if (/authentication not documented|no authentication is needed/.test(endpoint.evaluateGuide)) {
        checks.guideCredentialsUnsaid++;
        example(`guide says no credentials ${endpoint.apiKey} ${endpoint.method} ${endpoint.path}`);
      }
    }
  }
  const openings = new Map<string, number>();
  const openingOf = (record: EndpointRecord) => `${record.apiKey}\n${sentences(record.description)[0] ?? ''}`;
  for (const record of catalog.resources) if (record.resourceType === 'endpoint') openings.set(openingOf(record), (openings.get(openingOf(record)) ?? 0) + 1);
  // One that is the call's own name ("Get the number of the resource" for each of Graph's thousands of counts) is no boilerplate.
  const opensWithName = (record: EndpointRecord) => (sentences(record.description)[0] ?? '').replace(/[.!?]$/, '') === record.name;
  for (const record of catalog.resources) if (record.resourceType === 'endpoint' && openings.get(openingOf(record))! >= 5 && !opensWithName(record)) checks.openedBySharedSentence++;
  return checks;
}

if (process.argv[1]?.endsWith('catalog-checks.ts')) {
  const { loadCatalog } = await import('../catalog/load.ts');
  const started = performance.now();
  const checks = checkCatalog(loadCatalog({ dataDir: process.env.DATA_DIR || 'data' }));
  console.log(JSON.stringify(checks, null, 1));
  console.log(`checked in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
