// One OpenAPI 3.x document → an API record, its endpoints with their operation details, and its
// component schemas. Pure: the caller reads the document and stores the result.

import { evaluateEndpoint } from '../lib/guide.ts';
import { endpointId } from '../lib/ids.ts';
import type {
  ApiRecord, EndpointRecord, Json, JsonObject, MediaSpec, OAuthFlow, OperationDetail, ParameterSpec, ProviderAuthFacts, RequestBodySpec,
  ResponseSpec, SecurityRequirement, SecurityScheme, ServerInfo, ServerVariable,
} from '../lib/model.ts';
import { isObject, parseSchemaRef, unescapePointer, walkPointer } from '../lib/schema.ts';
import { cleanName, firstSentence, plainText, sentences } from '../lib/text.ts';
import { singular, splitWords } from '../lib/tokens.ts';
import { endsInVerb, RPC_METHOD_PATH } from '../lib/spec-signals.ts';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** An endpoint record before it is stored: its detail still inline, not yet a blob. */
export type NormalizedEndpoint = Omit<EndpointRecord, 'resourceType' | 'apiKey' | 'detail'> & { detail: OperationDetail };

export interface NormalizedApi {
  api: Omit<ApiRecord, 'schemas'>;
  schemas: Map<string, Json>;
  endpoints: NormalizedEndpoint[];
}

export class SpecError extends Error {}

/** Schema keywords worth keeping: enough to describe and thread data, without examples and XML noise. */
const SCHEMA_KEYWORDS = new Set([
  '$ref', 'type', 'format', 'enum', 'items', 'properties', 'required', 'additionalProperties', 'allOf', 'oneOf',
  'anyOf', 'description', 'default', 'example', 'nullable', 'readOnly', 'writeOnly', 'deprecated', 'minimum',
  'maximum', 'minLength', 'maxLength', 'pattern', 'title', 'const', 'minItems', 'maxItems',
]);
const MAX_INLINE_DEPTH = 12;

export function normalizeOpenApi(doc: unknown, apiKey: string, authFacts?: ProviderAuthFacts): NormalizedApi {
  if (!isObject(doc)) throw new SpecError('document is not a JSON object');
  if (typeof doc.openapi !== 'string' || !doc.openapi.startsWith('3.')) {
    throw new SpecError(`not an OpenAPI 3.x document (openapi: ${JSON.stringify(doc.openapi ?? doc.swagger ?? null)})`);
  }
  if (!isObject(doc.paths)) throw new SpecError('document has no paths object');
  const info = isObject(doc.info) ? doc.info : {};
  const context = new DocumentContext(doc);
  const title = cleanName(info.title) || apiKey;
  const originUrl = originOf(info) ?? SELF_HOSTED_ORIGIN;
  const declared = normalizeServers(doc.servers, originUrl);
  // A spec with no servers is served where it was published, or by whoever runs the software.
  const servers = declared.length > 0 ? declared : normalizeServers([{ url: '/' }], originUrl);
  const components = isObject(doc.components) ? doc.components : {};
  const securitySchemes = normalizeSecuritySchemes(components.securitySchemes, context);
  const api: Omit<ApiRecord, 'schemas'> = {
    key: apiKey,
    title,
    version: cleanName(info.version, 60),
    provider: cleanName(info['x-providerName']) || apiKey.split('/')[0],
    description: plainText(info.description, 600),
    servers,
    securitySchemes,
    ...(authFacts ? { authFacts } : {}),
  };

  const schemas = new Map<string, Json>();
  if (isObject(components.schemas)) {
    for (const [name, schema] of Object.entries(components.schemas)) schemas.set(name, context.compactSchema(schema));
  }
  const lookup = (name: string) => schemas.get(name);

  const { described: plainDescriptions, boilerplate } = describedOperations(doc.paths, context);
  const endpoints: NormalizedEndpoint[] = [];
  for (const [path, rawPathItem] of Object.entries(doc.paths)) {
    const pathItem = context.resolve(rawPathItem);
    if (!isObject(pathItem)) continue;
    const pathServers = pathItem.servers !== undefined ? normalizeServers(pathItem.servers, originUrl) : undefined;
    for (const method of HTTP_METHODS) {
      const operation = context.resolve(pathItem[method]);
      if (!isObject(operation)) continue;
      const upper = method.toUpperCase();
      const detail: OperationDetail = {
        parameters: context.parameters(pathItem.parameters, operation.parameters),
        requestBody: context.requestBody(operation.requestBody),
        responses: context.responses(operation.responses),
        security: normalizeSecurity(operation.security ?? doc.security),
        securityDocumented: Array.isArray(operation.security ?? doc.security),
        servers: withoutRepeatedPrefix(operation.servers !== undefined ? normalizeServers(operation.servers, originUrl) : pathServers ?? servers, path),
      };
      // A summary that is an identifier ("getBoardsListsByIdBoard()", "Projects_ListByAccountResource") is read as words, as an operation id is.
      const written = cleanName(operation.summary);
      // One that names nothing ("carts/mine/coupons", "Delete") gives way to the description, which says what the call does.
      const uninformative = written !== '' && UNINFORMATIVE_SUMMARY.test(written);
      // A summary written as a sentence ("Returns tracks under a playlist.") names the call without its full stop.
      const summary = CODE_IDENTIFIER.test(written) || uninformative ? '' : plainText(operation.summary, 200).replace(/(?<![.\s])\.$/, '');
      const identifier = cleanName(operation.operationId) || (summary ? '' : written.replace(/\(\)$/, ''));
      // What the API says of many of its calls ("This endpoint triggers notifications.") says nothing of this one: it goes last.
      const { own: described, shared } = splitBoilerplate(plainDescriptions.get(operation) ?? '', boilerplate);
      const name = summary || (uninformative ? sentenceName(described) : '') || restName(upper, path, identifier) || actionName(upper, path, identifier) || wordsOf(identifier) || sentenceName(described) || plainPathName(upper, path) || `${upper} ${path}`;
      const description = [described || (shared ? `${summary || name}.`.replace(/([.!?])\.$/, '$1') : summary || name), shared].filter(Boolean).join(' ');
      const tags = Array.isArray(operation.tags) ? operation.tags.map((tag) => cleanName(tag, 80)).filter(Boolean) : [];
      const deprecated = operation.deprecated === true;
      endpoints.push({
        id: endpointId(apiKey, upper, path),
        method: upper,
        path,
        url: callUrl(detail.servers[0]?.url ?? '', path, detail.parameters),
        name,
        description,
        operationId: typeof operation.operationId === 'string' ? cleanName(operation.operationId) : undefined,
        tags,
        deprecated,
        evaluateGuide: evaluateEndpoint({ api, method: upper, path, name, description, tags, deprecated, detail, lookup }),
        detail,
      });
    }
  }
  return { api, schemas, endpoints };
}

