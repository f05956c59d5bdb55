// What a spec's names reveal about an operation, shared by the evaluate guide and the brief's AUTH and GOTCHAS.

import { INTENT_BY_WORD } from './search/intent.ts';
import { splitWords } from './tokens.ts';

const PAGINATION_PARAMETER = /^(limit|offset|page|page_?size|per_?page|page_?token|cursor|next_?token|starting_?after|ending_?before|max_?results|top|skip|\$top|\$skip|after|before|continuation_?token|marker)$/i;
const NON_PRODUCTION_SERVER = /sandbox|mock|staging|\btest\b|localhost|127\.0\.0\.1|example\.(com|org)/i;

/** An RPC-style operation path: a dotted method name (Slack's /chat.delete), whose HTTP method says nothing of what it does. */
export const RPC_METHOD_PATH = /^\/[a-z]+(\.[a-z][a-zA-Z]*)+$/;

/** A name that is only its call's method and path ("POST /getUpdates", where the spec gives no summary nor id): it says nothing the path does not. */
export function namedByMethodAndPath(name: string): boolean {
  return /^(?:get|post|put|patch|delete|head|options)\s+\//i.test(name);
}

/** Words opening a path's action that are never the name of a thing (as "schedule" and "upload" may be). */
const ONLY_VERBS = new Set(['get', 'fetch', 'retrieve']);

/** Verbs opening a named action that only read, beside the reading verbs of the search profile: AWS's `DescribeInstances`, DynamoDB's `Query` and `Scan`. */
const READ_ACTIONS = new Set(['describe', 'query', 'scan', 'receive']);

/** The action a path names in its fragment, verb first: AWS's `/#Action=SendMessage`, `/#X-Amz-Target=DynamoDB_20120810.PutItem`. */
export function pathAction(path: string): string | undefined {
  return /#(?:Action=|X-Amz-Target=[^.#]*\.)([A-Za-z]+)/.exec(path)?.[1];
}

/**
 * The methods the verb a path ends in asks for, if it ends in one: `get` of Plaid's
 * `/accounts/balance/get`, `list` of Slack's `/conversations.list`, `send` of a `GET …/send`.
 */
