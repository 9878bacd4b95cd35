import { describe, expect, it } from "vitest";
import { calendarContent, readCalendarQuery } from "./calendar-query";

describe("readCalendarQuery", () => {
  it("reads year, month, region and state", () => {
    expect(readCalendarQuery({ ano: "2027", mes: "2", regiao: "Nordeste", uf: "BA" }, 2026)).toEqual({
      year: 2027,
      rejectedYear: null,
      month: 2,
      region: "Nordeste",
      state: "BA",
    });
  });

  it("shows the current year and every month, region and state when nothing is chosen", () => {
    expect(readCalendarQuery({}, 2026)).toEqual({
      year: 2026,
      rejectedYear: null,
      month: null,
      region: null,
      state: null,
    });
    expect(readCalendarQuery({ ano: "", mes: "", regiao: "", uf: "" }, 2026)).toMatchObject({
      year: 2026,
      rejectedYear: null,
    });
  });

  it("falls back to the current year for a year out of range, and remembers what was asked", () => {
    expect(readCalendarQuery({ ano: "1999" }, 2026)).toMatchObject({ year: 2026, rejectedYear: "1999" });
    expect(readCalendarQuery({ ano: "abc" }, 2026)).toMatchObject({ year: 2026, rejectedYear: "abc" });
  });

  it("ignores an unknown month, region or state", () => {
    expect(readCalendarQuery({ mes: "13", regiao: "Marte", uf: "XX" }, 2026)).toMatchObject({
      month: null,
      region: null,
      state: null,
    });
    expect(readCalendarQuery({ mes: "0" }, 2026).month).toBeNull();
  });
});

describe("calendarContent", () => {
  it("lists the year's national holidays, long weekends and festivals", () => {
    const content = calendarContent({ year: 2025, rejectedYear: null, month: null, region: null, state: null });
    expect(content.holidays.some((h) => h.id === "tiradentes" && h.date === "2025-04-21")).toBe(true);
    expect(content.holidays.some((h) => h.state !== undefined)).toBe(false);
    // Six feriadões in 2025 (checked by hand in long-weekends.test.ts).
    expect(content.longWeekends).toHaveLength(6);
    expect(content.festivals.length).toBeGreaterThanOrEqual(25);
  });

  it("filters holidays and long weekends by month, and adds the chosen state's holidays", () => {
    // April 2025 in Rio: Good Friday 18, Tiradentes 21, São Jorge 23 (Easter Sunday 20 is commemorative).
    const april = calendarContent({ year: 2025, rejectedYear: null, month: 4, region: null, state: "RJ" });
    expect(april.holidays.map((h) => h.id)).toEqual(["sexta-feira-santa", "pascoa", "tiradentes", "rj-sao-jorge"]);
    expect(april.longWeekends.map((w) => [w.start, w.end])).toEqual([["2025-04-18", "2025-04-23"]]);
  });

  it("keeps a long weekend that starts in the previous year in January only", () => {
    // 1 Jan 2024 was a Monday: Sat 30 Dec 2023 to Mon 1 Jan.
    const january = calendarContent({ year: 2024, rejectedYear: null, month: 1, region: null, state: null });
    expect(january.longWeekends.map((w) => w.start)).toEqual(["2023-12-30"]);
    const december = calendarContent({ year: 2024, rejectedYear: null, month: 12, region: null, state: null });
    expect(december.longWeekends.map((w) => w.start)).not.toContain("2023-12-30");
  });

  it("filters festivals by region and month", () => {
    const content = calendarContent({ year: 2026, rejectedYear: null, month: 6, region: "Nordeste", state: null });
    expect(content.festivals.length).toBeGreaterThan(0);
    for (const occurrence of content.festivals) {
      expect(occurrence.festival.region).toBe("Nordeste");
      expect(occurrence.months).toContain(6);
    }
    expect(content.festivals.map((o) => o.festival.id)).toContain("sao-joao-campina-grande");
  });
});
