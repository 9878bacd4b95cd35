/**
 * Compound interest with a monthly contribution, as the spec defines it:
 * monthly rate = annual % ÷ 100 ÷ 12, months = years × 12, contributions at
 * the end of each month. Pure functions, no React.
 */
import { parseBrazilianNumber } from "#app/lib/numbers";

/**
 * Longest period accepted. The page shows a row per year (table and chart),
 * so the period sets its size: 100 rows at most (docs/decisions/028-…).
 */
export const MAX_YEARS = 100;

/** What the calculator says, instead of a result, when a longer period is asked for. */
export const TOO_MANY_YEARS = `O período vai até ${MAX_YEARS} anos.`;

/** The limit message when the period field asks for more than MAX_YEARS, else null. */
export function compoundLimitMessage(yearsText: string): string | null {
  const years = parseBrazilianNumber(yearsText);
  return years !== null && years > MAX_YEARS ? TOO_MANY_YEARS : null;
}

export interface CompoundInterestInput {
  initial: number;
  monthlyContribution: number;
  annualRatePercent: number;
  years: number;
}

/** One line of the year-by-year table: balances at the end of that year. */
export interface CompoundInterestYear {
  year: number;
  /** Months elapsed at the end of this row (the last row may be a partial year). */
  months: number;
  totalInvestido: number;
  totalJuros: number;
  valorTotal: number;
}

export interface CompoundInterestResult {
  initial: number;
  valorTotal: number;
  totalInvestido: number;
  totalJuros: number;
  months: number;
  monthlyRate: number;
  byYear: CompoundInterestYear[];
}

export interface CompoundInterestFields {
  initial: string;
  monthlyContribution: string;
  annualRatePercent: string;
  years: string;
}

export function monthlyRateFromAnnual(annualRatePercent: number): number {
  return annualRatePercent / 100 / 12;
}

/**
 * Balance after `months` months: the initial value grows by (1 + i)^n and each
 * end-of-month contribution by the annuity factor ((1 + i)^n − 1) ÷ i.
 * With i = 0 nothing grows: initial + contribution × months.
 */
export function accumulatedValue(initial: number, monthlyContribution: number, monthlyRate: number, months: number) {
  if (monthlyRate === 0) return initial + monthlyContribution * months;
  const growth = (1 + monthlyRate) ** months;
  return initial * growth + (monthlyContribution * (growth - 1)) / monthlyRate;
}

function snapshot(input: CompoundInterestInput, monthlyRate: number, months: number) {
  const valorTotal = accumulatedValue(input.initial, input.monthlyContribution, monthlyRate, months);
  const totalInvestido = input.initial + input.monthlyContribution * months;
  return { valorTotal, totalInvestido, totalJuros: valorTotal - totalInvestido };
}

/**
 * Null when the input cannot describe an investment (negative values, a
 * period over MAX_YEARS, or a result too large to show): the tool then
 * silently keeps what it showed, as the spec asks for invalid input.
 */
export function calculateCompoundInterest(input: CompoundInterestInput): CompoundInterestResult | null {
  const values = [input.initial, input.monthlyContribution, input.annualRatePercent, input.years];
  if (values.some((v) => !Number.isFinite(v) || v < 0) || input.years > MAX_YEARS) return null;

  const monthlyRate = monthlyRateFromAnnual(input.annualRatePercent);
  // Contributions happen once a month, so a fractional period is rounded to whole months.
  const months = Math.round(input.years * 12);
  const total = snapshot(input, monthlyRate, months);
  if (!Number.isFinite(total.valorTotal)) return null;

  const byYear: CompoundInterestYear[] = [];
  for (let year = 1; (year - 1) * 12 < months; year++) {
    const elapsed = Math.min(year * 12, months);
    byYear.push({ year, months: elapsed, ...snapshot(input, monthlyRate, elapsed) });
  }

  return { initial: input.initial, ...total, months, monthlyRate, byYear };
}

/** Blank fields count as 0 (spec); text that is not a number makes the whole form invalid. */
export function readCompoundInterestFields(fields: CompoundInterestFields): CompoundInterestInput | null {
  const read = (text: string) => (text.trim() === "" ? 0 : parseBrazilianNumber(text));
  const initial = read(fields.initial);
  const monthlyContribution = read(fields.monthlyContribution);
  const annualRatePercent = read(fields.annualRatePercent);
  const years = read(fields.years);
  if (initial === null || monthlyContribution === null || annualRatePercent === null || years === null) return null;
  return { initial, monthlyContribution, annualRatePercent, years };
}
