// The AUTH section: for each API, how its selected operations take credentials, told truthfully:
// the spec's schemes (alternatives as alternatives, the scopes the calls need), parameters that are
// plainly credentials, the provider's own documentation where its spec is silent or wrong, and
// "not documented" where nothing says, never "None" unless the spec says no credentials are needed.

import type { ApiRecord, SecurityScheme } from '../model.ts';
import { callerCredentials, declaresAuth } from '../spec-signals.ts';
import type { Step, StepInput } from './steps.ts';

export interface ApiAuth {
  apiTitle: string;
  lines: string[];
}

/** How one scheme is sent, in words a developer can act on. */
export function describeScheme(scheme: SecurityScheme, scopes: string[], scopeLabel = 'scopes required'): string[] {
  const lines: string[] = [];
  switch (scheme.type) {
    case 'apiKey': {
      const where = scheme.in === 'query' ? 'query parameter' : scheme.in === 'cookie' ? 'cookie' : 'header';
      // A key in the Authorization header of a scheme its spec calls bearer (YNAB's `bearer`) goes after "Bearer ".
      const bearer = scheme.in === 'header' && /^authorization$/i.test(scheme.paramName ?? '') && /\bbearer\b/i.test(`${scheme.name} ${scheme.description ?? ''}`);
      lines.push(`${scheme.name}: API key in the ${where} "${scheme.paramName ?? '?'}"${scheme.in === 'header' ? ` (${scheme.paramName}: ${bearer ? 'Bearer ' : ''}<key>)` : ''}`);
      break;
    }
    case 'http': {
      const kind = scheme.scheme ?? 'bearer';
      const prefix = kind === 'basic' ? 'Basic <base64 of user:password>' : `${kind[0].toUpperCase()}${kind.slice(1)} <token>`;
      lines.push(`${scheme.name}: header "Authorization: ${prefix}"${scheme.bearerFormat ? ` (token format ${scheme.bearerFormat})` : ''}`);
      break;
    }
    case 'oauth2': {
      lines.push(`${scheme.name}: OAuth 2 access token in header "Authorization: Bearer <token>"`);
      for (const flow of scheme.flows ?? []) {
        const urls = [
          flow.authorizationUrl && `authorization URL ${flow.authorizationUrl}`,
          flow.tokenUrl && `token URL ${flow.tokenUrl}`,
        ].filter(Boolean);
        lines.push(`  flow ${flow.flow}${urls.length > 0 ? `: ${urls.join(', ')}` : ''}`);
      }
      break;
    }
    case 'openIdConnect':
      lines.push(`${scheme.name}: OpenID Connect token in header "Authorization: Bearer <token>"${scheme.openIdConnectUrl ? `, discovery at ${scheme.openIdConnectUrl}` : ''}`);
      break;
    default:
      lines.push(`${scheme.name}: ${scheme.type}`);
  }
  if (scopes.length > 0) lines.push(`  ${scopeLabel}: ${scopes.join(', ')}`);
  return lines;
}

/**
 * Scopes where a spec's list for a call are alternatives (Google's): those every selected call
 * lists, any one of which serves them all; else all of them, each call taking one of its own.
 */
function anyScopes(byStep: Set<string>[]): [string[], string] {
  const shared = byStep.length === 0 ? [] : [...byStep[0]].filter((scope) => byStep.every((own) => own.has(scope)));
  if (shared.length > 0) return [shared, shared.length > 1 ? 'scopes (any one of them serves every selected call)' : 'scopes required'];
  return [[...new Set(byStep.flatMap((own) => [...own]))], 'scopes (each call takes any one of those its method lists)'];
}

/** Two schemes that are sent the same way (Google's `Oauth2` and `Oauth2c` with one flow) are one. */
function schemeSignature(scheme: SecurityScheme | undefined, name: string): string {
  if (!scheme) return name;
  return JSON.stringify([scheme.type, scheme.in, scheme.paramName, scheme.scheme, (scheme.flows ?? []).map((flow) => [flow.authorizationUrl, flow.tokenUrl])]);
}

/**
 * Where a scheme puts its credential. Schemes required together that put theirs in one place are one
 * credential, however many ways there are to get it: Google requires `Oauth2` (implicit flow) and
 * `Oauth2c` (authorization code) together, and one Bearer token is all a request can carry.
 */
function placement(scheme: SecurityScheme | undefined, name: string): string {
  if (!scheme) return name;
  if (scheme.type === 'apiKey') return `${scheme.in} ${(scheme.paramName ?? '').toLowerCase()}`;
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect' || (scheme.type === 'http' && (scheme.scheme ?? 'bearer').toLowerCase() === 'bearer')) return 'header authorization bearer';
  return `header authorization ${scheme.scheme ?? scheme.type}`;
}

interface ApiEntry {
  api: ApiRecord;
  /** Distinct alternatives, each a list of scheme names needed together. */
  alternatives: string[][];
  scopes: Map<string, Set<string>>;
  /** Per scheme, each step's scopes: where any one scope will do, what serves every call is what all share. */
  scopesByStep: Map<string, Set<string>[]>;
  /** A scheme standing for others required with it that carry the same credential, with those others. */
  sameCredential: Map<string, Set<string>>;
  optional: boolean;
  documented: boolean;
  credentials: Map<string, StepInput>;
}

