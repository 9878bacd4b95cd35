/**
 * The most a store can pay to win an order (CPA) without losing money, for
 * the first purchase alone and counting repeat purchases (lifetime value),
 * and the cost per click that allows at a given conversion rate.
 * Pure functions, no React.
 */
import { type FormFields } from "../form-fields";
import {
  CONVERSION_RATE_MESSAGE,
  MARGIN_RANGE_MESSAGE,
  isMarginPercent,
  isNotNegative,
  isPositive,
  isPositivePercent,
  readChecked,
  type CheckedFields,
  type FieldErrors,
} from "../field-checks";

/** Query-string keys of the form, in display order. */
export const MAX_CPA_FIELDS = ["ticket", "margem", "lucro", "compras", "conversao"] as const;
export type MaxCpaField = (typeof MAX_CPA_FIELDS)[number];

export const ZERO_TICKET_MESSAGE = "O ticket médio precisa ser maior que zero.";
export const NEGATIVE_PROFIT_MESSAGE = "O lucro desejado não pode ser negativo.";
export const PURCHASES_MESSAGE = "Informe pelo menos 1 compra por cliente.";

export const MAX_CPA_FORMULAS = [
  "Margem por pedido = ticket médio × margem",
  "CPA máximo (1ª compra) = ticket médio × margem − lucro desejado por pedido",
  "CPA máximo com recompra = ticket médio × margem × compras por cliente − lucro desejado",
  "CPC máximo = CPA máximo × taxa de conversão",
] as const;

export const FIRST_PURCHASE_NOT_COVERED_MESSAGE =
  "A margem do primeiro pedido não cobre o lucro desejado: não sobra nada para pagar anúncios nessa venda.";
export const LIFETIME_NOT_COVERED_MESSAGE =
  "Nem contando as recompras a margem cobre o lucro desejado. Reveja o preço, a margem ou o lucro esperado.";

export interface MaxCpaInput {
  /** Ticket médio, R$. */
  averageOrderValue: number;
  /** Contribution margin of an order, % (0 to under 100). */
  marginPercent: number;
  /** Profit the store wants to keep per acquired customer, R$ (0 = break-even). */
  desiredProfitPerOrder: number;
  /** Orders a customer places over time, on average (≥ 1). */
  purchasesPerCustomer: number;
  /** Share of visits that buy, % (0–100]; null when not given (no CPC then). */
  conversionRatePercent: number | null;
}

export interface MaxCpaScenario {
  /** Negative or zero when the margin does not cover the desired profit. */
  maxCpa: number;
  covered: boolean;
  /** Null without a conversion rate or when nothing is left for ads. */
  maxCpc: number | null;
  /** Why there is no room for ads, when covered is false. */
  message: string | null;
}

export interface MaxCpaResult {
  contributionPerOrder: number;
  lifetimeContribution: number;
  firstPurchase: MaxCpaScenario;
  lifetime: MaxCpaScenario;
}

/**
 * Ticket > 0 and a margin from 0 to under 100 % are required; profit ≥ 0
 * (blank = 0), purchases ≥ 1 (blank = 1), conversion optional but, when
 * given, above 0 and at most 100 %. An invalid optional field gets its message
 * and the ceilings are calculated without it (no CPC without a valid rate).
 */
export function checkMaxCpaFields(fields: FormFields): CheckedFields<MaxCpaInput, MaxCpaField> {
  const errors: FieldErrors<MaxCpaField> = {};
  const averageOrderValue = readChecked(fields, "ticket", errors, isPositive, ZERO_TICKET_MESSAGE);
  const marginPercent = readChecked(fields, "margem", errors, isMarginPercent, MARGIN_RANGE_MESSAGE);
  const desiredProfitPerOrder = readChecked(fields, "lucro", errors, isNotNegative, NEGATIVE_PROFIT_MESSAGE);
  const purchasesPerCustomer = readChecked(fields, "compras", errors, (value) => value >= 1, PURCHASES_MESSAGE);
  const conversionRatePercent = readChecked(fields, "conversao", errors, isPositivePercent, CONVERSION_RATE_MESSAGE);
  const input =
    averageOrderValue === null || marginPercent === null
      ? null
      : {
          averageOrderValue,
          marginPercent,
          // Blank or invalid counts as the default, as a blank field does; an invalid one carries its message.
          desiredProfitPerOrder: desiredProfitPerOrder ?? 0,
          purchasesPerCustomer: purchasesPerCustomer ?? 1,
          conversionRatePercent,
        };
  return { input, errors };
}

function isValid(input: MaxCpaInput): boolean {
  const { averageOrderValue, marginPercent, desiredProfitPerOrder, purchasesPerCustomer, conversionRatePercent } =
    input;
  return (
    Number.isFinite(averageOrderValue) &&
    averageOrderValue > 0 &&
    isMarginPercent(marginPercent) &&
    Number.isFinite(desiredProfitPerOrder) &&
    desiredProfitPerOrder >= 0 &&
    Number.isFinite(purchasesPerCustomer) &&
    purchasesPerCustomer >= 1 &&
    (conversionRatePercent === null || isPositivePercent(conversionRatePercent))
  );
}

function scenario(maxCpa: number, conversionRatePercent: number | null, notCoveredMessage: string): MaxCpaScenario {
  const covered = maxCpa > 0;
  return {
    maxCpa,
    covered,
    maxCpc: covered && conversionRatePercent !== null ? (maxCpa * conversionRatePercent) / 100 : null,
    message: covered ? null : notCoveredMessage,
  };
}

export function calculateMaxCpa(input: MaxCpaInput): MaxCpaResult | null {
  if (!isValid(input)) return null;
  const contributionPerOrder = (input.averageOrderValue * input.marginPercent) / 100;
  const lifetimeContribution = contributionPerOrder * input.purchasesPerCustomer;
  return {
    contributionPerOrder,
    lifetimeContribution,
    firstPurchase: scenario(
      contributionPerOrder - input.desiredProfitPerOrder,
      input.conversionRatePercent,
      FIRST_PURCHASE_NOT_COVERED_MESSAGE,
    ),
    lifetime: scenario(
      lifetimeContribution - input.desiredProfitPerOrder,
      input.conversionRatePercent,
      LIFETIME_NOT_COVERED_MESSAGE,
    ),
  };
}
