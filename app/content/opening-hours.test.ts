import { describe, expect, it } from "vitest";
import { hoursLabel, openingHours } from "./opening-hours";

describe("openingHours", () => {
  it("reads as the contact page shows it: weekdays 9 to 18, Saturdays 9 to 13, closed on Sundays", () => {
    expect(openingHours.map((row) => [row.days, hoursLabel(row)])).toEqual([
      ["Segunda a sexta", "9:00 às 18:00"],
      ["Sábado", "9:00 às 13:00"],
      ["Domingo", "Fechado"],
    ]);
  });
});
