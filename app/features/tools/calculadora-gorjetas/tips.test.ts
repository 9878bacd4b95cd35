import { describe, expect, it } from "vitest";
import {
  calculateTip,
  defaultCountry,
  defaultQuality,
  formatMoney,
  getTipCountry,
  isCountryId,
  isQuality,
  parsePeople,
  readTipFields,
  tipCountries,
  tipPercentage,
  type CountryId,
  type Quality,
} from "./tips";

// The spec's table, section 9: excelente / bom / regular / ruim.
const specTable: [CountryId, string, [number, number, number, number]][] = [
  ["brasil", "Brasil", [15, 10, 5, 0]],
  ["eua", "Estados Unidos", [25, 20, 15, 10]],
  ["europa", "Europa", [15, 10, 5, 0]],
  ["argentina", "Argentina", [15, 10, 5, 0]],
  ["chile", "Chile", [12, 10, 5, 0]],
  ["canada", "Canadá", [22, 18, 15, 10]],
];
const qualityOrder: Quality[] = ["excelente", "bom", "regular", "ruim"];

describe("tip table", () => {
  it("lists the six countries of the spec in order", () => {
    expect(tipCountries.map((c) => [c.id, c.nome])).toEqual(specTable.map(([id, nome]) => [id, nome]));
  });

  it.each(specTable.flatMap(([id, , pcts]) => qualityOrder.map((q, i) => [id, q, pcts[i]] as const)))(
    "%s with %s service tips %i%%",
    (country, quality, pct) => {
      expect(tipPercentage(country, quality)).toBe(pct);
    },
  );

  it("defaults to Brazil and good service", () => {
    expect(defaultCountry).toBe("brasil");
    expect(defaultQuality).toBe("bom");
  });

  it("explains each country's custom in pt-BR", () => {
    for (const country of tipCountries) expect(country.explicacao.length, country.id).toBeGreaterThan(150);
    expect(getTipCountry("brasil").explicacao).toMatch(/10% da taxa de serviço/);
    expect(getTipCountry("brasil").explicacao).toMatch(/opcional/);
    expect(getTipCountry("eua").explicacao).toMatch(/antes do imposto/);
  });

  it.each([
    ["brasil", true],
    ["canada", true],
    ["japao", false],
  ])("recognises %j as a country: %s", (value, expected) => {
    expect(isCountryId(value)).toBe(expected);
  });

  it.each([
    ["ruim", true],
    ["otimo", false],
  ])("recognises %j as a service quality: %s", (value, expected) => {
    expect(isQuality(value)).toBe(expected);
  });
});

describe("calculateTip", () => {
  it.each([
    // bill, country, quality, people, tip, total, per person
    [100, "brasil", "bom", 1, 10, 110, 110],
    [100, "brasil", "ruim", 1, 0, 100, 100],
    [80, "eua", "excelente", 1, 20, 100, 100],
    [47.5, "eua", "regular", 1, 7.125, 54.625, 54.625],
    [15000, "chile", "excelente", 1, 1800, 16800, 16800],
    [200, "canada", "bom", 4, 36, 236, 59],
    [1000.5, "europa", "regular", 3, 50.025, 1050.525, 350.175],
    [0, "argentina", "excelente", 2, 0, 0, 0],
  ] as const)("%d in %s with %s service split by %i", (bill, country, quality, people, tip, total, perPerson) => {
    const result = calculateTip(bill, country, quality, people);
    expect(result.gorjeta).toBeCloseTo(tip, 9);
    expect(result.total).toBeCloseTo(total, 9);
    expect(result.porPessoa).toBeCloseTo(perPerson, 9);
    expect(result.pessoas).toBe(people);
  });

  it("does not split when no people count is given", () => {
    expect(calculateTip(50, "brasil", "excelente").porPessoa).toBeCloseTo(57.5, 9);
  });
});

describe("parsePeople", () => {
  it.each([
    ["3", 3],
    [" 12 ", 12],
    ["1", 1],
    ["100", 100],
    ["", 1],
    ["0", 1],
    ["101", 1],
    ["2,5", 1],
    ["-2", 1],
    ["dois", 1],
  ])("reads %j as %i people", (input, expected) => {
    expect(parsePeople(input)).toBe(expected);
  });
});

describe("formatMoney", () => {
  const nbsp = "\u00a0";
  it.each([
    ["brasil", 1234.5, `R$${nbsp}1.234,50`],
    ["eua", 24, `US$${nbsp}24,00`],
    ["europa", 0.5, `€${nbsp}0,50`],
    ["argentina", 15300.25, `AR$${nbsp}15.300,25`],
    ["chile", 11200.4, `CLP$${nbsp}11.200`],
    ["canada", 59, `CA$${nbsp}59,00`],
  ] as const)("shows %s amounts in its currency: %d → %s", (country, value, expected) => {
    expect(formatMoney(value, getTipCountry(country).moeda)).toBe(expected);
  });
});

describe("readTipFields", () => {
  it("reads a shared result", () => {
    expect(readTipFields({ pais: "eua", conta: "1.084,50", qualidade: "excelente", pessoas: "3" })).toEqual({
      country: "eua",
      quality: "excelente",
      bill: 1084.5,
      people: 3,
    });
  });

  it("falls back to Brazil, good service and one person", () => {
    expect(readTipFields({ pais: "japao", conta: "10", qualidade: "otimo" })).toEqual({
      country: "brasil",
      quality: "bom",
      bill: 10,
      people: 1,
    });
  });

  it.each([undefined, "", "cem", "-5"])("has no bill for %j", (conta) => {
    expect(readTipFields({ conta }).bill).toBeNull();
  });
});
