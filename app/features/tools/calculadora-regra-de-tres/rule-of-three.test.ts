import { describe, expect, it } from "vitest";
import {
  INVALID_NUMBERS_MESSAGE,
  ZERO_A_MESSAGE,
  formatX,
  proportionSentence,
  solveRuleOfThree,
} from "./rule-of-three";

describe("solveRuleOfThree", () => {
  it.each([
    // [A, B, C, X shown]
    ["2", "10", "5", "25,00"],
    ["3", "1", "1", "0,33"],
    ["3", "2", "1", "0,67"],
    ["1.000", "250", "4.000", "1.000,00"],
    ["2,5", "7,5", "10", "30,00"],
    ["-4", "8", "2", "-4,00"],
    ["7", "0", "3", "0,00"],
    ["0,5", "1.234,56", "1", "2.469,12"],
  ])("A=%s B=%s C=%s gives X=%s", (a, b, c, shown) => {
    const outcome = solveRuleOfThree(a, b, c);
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(formatX(outcome.x)).toBe(shown);
  });

  it.each([
    ["", "10", "5"],
    ["2", "", "5"],
    ["2", "10", ""],
    ["dois", "10", "5"],
    ["2", "10", "5x"],
  ])("asks for valid numbers when A=%j B=%j C=%j", (a, b, c) => {
    expect(solveRuleOfThree(a, b, c)).toEqual({ ok: false, message: INVALID_NUMBERS_MESSAGE });
  });

  it("refuses a zero first value", () => {
    expect(solveRuleOfThree("0", "10", "5")).toEqual({ ok: false, message: ZERO_A_MESSAGE });
    expect(solveRuleOfThree("0,00", "10", "5")).toEqual({ ok: false, message: ZERO_A_MESSAGE });
  });

  it("checks for invalid numbers before a zero first value", () => {
    expect(solveRuleOfThree("0", "", "5")).toEqual({ ok: false, message: INVALID_NUMBERS_MESSAGE });
  });
});

describe("proportionSentence", () => {
  it("fills A, B and C as typed and X with 2 decimals", () => {
    const outcome = solveRuleOfThree("1.500", "2,5", "3.000");
    if (!outcome.ok) throw new Error("expected a result");
    expect(proportionSentence(outcome)).toBe("Se 1.500 está para 2,5, então 3.000 está para 5,00");
  });
});
