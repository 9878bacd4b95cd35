import { describe, expect, it } from "vitest";
import { openingHours } from "./contact";

describe("openingHours", () => {
  it("writes the hours as the contact page shows them", () => {
    expect(openingHours.map((row) => [row.days, row.hours])).toEqual([
      ["Segunda a sexta", "9:00 às 18:00"],
      ["Sábado", "9:00 às 13:00"],
      ["Domingo", "Fechado"],
    ]);
  });
});