function pathVerbMethods(path: string): readonly string[] | undefined {
  // An action the path names in its fragment (AWS's `/#Action=SendMessage`, `/#X-Amz-Target=DynamoDB_20120810.PutItem`) is
  // what the call does, whichever method carries it: such names open with their verb, and one that does not read changes.
  const named = pathAction(path);
  if (named) {
    const verb = splitWords(named)[0] ?? '';
    return INTENT_BY_WORD.get(verb) ?? (READ_ACTIONS.has(verb) ? ['GET'] : ['POST']);
  }
  const last = path.replace(/[#?].*$/, '').split('/').filter((segment) => segment && !segment.startsWith('{')).at(-1) ?? '';
  // A dotted name's verb follows its last dot (`chat.postMessage`), a file extension aside (`product.list.json`).
  const action = last.replace(/\.(json|xml)$/i, '').split('.').at(-1) ?? '';
  const words = splitWords(action);
  // A name ending in things names them, whatever it opens with: `/schedule-groups`, `/upload-tokens`;
  // unless it opens with a word that is only ever a verb: Telegram's `/getUpdates` reads.
  if (words.length > 1 && /[^s]s$/.test(words[words.length - 1]) && !ONLY_VERBS.has(words[0])) return undefined;
  return INTENT_BY_WORD.get(words[0] ?? '');
}

/** Whether a path ends in a verb (`/accounts/balance/get`, `/messages/send-raw`, `/conversations.list`): an action, not a thing. */
export function endsInVerb(path: string): boolean {
  return pathVerbMethods(path) !== undefined;
}

/** Whether a method changes something on the provider. */
export const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

/**
 * Whether a call changes something: its method says, unless its path ends in a verb that says
 * otherwise (Plaid's POST /accounts/balance/get reads, as RPC-style APIs do; a GET …/send writes).
 */
export function writesByName(method: string, path: string): boolean {
  const methods = pathVerbMethods(path);
  if (methods?.every((verbMethod) => !isWrite(verbMethod))) return false;
  if (methods?.every(isWrite)) return true;
  return isWrite(method);
}

/** A server URL of software one runs oneself: localhost, a loopback address or a `.local` host. */
export function isSelfHostedUrl(url: string): boolean {
  return /^\w+:\/\/(localhost|127\.0\.0\.1|[^/:]+\.local)(?=[:/]|$)/i.test(url);
}

/** A query parameter that pages through results. */
export function isPaginationParameter(name: string): boolean {
  return PAGINATION_PARAMETER.test(name);
}

/** A path segment or action for testing the real call: `/marketing/test/send_email`, `#Action=CreateSMSSandboxPhoneNumber`. */
const TESTING_PATH = /(?:^|[/_#=.-])(?:test|tests|sandbox|mock|dummy)(?:$|[/_.-])|(?:Sandbox|Test|Mock)(?=[A-Z]|$)/;
/** A goal or task that asks for testing itself, or for tests ("list my private tests": a load-testing service's own). */
const ASKS_TESTING = /\b(?:tests?|testing|sandbox(?:es)?|mocks?|dummy)\b/i;

/** An operation for testing the real one (a sandbox number, a test send), which a goal rarely means. */
export function isTestingOperation(path: string): boolean {
  return TESTING_PATH.test(path);
}

/** Whether a goal or task asks for testing (then a testing operation may be what it means). */
export function asksTesting(text: string): boolean {
  return ASKS_TESTING.test(text);
}

/** A server URL that looks like a sandbox, mock or test host rather than production. */
export function looksNonProduction(url: string): boolean {
  return NON_PRODUCTION_SERVER.test(url);
}

/**
 * Parameter names that carry a credential: keys, tokens, secrets, signatures, and a key named for
 * whose it is (`X-API2CRM-USER-KEY`, `app_key`, `Ocp-Apim-Subscription-Key`, `accesskey`, `X-RapidAPI-Key`). A key of
 * anything else is data: `Idempotency-Key`, `projectKey`, `ExclusiveStartKey`, a boolean `hasPrivateKey`;
 * and so is a token that pages or resumes (`next_page_token`, `continuation_token`, `sync_token`).
 */
const CREDENTIAL_NAME = /^(?!.*(?:page|cursor|continuation|next|sync|resume|pagination)[-_]?token$)(?:x-)?(?:[\w-]*[-_])?(?:api[-_]?key|apikey|access[-_]?token|auth[-_]?token|token|secret|client[-_]?secret|signature|password|authorization)$/i;
const CREDENTIAL_KEY = /(?:api[-_]?key|(?:^|[-_])(?:app|application|user|access|secret|private|consumer|subscription|auth|ws|sdk|service|system|webservice|client|developer|partner|license|licence|master|merchant)[-_]?key)$/i;

/**
 * A parameter that is plainly a credential; a bare `key` only in the query, where it is an API key (a
 * path `{Key}` names an object), or as a body's string (Mandrill's `key`; not Key Vault's JSON web key).
 */
export function isCredentialParameter(name: string, location: string, type = 'string'): boolean {
  return CREDENTIAL_NAME.test(name) || (location !== 'path' && CREDENTIAL_KEY.test(name))
    || ((location === 'query' || (location === 'body' && type.startsWith('string'))) && /^key$/i.test(name));
}

/** A password field: `password`, `new_password`, `ldap_bind_password`. */
const PASSWORD_NAME = /pass(?:word|wd)$/i;
/** A call that signs in or hands out tokens: there the caller's password is what it sends. */
const SIGN_IN_CALL = /auth|log-?in|sign-?in|session|token/i;
/** A path that signs in or hands out a token, by a whole segment (`/oauth/token`, `/cobrand/login`, Nordigen's `/token/new/`, KumpeApps' `/authentication/authkey`): not a checkout session. */
export const SIGN_IN_PATH = /\/(?:oauth2?|auth|authentication|log-?in|sign-?in|tokens?)(?:\/|$)/i;

/**
 * Of an operation's inputs, those through which the caller sends its own credentials. Parameters
 * plainly named as credentials always. A body field only where the spec declares no other way (no
 * scheme, no `security: []`, no provider facts: Vonage's form `api_key`), since elsewhere a body's
 * `secret`, `token` or `password` is data the call stores (a webhook's secret, a new user's
 * password); and a password only on a call that signs in.
 */
export function callerCredentials<T extends { name: string; location: string; type?: string }>(inputs: readonly T[], operation: { path: string; name: string; declaresAuth: boolean }): T[] {
  return inputs.filter((input) => isCredentialParameter(input.name, input.location, input.type) && (input.location !== 'body'
    || (!operation.declaresAuth && (!PASSWORD_NAME.test(input.name) || SIGN_IN_CALL.test(`${operation.path} ${operation.name}`)))));
}

/** The spec or the provider's documentation says how this API authenticates (or that it needs nothing). */
export function declaresAuth(api: { securitySchemes: Record<string, unknown>; authFacts?: unknown }, detail: { securityDocumented: boolean }): boolean {
  return api.authFacts !== undefined || Object.keys(api.securitySchemes).length > 0 || detail.securityDocumented;
}
