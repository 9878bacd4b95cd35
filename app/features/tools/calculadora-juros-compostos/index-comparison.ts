/**
 * The visitor's simulation beside what the same money would have earned in
 * the last twelve months in poupança, CDI and Selic, as the Banco Central
 * published them, and what each gained above inflation (IPCA). Same
 * convention as the calculator: contributions at the end of each month.
 * Pure functions, no React.
 */
import type { IndexMonth, IndexYear } from "#app/features/tools/market-data";
import { monthlyRateFromAnnual, type CompoundInterestInput } from "./compound-interest";

export type ComparisonId = "simulacao" | "poupanca" | "cdi" | "selic";

export interface ComparisonRow {
  id: ComparisonId;
  /** What the twelve monthly rates compound to, in %. */
  periodPercent: number;
  /** The initial value and twelve contributions after the twelve months. */
  finalValue: number;
  /** The period's rate above inflation: (1 + rate) ÷ (1 + IPCA) − 1, in %. */
  realPercent: number;
  /** finalValue minus what was invested, each real corrected by the IPCA until the end. */
  realGain: number;
}

export interface IndexComparison {
  /** "2025-11" and "2026-10": the months compared. */
  from: string;
  to: string;
  invested: number;
  ipcaPercent: number;
  rows: ComparisonRow[];
}

const MONTH_ABBREVIATIONS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];

/** "2026-10" → "out/2026". */
export function monthLabel(month: string): string {
  return `${MONTH_ABBREVIATIONS[Number(month.slice(5, 7)) - 1]}/${month.slice(0, 4)}`;
}

function compound(rates: readonly number[]): number {
  return rates.reduce((factor, rate) => factor * (1 + rate), 1);
}

function row(
  id: ComparisonId,
  rates: readonly number[],
  inflation: readonly number[],
  input: CompoundInterestInput,
): ComparisonRow {
  let finalValue = input.initial;
  let corrected = input.initial;
  rates.forEach((rate, month) => {
    finalValue = finalValue * (1 + rate) + input.monthlyContribution;
    corrected = corrected * (1 + inflation[month]!) + input.monthlyContribution;
  });
  const period = compound(rates);
  return {
    id,
    periodPercent: (period - 1) * 100,
    finalValue,
    realPercent: (period / compound(inflation) - 1) * 100,
    realGain: finalValue - corrected,
  };
}

export function compareWithIndices(input: CompoundInterestInput, year: IndexYear): IndexComparison | null {
  const months = year.months;
  if (months.length !== 12) return null;
  const rates = (pick: (month: IndexMonth) => number) => months.map((month) => pick(month) / 100);
  const inflation = rates((month) => month.ipca);
  const simulated = Array.from({ length: 12 }, () => monthlyRateFromAnnual(input.annualRatePercent));
  return {
    from: months[0]!.month,
    to: months[11]!.month,
    invested: input.initial + 12 * input.monthlyContribution,
    ipcaPercent: (compound(inflation) - 1) * 100,
    rows: [
      row("simulacao", simulated, inflation, input),
      row(
        "poupanca",
        rates((month) => month.poupanca),
        inflation,
        input,
      ),
      row(
        "cdi",
        rates((month) => month.cdi),
        inflation,
        input,
      ),
      row(
        "selic",
        rates((month) => month.selic),
        inflation,
        input,
      ),
    ],
  };
}
