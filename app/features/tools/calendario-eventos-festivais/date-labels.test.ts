import { describe, expect, it } from "vitest";
import { formatDateRange, formatDayMonth } from "./date-labels";

describe("formatDayMonth", () => {
  it("writes the day and the month's name, with 1º for the first day", () => {
    expect(formatDayMonth("2026-04-21")).toBe("21 de abril");
    expect(formatDayMonth("2027-01-01")).toBe("1º de janeiro");
  });

  it("adds the year only when it is not the year shown", () => {
    expect(formatDayMonth("2023-12-30", 2024)).toBe("30 de dezembro de 2023");
    expect(formatDayMonth("2024-02-13", 2024)).toBe("13 de fevereiro");
  });
});

describe("formatDateRange", () => {
  it("names the month once when both days share it", () => {
    expect(formatDateRange("2025-04-18", "2025-04-21")).toBe("18 a 21 de abril");
  });

  it("names both months across a month or a year", () => {
    expect(formatDateRange("2025-02-28", "2025-03-04")).toBe("28 de fevereiro a 4 de março");
    expect(formatDateRange("2023-12-30", "2024-01-01", 2024)).toBe("30 de dezembro de 2023 a 1º de janeiro");
  });

  it("writes a single day once", () => {
    expect(formatDateRange("2026-09-07", "2026-09-07")).toBe("7 de setembro");
  });
});
