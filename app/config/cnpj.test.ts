import { describe, expect, it } from "vitest";
import { formatCnpj, parseCnpj } from "./cnpj";

describe("parseCnpj", () => {
  it.each([
    // Check digits worked out by hand with the Receita Federal's weights (5,4,3,2,9,8,7,6,5,4,3,2 and 6,5,…,2).
    ["11.222.333/0001-81", "11222333000181"],
    ["11222333000181", "11222333000181"],
    [" 11 222 333 0001 81 ", "11222333000181"],
    // Banco do Brasil's published CNPJ: zeros with valid check digits are a real company.
    ["00.000.000/0001-91", "00000000000191"],
    // The Receita Federal's own example of an alphanumeric CNPJ (IN RFB 2.229/2024).
    ["12.ABC.345/01DE-35", "12ABC34501DE35"],
    ["12.abc.345/01de-35", "12ABC34501DE35"],
  ])("accepts %s", (input, expected) => {
    expect(parseCnpj(input)).toBe(expected);
  });

  it.each([
    ["the site's old placeholder", "00.000.000/0001-00"],
    ["a wrong first check digit", "11.222.333/0001-91"],
    ["a wrong second check digit", "11.222.333/0001-82"],
    ["one digit repeated (passes the arithmetic, never issued)", "00.000.000/0000-00"],
    ["one digit repeated", "11111111111111"],
    ["13 digits", "1122233300018"],
    ["15 digits", "112223330001811"],
    ["letters in the check digits", "12.ABC.345/01DE-3A"],
    ["other characters", "11.222.333/0001_81"],
    ["an empty string", ""],
  ])("refuses %s", (_case, input) => {
    expect(parseCnpj(input)).toBeNull();
  });
});

describe("formatCnpj", () => {
  it("writes the official mask", () => {
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatCnpj("12ABC34501DE35")).toBe("12.ABC.345/01DE-35");
  });
});
