import { describe, expect, it } from "vitest";
import { BoundedCache } from "./bounded-cache";

describe("BoundedCache", () => {
  it("stays within its bytes under a million distinct keys, keeping the most recent", () => {
    const cache = new BoundedCache<number>(1_000_000, 100_000);
    let largest = 0;
    for (let i = 0; i < 1_000_000; i++) {
      cache.set(`/ferramentas/calculadora-juros-compostos?inicial=${i}&aporte=100&taxa=12&anos=1`, i, 5_000);
      largest = Math.max(largest, cache.bytes);
    }
    expect(largest).toBeLessThanOrEqual(1_000_000);
    // 5.000 bytes of value and a 148-byte key (74 characters): 193 entries fit in 1.000.000 bytes.
    expect(cache.size).toBe(193);
    expect(cache.get("/ferramentas/calculadora-juros-compostos?inicial=999999&aporte=100&taxa=12&anos=1")).toBe(
      999_999,
    );
    expect(cache.get("/ferramentas/calculadora-juros-compostos?inicial=0&aporte=100&taxa=12&anos=1")).toBeUndefined();
  });

  it("stays within its number of entries when the values are small", () => {
    const cache = new BoundedCache<string>(1_000_000_000, 1_000);
    for (let i = 0; i < 1_000_000; i++) cache.set(String(i), "x", 1);
    expect(cache.size).toBe(1_000);
    expect(cache.get("999000")).toBe("x");
    expect(cache.get("998999")).toBeUndefined();
  });

  it("evicts the least recently used, and a read counts as a use", () => {
    const cache = new BoundedCache<string>(300, 3);
    cache.set("a", "A", 10);
    cache.set("b", "B", 10);
    cache.set("c", "C", 10);
    expect(cache.get("a")).toBe("A");
    cache.set("d", "D", 10);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c"), cache.get("d")]).toEqual(["A", "C", "D"]);
  });

  it("counts growth (a variant made later) and evicts for it; refuses a value larger than the whole cache", () => {
    const cache = new BoundedCache<string>(100, 10);
    cache.set("a", "A", 40);
    cache.set("b", "B", 40);
    expect(cache.bytes).toBe(84);
    cache.grow("b", 30);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.bytes).toBe(72);
    cache.set("huge", "H", 101);
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.get("b")).toBe("B");
  });

  it("replaces a key's value without counting it twice, and forgets everything on clear", () => {
    const cache = new BoundedCache<string>(1_000, 10);
    cache.set("a", "1", 100);
    cache.set("a", "2", 50);
    expect(cache.bytes).toBe(52);
    expect(cache.get("a")).toBe("2");
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});
