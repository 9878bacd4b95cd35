/**
 * Body mass index (IMC) with its class, and basal metabolic rate (TMB) by the
 * Mifflin–St Jeor equation. Pure functions, no React.
 */
import { formatNumber, parseBrazilianNumber } from "#app/lib/numbers";

export type Gender = "masculino" | "feminino";

export const DEFAULT_GENDER: Gender = "masculino";

export type BmiClass =
  "Abaixo do peso" | "Peso normal" | "Sobrepeso" | "Obesidade Grau I" | "Obesidade Grau II" | "Obesidade Grau III";

/** Lower bound (inclusive) of each class, in the spec's order. */
export const bmiClasses: ReadonlyArray<{ from: number; to: number | null; label: BmiClass }> = [
  { from: 0, to: 18.5, label: "Abaixo do peso" },
  { from: 18.5, to: 25, label: "Peso normal" },
  { from: 25, to: 30, label: "Sobrepeso" },
  { from: 30, to: 35, label: "Obesidade Grau I" },
  { from: 35, to: 40, label: "Obesidade Grau II" },
  { from: 40, to: null, label: "Obesidade Grau III" },
];

export const BMR_NOTE = "Calorias que seu corpo precisa em repouso";

export interface BodyMetricsInput {
  gender: Gender;
  weightKg: number;
  heightCm: number;
  ageYears: number;
}

export interface BodyMetricsResult {
  imc: number;
  classificacao: BmiClass;
  tmb: number;
}

export function bodyMassIndex(weightKg: number, heightCm: number): number {
  const heightM = heightCm / 100;
  return weightKg / (heightM * heightM);
}

export function classifyBmi(imc: number): BmiClass {
  if (imc < 18.5) return "Abaixo do peso";
  if (imc < 25) return "Peso normal";
  if (imc < 30) return "Sobrepeso";
  if (imc < 35) return "Obesidade Grau I";
  if (imc < 40) return "Obesidade Grau II";
  return "Obesidade Grau III";
}

/** Mifflin–St Jeor: 10 × kg + 6,25 × cm − 5 × idade, +5 (masculino) or −161 (feminino). */
export function basalMetabolicRate({ gender, weightKg, heightCm, ageYears }: BodyMetricsInput): number {
  const base = 10 * weightKg + 6.25 * heightCm - 5 * ageYears;
  return gender === "masculino" ? base + 5 : base - 161;
}

export function calculateBodyMetrics(input: BodyMetricsInput): BodyMetricsResult {
  const imc = bodyMassIndex(input.weightKg, input.heightCm);
  return { imc, classificacao: classifyBmi(imc), tmb: basalMetabolicRate(input) };
}

/**
 * Weight, height and age must all be numbers (spec); zero or negative values
 * cannot describe a person, so they are ignored the same silent way.
 */
export function readBodyMetricsFields(
  gender: Gender,
  fields: { weight: string; height: string; age: string },
): BodyMetricsInput | null {
  const weightKg = parseBrazilianNumber(fields.weight);
  const heightCm = parseBrazilianNumber(fields.height);
  const ageYears = parseBrazilianNumber(fields.age);
  if (weightKg === null || heightCm === null || ageYears === null) return null;
  if (weightKg <= 0 || heightCm <= 0 || ageYears <= 0) return null;
  return { gender, weightKg, heightCm, ageYears };
}

/** IMC with 1 decimal. */
export function formatBmi(imc: number): string {
  return formatNumber(imc, 1);
}

export const BMR_UNIT = "kcal/dia";

/** TMB with 0 decimals, e.g. "1.649" (shown before BMR_UNIT). */
export function formatBmr(tmb: number): string {
  return formatNumber(tmb, 0);
}
