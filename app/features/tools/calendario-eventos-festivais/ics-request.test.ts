import { describe, expect, it } from "vitest";
import { nationalHolidays, stateHolidays } from "./holidays";
import { ICS_PATH, icsHref, resolveIcsEvent } from "./ics-request";

function paramsOf(href: string): URLSearchParams {
  const url = new URL(href, "http://localhost");
  expect(url.pathname).toBe(ICS_PATH);
  return url.searchParams;
}

describe("icsHref and resolveIcsEvent", () => {
  it("round-trips a national holiday", () => {
    const tiradentes = nationalHolidays(2026).find((h) => h.id === "tiradentes");
    if (!tiradentes) throw new Error("no Tiradentes");
    const href = icsHref({ kind: "feriado", holiday: tiradentes, year: 2026 });
    expect(href).toBe(`${ICS_PATH}?tipo=feriado&id=tiradentes&ano=2026`);
    expect(resolveIcsEvent(paramsOf(href))).toMatchObject({
      title: "Tiradentes",
      start: "2026-04-21",
      end: "2026-04-21",
      location: "Brasil",
    });
  });

  it("carries the state of a state holiday", () => {
    const july9 = stateHolidays(2027, "SP")[0];
    if (!july9) throw new Error("no SP holiday");
    const params = paramsOf(icsHref({ kind: "feriado", holiday: july9, year: 2027 }));
    expect(params.get("uf")).toBe("SP");
    expect(resolveIcsEvent(params)).toMatchObject({ start: "2027-07-09", location: "São Paulo, Brasil" });
    params.delete("uf");
    expect(resolveIcsEvent(params)).toBeNull();
  });

  it("round-trips a festival with dates computed for the year", () => {
    // Easter 2027 is 28 March: Carnaval de Salvador runs from Thursday 4 to Ash Wednesday 10 February.
    const params = paramsOf(icsHref({ kind: "festival", festivalId: "carnaval-salvador", year: 2027 }));
    expect(resolveIcsEvent(params)).toMatchObject({
      title: "Carnaval de Salvador",
      start: "2027-02-04",
      end: "2027-02-10",
      location: "Salvador - BA, Brasil",
    });
  });

  it.each([
    "tipo=festival&id=festa-inexistente&ano=2026",
    "tipo=feriado&id=tiradentes&ano=1900",
    "tipo=feriado&id=tiradentes",
    "tipo=feriado&id=tiradentes&ano=2026&uf=XX",
    "tipo=aniversario&id=tiradentes&ano=2026",
    "tipo=festival&ano=2026",
  ])("answers null for %s", (query) => {
    expect(resolveIcsEvent(new URLSearchParams(query))).toBeNull();
  });
});
