import { describe, expect, it } from "vitest";
import {
  describeFestivalDates,
  festivalDates,
  festivalOccurrence,
  festivalsForYear,
  FESTIVALS,
  REGIONS,
  type Festival,
} from "./festivals";

const UFS = new Set("AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO".split(" "));

function festival(id: string): Festival {
  const found = FESTIVALS.find((f) => f.id === id);
  if (!found) throw new Error(`unknown festival ${id}`);
  return found;
}

describe("FESTIVALS", () => {
  it("is a curated list of 25 to 35 events with unique ids and complete fields", () => {
    expect(FESTIVALS.length).toBeGreaterThanOrEqual(25);
    expect(FESTIVALS.length).toBeLessThanOrEqual(35);
    expect(new Set(FESTIVALS.map((f) => f.id)).size).toBe(FESTIVALS.length);
    for (const f of FESTIVALS) {
      expect(f.id).toMatch(/^[a-z0-9-]+$/);
      expect(UFS.has(f.state), `${f.id}: ${f.state}`).toBe(true);
      expect(REGIONS).toContain(f.region);
      expect(f.description.length, f.id).toBeGreaterThan(20);
      expect(f.source.length, f.id).toBeGreaterThan(3);
    }
  });

  it("covers every region and the events the issue names", () => {
    expect(new Set(FESTIVALS.map((f) => f.region))).toEqual(new Set(REGIONS));
    for (const id of [
      "carnaval-salvador",
      "carnaval-recife-olinda",
      "carnaval-rio",
      "sao-joao-campina-grande",
      "sao-joao-caruaru",
      "festival-de-parintins",
      "oktoberfest-blumenau",
      "cirio-de-nazare",
      "reveillon-copacabana",
    ]) {
      expect(() => festival(id)).not.toThrow();
    }
  });

  it("resolves every event in every year from 2000 to 2100 without throwing", () => {
    for (let year = 2000; year <= 2100; year++) {
      for (const f of FESTIVALS) {
        const occurrence = festivalOccurrence(f, year);
        expect(occurrence.months.length, `${f.id} ${year}`).toBeGreaterThan(0);
        if (occurrence.dates) expect(occurrence.dates.start <= occurrence.dates.end).toBe(true);
      }
    }
  });
});

describe("festivalDates", () => {
  it("dates Salvador's Carnaval from the Thursday to Ash Wednesday", () => {
    // Easter 2026-04-05 − 52 days = Thu 12 Feb; − 46 = Wed 18 Feb.
    expect(festivalDates(festival("carnaval-salvador"), 2026)).toEqual({ start: "2026-02-12", end: "2026-02-18" });
  });

  it("starts Parintins on the last Friday of June, running into July when that Friday is the 30th", () => {
    expect(festivalDates(festival("festival-de-parintins"), 2024)).toEqual({ start: "2024-06-28", end: "2024-06-30" });
    expect(festivalDates(festival("festival-de-parintins"), 2023)).toEqual({ start: "2023-06-30", end: "2023-07-02" });
    expect(festivalOccurrence(festival("festival-de-parintins"), 2023).months).toEqual([6, 7]);
  });

  it("puts the Círio on the second Sunday of October", () => {
    expect(festivalDates(festival("cirio-de-nazare"), 2024)).toEqual({ start: "2024-10-13", end: "2024-10-13" });
    expect(festivalDates(festival("cirio-de-nazare"), 2025)).toEqual({ start: "2025-10-12", end: "2025-10-12" });
  });

  it("puts São Paulo's Pride parade on the Sunday after Corpus Christi", () => {
    // Corpus Christi 2025 was Thu 19 Jun; the parade took place on Sun 22 Jun.
    expect(festivalDates(festival("parada-lgbt-sao-paulo"), 2025)).toEqual({ start: "2025-06-22", end: "2025-06-22" });
  });

  it("keeps fixed dates and ranges", () => {
    expect(festivalDates(festival("reveillon-copacabana"), 2026)).toEqual({ start: "2026-12-31", end: "2026-12-31" });
    expect(festivalDates(festival("semana-farroupilha"), 2026)).toEqual({ start: "2026-09-14", end: "2026-09-20" });
  });

  it("gives no dates to events whose organisers set them each year", () => {
    expect(festivalDates(festival("oktoberfest-blumenau"), 2026)).toBeNull();
    expect(festivalOccurrence(festival("oktoberfest-blumenau"), 2026)).toMatchObject({
      months: [10],
      datesToConfirm: true,
    });
  });
});

describe("festivalsForYear", () => {
  it("filters by region", () => {
    expect(festivalsForYear(2026, { region: "Norte" }).map((o) => o.festival.id)).toEqual([
      "festival-de-parintins",
      "saire",
      "cirio-de-nazare",
    ]);
  });

  it("filters by month using the year's real dates: Carnaval moves between February and March", () => {
    const ids = (year: number, month: number) => festivalsForYear(year, { month }).map((o) => o.festival.id);
    // Easter 2030 on 21 Apr puts Rio's Carnaval on 1–5 March; Easter 2026 on 5 Apr, on 13–17 February;
    // in 2025 it ran from Friday 28 February into March, so it shows in both months.
    expect(ids(2030, 3)).toContain("carnaval-rio");
    expect(ids(2030, 2)).not.toContain("carnaval-rio");
    expect(ids(2025, 2)).toContain("carnaval-rio");
    expect(ids(2025, 3)).toContain("carnaval-rio");
    expect(ids(2026, 2)).toContain("carnaval-rio");
    expect(ids(2026, 3)).not.toContain("carnaval-rio");
  });

  it("lists a multi-month event in each of its months, January included", () => {
    expect(festivalsForYear(2026, { month: 1 }).map((o) => o.festival.id)).toContain("natal-luz-gramado");
  });

  it("combines both filters and sorts dated events before the usual-month ones of the same month", () => {
    const june = festivalsForYear(2026, { month: 6, region: "Nordeste" }).map((o) => o.festival.id);
    expect(june).toEqual(["sao-joao-campina-grande", "sao-joao-caruaru", "bumba-meu-boi-sao-luis"]);
    const all = festivalsForYear(2026).map((o) => o.festival.id);
    expect(all.indexOf("parada-lgbt-sao-paulo")).toBeLessThan(all.indexOf("sao-joao-campina-grande"));
    expect(all).toHaveLength(FESTIVALS.length);
  });
});

describe("describeFestivalDates", () => {
  it.each([
    ["semana-farroupilha", 2026, "14 a 20 de setembro"],
    ["festa-de-iemanja", 2026, "2 de fevereiro"],
    ["carnaval-salvador", 2025, "27 de fevereiro a 5 de março"],
    ["carnaval-rio", 2030, "1º a 5 de março"],
    ["festival-de-parintins", 2023, "30 de junho a 2 de julho (datas a confirmar)"],
    ["oktoberfest-blumenau", 2026, "Normalmente em outubro (datas a confirmar)"],
    ["natal-luz-gramado", 2026, "Normalmente em outubro, novembro, dezembro e janeiro (datas a confirmar)"],
  ])("%s in %i reads “%s”", (id, year, text) => {
    expect(describeFestivalDates(festivalOccurrence(festival(id), year))).toBe(text);
  });
});
