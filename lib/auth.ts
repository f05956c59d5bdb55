// The AUTH section: for each API, the schemes its selected operations need, where the credential
// goes, and the scopes those operations require.

import type { SecurityScheme } from './model.ts';
import type { Step } from './steps.ts';

export interface ApiAuth {
  apiTitle: string;
  lines: string[];
}

/** How one scheme is sent, in words a developer can act on. */
export function describeScheme(scheme: SecurityScheme, scopes: string[]): string[] {
  const lines: string[] = [];
  switch (scheme.type) {
    case 'apiKey': {
      const where = scheme.in === 'query' ? 'query parameter' : scheme.in === 'cookie' ? 'cookie' : 'header';
      lines.push(`${scheme.name}: API key in the ${where} "${scheme.paramName ?? '?'}"${scheme.in === 'header' ? ` (${scheme.paramName}: <key>)` : ''}`);
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
  if (scopes.length > 0) lines.push(`  scopes required: ${scopes.join(', ')}`);
  return lines;
}

/** One entry per API among the steps, in step order. */
export function authSection(steps: Step[]): ApiAuth[] {
  const byApi = new Map<string, { title: string; schemes: Map<string, Set<string>>; optional: boolean; undocumented: string[] }>();
  for (const step of steps) {
    const entry = byApi.get(step.api.key) ?? { title: step.api.title, schemes: new Map(), optional: false, undocumented: [] };
    byApi.set(step.api.key, entry);
    // The first alternative is the one we document; an empty alternative means auth is optional.
    const [first] = step.detail.security;
    if (step.detail.security.some((alternative) => alternative.length === 0)) entry.optional = true;
    for (const { scheme, scopes } of first ?? []) {
      const scopeSet = entry.schemes.get(scheme) ?? new Set<string>();
      scopes.forEach((scope) => scopeSet.add(scope));
      entry.schemes.set(scheme, scopeSet);
    }
  }
  return [...byApi.entries()].map(([apiKey, entry]) => {
    const api = steps.find((step) => step.api.key === apiKey)!.api;
    const lines = [...entry.schemes.entries()].flatMap(([name, scopes]) => {
      const scheme = api.securitySchemes[name];
      return scheme ? describeScheme(scheme, [...scopes]) : [`${name}: a scheme the spec names but does not define`];
    });
    if (lines.length === 0) lines.push('None: the selected operations document no authentication');
    else if (entry.optional) lines.push('  (the spec also allows calling without credentials)');
    return { apiTitle: entry.title, lines };
  });
}