/** Operations of one API whose descriptions hold a sentence before it is boilerplate: it says nothing of any one call. */
const BOILERPLATE_OPERATIONS = 5;

/**
 * Each operation's description as plain text, read once, and the sentences the API writes in the
 * descriptions of at least BOILERPLATE_OPERATIONS of its operations.
 */
function describedOperations(paths: Record<string, Json>, context: DocumentContext): { described: Map<Json, string>; boilerplate: ReadonlySet<string> } {
  const described = new Map<Json, string>();
  const counts = new Map<string, number>();
  for (const rawPathItem of Object.values(paths)) {
    const pathItem = context.resolve(rawPathItem);
    if (!isObject(pathItem)) continue;
    for (const method of HTTP_METHODS) {
      const operation = context.resolve(pathItem[method]);
      if (!isObject(operation)) continue;
      const text = described.get(operation) ?? plainText(operation.description, 1000);
      described.set(operation, text);
      for (const sentence of new Set(sentences(text))) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
    }
  }
  return { described, boilerplate: new Set([...counts].filter(([, count]) => count >= BOILERPLATE_OPERATIONS).map(([sentence]) => sentence)) };
}

/** A description's own sentences, and the API's boilerplate it holds, each in the order written. */
function splitBoilerplate(description: string, boilerplate: ReadonlySet<string>): { own: string; shared: string } {
  if (boilerplate.size === 0) return { own: description, shared: '' };
  const all = sentences(description);
  if (!all.some((sentence) => boilerplate.has(sentence))) return { own: description, shared: '' };
  return { own: all.filter((sentence) => !boilerplate.has(sentence)).join(' '), shared: all.filter((sentence) => boilerplate.has(sentence)).join(' ') };
}

/**
 * A name from the description when the spec gives neither a summary nor an operation id: its first
 * sentence, when short enough to be a name ("Generate a random UUID (v4)"), not `GET /uuid`.
 */
