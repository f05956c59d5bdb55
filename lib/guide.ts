// The evaluate guide: summary, recommended use cases and limitations, each derived from the spec.

import type { ApiRecord, McpRecord, OperationDetail, SecurityScheme } from './model.ts';
import { hasShape, listFields, preferredMedia, returnedFields, type SchemaLookup } from './schema.ts';
import { callerCredentials, declaresAuth, isPaginationParameter, isSelfHostedUrl, isTestingOperation, looksNonProduction, namedByMethodAndPath, writesByName } from './spec-signals.ts';
import { firstSentence, truncate } from './text.ts';

export interface EvaluateInput {
  api: Pick<ApiRecord, 'title' | 'securitySchemes' | 'authFacts'>;
  method: string;
  path: string;
  name: string;
  description: string;
  tags: string[];
  deprecated: boolean;
  detail: OperationDetail;
  lookup: SchemaLookup;
}


/** Returned fields a guide names. */
const RETURNED_FIELDS_NAMED = 6;
/** Top-level body fields read for credentials: a form's `api_key` sits among its first fields. */
const BODY_CREDENTIAL_FIELDS = 200;

export const GUIDE_LABELS = {
  summary: 'Summary:',
  useCases: 'Recommended use cases:',
  limitations: 'Limitations:',
} as const;

export function evaluateEndpoint(input: EvaluateInput): string {
  return [
    `${GUIDE_LABELS.summary} ${summaryOf(input)}`,
    `${GUIDE_LABELS.useCases} ${useCasesOf(input).join('; ')}.`,
    `${GUIDE_LABELS.limitations} ${limitationsOf(input).join('; ')}.`,
  ].join('\n');
}

/** The call, then the spec's own first sentence in quotes: the provider's words, not ours. */
function summaryOf({ api, method, path, name, description }: EvaluateInput): string {
  const what = description && description !== name ? firstSentence(description, 220) : name;
  return `${method} ${path} of ${api.title}, in its spec's words: “${what.replace(/[“”]/g, '"')}”`;
}

