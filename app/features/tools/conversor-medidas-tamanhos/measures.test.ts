import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { parseBrazilianNumber } from "#app/lib/numbers";
import {
  celsiusToFahrenheit,
  DISTANCE_DECIMALS,
  fahrenheitToCelsius,
  formatRounded,
  kmToMiles,
  milesToKm,
  otherField,
  TEMPERATURE_DECIMALS,
  twoWayFromQuery,
} from "./measures";

// convert-units (test-only oracle) ships no types; this is the slice of its API used here.
type ConvertUnits = (value: number) => { from: (unit: string) => { to: (unit: string) => number } };
const oracle = createRequire(import.meta.url)("convert-units") as ConvertUnits;

const temperatures = [-40, -17.8, 0, 21.5, 36.6, 100, 451];
const distances = [0, 0.5, 1, 5, 21.0975, 42.195, 100, 1234.5];

describe("temperature agrees with convert-units", () => {
  it.each(temperatures)("%d °C in °F", (celsius) => {
    expect(celsiusToFahrenheit(celsius)).toBeCloseTo(oracle(celsius).from("C").to("F"), 9);
  });

  it.each(temperatures)("%d °F in °C", (fahrenheit) => {
    expect(fahrenheitToCelsius(fahrenheit)).toBeCloseTo(oracle(fahrenheit).from("F").to("C"), 9);
  });
});

// The spec's factors (0.621371, 1.60934) have 6 significant digits; convert-units uses the exact mile.
const relativeTolerance = 5e-6;

describe("distance agrees with convert-units within the spec's factor precision", () => {
  it.each(distances)("%d km in miles", (km) => {
    const expected = oracle(km).from("km").to("mi");
    expect(Math.abs(kmToMiles(km) - expected)).toBeLessThanOrEqual(Math.abs(expected) * relativeTolerance);
  });

  it.each(distances)("%d miles in km", (miles) => {
    const expected = oracle(miles).from("mi").to("km");
    expect(Math.abs(milesToKm(miles) - expected)).toBeLessThanOrEqual(Math.abs(expected) * relativeTolerance);
  });
});

describe("two-way fields", () => {
  it.each([
    ["37", "C", "F"],
    ["-40", "C", "F"],
    ["21,5", "C", "F"],
    ["98,6", "F", "C"],
    ["0", "F", "C"],
    ["1.000", "C", "F"],
  ])("typing %j in °%s fills °%s with one decimal, as convert-units says", (typed, from, to) => {
    const convert = from === "C" ? celsiusToFahrenheit : fahrenheitToCelsius;
    const shown = otherField(typed, convert, TEMPERATURE_DECIMALS);
    const expected = oracle(parseBrazilianNumber(typed) ?? Number.NaN)
      .from(from)
      .to(to);
    expect(shown).toMatch(/^-?[\d.]+,\d$/);
    expect(parseBrazilianNumber(shown)).toBeCloseTo(expected, 1);
  });

  it.each([
    ["10", "km", "mi"],
    ["42,195", "km", "mi"],
    ["26,2", "mi", "km"],
    ["1.500,5", "mi", "km"],
  ])("typing %j in %s fills %s with two decimals, as convert-units says", (typed, from, to) => {
    const convert = from === "km" ? kmToMiles : milesToKm;
    const shown = otherField(typed, convert, DISTANCE_DECIMALS);
    const expected = oracle(parseBrazilianNumber(typed) ?? Number.NaN)
      .from(from)
      .to(to);
    expect(shown).toMatch(/^[\d.]+,\d{2}$/);
    const tolerance = 0.005 + Math.abs(expected) * relativeTolerance;
    expect(Math.abs((parseBrazilianNumber(shown) ?? Number.NaN) - expected)).toBeLessThanOrEqual(tolerance);
  });

  it.each(["", "   ", "abc", "12a", "1,2,3", "-"])("empties the other field when %j is typed", (typed) => {
    expect(otherField(typed, celsiusToFahrenheit, TEMPERATURE_DECIMALS)).toBe("");
    expect(otherField(typed, kmToMiles, DISTANCE_DECIMALS)).toBe("");
  });

  it("shows 100 °C as 212,0 °F and 32 °F as 0,0 °C", () => {
    expect(otherField("100", celsiusToFahrenheit, TEMPERATURE_DECIMALS)).toBe("212,0");
    expect(otherField("32", fahrenheitToCelsius, TEMPERATURE_DECIMALS)).toBe("0,0");
  });
});

describe("formatRounded", () => {
  it.each([
    [-0.04, 1, "0,0"],
    [-0.06, 1, "-0,1"],
    [1234.567, 2, "1.234,57"],
    [5, 2, "5,00"],
  ])("shows %d with %i decimals as %s", (value, decimals, expected) => {
    expect(formatRounded(value, decimals)).toBe(expected);
  });
});

describe("twoWayFromQuery", () => {
  it("fills the other side of the value a shared URL holds", () => {
    expect(twoWayFromQuery("100", null, celsiusToFahrenheit, fahrenheitToCelsius, TEMPERATURE_DECIMALS)).toEqual({
      left: "100",
      right: "212,0",
      edited: "left",
    });
    expect(twoWayFromQuery(null, "26,2", kmToMiles, milesToKm, DISTANCE_DECIMALS)).toEqual({
      left: "42,16",
      right: "26,2",
      edited: "right",
    });
  });

  it("keeps text that is not a number on its side and leaves the other empty", () => {
    expect(twoWayFromQuery(null, "muito", kmToMiles, milesToKm, DISTANCE_DECIMALS)).toEqual({
      left: "",
      right: "muito",
      edited: "right",
    });
  });

  it("prefers the left side when both are given, and starts empty without either", () => {
    expect(twoWayFromQuery("0", "0", celsiusToFahrenheit, fahrenheitToCelsius, 1).right).toBe("32,0");
    expect(twoWayFromQuery(null, null, kmToMiles, milesToKm, 2)).toEqual({ left: "", right: "", edited: "left" });
  });
});
