import { describe, expect, it } from "vitest";
import {
  BMR_UNIT,
  calculateBodyMetrics,
  classifyBmi,
  formatBmi,
  formatBmr,
  readBodyMetricsFields,
  type Gender,
} from "./body-metrics";

describe("classifyBmi at the spec's bounds", () => {
  it.each([
    [10, "Abaixo do peso"],
    [18.49, "Abaixo do peso"],
    [18.5, "Peso normal"],
    [24.99, "Peso normal"],
    [25, "Sobrepeso"],
    [29.99, "Sobrepeso"],
    [30, "Obesidade Grau I"],
    [34.99, "Obesidade Grau I"],
    [35, "Obesidade Grau II"],
    [39.99, "Obesidade Grau II"],
    [40, "Obesidade Grau III"],
    [55, "Obesidade Grau III"],
  ])("IMC %s is %s", (imc, label) => {
    expect(classifyBmi(imc)).toBe(label);
  });
});

describe("calculateBodyMetrics", () => {
  // Expected values worked out by hand from IMC = kg ÷ m² and Mifflin–St Jeor.
  it.each<[Gender, string, string, string, string, string, string]>([
    ["masculino", "70", "175", "30", "22,9", "Peso normal", "1.649 kcal/dia"],
    ["feminino", "70", "175", "30", "22,9", "Peso normal", "1.483 kcal/dia"],
    ["feminino", "52,5", "168", "22", "18,6", "Peso normal", "1.304 kcal/dia"],
    ["masculino", "95,3", "180", "45", "29,4", "Sobrepeso", "1.858 kcal/dia"],
    ["masculino", "18,5", "100", "40", "18,5", "Peso normal", "615 kcal/dia"],
    ["feminino", "100", "200", "50", "25,0", "Sobrepeso", "1.839 kcal/dia"],
    ["masculino", "130", "170", "60", "45,0", "Obesidade Grau III", "2.068 kcal/dia"],
  ])("%s, %s kg, %s cm, %s anos: IMC %s (%s), TMB %s", (gender, weight, height, age, imc, label, tmb) => {
    const input = readBodyMetricsFields(gender, { weight, height, age });
    if (!input) throw new Error("expected valid input");
    const result = calculateBodyMetrics(input);
    expect(formatBmi(result.imc)).toBe(imc);
    expect(result.classificacao).toBe(label);
    expect(`${formatBmr(result.tmb)} ${BMR_UNIT}`).toBe(tmb);
  });

  it("differs by 166 kcal between masculino (+5) and feminino (−161)", () => {
    const common = { weightKg: 64, heightCm: 160, ageYears: 35 };
    const male = calculateBodyMetrics({ gender: "masculino", ...common });
    const female = calculateBodyMetrics({ gender: "feminino", ...common });
    expect(male.tmb - female.tmb).toBe(166);
    expect(male.imc).toBe(female.imc);
  });
});

describe("readBodyMetricsFields", () => {
  it.each([
    ["", "175", "30"],
    ["70", "", "30"],
    ["70", "175", ""],
    ["setenta", "175", "30"],
    ["70", "0", "30"],
    ["-70", "175", "30"],
    ["70", "175", "0"],
  ])("ignores weight %j, height %j, age %j", (weight, height, age) => {
    expect(readBodyMetricsFields("masculino", { weight, height, age })).toBeNull();
  });
});