function sentenceName(description: string): string {
  const first = firstSentence(description, 200).replace(/[.:;]$/, '');
  return first.split(/\s+/).length <= NAME_SENTENCE_WORDS && first.length <= 120 ? first : '';
}
const NAME_SENTENCE_WORDS = 16;

/**
 * How much of a parameter's description is kept: enough for the value a spec offers past its first sentences (Box's
 * `folder_id`: "… The root folder of a Box account is always represented by the ID 0", some 330 characters in).
 */
const PARAMETER_DESCRIPTION_LENGTH = 600;

/**
 * A parameter the spec's prose calls required where its schema does not: Google's "Required. The
 * parent resource…", Braze's "(Required) String Segment API identifier". "Required when…", "only
 * for…", "if…" make it conditional, and a deprecated one is never asked for.
 */
const REQUIRED_IN_PROSE = /^[(*\s]*required\b(?![\s*)]*(?:when|if|only|for|unless|in case|by|with)\b)(?![\s\S]{0,40}\bdeprecated\b)/i;

/** A summary that names nothing: a path (`carts/mine/coupons`), a bare generic verb ("Delete", "Get"), a placeholder, punctuation. */
const UNINFORMATIVE_SUMMARY = /^(?:\S*\/\S*|[^\p{L}]*|(?:get|list|create|update|delete|retrieve|query|all|placeholder|post|put|patch|todo|tbd)[^\p{L}]*)$/iu;

/** A name written as code: one token with an inner capital, an underscore or a call's `()`, no spaces. */
const CODE_IDENTIFIER = /^(?=\S*(?:[a-z][A-Z]|_|\(\)$))[A-Za-z_$][\w$]*(?:[.:][\w$]+)*(?:\(\))?$/;

