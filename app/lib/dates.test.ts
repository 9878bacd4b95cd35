import { describe, expect, it } from "vitest";
import { formatLongDate } from "./dates";

describe("formatLongDate", () => {
  it("writes the date as in Brazil, without a leading zero", () => {
    expect(formatLongDate("2026-11-23")).toBe("23 de novembro de 2026");
    expect(formatLongDate("2027-03-01")).toBe("1 de março de 2027");
    expect(formatLongDate("2026-12-31")).toBe("31 de dezembro de 2026");
  });

  it("writes every day of two years as Intl does", () => {
    const intl = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    for (let day = 0; day < 731; day++) {
      const date = new Date(Date.UTC(2025, 0, 1 + day));
      const iso = date.toISOString().slice(0, 10);
      expect([iso, formatLongDate(iso)]).toEqual([iso, intl.format(date)]);
    }
  });

  it("refuses what is not a calendar date", () => {
    expect(() => formatLongDate("2026-13-01")).toThrow();
    expect(() => formatLongDate("2026-02-30")).toThrow();
    expect(() => formatLongDate("23/11/2026")).toThrow();
  });
});
