// The explorer page's static files, read once at start-up and served from memory. Only these
// names are served, so no request path ever reaches the file system.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const PAGE_DIR = join(import.meta.dirname, 'page');
const FILES: Record<string, string> = {
  '/': 'index.html',
  '/page/explorer.js': 'explorer.js',
  '/page/explorer.css': 'explorer.css',
  '/page/icon.svg': 'icon.svg',
};
const TYPES: Record<string, string> = { html: 'text/html; charset=utf-8', js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', svg: 'image/svg+xml' };

export interface PageFile { type: string; body: Buffer }

/** Route path → file, for the app to serve with GET. */
export function pageFiles(): Map<string, PageFile> {
  return new Map(Object.entries(FILES).map(([route, name]) => [route, { type: TYPES[name.split('.').pop()!], body: readFileSync(join(PAGE_DIR, name)) }]));
}

/**
 * Headers for every response, the page's and the API's alike: scripts, styles and requests from
 * this origin only, no framing, no sniffing, no referrer leaking a goal to another site.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};
