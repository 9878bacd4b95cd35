import { describe, expect, it } from "vitest";
import { formatNumber } from "#app/lib/numbers";
import { COUNTER_STEPS, counterValueAt, decimalsOf } from "./counter";

describe("counter", () => {
  it("starts at zero and lands exactly on the target", () => {
    expect(counterValueAt(8, 0)).toBe(0);
    expect(counterValueAt(8, 100)).toBe(8);
    expect(counterValueAt(1.7, 100)).toBe(1.7);
    expect(counterValueAt(300000, 100)).toBe(300000);
  });

  it("climbs without ever going back", () => {
    let previous = -1;
    for (let step = 0; step <= COUNTER_STEPS; step += 1) {
      const value = counterValueAt(1.7, step);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it("is halfway at step 50", () => {
    expect(counterValueAt(300000, 50)).toBe(150000);
  });

  it("keeps the target's decimals in pt-BR format", () => {
    expect(decimalsOf(1.7)).toBe(1);
    expect(decimalsOf(300000)).toBe(0);
    expect(formatNumber(300000, decimalsOf(300000))).toBe("300.000");
    expect(formatNumber(0.9, decimalsOf(1.7))).toBe("0,9");
  });
});
