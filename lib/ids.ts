// Resource ids: opaque to clients, stable across rebuilds of the same source, URL-safe.

import { createHash } from 'node:crypto';

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9.]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'x';
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}

export function endpointId(apiKey: string, method: string, path: string): string {
  return `urn:service:endpoint:v1:${slug(apiKey)}:${digest(`${apiKey} ${method.toUpperCase()} ${path}`)}`;
}

export function mcpId(serverName: string, url: string): string {
  return `urn:service:mcp:v1:${slug(serverName)}:${digest(`${serverName} ${url}`)}`;
}

