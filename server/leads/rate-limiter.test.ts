import { describe, expect, it } from "vitest";
import { RateLimiter, rateLimitKey } from "./rate-limiter";

describe("RateLimiter", () => {
  it("allows the limit within a minute, then says how long to wait", () => {
    const limiter = new RateLimiter(3);
    expect(limiter.hit("a", 0)).toEqual({ allowed: true });
    expect(limiter.hit("a", 10_000)).toEqual({ allowed: true });
    expect(limiter.hit("a", 20_000)).toEqual({ allowed: true });
    expect(limiter.hit("a", 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.hit("b", 30_000)).toEqual({ allowed: true });
  });

  it("slides: the oldest hit leaving the window frees one slot", () => {
    const limiter = new RateLimiter(2);
    limiter.hit("a", 0);
    limiter.hit("a", 50_000);
    expect(limiter.hit("a", 59_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.hit("a", 60_001)).toEqual({ allowed: true });
    expect(limiter.hit("a", 60_002)).toEqual({ allowed: false, retryAfterSeconds: 50 });
  });

  it("counts a hit made after the clock was set back until that hit leaves the window", () => {
    const limiter = new RateLimiter(2);
    limiter.hit("a", 100_000);
    limiter.hit("a", 50_000);
    expect(limiter.hit("a", 109_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.hit("a", 110_001)).toEqual({ allowed: true });
    expect(limiter.hit("a", 110_002)).toEqual({ allowed: false, retryAfterSeconds: 50 });
  });

  it("does not count refused attempts", () => {
    const limiter = new RateLimiter(1);
    limiter.hit("a", 0);
    for (let second = 1; second < 60; second += 1) limiter.hit("a", second * 1000);
    expect(limiter.hit("a", 60_001)).toEqual({ allowed: true });
  });
});

describe("RateLimiter.release", () => {
  it("gives back the slot of a hit that stored nothing", () => {
    const limiter = new RateLimiter(2);
    limiter.hit("a", 1_000);
    limiter.hit("a", 2_000);
    limiter.release("a", 2_000);
    expect(limiter.hit("a", 3_000)).toEqual({ allowed: true });
    expect(limiter.hit("a", 4_000)).toEqual({ allowed: false, retryAfterSeconds: 57 });
    limiter.release("b", 4_000);
  });
});

describe("rateLimitKey", () => {
  it("keeps IPv4 and unwraps IPv4-mapped IPv6", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("groups IPv6 addresses by their /64", () => {
    expect(rateLimitKey("2001:db8:85a3:0042:1000:8a2e:0370:7334")).toBe("2001:db8:85a3:42::/64");
    expect(rateLimitKey("2001:db8:85a3:42::1")).toBe("2001:db8:85a3:42::/64");
    expect(rateLimitKey("2001:DB8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
  });
});
