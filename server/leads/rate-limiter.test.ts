import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limiter";

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

  it("does not count refused attempts", () => {
    const limiter = new RateLimiter(1);
    limiter.hit("a", 0);
    for (let second = 1; second < 60; second += 1) limiter.hit("a", second * 1000);
    expect(limiter.hit("a", 60_001)).toEqual({ allowed: true });
  });
});
