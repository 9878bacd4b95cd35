import { describe, expect, it } from "vitest";
import { hoursLabel, openingHours, type DayOfWeek } from "./opening-hours";

describe("hoursLabel", () => {
  it("writes the hours as the contact page does, without a leading zero", () => {
    expect(hoursLabel({ days: "Segunda", dayOfWeek: ["Monday"], opens: "09:00", closes: "18:00" })).toBe(
      "9:00 às 18:00",
    );
    expect(hoursLabel({ days: "Sábado", dayOfWeek: ["Saturday"], opens: "10:30", closes: "22:00" })).toBe(
      "10:30 às 22:00",
    );
  });

  it("says the day is closed when it has no hours", () => {
    expect(hoursLabel({ days: "Domingo", dayOfWeek: ["Sunday"] })).toBe("Fechado");
    expect(hoursLabel({ days: "Domingo", dayOfWeek: ["Sunday"], opens: "09:00" })).toBe("Fechado");
  });
});

describe("openingHours", () => {
  const week: DayOfWeek[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

  it("says something of every day of the week, once, in the week's order", () => {
    expect(openingHours.flatMap((row) => row.dayOfWeek)).toEqual(week);
  });

  it("opens before it closes on every open day", () => {
    for (const { opens, closes, days } of openingHours) {
      if (opens && closes) expect(opens < closes, days).toBe(true);
    }
  });
});
