import { describe, expect, it } from "vitest";
import { longWeekends, type LongWeekend } from "./long-weekends";

function summary(weekends: readonly LongWeekend[]) {
  return weekends.map((w) => [w.start, w.end, w.days, w.bridgeDays]);
}

describe("longWeekends", () => {
  it("finds the national feriadões of 2025, bridges included", () => {
    // 2025 by hand: Carnaval Mon 3 + Tue 4 Mar → Sat 1–Tue 4; Good Friday 18 Apr + Tiradentes Mon 21 →
    // Fri 18–Mon 21; 1 May Thu → Thu–Sun with Fri 2 as bridge; Corpus Christi Thu 19 Jun → bridge Fri 20;
    // 20 Nov Thu → bridge Fri 21; Christmas Thu → bridge Fri 26. 1 Jan (Wed), 7 Sep (Sun), 12 Oct (Sun),
    // 2 Nov (Sun) and 15 Nov (Sat) make none.
    expect(summary(longWeekends(2025))).toEqual([
      ["2025-03-01", "2025-03-04", 4, []],
      ["2025-04-18", "2025-04-21", 4, []],
      ["2025-05-01", "2025-05-04", 4, ["2025-05-02"]],
      ["2025-06-19", "2025-06-22", 4, ["2025-06-20"]],
      ["2025-11-20", "2025-11-23", 4, ["2025-11-21"]],
      ["2025-12-25", "2025-12-28", 4, ["2025-12-26"]],
    ]);
  });

  it("includes a range that starts in the year before and gives three days for a Monday or Friday holiday", () => {
    // 2024: 1 Jan Mon → Sat 30 Dec 2023–Mon 1 Jan; Carnaval Sat 10–Tue 13 Feb; Good Friday 29 Mar → Fri–Sun;
    // Corpus Christi Thu 30 May → bridge Fri 31; 15 Nov Fri → Fri–Sun. 20 Nov and Christmas fall on Wednesdays.
    expect(summary(longWeekends(2024))).toEqual([
      ["2023-12-30", "2024-01-01", 3, []],
      ["2024-02-10", "2024-02-13", 4, []],
      ["2024-03-29", "2024-03-31", 3, []],
      ["2024-05-30", "2024-06-02", 4, ["2024-05-31"]],
      ["2024-11-15", "2024-11-17", 3, []],
    ]);
  });

  it("leaves out Carnaval and Corpus Christi when pontos facultativos do not count", () => {
    expect(summary(longWeekends(2025, { includeOptional: false })).map(([start]) => start)).toEqual([
      "2025-04-18",
      "2025-05-01",
      "2025-11-20",
      "2025-12-25",
    ]);
  });

  it("joins a state holiday to the national ones: Rio's six days in April 2025", () => {
    // Good Friday 18, Easter weekend, Tiradentes Mon 21, São Jorge Wed 23: Tue 22 is the bridge.
    const april = longWeekends(2025, { state: "RJ" }).find((w) => w.start === "2025-04-18");
    expect(april).toMatchObject({ end: "2025-04-23", days: 6, bridgeDays: ["2025-04-22"] });
    expect(april?.holidays.map((h) => h.id)).toEqual(["sexta-feira-santa", "tiradentes", "rj-sao-jorge"]);
  });

  it("adds São Paulo's 9 July when it touches a weekend", () => {
    // 9 Jul 2027 is a Friday.
    expect(summary(longWeekends(2027, { state: "SP" })).find(([start]) => start === "2027-07-09")).toEqual([
      "2027-07-09",
      "2027-07-11",
      3,
      [],
    ]);
    expect(longWeekends(2027).some((w) => w.start === "2027-07-09")).toBe(false);
  });

  it("never counts Ash Wednesday, which is off only until 14h", () => {
    const carnaval = longWeekends(2026).find((w) => w.holidays.some((h) => h.id === "carnaval-segunda"));
    expect(carnaval).toMatchObject({ start: "2026-02-14", end: "2026-02-17", days: 4 });
  });
});
