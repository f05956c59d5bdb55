// Rate limits per client address in fixed windows. `localLimiter` keeps them in this process (the
// clock injected so tests control time); `server/shared-rate-limit.ts` keeps them in Redis so
// several replicas spend one budget.

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Unix time in seconds when the window resets. */
  resetAt: number;
  allowed: boolean;
}

/** Where limits are kept now: in this process, in the shared store, or here because the store is unreachable. */
export type LimitsMode = 'local' | 'shared' | 'local (shared store unreachable)';

export interface RateLimiter {
  /** Counts `cost` requests from `key` (0 only reads the state) and reports the window's state. */
  hit(key: string, cost?: number): Promise<RateLimitState>;
  mode(): LimitsMode;
  close(): Promise<void>;
}

class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  hit(key: string, cost = 1): RateLimitState {
    const now = this.now();
    const windowStart = Math.floor(now / this.windowMs) * this.windowMs;
    let window = this.windows.get(key);
    if (!window || window.start !== windowStart) {
      if (this.windows.size > 100_000) this.evictBefore(windowStart);
      window = { start: windowStart, count: 0 };
      this.windows.set(key, window);
    }
    const allowed = cost === 0 || window.count + cost <= this.max;
    if (allowed) window.count += cost;
    return {
      limit: this.max,
      remaining: Math.max(0, this.max - window.count),
      resetAt: Math.ceil((windowStart + this.windowMs) / 1000),
      allowed,
    };
  }

  private evictBefore(windowStart: number): void {
    for (const [key, window] of this.windows) if (window.start < windowStart) this.windows.delete(key);
  }
}

/** Seconds until a refused client may try again: what `Retry-After` says. */
export function retryAfterSeconds(state: RateLimitState, nowMs: number): number {
  return Math.max(1, state.resetAt - Math.floor(nowMs / 1000));
}

/** Limits kept in this process. */
export function localLimiter(max: number, windowMs: number, now: () => number): RateLimiter {
  const windows = new FixedWindowLimiter(max, windowMs, now);
  return { hit: async (key, cost = 1) => windows.hit(key, cost), mode: () => 'local', close: async () => {} };
}