/** An operation id as words ("PostCharges" → "Post charges", "get_user_by_id" → "Get user by id"). */
function wordsOf(identifier: string): string {
  const words = splitWords(identifier);
  if (words.length === 0) return '';
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/**
 * The name of an action the path calls, when the operation id is only the method joined to it:
 * `GET_DeleteSecurityGroup` for `/#Action=DeleteSecurityGroup` is "Delete security group", not
 * "Get delete security group" (the method says how the action is sent, not what it does).
 */
export function actionName(method: string, path: string, operationId: string): string | undefined {
  const match = /^([A-Za-z]+)_([A-Za-z]\w*)$/.exec(operationId);
  if (!match || match[1].toUpperCase() !== method) return undefined;
  // The action is called in the path's fragment or query: `#Action=<it>`, `#X-Amz-Target=Service.<it>`.
  const call = path.search(/[#?]/);
  if (call < 0) return undefined;
  const action = match[2];
  return new RegExp(`[=.]${action}(?:&|$)`).test(path.slice(call)) ? wordsOf(action) : undefined;
}

/** Path segments that version or root an API rather than name a thing. */
const VERSION_SEGMENT = /^(?:v\d+(?:\.\d+)*|api|\d+)$/i;
const REST_VERBS: Record<string, { item: string; collection: string }> = {
  GET: { item: 'Retrieve', collection: 'List' },
  POST: { item: 'Update', collection: 'Create' },
  PUT: { item: 'Update', collection: 'Update' },
  PATCH: { item: 'Update', collection: 'Update' },
  DELETE: { item: 'Delete', collection: 'Delete' },
};
/** "an invoice", "an update", but "a user", "a URL", "a UUID": a `u` said as "you" takes "a". */
const article = (noun: string) => (/^[aeiou]/i.test(noun) && !/^(?:u[bcdfghjklmnpqrstvwxz][aeiouy]|uu|ur[il]\b|eu)/i.test(noun) ? `an ${noun}` : `a ${noun}`);

/**
 * The name an operation's docs give it, where its spec has no summary and its id only spells its
 * method and path (Stripe's `PostChargesChargeRefunds`): "Create a refund of a charge", "List
 * charges", "Retrieve a customer", "Capture a charge" (a singular segment after an id is an action).
 */
export function restName(method: string, path: string, operationId: string): string | undefined {
  const verbs = REST_VERBS[method];
  const segments = path.replace(/[#?].*$/, '').split('/').filter((segment) => segment && !VERSION_SEGMENT.test(segment));
  const pathWords = segments.flatMap((segment) => splitWords(segment)).filter((word) => !VERSION_SEGMENT.test(word));
  const literalWords = segments.filter((segment) => !segment.startsWith('{')).flatMap((segment) => splitWords(segment)).filter((word) => !VERSION_SEGMENT.test(word));
  const idWords = splitWords(operationId);
  const spellsPath = (words: string[]) => idWords.length === words.length + 1 && idWords[0] === method.toLowerCase() && words.every((word, at) => idWords[at + 1] === word);
  if (!verbs || segments.length === 0 || !(spellsPath(pathWords) || spellsPath(literalWords))) return undefined;
  return pathName(method, path);
}

/**
 * A name from the path where the path plainly names things: not a dotted RPC method
 * (`/artist.albums.get`), and for a POST only a create in a collection (`/blocked-numbers`) or a
 * call on one thing, since a POST's last word is as often an action (`/messages/send-raw.json`,
 * `/answerShippingQuery`), which the bare method and path tell more honestly than "Create a send raw".
 */
function plainPathName(method: string, path: string): string | undefined {
  if (RPC_METHOD_PATH.test(path)) return undefined;
  const last = nameSegments(path).at(-1) ?? '';
  // A collection's name is a plural noun, its words joined by `-` or `_` if several (`blocked-numbers`); `readDelegates` is an action.
  const collection = /^[a-z]+(?:[-_][a-z]+)*$/i.test(last) && !/[a-z][A-Z]/.test(last) && singular(last) !== last.toLowerCase() && !endsInVerb(path);
  if (method === 'POST' && !last.startsWith('{') && !collection) return undefined;
  return pathName(method, path);
}

/** A path's segments as names read them: no fragment or query, no `.json` or `.xml`, no version or `api` root. */
function nameSegments(path: string): string[] {
  return path.replace(/[#?].*$/, '').replace(/\.(?:json|xml)$/i, '').split('/').filter((segment) => segment && !VERSION_SEGMENT.test(segment));
}

/**
 * The name of a REST call read from its method and path alone: "List charges", "Retrieve a customer",
 * "Create a refund of a charge", "Search reviews". What `restName` gives an id that only spells the
 * path, and the last resort of an operation whose spec gives no summary, id or short description.
 */
export function pathName(method: string, path: string): string | undefined {
  const verbs = REST_VERBS[method];
  const segments = nameSegments(path);
  if (!verbs || segments.length === 0) return undefined;
  const thingOf = (segment: string) => splitWords(segment).map((word, at, all) => (at === all.length - 1 ? singular(word) : word)).join(' ');
  const last = segments.at(-1)!;
  const literals = segments.map((segment, at) => ({ segment, at })).filter(({ segment }) => !segment.startsWith('{'));
  const lastLiteral = literals.at(-1);
  if (!lastLiteral) return undefined;
  // The thing a nested path hangs under: `/charges/{charge}/refunds` → a charge.
  const ownerOf = (at: number) => {
    const owner = literals.filter((literal) => literal.at < at - 1 && segments[literal.at + 1]?.startsWith('{')).at(-1);
    return owner ? ` of ${article(thingOf(owner.segment))}` : '';
  };
  if (last.startsWith('{')) return `${verbs.item} ${article(thingOf(lastLiteral.segment))}${ownerOf(lastLiteral.at)}`;
  const words = splitWords(last).join(' ');
  const capitalised = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  const afterId = segments[lastLiteral.at - 1]?.startsWith('{');
  const plural = /s$/i.test(last);
  // `/invoices/{invoice}/finalize`: an action on the thing the id names.
  if (method === 'POST' && afterId && !plural) {
    const thing = literals.filter((literal) => literal.at < lastLiteral.at - 1).at(-1);
    if (!thing) return undefined;
    return `${capitalised} ${article(thingOf(thing.segment))}`;
  }
  // `/prices/search`, `/invoices/upcoming`: a view of the collection before it; `/balance`: one thing.
  if (method === 'GET' && !plural) {
    const before = segments[lastLiteral.at - 1];
    return before !== undefined && !before.startsWith('{') && /s$/i.test(before) ? `${capitalised} ${splitWords(before).join(' ')}` : `Retrieve ${words}${ownerOf(lastLiteral.at)}`;
  }
  const named = method === 'POST' ? article(thingOf(last)) : words;
  return `${verbs.collection} ${named}${ownerOf(lastLiteral.at)}`;
}

/**
 * The URL an operation is called at. A `#…` in a spec's path only tells operations on one path
 * apart and is never sent: what it names is a query parameter (AWS's `#Action=OptInPhoneNumber`
 * is `?Action=OptInPhoneNumber`, S3's `#uploads` is `?uploads`) or a header (`#X-Amz-Target=…`),
 * which is no part of a URL.
 */
export function callUrl(serverUrl: string, path: string, parameters: readonly { name: string; in: string }[]): string {
  const at = path.indexOf('#');
  if (at < 0) return joinUrl(serverUrl, path);
  const query = path.slice(at + 1).split('&').filter((pair) => {
    const name = pair.split('=')[0].toLowerCase();
    return pair !== '' && !parameters.some((parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === name);
  });
  const bare = joinUrl(serverUrl, path.slice(0, at));
  return query.length > 0 ? `${bare}${bare.includes('?') ? '&' : '?'}${query.join('&')}` : bare;
}

/**
 * Servers whose URL ends in the segments the path opens with, those segments taken off: dev.to's
 * server `https://dev.to/api` and path `/api/articles` are called at `https://dev.to/api/articles`,
 * not `/api/api/articles` (Ticketmaster's `/discovery/v2`, Noosh's `/v1` likewise).
 */
function withoutRepeatedPrefix(servers: ServerInfo[], path: string): ServerInfo[] {
  const opening = path.split('/').filter(Boolean);
  if (opening.length < 2 || opening[0].startsWith('{')) return servers;
  let changed = false;
  const adjusted = servers.map((server) => {
    const at = server.url.search(/(?<!\/)\/(?!\/)/);
    const segments = at < 0 ? [] : server.url.slice(at).replace(/[?#].*$/, '').split('/').filter(Boolean);
    for (let k = Math.min(segments.length, opening.length - 1); k >= 1; k--) {
      const repeated = segments.slice(-k).join('/');
      if (repeated !== opening.slice(0, k).join('/')) continue;
      changed = true;
      const strip = (url: string) => url.replace(new RegExp(`/${repeated.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`), '');
      return { ...server, url: strip(server.url), template: strip(server.template) };
    }
    return server;
  });
  return changed ? adjusted : servers;
}

/** Joins a server URL and a path template as written, without doubling or dropping the slash. */
export function joinUrl(serverUrl: string, path: string): string {
  return `${serverUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Where a spec was published, from its `x-origin`, when that is the API's own site. A spec kept on
 * a code host (raw.githubusercontent.com, *.github.io) says nothing of where the API runs: a
 * relative server there is software one runs oneself.
 */
function originOf(info: JsonObject): string | undefined {
  const origins = info['x-origin'];
  const first = Array.isArray(origins) ? origins[0] : undefined;
  if (!isObject(first) || typeof first.url !== 'string') return undefined;
  try {
    const origin = new URL(first.url);
    return CODE_HOSTS.test(origin.hostname) ? undefined : origin.origin.replace(/^http:/, 'https:');
  } catch {
    return undefined;
  }
}

const CODE_HOSTS = /(^|\.)(githubusercontent\.com|github\.com|github\.io|gitlab\.com|bitbucket\.org|apis\.guru)$/i;
/** The base of software one runs oneself, which `selfHosted` recognises: the agent puts its own host there. */
const SELF_HOSTED_ORIGIN = 'https://localhost';

/** A server URL that is a path (or empty): relative to a host, as against one whose host is a variable. */
const PATH_OR_EMPTY = /^\s*(?:\/|$)/;

export function normalizeServers(raw: unknown, originUrl?: string): ServerInfo[] {
  if (!Array.isArray(raw)) return [];
  const servers: ServerInfo[] = [];
  // A relative server beside one of the spec's own hosts is a path on that host (Airflow's
  // "/api/v1" beside "https://apache.local"), not on the site the spec was published from.
  const ownHost = raw.map((server) => (isObject(server) && typeof server.url === 'string' ? /^[a-z][a-z0-9+.-]*:\/\/[^/{}]+/i.exec(server.url.trim())?.[0] : undefined)).find(Boolean);
  const base = ownHost ?? originUrl;
  for (const server of raw) {
    // Neither a path nor a name (Okta's ","): a slip of the spec's converter, not a server.
    if (!isObject(server) || typeof server.url !== 'string' || !(PATH_OR_EMPTY.test(server.url) || /[\p{L}\p{N}]/u.test(server.url))) continue;
    const variables = isObject(server.variables)
      ? Object.entries(server.variables).filter(([, value]) => isObject(value)).map(([name, value]) => {
          const variable = value as JsonObject;
          return {
            name,
            default: String(variable.default ?? ''),
            enum: Array.isArray(variable.enum) ? variable.enum.slice(0, 30).map(String) : undefined,
            description: plainText(variable.description, 200) || undefined,
          };
        })
      : [];
    // A credential in the URL (Telegram's bot{token}) keeps its placeholder, and no default: the spec's is an example secret.
    const secret = (variable: ServerVariable) => /token|secret|api[-_]?key|password/i.test(variable.name) || /\b(?:token|secret|api key|password)\b/i.test(variable.description ?? '');
    for (const variable of variables) if (secret(variable)) variable.default = '';
    let url = server.url.trim().replace(/\{([^}]+)\}/g, (whole, name: string) => variables.find((v) => v.name === name)?.default || whole);
    // A protocol-relative URL ("//api.postmarkapp.com") is the secure one.
    if (url.startsWith('//')) url = `https:${url}`;
    // A relative path is on the spec's own host, or else where the spec was published; so is a
    // host left to a variable (Azure's "{Endpoint}/face/v1.0"), as it always was.
    else if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
      const on = PATH_OR_EMPTY.test(server.url) ? base : originUrl;
      if (on) url = `${on}${url.startsWith('/') ? '' : '/'}${url}`;
    }
    // A variable that already starts with a slash ("https://host/{basePath}") leaves a doubled one.
    url = url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/]*)(.*)$/i, (_whole, origin: string, rest: string) => origin + rest.replace(/\/{2,}/g, '/'));
    // "http://conjur.local" and "/" on it are one server.
    if (servers.some((known) => known.url.replace(/\/$/, '') === url.replace(/\/$/, ''))) continue;
    servers.push({ template: server.url, url, description: plainText(server.description, 200) || undefined, variables });
  }
  // A bare host beside a path on it ("http://superset.apache.local" beside "/api/v1") is that path's host, not a base of its own.
  const based = servers.filter((server) => !servers.some((other) => other !== server && other.url.startsWith(`${server.url.replace(/\/$/, '')}/`)));
  // Prefer a secure server where the spec offers both (many converted specs list http first).
  return [...based.filter((s) => s.url.startsWith('https:')), ...based.filter((s) => !s.url.startsWith('https:'))];
}

function normalizeSecurity(raw: unknown): SecurityRequirement[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isObject).map((alternative) =>
    Object.entries(alternative).map(([scheme, scopes]) => ({
      scheme,
      scopes: Array.isArray(scopes) ? scopes.filter((scope): scope is string => typeof scope === 'string') : [],
    })),
  );
}

function normalizeSecuritySchemes(raw: unknown, context: DocumentContext): Record<string, SecurityScheme> {
  const schemes: Record<string, SecurityScheme> = {};
  if (!isObject(raw)) return schemes;
  for (const [name, value] of Object.entries(raw)) {
    const scheme = context.resolve(value);
    if (!isObject(scheme) || typeof scheme.type !== 'string') continue;
    const flows: OAuthFlow[] = isObject(scheme.flows)
      ? Object.entries(scheme.flows).filter(([, flow]) => isObject(flow)).map(([flowName, flow]) => {
          const f = flow as JsonObject;
          return {
            flow: flowName,
            authorizationUrl: typeof f.authorizationUrl === 'string' ? f.authorizationUrl : undefined,
            tokenUrl: typeof f.tokenUrl === 'string' ? f.tokenUrl : undefined,
            refreshUrl: typeof f.refreshUrl === 'string' ? f.refreshUrl : undefined,
            scopes: isObject(f.scopes) ? Object.keys(f.scopes) : [],
          };
        })
      : [];
    schemes[name] = {
      name,
      type: scheme.type,
      in: typeof scheme.in === 'string' ? scheme.in : undefined,
      paramName: typeof scheme.name === 'string' ? scheme.name : undefined,
      scheme: typeof scheme.scheme === 'string' ? scheme.scheme.toLowerCase() : undefined,
      bearerFormat: typeof scheme.bearerFormat === 'string' ? scheme.bearerFormat : undefined,
      flows: flows.length > 0 ? flows : undefined,
      openIdConnectUrl: typeof scheme.openIdConnectUrl === 'string' ? scheme.openIdConnectUrl : undefined,
      description: plainText(scheme.description, 300) || undefined,
    };
  }
  return schemes;
}

/** Resolves references within one document. Component schemas stay references; the rest is inlined. */
class DocumentContext {
  constructor(private readonly doc: JsonObject) {}

  /** Follows a `$ref` chain within the document (not into component schemas). */
  resolve(value: Json | undefined): Json | undefined {
    let current = value;
    for (let hops = 0; hops < 16 && isObject(current) && typeof current.$ref === 'string'; hops++) {
      const ref = current.$ref;
      if (!ref.startsWith('#/')) return undefined;
      current = walkPointer(this.doc, ref.slice(2).split('/').map(unescapePointer));
    }
    return isObject(current) && typeof current.$ref === 'string' ? undefined : current;
  }

  /** A schema cut to the keywords we use, with non-component references inlined (cycles cut). */
  compactSchema(schema: Json | undefined, depth = 0, seen: ReadonlySet<string> = new Set()): Json {
    if (!isObject(schema)) return typeof schema === 'boolean' ? schema : {};
    if (depth > MAX_INLINE_DEPTH) return {};
    const ref = schema.$ref;
    if (typeof ref === 'string') {
      if (parseSchemaRef(ref) || seen.has(ref)) return parseSchemaRef(ref) ? { $ref: ref } : {};
      return this.compactSchema(this.resolve(schema), depth + 1, new Set(seen).add(ref));
    }
    const out: JsonObject = {};
    // Square and Akeneo mark what the server sets with the vendor extension `x-read-only`: it is `readOnly`.
    if (schema['x-read-only'] === true) out.readOnly = true;
    for (const [key, value] of Object.entries(schema)) {
      if (!SCHEMA_KEYWORDS.has(key)) continue;
      if (key === 'properties' && isObject(value)) {
        out.properties = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, this.compactSchema(sub, depth + 1, seen)]));
      } else if ((key === 'allOf' || key === 'oneOf' || key === 'anyOf') && Array.isArray(value)) {
        out[key] = value.map((sub) => this.compactSchema(sub, depth + 1, seen));
      } else if (key === 'items' || (key === 'additionalProperties' && isObject(value))) {
        out[key] = this.compactSchema(value, depth + 1, seen);
      } else if (key === 'description' || key === 'title') {
        const text = plainText(value, 240);
        if (text) out[key] = text;
      } else if (key === 'enum' && Array.isArray(value)) {
        out.enum = value.slice(0, 50);
      } else if (key === 'example') {
        if (typeof value !== 'object' || JSON.stringify(value).length <= 300) out.example = value;
      } else {
        out[key] = value;
      }
    }
    return out;
  }

  /** Path-level parameters merged with the operation's; the operation wins on the same name and place. */
  parameters(pathLevel: Json | undefined, operationLevel: Json | undefined): ParameterSpec[] {
    const merged = new Map<string, ParameterSpec>();
    for (const list of [pathLevel, operationLevel]) {
      if (!Array.isArray(list)) continue;
      for (const raw of list) {
        const param = this.resolve(raw);
        if (!isObject(param) || typeof param.name !== 'string' || typeof param.in !== 'string') continue;
        const schema = param.schema ?? (isObject(param.content) ? firstMediaSchema(param.content) : undefined);
        // Some specs describe a parameter in its schema only (Spotify's `{id}`: "The Spotify ID for the track", titled "Spotify Track ID").
        const described = this.resolve(schema);
        const fromSchema = isObject(described) ? plainText(described.description, PARAMETER_DESCRIPTION_LENGTH) || plainText(described.title, 300) : '';
        const description = plainText(param.description, PARAMETER_DESCRIPTION_LENGTH) || fromSchema;
        merged.set(`${param.in}:${param.name}`, {
          name: param.name,
          in: param.in,
          required: param.in === 'path' || param.required === true || REQUIRED_IN_PROSE.test(description),
          description,
          schema: schema === undefined ? undefined : this.compactSchema(schema),
          deprecated: param.deprecated === true,
        });
      }
    }
    return [...merged.values()];
  }

  requestBody(raw: Json | undefined): RequestBodySpec | undefined {
    const body = this.resolve(raw);
    if (!isObject(body)) return undefined;
    return { required: body.required === true, description: plainText(body.description, 300), content: this.media(body.content) };
  }

  responses(raw: Json | undefined): ResponseSpec[] {
    if (!isObject(raw)) return [];
    const statuses = Object.keys(raw);
    const success = statuses.filter((status) => /^2(\d\d|XX)$/i.test(status));
    const chosen = success.length > 0 ? success : statuses.filter((status) => status === 'default');
    return chosen.flatMap((status) => {
      const response = this.resolve(raw[status]);
      if (!isObject(response)) return [];
      return [{
        status,
        description: plainText(response.description, 300),
        content: this.media(response.content),
        headers: isObject(response.headers) ? Object.keys(response.headers) : [],
        links: isObject(response.links)
          ? Object.entries(response.links).flatMap(([name, link]) => {
              const resolved = this.resolve(link);
              if (!isObject(resolved)) return [];
              const parameters = isObject(resolved.parameters)
                ? Object.fromEntries(Object.entries(resolved.parameters).map(([key, value]) => [key, String(value)]))
                : {};
              return [{ name, operationId: typeof resolved.operationId === 'string' ? resolved.operationId : undefined, parameters }];
            })
          : [],
      }];
    });
  }

  private media(content: Json | undefined): MediaSpec[] {
    if (!isObject(content)) return [];
    return Object.entries(content).map(([mediaType, media]) => {
      const declared = isObject(media) ? media.schema : undefined;
      // A schema that declares no field (Meraki's `{type: array, items: {type: object}}`) says less than its example.
      const shown = declared === undefined || declaresNoField(declared) ? this.exampleSchema(media) : undefined;
      const compact = shown === undefined && declared !== undefined ? this.compactSchema(declared) : undefined;
      // An open object that declares a field or two (Slack's "Default success template": `ok`, and any others) takes the
      // others its example shows (`messages.matches[].ts` of a message search), the declared ones as declared.
      const widened = isObject(compact) && opensPast(compact) ? withExampleFields(compact, this.exampleSchema(media)) : compact;
      return { mediaType, schema: shown ?? widened };
    });
  }

  /**
   * A schema read off the one example a JSON media documents instead of a schema (dev.to's new
   * article, ClickSend's sent message: 1,349 answers of 60 APIs): the fields and types the example shows.
   */
  private exampleSchema(media: Json | undefined): Json | undefined {
    if (!isObject(media)) return undefined;
    const named = isObject(media.examples) ? this.resolve(Object.values(media.examples)[0]) : undefined;
    const example = media.example !== undefined ? media.example : isObject(named) ? named.value : undefined;
    return example !== undefined && example !== null && typeof example === 'object' ? schemaOfExample(example, 0) : undefined;
  }
}

/** A bare object, or a list of them, that names no field, no shape and no schema of its own: what its example shows is all there is. */
function declaresNoField(schema: Json): boolean {
  if (!isObject(schema)) return false;
  const items = schema.type === 'array' ? schema.items : undefined;
  const bare = (node: Json | undefined) => isObject(node) && Object.keys(node).every((key) => key === 'type' || key === 'description') && (node.type === undefined || node.type === 'object');
  return schema.type === 'array' ? bare(items) : bare(schema);
}

/** An object schema, not a reference, that lets in fields past those it declares. */
function opensPast(schema: Json): boolean {
  return isObject(schema) && schema.$ref === undefined && schema.additionalProperties === true && (schema.type === 'object' || isObject(schema.properties))
    && schema.allOf === undefined && schema.oneOf === undefined && schema.anyOf === undefined;
}

/** A schema with the fields an example of it shows beside those it declares, which stand as declared. */
function withExampleFields(schema: JsonObject, example: Json | undefined): JsonObject {
  if (!isObject(example) || !isObject(example.properties)) return schema;
  const declared = isObject(schema.properties) ? schema.properties : {};
  return { ...schema, properties: { ...example.properties, ...declared } };
}

/** How deep and how wide an example is read as a schema. */
const EXAMPLE_DEPTH = 6;
const EXAMPLE_FIELDS = 100;

/** The schema of a value as it shows itself: its fields, an array's first item, a number's kind. */
function schemaOfExample(value: Json, depth: number): Json {
  if (Array.isArray(value)) return value.length > 0 && depth < EXAMPLE_DEPTH ? { type: 'array', items: schemaOfExample(value[0], depth + 1) } : { type: 'array' };
  if (value === null) return {};
  if (typeof value === 'object') {
    if (depth >= EXAMPLE_DEPTH) return { type: 'object' };
    return { type: 'object', properties: Object.fromEntries(Object.entries(value).slice(0, EXAMPLE_FIELDS).map(([key, field]) => [key, schemaOfExample(field, depth + 1)])) };
  }
  return { type: typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value === 'boolean' ? 'boolean' : 'string' };
}

function firstMediaSchema(content: JsonObject): Json | undefined {
  const first = Object.values(content)[0];
  return isObject(first) ? first.schema : undefined;
}
