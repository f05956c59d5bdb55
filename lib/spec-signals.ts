// What a spec's names reveal about an operation, shared by the evaluate guide and the brief's GOTCHAS.

const PAGINATION_PARAMETER = /^(limit|offset|page|page_?size|per_?page|page_?token|cursor|next_?token|starting_?after|ending_?before|max_?results|top|skip|\$top|\$skip|after|before|continuation_?token|marker)$/i;
const NON_PRODUCTION_SERVER = /sandbox|mock|staging|\btest\b|localhost|127\.0\.0\.1|example\.(com|org)/i;

/** An RPC-style operation path: a dotted method name (Slack's /chat.delete), whose HTTP method says nothing of what it does. */
export const RPC_METHOD_PATH = /^\/[a-z]+(\.[a-z][a-zA-Z]*)+$/;

/** A server URL of software one runs oneself: localhost, a loopback address or a `.local` host. */
export function isSelfHostedUrl(url: string): boolean {
  return /^\w+:\/\/(localhost|127\.0\.0\.1|[^/:]+\.local)(?=[:/]|$)/i.test(url);
}

/** A query parameter that pages through results. */
export function isPaginationParameter(name: string): boolean {
  return PAGINATION_PARAMETER.test(name);
}

/** A server URL that looks like a sandbox, mock or test host rather than production. */
export function looksNonProduction(url: string): boolean {
  return NON_PRODUCTION_SERVER.test(url);
}