/** The resource a path is about: its last literal segment, e.g. `playlists` for /users/{id}/playlists. */
function pathResource(path: string): string {
  const literals = path.replace(/[#?].*$/, '').split('/').filter((segment) => segment && !segment.startsWith('{'));
  return (literals.at(-1) ?? 'resource').replace(/[._-]+/g, ' ');
}

function useCasesOf({ method, path, name, tags, detail, lookup }: EvaluateInput): string[] {
  const cases: string[] = [];
  const noun = pathResource(path);
  const endsWithParam = /\}$/.test(path);
  const action = humanize(name.replace(/[.]+$/, ''));
  const named = action !== '' && !namedByMethodAndPath(name);
  if (named) cases.push(action);
  // The method's generic reading only where the spec gives no name for the call: a name already says it.
  if (!named) switch (method) {
    case 'GET':
      cases.push(endsWithParam ? `reading one ${noun} item by its identifier` : `listing or looking up ${noun}`);
      break;
    case 'POST':
      cases.push(`creating ${noun} or triggering the ${noun} action`);
      break;
    case 'PUT':
    case 'PATCH':
      cases.push(`updating ${noun}`);
      break;
    case 'DELETE':
      cases.push(`removing ${noun}`);
      break;
  }
  // What a call answers with on success, each field once: GitHub's reaction is the same schema under 200 and 201, and an error's fields are no use case.
  const fields = new Set(detail.responses.filter((response) => /^2/.test(response.status)).flatMap((response) => response.content.slice(0, 1)).flatMap((media) => {
    const topLevel = listFields(media.schema, lookup, 1, 200).filter((field) => !field.path.replace(/^\[\]\./, '').includes('.'));
    // A page of results is its one list of things (Spotify's `items`), whatever paging fields come with it.
    const lists = topLevel.filter((field) => field.type.startsWith('array of'));
    return returnedFields(topLevel, lists.length === 1 ? new Set([lists[0].path]) : new Set(), RETURNED_FIELDS_NAMED).map((field) => field.path);
  }));
  if (fields.size > 0) cases.push(`getting back ${[...fields].slice(0, RETURNED_FIELDS_NAMED).join(', ')}`);
  if (tags.length > 0) cases.push(`tasks in the ${tags.slice(0, 2).join(' / ')} area`);
  return cases;
}

function limitationsOf({ api, method, path, name, deprecated, detail, lookup }: EvaluateInput): string[] {
  const limits: string[] = [];
  if (deprecated) limits.push('deprecated: the provider may remove it, prefer a current operation');
  // The provider's documented credentials where its spec omits or misstates them, as the brief's AUTH says.
  // Inputs that are plainly the caller's credentials say what the schemes may not, as the brief's AUTH says them.
  // Body fields count only where the spec declares no way to authenticate: only then are they listed.
  const declared = declaresAuth(api, detail);
  const body = detail.requestBody && !declared ? preferredMedia(detail.requestBody.content)?.schema : undefined;
  const inputs = [
    ...detail.parameters.map((param) => ({ name: param.name, location: param.in })),
    ...(body === undefined ? [] : listFields(body, lookup, 0, BODY_CREDENTIAL_FIELDS).map((field) => ({ name: field.name, location: 'body', type: field.type }))),
  ];
  const credentialInputs = callerCredentials(inputs, { path, name, declaresAuth: declared });
  const credentials = credentialInputs.map((input) => (input.location === 'body' ? `the body field "${input.name}"` : `the ${input.location} parameter "${input.name}"`));
  if (api.authFacts) limits.push(`requires ${api.authFacts.summary} (per the provider's documentation)`);
  else if (credentials.length > 0 && !hasSchemes(detail)) limits.push(`requires a credential in ${credentials.join(' and ')} (the spec declares no scheme)`);
  else limits.push(authLimitation(api.securitySchemes, detail), ...(credentials.length > 0 ? [`takes a credential in ${credentials.join(' and ')}`] : []));
  // An RPC-style POST whose path ends in a reading verb (Plaid's `POST /accounts/get`) is said as such, not as a change.
  if (method === 'POST' && !writesByName(method, path)) limits.push('POST only by the API\'s convention: its path says it reads');
  else if (method === 'POST' || method === 'PUT' || method === 'PATCH') limits.push(`${method} changes data on the provider (not safe to retry blindly)`);
  if (method === 'DELETE') limits.push('DELETE removes data on the provider and cannot be undone from here');
  if (isTestingOperation(path)) limits.push('for testing the real call (a sandbox or test operation), not the call itself');
  // A credential is said once, with the credentials above.
  const required = detail.parameters.filter((param) => param.required && !credentialInputs.some((input) => input.name === param.name && input.location === param.in))
    .map((param) => `${param.name} (${param.in})`);
  if (required.length > 0) limits.push(`needs ${truncate(required.join(', '), 160)}`);
  if (detail.requestBody?.required) {
    const types = detail.requestBody.content.map((media) => media.mediaType).join(' or ');
    limits.push(types ? `needs a request body (${types})` : 'needs a request body');
  }
  const paging = detail.parameters.filter((param) => param.in === 'query' && isPaginationParameter(param.name));
  if (paging.length > 0) limits.push(`paginated: one call returns one page (${paging.map((param) => param.name).join(', ')})`);
  const variables = detail.servers[0]?.variables ?? [];
  if (variables.length > 0) limits.push(`base URL has variables to choose (${variables.map((variable) => variable.name).join(', ')})`);
  if (detail.servers.length > 0 && detail.servers.every((server) => looksNonProduction(server.url))) {
    limits.push(`the documented server looks like a sandbox or mock (${truncate(detail.servers[0].url, 80)})`);
  }
  if (detail.servers.length === 0) limits.push('the spec names no server URL');
  else if (detail.servers.every((server) => isSelfHostedUrl(server.url))) {
    limits.push('self-hosted software: the base URL is your own installation, not a public service');
  }
  const success = detail.responses.filter((response) => /^2/.test(response.status));
  if (success.length === 0) limits.push('the spec documents no success response');
  else if (!success.some((response) => response.content.some((media) => hasShape(media.schema, lookup))) && success.some((response) => response.status !== '204')) {
    limits.push('the response has no documented schema');
  }
  if (success.some((response) => response.status === '202')) limits.push('answers 202: the work completes asynchronously');
  return limits;
}

/** The operation names a security scheme in at least one of its alternatives. */
function hasSchemes(detail: OperationDetail): boolean {
  return detail.security.some((alternative) => alternative.length > 0);
}

function authLimitation(schemes: Record<string, SecurityScheme>, detail: OperationDetail): string {
  if (detail.security.length === 0 || detail.security.some((alternative) => alternative.length === 0)) {
    if (detail.security.length > 0) return 'authentication optional';
    return detail.securityDocumented ? 'the spec says no authentication is needed' : 'authentication not documented in the spec';
  }
  const first = detail.security[0];
  const parts = first.map(({ scheme, scopes }) => {
    const known = schemes[scheme];
    const kind = !known ? scheme
      : known.type === 'apiKey' ? `API key in ${known.in} "${known.paramName}"`
      : known.type === 'http' ? `HTTP ${known.scheme ?? ''} auth`.replace('  ', ' ')
      : known.type === 'oauth2' ? 'OAuth 2'
      : known.type;
    return scopes.length > 0 ? `${kind} with scopes ${truncate(scopes.join(', '), 120)}` : kind;
  });
  return `requires ${parts.join(' plus ')}`;
}

/** `GET_CreateSMSSandboxPhoneNumber` → `create SMS sandbox phone number`; prose keeps its words. */
function humanize(text: string): string {
  const words = /\s/.test(text) ? text.split(/\s+/) : text
    .replace(/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)_/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_.-]+/);
  return words.filter(Boolean).map((word) => (/^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word)).join(' ');
}

