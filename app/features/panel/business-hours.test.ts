import { describe, expect, it } from "vitest";
import { businessMillisBetween } from "./business-hours";

const MIN = 60_000;
/** A Brasília wall-clock time as epoch ms. */
const at = (iso: string) => Date.parse(`${iso}-03:00`);

describe("time waited within opening hours", () => {
  it("counts a weekday afternoon minute by minute", () => {
    // Wednesday 25 Nov 2026.
    expect(businessMillisBetween(at("2026-11-25T10:00:00"), at("2026-11-25T10:20:00"))).toBe(20 * MIN);
  });

  it("does not count the night: from 17:50 to 09:10 the next morning is 20 minutes", () => {
    expect(businessMillisBetween(at("2026-11-25T17:50:00"), at("2026-11-26T09:10:00"))).toBe(20 * MIN);
  });

  it("starts a lead of Saturday night on Monday morning (Sunday is closed)", () => {
    expect(businessMillisBetween(at("2026-11-28T20:00:00"), at("2026-11-30T09:15:00"))).toBe(15 * MIN);
  });

  it("counts Saturday's shorter hours", () => {
    expect(businessMillisBetween(at("2026-11-28T12:30:00"), at("2026-11-28T15:00:00"))).toBe(30 * MIN);
  });

  it("adds whole weeks of 49 hours (5 × 9 h + 4 h on Saturday)", () => {
    const start = at("2026-11-25T10:00:00");
    expect(businessMillisBetween(start, start + 14 * 86_400_000 + 5 * MIN)).toBe(98 * 60 * MIN + 5 * MIN);
  });

  it("is zero when the end is not after the start", () => {
    expect(businessMillisBetween(at("2026-11-25T10:00:00"), at("2026-11-25T09:00:00"))).toBe(0);
  });
});
