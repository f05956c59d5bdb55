// The HTTP server around the Koa app: timeouts of seconds, parser errors answered as problems with
// the rate-limit headers, and a drain that lets requests in flight finish on a clean shutdown.

import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type Koa from 'koa';
import type { RequestLogEntry } from './app.ts';
import { problemBody } from './problem.ts';
import type { Config } from './config.ts';
import { retryAfterSeconds, type RateLimiter } from './rate-limit.ts';

/** The configured timeouts, in seconds (`HEADERS_TIMEOUT_S`, `REQUEST_TIMEOUT_S`, `KEEP_ALIVE_TIMEOUT_S`). */
export type HttpTimeouts = Pick<Config, 'headersTimeoutS' | 'requestTimeoutS' | 'keepAliveTimeoutS'>;

export interface ServiceHttpServer {
  server: Server;
  /**
   * Stops accepting connections, answers requests in flight with `Connection: close`, closes idle
   * keep-alive connections, and resolves once every connection is gone, or after `timeoutMs` with
   * the connections it had to cut.
   */
  drain(timeoutMs: number): Promise<{ cut: number }>;
}

/** Why Node's parser refused a request, as a status and words. */
function parserProblem(code: string | undefined): { status: number; detail: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, detail: 'request headers are too large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, detail: 'the request did not arrive in time; send it whole, promptly' };
  return { status: 400, detail: `the request is not valid HTTP (${code ?? 'unreadable'})` };
}

export function createHttpServer(
  { app, limiter, timeouts, now = Date.now, log = () => {} }:
  { app: Koa; limiter: RateLimiter; timeouts: HttpTimeouts; now?: () => number; log?: (entry: RequestLogEntry) => void },
): ServiceHttpServer {
  const handle = app.callback();
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  // Timeouts are checked this often (Node's default, 30 s, would let a slow client overstay by as much).
  const server = createServer({ connectionsCheckingInterval: Math.min(1000, timeouts.headersTimeoutS * 1000) }, (req: IncomingMessage, res: ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    void handle(req, res);
  });
  server.headersTimeout = timeouts.headersTimeoutS * 1000;
  server.requestTimeout = timeouts.requestTimeoutS * 1000;
  server.keepAliveTimeout = timeouts.keepAliveTimeoutS * 1000;

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // A client that hung up mid-request was answered nothing and refused nothing: no log line.
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const { status, detail } = parserProblem(error.code);
    log({ time: new Date(now()).toISOString(), method: '-', path: '-', status, ms: 0, error: error.code ?? 'unknown' });
    void limiter.hit(socket.remoteAddress ?? 'unknown', 1).then((state) => {
      if (!socket.writable) return;
      const body = JSON.stringify(problemBody(status, detail, '/'));
      socket.end([
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/problem+json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        `RateLimit-Limit: ${state.limit}`,
        `RateLimit-Remaining: ${state.remaining}`,
        `RateLimit-Reset: ${state.resetAt}`,
        ...(state.allowed ? [] : [`Retry-After: ${retryAfterSeconds(state, now())}`]),
        '', body,
      ].join('\r\n'));
    });
  });

  const drain = (timeoutMs: number) => new Promise<{ cut: number }>((resolve) => {
    draining = true;
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    let finished = false;
    const done = (cut: number) => {
      if (finished) return;
      finished = true;
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve({ cut });
    };
    server.close(() => done(0));
    // A connection whose last response just ended is idle now: close it rather than wait for its keep-alive timeout.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.closeIdleConnections();
    const deadline = setTimeout(() => {
      const cut = inFlight.size;
      server.closeAllConnections();
      done(cut);
    }, timeoutMs);
  });

  return { server, drain };
}