export type McpEvaluateInput = Pick<McpRecord, 'title' | 'description' | 'transport' | 'url' | 'headers' | 'tools' | 'crawled'>;

/** The guide of a remote MCP server: what it does, its tools, and what connecting takes. */
export function evaluateMcp(server: McpEvaluateInput): string {
  const what = server.description ? firstSentence(server.description, 220) : 'an MCP server';
  const cases = [lowerFirstWord(what.replace(/[.]$/, ''))];
  if (server.tools.length > 0) {
    const names = server.tools.slice(0, 8).map((tool) => tool.name);
    cases.push(`tools such as ${names.join(', ')}${server.tools.length > 8 ? ` (${server.tools.length} in all)` : ''}`);
  }
  const limits: string[] = [];
  const required = server.headers.filter((header) => header.required);
  const optional = server.headers.filter((header) => !header.required);
  if (required.length > 0) limits.push(`needs header ${required.map((header) => `${header.name}${header.secret ? ' (secret)' : ''}`).join(', ')}`);
  if (optional.length > 0) limits.push(`may need header ${optional.map((header) => `${header.name} (${header.secret ? 'secret; ' : ''}the record does not mark it required)`).join(', ')}`);
  if (server.headers.length === 0) limits.push('the record names no credentials; the server may still ask for OAuth sign-in when connecting');
  if (server.tools.length === 0) limits.push('tools not recorded: list them with tools/list after connecting');
  else if (!server.crawled) limits.push('tool names come from the registry record and were not checked against the live server');
  limits.push(`a third-party remote over ${server.transport}; this service has not verified that it is up`);
  return [
    `${GUIDE_LABELS.summary} ${server.title}, remote MCP server (${server.transport}) at ${server.url}, in its record's words: “${what.replace(/[“”]/g, '"')}”`,
    `${GUIDE_LABELS.useCases} ${cases.join('; ')}.`,
    `${GUIDE_LABELS.limitations} ${limits.join('; ')}.`,
  ].join('\n');
}

function lowerFirstWord(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}

/** The guide with the tools that match a query named among the use cases. */
export function withMatchingTools(guide: string, toolNames: string[]): string {
  if (toolNames.length === 0) return guide;
  const [summary, useCases, limitations] = guide.split('\n');
  return [summary, `${useCases.replace(/\.$/, '')}; tools matching this query: ${toolNames.join(', ')}.`, limitations].join('\n');
}
