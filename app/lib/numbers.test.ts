import { describe, expect, it } from "vitest";
import { formatBRL, formatDecimal, parseBrazilianNumber } from "./numbers";

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
    expect(formatBRL(1234.5).replace(/\s/g, " ")).toBe("R$ 1.234,50");
  });

  it("formats decimals with a comma and fixed places", () => {
    expect(formatDecimal(1234.5678, 2)).toBe("1.234,57");
    expect(formatDecimal(3, 1)).toBe("3,0");
  });

  it("keeps each number of decimals apart when formats are reused", () => {
    expect(formatDecimal(2.5, 0)).toBe("3");
    expect(formatDecimal(2.5, 2)).toBe("2,50");
    expect(formatDecimal(2.5, 0)).toBe("3");
  });
});
