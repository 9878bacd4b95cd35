import { afterEach, describe, expect, it, vi } from "vitest";
import {
  buildPool,
  defaultCharacterOptions,
  entropyBits,
  generatePassword,
  randomIndexes,
  strengthOf,
  type RandomBytes,
} from "./password";

/** A source that yields 0, 1, 2, … 255, 0, 1, … — every byte value once per cycle. */
function cyclingBytes(): RandomBytes {
  let next = 0;
  return (bytes) => {
    for (let i = 0; i < bytes.length; i++) {
      bytes[i] = next;
      next = (next + 1) % 256;
    }
  };
}

const none = { uppercase: false, lowercase: false, numbers: false, symbols: false };

describe("buildPool", () => {
  it("holds the 88 characters of the four sets when all are chosen, each once", () => {
    const pool = buildPool(defaultCharacterOptions);
    expect(pool).toHaveLength(26 + 26 + 10 + 26);
    expect(new Set(pool).size).toBe(pool.length);
    for (const c of "AZaz09!@#$%^&*()_+-=[]{}|;:,.<>?") expect(pool).toContain(c);
  });

  it("holds only the chosen sets", () => {
    expect(buildPool({ ...none, numbers: true })).toBe("0123456789");
    expect(buildPool({ ...none, symbols: true })).toBe("!@#$%^&*()_+-=[]{}|;:,.<>?");
    const letters = buildPool({ ...none, uppercase: true, lowercase: true });
    expect(letters).toMatch(/^[A-Za-z]{52}$/);
  });

  it("is empty when nothing is chosen", () => {
    expect(buildPool(none)).toBe("");
  });
});

describe("randomIndexes (rejection sampling)", () => {
  it.each([10, 26, 36, 52, 62, 88])(
    "gives every index of a %i-character pool the same share of all byte values",
    (size) => {
      const perIndex = Math.floor(256 / size);
      const counts = new Array<number>(size).fill(0);
      for (const i of randomIndexes(perIndex * size, size, cyclingBytes())) counts[i]!++;
      expect(new Set(counts)).toEqual(new Set([perIndex]));
    },
  );

  it("discards bytes at or above the last full multiple of the pool size", () => {
    // 88 × 2 = 176: bytes 176–255 would give indexes 0–79 a third chance.
    const source: RandomBytes = (bytes) => {
      bytes.fill(176);
      bytes[bytes.length - 1] = 7;
    };
    expect(randomIndexes(1, 88, source)).toEqual([7]);
  });

  it("asks for more bytes until it has enough accepted ones", () => {
    let calls = 0;
    const source: RandomBytes = (bytes) => {
      calls++;
      bytes.fill(calls < 3 ? 255 : 42);
    };
    expect(randomIndexes(3, 10, source)).toEqual([2, 2, 2]);
    expect(calls).toBe(3);
  });
});

describe("generatePassword", () => {
  afterEach(() => vi.restoreAllMocks());

  it("has the requested length and only characters of the pool, without Math.random", () => {
    const mathRandom = vi.spyOn(Math, "random");
    const pool = buildPool({ ...none, numbers: true, symbols: true });
    for (const length of [8, 16, 30]) {
      const password = generatePassword(length, pool);
      expect(password).toHaveLength(length);
      for (const c of password) expect(pool).toContain(c);
    }
    expect(mathRandom).not.toHaveBeenCalled();
  });

  it("spreads characters evenly over the full pool (chi-square, far from any flaky bound)", () => {
    const pool = buildPool(defaultCharacterOptions);
    const perChar = 1000;
    const counts = new Map<string, number>();
    for (const c of generatePassword(pool.length * perChar, pool)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(pool.length);
    const chiSquare = [...counts.values()].reduce((sum, n) => sum + (n - perChar) ** 2 / perChar, 0);
    // 87 degrees of freedom: mean 87, sd ≈ 13; 200 is more than 8 sd away.
    expect(chiSquare).toBeLessThan(200);
  });
});

describe("strength", () => {
  it("computes entropy as length × log2(pool size)", () => {
    expect(entropyBits(16, 88)).toBeCloseTo(103.35, 2);
    expect(entropyBits(8, 10)).toBeCloseTo(26.58, 2);
    expect(entropyBits(10, 1)).toBe(0);
  });

  it("names the bands at their bounds", () => {
    expect(strengthOf(39.99).label).toBe("Fraca");
    expect(strengthOf(40).label).toBe("Razoável");
    expect(strengthOf(63.99).label).toBe("Razoável");
    expect(strengthOf(64).label).toBe("Forte");
    expect(strengthOf(99.99).label).toBe("Forte");
    expect(strengthOf(100).label).toBe("Muito forte");
  });

  it("rates the defaults as very strong and 8 digits as weak", () => {
    expect(strengthOf(entropyBits(16, buildPool(defaultCharacterOptions).length)).label).toBe("Muito forte");
    expect(strengthOf(entropyBits(8, 10)).label).toBe("Fraca");
  });
});
