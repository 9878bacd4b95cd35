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
    // Each key's times are kept in order, so the expired ones are the first few: dropping them costs what expired,
    // not a copy of every hit in the window (a key allowed thousands a minute, like bench:leads's, made each hit
    // copy thousands).
    const recent = this.hits.get(key) ?? [];
    let expired = 0;
    while (expired < recent.length && (recent[expired] ?? 0) <= windowStart) expired += 1;
    if (expired > 0) recent.splice(0, expired);
    this.hits.set(key, recent);
    if (recent.length >= this.limit) {
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    // A clock set back puts `now` before later hits: in its place, keeping the order.
    let at = recent.length;
    while (at > 0 && (recent[at - 1] ?? 0) > now) at -= 1;
    recent.splice(at, 0, now);
    if (this.hits.size > SWEEP_THRESHOLD) this.sweep(windowStart);
    return { allowed: true };
  }

  /** Takes back a hit made at `time`: the submission turned out to be one already stored. */
  release(key: string, time: number): void {
    const times = this.hits.get(key);
    const index = times?.lastIndexOf(time) ?? -1;
    if (times && index !== -1) times.splice(index, 1);
  }

  private sweep(windowStart: number): void {
    for (const [key, times] of this.hits) {
      if ((times.at(-1) ?? 0) <= windowStart) this.hits.delete(key);
    }
  }
}

/**
 * The rate-limit key of an address: IPv4 as is (IPv4-mapped IPv6 unwrapped),
 * IPv6 by its /64 prefix, since one subscriber usually holds a whole /64.
 */
export function rateLimitKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === "" ? [] : tail.split(":");
  const groups = ip.includes("::")
    ? [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
