import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { categories, convert, defaultUnits, formatConversion, getUnit, readConversion, type CategoryId } from "./units";

// convert-units (test-only oracle) ships no types; this is the slice of its API used here.
type ConvertUnits = (value: number) => { from: (unit: string) => { to: (unit: string) => number } };
const oracle = createRequire(import.meta.url)("convert-units") as ConvertUnits;

const oracleUnit: Record<string, string> = {
  metros: "m",
  centimetros: "cm",
  quilometros: "km",
  milhas: "mi",
  pes: "ft",
  quilogramas: "kg",
  gramas: "g",
  libras: "lb",
  oncas: "oz",
  celsius: "C",
  fahrenheit: "F",
  kelvin: "K",
};

// The spec's factors have 6 significant digits (0.000621371, 2.20462, 35.274).
const relativeTolerance = 5e-6;
const values = [1, 0.5, 37, 1234.5678, -40];

describe("convert agrees with convert-units within the spec's factor precision", () => {
  for (const category of categories) {
    for (const from of category.units) {
      for (const to of category.units) {
        it(`${category.id}: ${from.id} → ${to.id}`, () => {
          for (const value of values) {
            const expected = oracle(value).from(oracleUnit[from.id]!).to(oracleUnit[to.id]!);
            const actual = convert(category.id, value, from.id, to.id);
            expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * relativeTolerance + 1e-9);
          }
        });
      }
    }
  }
});

describe("convert", () => {
  it("uses the spec's factors exactly for linear units", () => {
    expect(convert("comprimento", 1, "metros", "milhas")).toBe(0.000621371);
    expect(convert("comprimento", 100, "centimetros", "pes")).toBeCloseTo(3.28084, 12);
    expect(convert("peso", 1, "quilogramas", "libras")).toBe(2.20462);
    expect(convert("peso", 1, "quilogramas", "oncas")).toBe(35.274);
  });

  it("goes through Celsius for temperatures", () => {
    expect(convert("temperatura", 100, "celsius", "fahrenheit")).toBe(212);
    expect(convert("temperatura", 32, "fahrenheit", "kelvin")).toBeCloseTo(273.15, 10);
    expect(convert("temperatura", 0, "kelvin", "celsius")).toBe(-273.15);
  });
});

describe("defaultUnits", () => {
  it.each<[CategoryId, string, string]>([
    ["comprimento", "metros", "centimetros"],
    ["peso", "quilogramas", "gramas"],
    ["temperatura", "celsius", "fahrenheit"],
  ])("%s starts from %s to %s", (category, from, to) => {
    expect(defaultUnits(category)).toEqual({ from, to });
  });
});

describe("formatConversion", () => {
  it("shows 4 decimals with a decimal comma and the target unit", () => {
    expect(formatConversion(1234.56789, getUnit("comprimento", "centimetros"))).toBe("1.234,5679 centímetros");
    expect(formatConversion(212, getUnit("temperatura", "fahrenheit"))).toBe("212,0000 °F");
  });
});

describe("readConversion", () => {
  it("starts on length, metres to centimetres, with no value", () => {
    expect(readConversion({ category: null, value: null, from: null, to: null })).toEqual({
      categoryId: "comprimento",
      value: "",
      from: "metros",
      to: "centimetros",
    });
  });

  it("keeps a valid choice and the value as typed", () => {
    expect(readConversion({ category: "peso", value: "2,5", from: "libras", to: "gramas" })).toEqual({
      categoryId: "peso",
      value: "2,5",
      from: "libras",
      to: "gramas",
    });
  });

  it("gives the category's first two units when the units belong to another category", () => {
    expect(readConversion({ category: "temperatura", value: "100", from: "metros", to: "pes" })).toEqual({
      categoryId: "temperatura",
      value: "100",
      from: "celsius",
      to: "fahrenheit",
    });
  });

  it("replaces only the side that is unknown, and an unknown category by length", () => {
    expect(readConversion({ category: "peso", value: "", from: "oncas", to: "x" })).toMatchObject({
      from: "oncas",
      to: "gramas",
    });
    expect(readConversion({ category: "volume", value: "1", from: "pes", to: "metros" })).toMatchObject({
      categoryId: "comprimento",
      from: "pes",
      to: "metros",
    });
  });
});
