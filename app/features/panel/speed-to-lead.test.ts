import { describe, expect, it } from "vitest";
import { formatWait, isWaitingTooLong, median, waitMillis } from "./speed-to-lead";

const at = (iso: string) => Date.parse(`${iso}-03:00`);
const MIN = 60_000;

describe("speed to lead", () => {
  it("counts the wait to the first contact in opening hours", () => {
    expect(waitMillis(at("2026-11-25T17:55:00"), at("2026-11-26T09:05:00"), at("2026-11-27T12:00:00"))).toBe(10 * MIN);
  });

  it("flags a lead without contact once it waited more than the limit, in opening hours", () => {
    const arrived = at("2026-11-25T10:00:00");
    expect(isWaitingTooLong(arrived, null, at("2026-11-25T10:15:00"), 15)).toBe(false);
    expect(isWaitingTooLong(arrived, null, at("2026-11-25T10:16:00"), 15)).toBe(true);
    expect(isWaitingTooLong(arrived, at("2026-11-25T10:05:00"), at("2026-11-25T12:00:00"), 15)).toBe(false);
    // Arrived on Saturday night: on Sunday it has not waited at all.
    expect(isWaitingTooLong(at("2026-11-28T20:00:00"), null, at("2026-11-29T18:00:00"), 15)).toBe(false);
  });

  it("writes a wait in minutes and hours", () => {
    expect(formatWait(20_000)).toBe("menos de 1 min");
    expect(formatWait(12 * MIN + 5_000)).toBe("12 min");
    expect(formatWait(120 * MIN)).toBe("2 h");
    expect(formatWait(125 * MIN)).toBe("2 h 05 min");
  });

  it("takes the median", () => {
    expect(median([])).toBeNull();
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 20, 30])).toBe(25);
  });
});
