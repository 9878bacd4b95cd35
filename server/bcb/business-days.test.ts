import { describe, expect, it } from "vitest";
import {
  brasiliaClock,
  isBusinessDay,
  lastClosingDay,
  nextAttemptAt,
  nextFetchAt,
  previousBusinessDay,
} from "./business-days";

/** An instant given in Brasília time (UTC−3). */
const brt = (local: string) => new Date(`${local}-03:00`);

describe("business days of the exchange market", () => {
  it.each([
    ["2026-11-25", true], // Wednesday
    ["2026-11-28", false], // Saturday
    ["2026-11-20", false], // Consciência Negra, national holiday since 2024
    ["2026-02-16", false], // Carnaval Monday
    ["2026-02-17", false], // Carnaval Tuesday
    ["2026-02-18", true], // Ash Wednesday: the market opens in the afternoon
    ["2026-04-03", false], // Good Friday
    ["2026-06-04", false], // Corpus Christi
    ["2026-12-25", false],
  ])("%s → %s", (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });

  it("steps back over weekends and holidays", () => {
    expect(previousBusinessDay("2026-11-23")).toBe("2026-11-19"); // Monday → Thursday, past Friday the 20th
    expect(previousBusinessDay("2026-02-18")).toBe("2026-02-13");
  });
});

describe("lastClosingDay", () => {
  it("is today once the bulletin is due, the business day before until then", () => {
    expect(lastClosingDay(brt("2026-11-25T13:29"))).toBe("2026-11-24");
    expect(lastClosingDay(brt("2026-11-25T13:30"))).toBe("2026-11-25");
    expect(lastClosingDay(brt("2026-11-28T10:00"))).toBe("2026-11-27");
    // 01:00 UTC on the 26th is still the 25th in Brasília.
    expect(lastClosingDay(new Date("2026-11-26T01:00:00Z"))).toBe("2026-11-25");
    expect(brasiliaClock(new Date("2026-11-26T01:00:00Z"))).toEqual({ date: "2026-11-25", minute: 22 * 60 });
  });
});

describe("nextFetchAt", () => {
  it("waits for 13:30 of the next business day once the day's bulletin is stored", () => {
    expect(nextFetchAt(brt("2026-11-25T09:00"), "2026-11-24")).toEqual(brt("2026-11-25T13:30"));
    expect(nextFetchAt(brt("2026-11-25T14:00"), "2026-11-25")).toEqual(brt("2026-11-26T13:30"));
    // Friday the 27th after the bulletin: Monday the 30th.
    expect(nextFetchAt(brt("2026-11-27T15:00"), "2026-11-27")).toEqual(brt("2026-11-30T13:30"));
    // Thursday the 19th: Friday the 20th is a holiday.
    expect(nextFetchAt(brt("2026-11-19T16:00"), "2026-11-19")).toEqual(brt("2026-11-23T13:30"));
  });

  it("tries again every half hour while the day's bulletin is late, until 18:00", () => {
    expect(nextFetchAt(brt("2026-11-25T13:31"), "2026-11-24")).toEqual(brt("2026-11-25T14:01"));
    expect(nextFetchAt(brt("2026-11-25T17:45"), null)).toEqual(brt("2026-11-25T18:15"));
    expect(nextFetchAt(brt("2026-11-25T18:05"), "2026-11-24")).toEqual(brt("2026-11-26T13:30"));
  });
});

describe("nextAttemptAt", () => {
  it("follows the schedule while fetches work", () => {
    expect(nextAttemptAt(brt("2026-11-25T14:00"), "2026-11-25", 0)).toEqual(brt("2026-11-26T13:30"));
  });

  it("tries again 5 minutes after a failure, doubling up to every hour", () => {
    const at = brt("2026-11-25T19:00");
    expect([1, 2, 3, 4, 5, 9].map((failures) => nextAttemptAt(at, "2026-11-24", failures))).toEqual([
      brt("2026-11-25T19:05"),
      brt("2026-11-25T19:10"),
      brt("2026-11-25T19:20"),
      brt("2026-11-25T19:40"),
      brt("2026-11-25T20:00"),
      brt("2026-11-25T20:00"),
    ]);
    // Before 18:00 the late bulletin's half-hourly try comes first when it is sooner.
    expect([1, 4].map((failures) => nextAttemptAt(brt("2026-11-25T14:00"), "2026-11-24", failures))).toEqual([
      brt("2026-11-25T14:05"),
      brt("2026-11-25T14:30"),
    ]);
  });

  it("keeps trying through the night and the weekend after a Friday failure, not on Monday afternoon", () => {
    expect(nextAttemptAt(brt("2026-11-27T19:00"), "2026-11-26", 6)).toEqual(brt("2026-11-27T20:00"));
    expect(nextAttemptAt(brt("2026-11-28T10:00"), "2026-11-26", 20)).toEqual(brt("2026-11-28T11:00"));
    // The schedule comes first when it is sooner: the day's bulletin is due at 13:30.
    expect(nextAttemptAt(brt("2026-11-30T13:10"), "2026-11-27", 9)).toEqual(brt("2026-11-30T13:30"));
  });
});
