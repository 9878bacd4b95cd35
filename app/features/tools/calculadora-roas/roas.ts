/**
 * ROAS (return on ad spend) and the break-even ROAS a product's margin
 * allows. Pure functions, no React.
 *
 * ROAS = receita ÷ investimento; ROAS de equilíbrio = 1 ÷ margem;
 * resultado = receita × margem − investimento (the contribution left after
 * paying for the ads); receita de equilíbrio = investimento ÷ margem.
 */
import { formatNumber } from "#app/lib/numbers";
import { type FormFields } from "../form-fields";
import {
  MARGIN_RANGE_MESSAGE,
  isMarginPercent,
  isNotNegative,
  isPositive,
  readChecked,
  type CheckedFields,
  type FieldErrors,
} from "../field-checks";

/** Query-string keys of the form, in display order. */
export const ROAS_FIELDS = ["receita", "investimento", "margem"] as const;
export type RoasField = (typeof ROAS_FIELDS)[number];

export const NEGATIVE_REVENUE_MESSAGE = "A receita não pode ser negativa.";
export const ZERO_AD_SPEND_MESSAGE = "O investimento em anúncios precisa ser maior que zero.";
export const ZERO_MARGIN_MESSAGE = "Com margem de 0%, nenhuma receita paga os anúncios: não existe ROAS de equilíbrio.";

export const ROAS_FORMULAS = [
  "ROAS = receita atribuída ÷ investimento em anúncios",
  "ROAS de equilíbrio = 1 ÷ margem de contribuição",
  "Resultado = receita × margem − investimento",
  "Receita de equilíbrio = investimento ÷ margem",
] as const;

export interface RoasInput {
  /** Revenue attributed to the ads, R$. */
  revenue: number;
  /** Ad spend, R$. */
  adSpend: number;
  /** Product contribution margin, % (0 to under 100); null when not given. */
  marginPercent: number | null;
}

export type RoasOutcome = "lucro" | "empate" | "prejuizo";

export type RoasMarginAnalysis =
  | {
      kind: "break-even";
      marginPercent: number;
      breakEvenRoas: number;
      /** revenue × margin: what the sales leave to pay for the ads. */
      contribution: number;
      /** contribution − ad spend; negative is a loss. */
      profit: number;
      outcome: RoasOutcome;
      /** Revenue at which the campaign neither gains nor loses. */
      breakEvenRevenue: number;
    }
  | { kind: "no-margin"; message: string; profit: number; outcome: "prejuizo" };

export interface RoasResult {
  roas: number;
  /** ROAS as a percentage: 4 → 400. */
  roasPercent: number;
  /** Null when no margin was given. */
  margin: RoasMarginAnalysis | null;
}

/** Under half a cent the result shows as R$ 0,00: call it even rather than a "loss" of zero. */
const EVEN_TOLERANCE = 0.005;

/**
 * Revenue ≥ 0 and spend > 0 are required; the margin is optional and, when
 * given, from 0 to under 100 %. An invalid margin gets its message and the
 * ROAS is still calculated without it.
 */
export function checkRoasFields(fields: FormFields): CheckedFields<RoasInput, RoasField> {
  const errors: FieldErrors<RoasField> = {};
  const revenue = readChecked(fields, "receita", errors, isNotNegative, NEGATIVE_REVENUE_MESSAGE);
  const adSpend = readChecked(fields, "investimento", errors, isPositive, ZERO_AD_SPEND_MESSAGE);
  const marginPercent = readChecked(fields, "margem", errors, isMarginPercent, MARGIN_RANGE_MESSAGE);
  const input = revenue === null || adSpend === null ? null : { revenue, adSpend, marginPercent };
  return { input, errors };
}

export function calculateRoas({ revenue, adSpend, marginPercent }: RoasInput): RoasResult | null {
  if (![revenue, adSpend].every(Number.isFinite) || revenue < 0 || !(adSpend > 0)) return null;
  if (marginPercent !== null && !isMarginPercent(marginPercent)) return null;
  const roas = revenue / adSpend;
  return { roas, roasPercent: roas * 100, margin: marginAnalysis(revenue, adSpend, marginPercent) };
}

function marginAnalysis(revenue: number, adSpend: number, marginPercent: number | null): RoasMarginAnalysis | null {
  if (marginPercent === null) return null;
  if (marginPercent === 0)
    return { kind: "no-margin", message: ZERO_MARGIN_MESSAGE, profit: -adSpend, outcome: "prejuizo" };
  const margin = marginPercent / 100;
  const contribution = revenue * margin;
  const profit = contribution - adSpend;
  const outcome: RoasOutcome = Math.abs(profit) < EVEN_TOLERANCE ? "empate" : profit > 0 ? "lucro" : "prejuizo";
  return {
    kind: "break-even",
    marginPercent,
    breakEvenRoas: 1 / margin,
    contribution,
    // Even is exactly zero: a rounding remainder of −0,000001 would read "-R$ 0,00".
    profit: outcome === "empate" ? 0 : profit,
    outcome,
    breakEvenRevenue: adSpend / margin,
  };
}

/** "4,00" */
export function formatRoas(roas: number): string {
  return formatNumber(roas, 2);
}

/** "400%" (no decimals: ROAS percentages are read as whole numbers). */
export function formatRoasPercent(roasPercent: number): string {
  return `${formatNumber(roasPercent, 0)}%`;
}
