import { describe, expect, it } from "vitest";
import { formatBRL, formatNumber, parseBrazilianNumber } from "./numbers";

describe("parseBrazilianNumber", () => {
  it.each([
    ["2,5", 2.5],
    ["1.000,50", 1000.5],
    ["1.000", 1000],
    ["1.234.567,89", 1234567.89],
    ["2.5", 2.5],
    ["0,1", 0.1],
    [",5", 0.5],
    ["10", 10],
    ["-3,75", -3.75],
    ["R$ 3.000", 3000],
    ["  42  ", 42],
    ["15%", 15],
  ])("reads %j as %d", (input, expected) => {
    expect(parseBrazilianNumber(input)).toBeCloseTo(expected, 10);
  });

  it.each(["", "   ", "abc", "1,2,3", "1.00,5", "12a", "--1", ".", ",", "1.2.3"])("ignores %j", (input) => {
    expect(parseBrazilianNumber(input)).toBeNull();
  });
});

describe("formatters", () => {
  it("formats money as pt-BR reais", () => {
    expect(formatBRL(1234.5)).toBe("R$\u00a01.234,50");
    expect(formatBRL(-0.5)).toBe("-R$\u00a00,50");
  });

  it("formats decimals with a comma, dots between thousands and the places asked for", () => {
    expect(formatNumber(1234.5678, 2)).toBe("1.234,57");
    expect(formatNumber(3, 1)).toBe("3,0");
    expect(formatNumber(2.5, 0)).toBe("3");
    expect(formatNumber(1000, 0)).toBe("1.000");
    expect(formatNumber(5.1, 2, 4)).toBe("5,10");
    expect(formatNumber(5.123456, 2, 4)).toBe("5,1235");
    expect(formatNumber(12, 0, 2)).toBe("12");
  });

  // A deterministic spread of values: integers, halves, long fractions, tiny and huge magnitudes, both signs.
  const samples = [
    0, -0, 0.5, 1.5, 2.5, -2.5, 0.125, 1.005, 999.995, 1e-7, -0.001, 123456789.987654, 9.99e20, 1e21, 3.4e25,
  ];
  for (let seed = 1; samples.length < 400; seed++) {
    const unit = Math.abs(Math.sin(seed * 12.9898) * 43758.5453) % 1;
    samples.push((unit - 0.3) * 10 ** ((seed % 16) - 4));
  }
  samples.push(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
  const places: [number, number][] = [
    [0, 0],
    [1, 1],
    [2, 2],
    [0, 2],
    [2, 4],
    [0, 6],
    [3, 3],
  ];

  it.each(places)("writes what Intl writes for pt-BR, with %i to %i decimals", (min, max) => {
    const intl = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: min, maximumFractionDigits: max });
    for (const value of samples) expect([value, formatNumber(value, min, max)]).toEqual([value, intl.format(value)]);
  });

  it("writes what Intl writes for reais", () => {
    const intl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
    for (const value of samples) expect([value, formatBRL(value)]).toEqual([value, intl.format(value)]);
  });
});
