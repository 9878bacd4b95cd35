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
import { isBlank, isPercent, readNumber, readNumberOr, type FormFields } from "../form-fields";

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

/** Query-string keys of the form; "preco" is read only in margem mode, "margem" only in preco mode. */
export const MARKUP_FIELDS = ["modo", "custo", "preco", "margem", "comissao", "taxa", "impostos"] as const;

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
 * Cost (and, in margem mode, price) must be above 0; every percentage 0–100.
 * Commission, fee and taxes left blank count as 0; the desired margin is required.
 */
export function readMarkupFields(fields: FormFields): MarkupInput | null {
  const mode = isBlank(fields.modo) ? DEFAULT_MARKUP_MODE : (fields.modo?.trim() ?? "");
  if (!isMarkupMode(mode)) return null;
  const cost = readNumber(fields, "custo");
  const commissionPercent = readNumberOr(fields, "comissao", 0);
  const paymentFeePercent = readNumberOr(fields, "taxa", 0);
  const taxesPercent = readNumberOr(fields, "impostos", 0);
  if (cost === null || commissionPercent === null || paymentFeePercent === null || taxesPercent === null) return null;
  const deductions = { commissionPercent, paymentFeePercent, taxesPercent };

  let input: MarkupInput;
  if (mode === "preco") {
    const marginPercent = readNumber(fields, "margem");
    if (marginPercent === null) return null;
    input = { mode, cost, marginPercent, ...deductions };
  } else {
    const price = readNumber(fields, "preco");
    if (price === null) return null;
    input = { mode, cost, price, ...deductions };
  }
  return isValid(input) ? input : null;
}

function isValid(input: MarkupInput): boolean {
  if (!Number.isFinite(input.cost) || input.cost <= 0 || !deductionsValid(input)) return false;
  return input.mode === "preco" ? isPercent(input.marginPercent) : Number.isFinite(input.price) && input.price > 0;
}

function breakdown(cost: number, price: number, deductions: Deductions): MarkupBreakdown {
  const commission = (price * deductions.commissionPercent) / 100;
  const paymentFee = (price * deductions.paymentFeePercent) / 100;
  const taxes = (price * deductions.taxesPercent) / 100;
  const profit = price - cost - commission - paymentFee - taxes;
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
    outcome: Math.abs(profit) < EVEN_TOLERANCE ? "empate" : profit > 0 ? "lucro" : "prejuizo",
  };
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
