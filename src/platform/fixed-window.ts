/**
 * Counts hits per key in fixed windows, in this process's memory. For limits that only need to
 * stop abuse, not hold exactly across instances: with N instances behind a balancer a key gets up
 * to N times the limit, and the count costs no database write (the DB limiter, rate-limit.ts, costs
 * one per request). Ended windows are swept as new ones start, so memory follows the active keys.
 */
export class FixedWindowCounter {
  private counts = new Map<string, number>();
  private windowEndsAt = 0;

  constructor(private readonly windowMs: number) {}

  /** Counts one hit on `key`; returns the hits so far in this window and the seconds until it ends. */
  hit(key: string, now = Date.now()): { count: number; retryAfterSeconds: number } {
    if (now >= this.windowEndsAt) {
      this.counts.clear();
      this.windowEndsAt = now + this.windowMs;
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return { count, retryAfterSeconds: Math.max(1, Math.ceil((this.windowEndsAt - now) / 1000)) };
  }
}
