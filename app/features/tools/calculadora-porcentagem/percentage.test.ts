import { describe, expect, it } from "vitest";
import { calculatePercentage, formatPercentageResult, percentageModeCopy, type PercentageMode } from "./percentage";

describe("calculatePercentage", () => {
  it.each<[PercentageMode, string, string, string]>([
    ["quanto-e", "15", "200", "30,00"],
    ["quanto-e", "12,5", "1.000,00", "125,00"],
    ["quanto-e", "33,3", "10", "3,33"],
    ["quanto-e", "150", "80", "120,00"],
    ["quanto-e", "10", "0", "0,00"],
    ["quanto-e", "-10", "50", "-5,00"],
    ["qual-porcentagem", "30", "200", "15,00%"],
    ["qual-porcentagem", "1", "3", "33,33%"],
    ["qual-porcentagem", "2", "3", "66,67%"],
    ["qual-porcentagem", "1.500", "1.200", "125,00%"],
    ["qual-porcentagem", "0", "50", "0,00%"],
  ])("%s with %s and %s shows %s", (mode, v1, v2, shown) => {
    const result = calculatePercentage(mode, v1, v2);
    expect(result).not.toBeNull();
    expect(formatPercentageResult(mode, result ?? NaN)).toBe(shown);
  });

  it.each<[PercentageMode, string, string]>([
    ["quanto-e", "", "200"],
    ["quanto-e", "15", ""],
    ["quanto-e", "quinze", "200"],
    ["qual-porcentagem", "30", "abc"],
    ["qual-porcentagem", "30", "0"],
    ["qual-porcentagem", "30", "0,00"],
  ])("%s does nothing with %j and %j", (mode, v1, v2) => {
    expect(calculatePercentage(mode, v1, v2)).toBeNull();
  });
});

describe("percentage modes", () => {
  it("changes the input labels with the mode", () => {
    const first = percentageModeCopy("quanto-e");
    const second = percentageModeCopy("qual-porcentagem");
    expect(first.value1Label).not.toBe(second.value1Label);
    expect(first.value2Label).not.toBe(second.value2Label);
  });
});
