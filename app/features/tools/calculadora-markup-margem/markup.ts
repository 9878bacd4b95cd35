/**
 * Selling price from cost and desired net margin, and the reverse, with the
 * marketplace commission, payment fee and taxes charged on the selling price.
 * Pure functions, no React.
 *
 * preco:  preço = custo ÷ (1 − (margem + comissão + taxa + impostos) ÷ 100)
 * margem: lucro = preço − custo − preço × (comissão + taxa + impostos) ÷ 100;
 *         margem líquida = lucro ÷ preço
 * both:   markup = preço ÷ custo (multiplicador); markup % = (preço − custo) ÷ custo
 */
import { formatNumber } from "#app/lib/numbers";
import { isBlank, isPercent, type FormFields } from "../form-fields";
import {
  MARGIN_RANGE_MESSAGE,
  isMarginPercent,
  isPositive,
  readChecked,
  type CheckedFields,
  type FieldErrors,
} from "../field-checks";

export const MARKUP_MODES = ["preco", "margem"] as const;
export type MarkupMode = (typeof MARKUP_MODES)[number];
export const DEFAULT_MARKUP_MODE: MarkupMode = "preco";

export const MARKUP_MODE_LABELS: Record<MarkupMode, string> = {
  preco: "Descobrir o preço de venda",
  margem: "Descobrir a margem de um preço",
};

export function isMarkupMode(value: string): value is MarkupMode {
  return (MARKUP_MODES as readonly string[]).includes(value);
}

/** Query-string keys of the form, in its order; "preco" is read only in margem mode, "margem" only in preco mode. */
export const MARKUP_FIELDS = ["modo", "custo", "margem", "preco", "comissao", "taxa", "impostos"] as const;
export type MarkupField = (typeof MARKUP_FIELDS)[number];

export const MODE_MESSAGE = "Escolha o que você quer calcular.";
export const ZERO_COST_MESSAGE = "O custo do produto precisa ser maior que zero.";
export const ZERO_PRICE_MESSAGE = "O preço de venda precisa ser maior que zero.";
export const DEDUCTION_RANGE_MESSAGE = "Use uma porcentagem de 0% a 100%.";

export const PERCENT_SUM_MESSAGE = "A soma de margem, comissão, taxas e impostos precisa ser menor que 100%.";

export const MARKUP_FORMULAS = [
  "Preço de venda = custo ÷ (1 − (margem + comissão + taxa de pagamento + impostos) ÷ 100)",
  "Lucro por unidade = preço − custo − comissão − taxa de pagamento − impostos (todos sobre o preço)",
  "Margem líquida = lucro ÷ preço de venda",
  "Markup = preço ÷ custo; markup % = (preço − custo) ÷ custo",
] as const;

interface Deductions {
  /** Marketplace commission, % of the selling price. */
  commissionPercent: number;
  /** Card or payment gateway fee, % of the selling price. */
  paymentFeePercent: number;
  /** Taxes on the sale, % of the selling price. */
  taxesPercent: number;
}

export type MarkupInput =
  | ({ mode: "preco"; cost: number; marginPercent: number } & Deductions)
  | ({ mode: "margem"; cost: number; price: number } & Deductions);

export type MarkupOutcome = "lucro" | "empate" | "prejuizo";

export interface MarkupBreakdown {
  cost: number;
  price: number;
  /** R$ per unit. */
  commission: number;
  paymentFee: number;
  taxes: number;
  profit: number;
  netMarginPercent: number;
  /** price ÷ cost: 2 means "custo × 2". */
  markupMultiplier: number;
  /** (price − cost) ÷ cost × 100. */
  markupPercent: number;
  outcome: MarkupOutcome;
}

export type MarkupResult =
  { kind: "result"; mode: MarkupMode; breakdown: MarkupBreakdown } | { kind: "message"; message: string };

/** Under half a cent the profit shows as R$ 0,00. */
const EVEN_TOLERANCE = 0.005;

function deductionsValid({ commissionPercent, paymentFeePercent, taxesPercent }: Deductions): boolean {
  return [commissionPercent, paymentFeePercent, taxesPercent].every(isPercent);
}

/**
 * Cost (and, in margem mode, price) must be above 0; the desired margin from
 * 0 to under 100 %; commission, fee and taxes 0–100 %, blank counting as 0.
 * An invalid deduction gets its message and counts as 0, like a blank one.
 */
