import { describe, expect, it } from "vitest";
import { weekday } from "./dates";
import {
  holidaysForYear,
  holidaysInMonth,
  nationalHolidays,
  readCalendarYear,
  stateHolidays,
  HOLIDAY_STATES,
  type Holiday,
} from "./holidays";

function byId(holidays: readonly Holiday[], id: string): Holiday | undefined {
  return holidays.find((holiday) => holiday.id === id);
}

describe("nationalHolidays", () => {
  it("lists the movable dates of 2026 counted from Easter on 5 April", () => {
    const holidays = nationalHolidays(2026);
    // Easter 2026-04-05: Carnaval −48/−47 = 16 and 17 Feb, Ash Wednesday −46 = 18 Feb,
    // Good Friday −2 = 3 Apr, Corpus Christi +60 = 4 Jun.
    expect(byId(holidays, "carnaval-segunda")?.date).toBe("2026-02-16");
    expect(byId(holidays, "carnaval-terca")?.date).toBe("2026-02-17");
    expect(byId(holidays, "quarta-feira-de-cinzas")?.date).toBe("2026-02-18");
    expect(byId(holidays, "sexta-feira-santa")?.date).toBe("2026-04-03");
    expect(byId(holidays, "pascoa")?.date).toBe("2026-04-05");
    expect(byId(holidays, "corpus-christi")?.date).toBe("2026-06-04");
  });

  it("matches the federal calendars published for 2024 and 2025", () => {
    const in2024 = nationalHolidays(2024);
    expect(byId(in2024, "carnaval-segunda")?.date).toBe("2024-02-12");
    expect(byId(in2024, "sexta-feira-santa")?.date).toBe("2024-03-29");
    expect(byId(in2024, "corpus-christi")?.date).toBe("2024-05-30");
    const in2025 = nationalHolidays(2025);
    expect(byId(in2025, "carnaval-terca")?.date).toBe("2025-03-04");
    expect(byId(in2025, "sexta-feira-santa")?.date).toBe("2025-04-18");
    expect(byId(in2025, "corpus-christi")?.date).toBe("2025-06-19");
  });

  it("puts Carnaval on Monday and Tuesday, Good Friday on Friday and Corpus Christi on Thursday every year", () => {
    for (let year = 2000; year <= 2100; year++) {
      const holidays = nationalHolidays(year);
      expect(weekday(byId(holidays, "carnaval-segunda")?.date ?? "")).toBe(1);
      expect(weekday(byId(holidays, "carnaval-terca")?.date ?? "")).toBe(2);
      expect(weekday(byId(holidays, "sexta-feira-santa")?.date ?? "")).toBe(5);
      expect(weekday(byId(holidays, "corpus-christi")?.date ?? "")).toBe(4);
    }
  });

  it("has the nine fixed national holidays with their laws, 20 November only from 2024", () => {
    const national = (year: number) =>
      nationalHolidays(year)
        .filter((holiday) => holiday.kind === "nacional" && holiday.id !== "sexta-feira-santa")
        .map((holiday) => holiday.date.slice(5));
    expect(national(2026)).toEqual(["01-01", "04-21", "05-01", "09-07", "10-12", "11-02", "11-15", "11-20", "12-25"]);
    expect(national(2023)).not.toContain("11-20");
    expect(byId(nationalHolidays(2024), "consciencia-negra")?.source).toBe("Lei 14.759/2023");
    expect(byId(nationalHolidays(2026), "nossa-senhora-aparecida")?.source).toBe("Lei 6.802/1980");
  });

  it("tags Carnaval, Ash Wednesday and Corpus Christi as pontos facultativos, Ash Wednesday until 14h", () => {
    const holidays = nationalHolidays(2026);
    for (const id of ["carnaval-segunda", "carnaval-terca", "quarta-feira-de-cinzas", "corpus-christi"]) {
      expect(byId(holidays, id)?.kind).toBe("facultativo");
    }
    expect(byId(holidays, "quarta-feira-de-cinzas")).toMatchObject({
      halfDay: true,
      note: "Ponto facultativo até as 14h.",
    });
    expect(byId(holidays, "sexta-feira-santa")?.kind).toBe("nacional");
  });

  it("gives every date a legal source and keeps them in date order", () => {
    const holidays = holidaysForYear(2027, "SP");
    expect(holidays.every((holiday) => holiday.source.length > 0)).toBe(true);
    expect(holidays.map((holiday) => holiday.date)).toEqual([...holidays.map((holiday) => holiday.date)].sort());
  });
});

describe("stateHolidays", () => {
  it("knows the state dates of the six largest states", () => {
    const dates = Object.fromEntries(
      HOLIDAY_STATES.map((state) => [state, stateHolidays(2026, state).map((h) => `${h.date}:${h.kind}`)]),
    );
    expect(dates).toEqual({
      BA: ["2026-07-02:estadual"],
      MG: ["2026-04-21:estadual"],
      PR: ["2026-12-19:facultativo"],
      RJ: ["2026-04-23:estadual"],
      RS: ["2026-09-20:estadual"],
      SP: ["2026-07-09:estadual"],
    });
  });

  it("cites each state's law", () => {
    expect(stateHolidays(2026, "SP")[0]?.source).toBe("Lei estadual 9.497/1997 (SP)");
    expect(stateHolidays(2026, "RJ")[0]?.source).toBe("Lei estadual 5.198/2008 (RJ)");
    expect(stateHolidays(2026, "PR")[0]?.source).toBe("Lei estadual 18.384/2014 (PR)");
  });

  it("follows the laws over time: RJ's own 20 November until 2023, Paraná's holiday until its repeal in December 2014", () => {
    expect(stateHolidays(2023, "RJ").map((h) => h.date)).toEqual(["2023-04-23", "2023-11-20"]);
    expect(stateHolidays(2024, "RJ").map((h) => h.date)).toEqual(["2024-04-23"]);
    expect(stateHolidays(2013, "PR")[0]?.kind).toBe("estadual");
    expect(stateHolidays(2014, "PR")[0]?.kind).toBe("facultativo");
  });
});

describe("holidaysForYear and holidaysInMonth", () => {
  it("adds the chosen state's dates to the national ones", () => {
    const bahia = holidaysForYear(2026, "BA");
    expect(bahia.length).toBe(nationalHolidays(2026).length + 1);
    expect(holidaysInMonth(bahia, 7).map((h) => h.name)).toEqual(["Independência da Bahia"]);
  });

  it("filters by month", () => {
    expect(holidaysInMonth(nationalHolidays(2026), 11).map((h) => h.date)).toEqual([
      "2026-11-02",
      "2026-11-15",
      "2026-11-20",
    ]);
  });
});

describe("readCalendarYear", () => {
  it.each([
    ["2026", 2026],
    [" 2000 ", 2000],
    ["2100", 2100],
    ["1999", null],
    ["2101", null],
    ["20266", null],
    ["abc", null],
    ["", null],
    [undefined, null],
  ])("reads %j as %j", (text, expected) => {
    expect(readCalendarYear(text)).toBe(expected);
  });
});
