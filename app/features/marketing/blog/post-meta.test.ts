import { describe, expect, it } from "vitest";
import { formatPostDate } from "./post-meta";

describe("formatPostDate", () => {
  it("writes the publication date in full, in pt-BR", () => {
    expect(formatPostDate("2026-03-14")).toBe("14 de março de 2026");
    expect(formatPostDate("2025-01-01")).toBe("1 de janeiro de 2025");
  });

  it("writes every day of two years as Intl does", () => {
    const intl = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    for (let day = 0; day < 731; day++) {
      const date = new Date(Date.UTC(2025, 0, 1 + day));
      const iso = date.toISOString().slice(0, 10);
      expect([iso, formatPostDate(iso)]).toEqual([iso, intl.format(date)]);
    }
  });
});
