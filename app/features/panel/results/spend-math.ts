import { formatBRL, formatNumber } from "#app/lib/numbers";

/**
 * What the spend bought, per source or campaign: cost per lead (spend ÷
 * leads that arrived), cost per client (spend ÷ clients won), ROAS on the
 * first month's value (won monthly value ÷ spend) and payback in months
 * (spend ÷ won monthly value). Each is null when its divisor is zero: the
 * page writes "—", never NaN or Infinity.
 */

export interface SpendInputs {
  spendCents: number;
  leads: number;
  clients: number;
  /** Monthly value of the clients won, in centavos. */
  wonValueCents: number;
}

export interface SpendMetrics {
  costPerLeadCents: number | null;
  costPerClientCents: number | null;
  roas: number | null;
  paybackMonths: number | null;
}

const ratio = (part: number, whole: number) => (whole > 0 && Number.isFinite(part) ? part / whole : null);

export function spendMetrics({ spendCents, leads, clients, wonValueCents }: SpendInputs): SpendMetrics {
  return {
    costPerLeadCents: spendCents > 0 ? ratio(spendCents, leads) : null,
    costPerClientCents: spendCents > 0 ? ratio(spendCents, clients) : null,
    roas: ratio(wonValueCents, spendCents),
    paybackMonths: spendCents > 0 ? ratio(spendCents, wonValueCents) : null,
  };
}

export const NONE = "—";

export function moneyOrNone(cents: number | null): string {
  return cents === null ? NONE : formatBRL(Math.round(cents) / 100);
}

/** "3,2×" */
export function roasText(roas: number | null): string {
  return roas === null ? NONE : `${formatNumber(roas, 0, 1)}×`;
}

/** "menos de 1 mês", "1,5 mês", "4 meses" */
export function paybackText(months: number | null): string {
  if (months === null) return NONE;
  if (months < 1) return "menos de 1 mês";
  const rounded = Math.round(months * 10) / 10;
  return `${formatNumber(rounded, 0, 1)} ${rounded < 2 ? "mês" : "meses"}`;
}
