// Problem responses (RFC 9457): every error the service gives has this shape.

import type { Context } from 'koa';

const PROBLEM_TYPES: Record<number, string> = {
  400: 'invalid-request',
  403: 'forbidden-host',
  404: 'not-found',
  405: 'method-not-allowed',
  408: 'request-timeout',
  413: 'payload-too-large',
  431: 'header-fields-too-large',
  429: 'rate-limited',
  500: 'server-error',
};

export const PROBLEM_TITLES: Record<number, string> = {
  400: 'Invalid request',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  413: 'Payload too large',
  431: 'Request header fields too large',
  429: 'Too many requests',
  500: 'Server error',
};

export interface ProblemBody { type: string; title: string; detail: string; status: number; instance: string }

export function problemBody(status: number, detail: string, instance: string, title = PROBLEM_TITLES[status] ?? 'Error'): ProblemBody {
  return { type: `https://errors.endpoint-discovery.dev/${PROBLEM_TYPES[status] ?? 'error'}`, title, detail, status, instance };
}

export function sendProblem(ctx: Context, status: number, detail: string, title = PROBLEM_TITLES[status] ?? 'Error'): void {
  ctx.status = status;
  ctx.type = 'application/problem+json';
  ctx.body = problemBody(status, detail, ctx.path, title);
}
