// Fixed-window rate limit per client address; the clock is injected so tests control time.

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Unix time in seconds when the window resets. */
  resetAt: number;
  allowed: boolean;
}

export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Counts `cost` requests from `key` (none to only read the state) and reports the window's state; all or nothing. */
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
