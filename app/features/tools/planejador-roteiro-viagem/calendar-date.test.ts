import { describe, expect, it } from "vitest";
import { formatDatePtBR, formatWeekdayPtBR, toIsoDate } from "./calendar-date";

describe("calendar dates in pt-BR", () => {
  // Two years, a leap day included, against what Intl writes for the same day in UTC.
  const days = Array.from({ length: 731 }, (_, index) => toIsoDate(20_454 + index));
  const intlDate = new Intl.DateTimeFormat("pt-BR", {
    timeZone: "UTC",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  });
  const intlWeekday = new Intl.DateTimeFormat("pt-BR", { timeZone: "UTC", weekday: "long" });

  it("writes every day as Intl does", () => {
    expect(days[0]).toBe("2026-01-01");
    for (const day of days) {
      const date = new Date(`${day}T00:00:00Z`);
      expect([day, formatDatePtBR(day), formatWeekdayPtBR(day)]).toEqual([
        day,
        intlDate.format(date),
        intlWeekday.format(date),
      ]);
    }
  });

  it("writes nothing for a date that does not exist", () => {
    expect(formatDatePtBR("2026-02-30")).toBe("");
    expect(formatWeekdayPtBR("amanhã")).toBe("");
  });
});
