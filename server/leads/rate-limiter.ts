/**
 * Sliding one-minute window per key (the visitor's IP): at most `limit` hits
 * in any 60 seconds, and an exact wait when over. Memory stays bounded: keys
 * whose hits all expired are swept as the map grows.
 */
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const SWEEP_THRESHOLD = 10_000;

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  hit(key: string, now: number): RateLimitDecision {
    const windowStart = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((time) => time > windowStart);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > SWEEP_THRESHOLD) this.sweep(windowStart);
    return { allowed: true };
  }

  private sweep(windowStart: number): void {
    for (const [key, times] of this.hits) {
      if ((times.at(-1) ?? 0) <= windowStart) this.hits.delete(key);
    }
  }
}