/** One entry per API among the steps, in step order. */
export function authSection(steps: Step[], filled: (step: Step, input: StepInput) => boolean = () => false): ApiAuth[] {
  const byApi = new Map<string, ApiEntry>();
  for (const step of steps) {
    const entry: ApiEntry = byApi.get(step.api.key) ?? { api: step.api, alternatives: [], scopes: new Map(), scopesByStep: new Map(), sameCredential: new Map(), optional: false, documented: false, credentials: new Map() };
    byApi.set(step.api.key, entry);
    entry.documented ||= step.detail.securityDocumented;
    const stepScopes = new Map<string, Set<string>>();
    for (const alternative of step.detail.security) {
      if (alternative.length === 0) {
        entry.optional = true;
        continue;
      }
      const signatures = new Map<string, string>();
      const placed = new Map<string, string>();
      for (const { scheme, scopes } of alternative) {
        const signature = schemeSignature(step.api.securitySchemes[scheme], scheme);
        const where = placement(step.api.securitySchemes[scheme], scheme);
        let known = [...entry.scopes.keys()].find((name) => schemeSignature(step.api.securitySchemes[name], name) === signature) ?? scheme;
        const together = placed.get(where);
        if (together !== undefined && together !== known) {
          entry.sameCredential.set(together, (entry.sameCredential.get(together) ?? new Set()).add(known));
          known = together;
        } else placed.set(where, known);
        signatures.set(signature, known);
        const scopeSet = entry.scopes.get(known) ?? new Set<string>();
        scopes.forEach((scope) => scopeSet.add(scope));
        entry.scopes.set(known, scopeSet);
        const ownScopes = stepScopes.get(known) ?? new Set<string>();
        scopes.forEach((scope) => ownScopes.add(scope));
        stepScopes.set(known, ownScopes);
      }
      const names = [...new Set(signatures.values())].sort();
      if (!entry.alternatives.some((known) => known.join() === names.join())) entry.alternatives.push(names);
    }
    for (const [name, own] of stepScopes) entry.scopesByStep.set(name, [...(entry.scopesByStep.get(name) ?? []), own]);
    const operation = { path: step.endpoint.path, name: step.endpoint.name, declaresAuth: declaresAuth(step.api, step.detail) };
    for (const input of callerCredentials(step.inputs, operation)) if (!filled(step, input)) entry.credentials.set(`${input.location} ${input.name}`, input);
  }
  return [...byApi.values()].map((entry) => ({ apiTitle: entry.api.title, lines: authLines(entry) }));
}

function authLines({ api, alternatives, scopes, scopesByStep, sameCredential, optional, documented, credentials }: ApiEntry): string[] {
  const lines: string[] = [];
  if (api.authFacts) lines.push(...api.authFacts.lines.map((line) => `per the provider's documentation (${api.authFacts!.source}): ${line}`));
  const describe = (names: string[]) => names.flatMap((name) => {
    const scheme = api.securitySchemes[name];
    if (!scheme) return [`${name}: a scheme the spec names but does not define`];
    const lines = api.authFacts?.anyScope ? describeScheme(scheme, ...anyScopes(scopesByStep.get(name) ?? [])) : describeScheme(scheme, [...(scopes.get(name) ?? [])]);
    // The others carrying the same credential add only their ways of getting it (an OAuth flow).
    const others = [...(sameCredential.get(name) ?? [])];
    if (others.length === 0) return lines;
    const flows = others.flatMap((other) => (api.securitySchemes[other] ? describeScheme(api.securitySchemes[other], []) : []).filter((line) => line.startsWith('  flow') && !lines.includes(line)));
    const scopeLine = lines.findIndex((line) => line.startsWith('  scopes'));
    lines.splice(scopeLine < 0 ? lines.length : scopeLine, 0, ...flows);
    lines[0] = `${[name, ...others].join(' / ')}${lines[0].slice(name.length)}`;
    return lines;
  });
  // Where the provider's documentation speaks, the spec's own schemes follow as what the spec says, not as the way to do it.
  if (api.authFacts && alternatives.length > 0) lines.push('the spec itself declares (the documentation above is how it is done):');
  if (alternatives.length === 1) lines.push(...describe(alternatives[0]).map((line, ix) => (ix === 0 && alternatives[0].length > 1 ? `${line} (together with the next)` : line)));
  else if (alternatives.length > 1) {
    lines.push('the spec accepts any one of these:');
    alternatives.forEach((names, ix) => lines.push(...describe(names).map((line, at) => (at === 0 ? `option ${ix + 1}: ${line}` : `  ${line}`))));
  }
  if (alternatives.length > 0 && optional) lines.push('  (the spec also allows calling without credentials)');
  const places = new Map<string, StepInput[]>();
  for (const input of credentials.values()) places.set(input.name, [...(places.get(input.name) ?? []), input]);
  for (const [name, inputs] of places) {
    const where = inputs.map((input) => (input.location === 'body' ? 'body field' : `${input.location} parameter`)).join(' or ');
    lines.push(`${name}: credential in the ${where} "${name}"${inputs.some((input) => input.required) ? ', required' : ''} (listed among the operations' parameters)`);
  }
  if (lines.length > 0) return lines;
  const defined = Object.keys(api.securitySchemes);
  // Stated, yet with no scheme (`security: []`): the spec says none are needed.
  if (documented) return ['None: the spec says these operations need no credentials'];
  if (defined.length > 0) return ['not stated for these operations in the spec; it defines:', ...defined.flatMap((name) => describeScheme(api.securitySchemes[name], []))];
  return ["not documented in the spec; check the provider's documentation before calling"];
}