export function checkMarkupFields(fields: FormFields): CheckedFields<MarkupInput, MarkupField> {
  const errors: FieldErrors<MarkupField> = {};
  const mode = isBlank(fields.modo) ? DEFAULT_MARKUP_MODE : (fields.modo?.trim() ?? "");
  if (!isMarkupMode(mode)) errors.modo = MODE_MESSAGE;
  const cost = readChecked(fields, "custo", errors, isPositive, ZERO_COST_MESSAGE);
  const deductions = {
    commissionPercent: readChecked(fields, "comissao", errors, isPercent, DEDUCTION_RANGE_MESSAGE) ?? 0,
    paymentFeePercent: readChecked(fields, "taxa", errors, isPercent, DEDUCTION_RANGE_MESSAGE) ?? 0,
    taxesPercent: readChecked(fields, "impostos", errors, isPercent, DEDUCTION_RANGE_MESSAGE) ?? 0,
  };
  if (mode === "preco") {
    const marginPercent = readChecked(fields, "margem", errors, isMarginPercent, MARGIN_RANGE_MESSAGE);
    return {
      input: cost === null || marginPercent === null ? null : { mode, cost, marginPercent, ...deductions },
      errors,
    };
  }
  if (mode === "margem") {
    const price = readChecked(fields, "preco", errors, isPositive, ZERO_PRICE_MESSAGE);
    return { input: cost === null || price === null ? null : { mode, cost, price, ...deductions }, errors };
  }
  return { input: null, errors };
}

function isValid(input: MarkupInput): boolean {
  if (!Number.isFinite(input.cost) || input.cost <= 0 || !deductionsValid(input)) return false;
  return input.mode === "preco"
    ? isMarginPercent(input.marginPercent)
    : Number.isFinite(input.price) && input.price > 0;
}

function breakdown(cost: number, price: number, deductions: Deductions): MarkupBreakdown {
  const commission = (price * deductions.commissionPercent) / 100;
  const paymentFee = (price * deductions.paymentFeePercent) / 100;
  const taxes = (price * deductions.taxesPercent) / 100;
  const remainder = price - cost - commission - paymentFee - taxes;
  const outcome: MarkupOutcome = Math.abs(remainder) < EVEN_TOLERANCE ? "empate" : remainder > 0 ? "lucro" : "prejuizo";
  // Even is exactly zero: a floating-point remainder of −0,0000001 would read "-R$ 0,00" and "-0%".
  const profit = outcome === "empate" ? 0 : remainder;
  return {
    cost,
    price,
    commission,
    paymentFee,
    taxes,
    profit,
    netMarginPercent: (profit / price) * 100,
    markupMultiplier: price / cost,
    markupPercent: ((price - cost) / cost) * 100,
    outcome,
  };
}

/** The breakdown as shown, in whole cents: price − each deduction = profit, to the cent. */
export interface BreakdownRows {
  price: number;
  cost: number;
  commission: number;
  paymentFee: number;
  taxes: number;
  profit: number;
}

/** Cents as the page writes the value (formatBRL rounds its shortest decimal digits half away from zero). */
function shownCents(value: number): number {
  return Math.round(Number(formatNumber(value, 2).replace(/\./g, "").replace(",", ".")) * 100);
}

/**
 * The rows of "Para onde vai o preço de venda", in cents. Rounded one by one,
 * R$ 33,335 of commission and R$ 16,665 of fee show as 33,34 + 16,67 and the
 * rows miss the profit by a cent. Price and profit keep their own rounding
 * (the totals the page shows elsewhere); the deductions share the cents between
 * them by largest remainder, so they add up to exactly price − profit.
 */
export function breakdownRows(b: MarkupBreakdown): BreakdownRows {
  const price = shownCents(b.price);
  const profit = shownCents(b.profit);
  const exact = [b.cost, b.commission, b.paymentFee, b.taxes].map((value) => value * 100);
  const rounded = exact.map(Math.floor);
  let missing = price - profit - rounded.reduce((sum, cents) => sum + cents, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    rounded[index]! += 1;
    missing -= 1;
  }
  // Price and profit can each round half a cent away from zero the same way: then a cent comes off instead.
  for (const { index } of byRemainder.reverse()) {
    if (missing >= 0) break;
    rounded[index]! -= 1;
    missing += 1;
  }
  const [cost = 0, commission = 0, paymentFee = 0, taxes = 0] = rounded;
  return { price, cost, commission, paymentFee, taxes, profit };
}

export function calculateMarkup(input: MarkupInput): MarkupResult | null {
  if (!isValid(input)) return null;
  if (input.mode === "margem") {
    return { kind: "result", mode: "margem", breakdown: breakdown(input.cost, input.price, input) };
  }
  const sum = input.marginPercent + input.commissionPercent + input.paymentFeePercent + input.taxesPercent;
  if (sum >= 100) return { kind: "message", message: PERCENT_SUM_MESSAGE };
  const price = input.cost / (1 - sum / 100);
  return { kind: "result", mode: "preco", breakdown: breakdown(input.cost, price, input) };
}
