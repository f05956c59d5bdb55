// Pagination cursors: opaque to clients, signed so a tampered cursor or one from another query is
// refused rather than misread.

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

function queryDigest(q: string): string {
  return createHash('sha256').update(q).digest('base64url').slice(0, 12);
}

function sign(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url').slice(0, 22);
}

export function encodeCursor(key: string, q: string, offset: number): string {
  const payload = Buffer.from(JSON.stringify({ o: offset, q: queryDigest(q) })).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The offset a cursor stands for, or why it is refused. */
export function decodeCursor(key: string, q: string, cursor: string): { offset: number } | { error: string } {
  const [payload, signature, extra] = cursor.split('.');
  if (!payload || !signature || extra !== undefined) return { error: 'is not a cursor this service issued' };
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { error: 'has been altered or was not issued by this service' };
  let decoded: { o?: unknown; q?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { o?: unknown; q?: unknown };
  } catch {
    return { error: 'is not a cursor this service issued' };
  }
  if (decoded.q !== queryDigest(q)) return { error: 'belongs to a different query' };
  if (typeof decoded.o !== 'number' || !Number.isInteger(decoded.o) || decoded.o < 0) return { error: 'is not a cursor this service issued' };
  return { offset: decoded.o };
}
