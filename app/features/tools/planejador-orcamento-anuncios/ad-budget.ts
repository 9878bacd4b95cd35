/**
 * The monthly ad budget a revenue goal needs: orders from the average
 * order value, clicks from the conversion rate, and the cost of those clicks
 * bought per click (CPC) or per thousand impressions (CPM), in three
 * scenarios of conversion. Pure functions, no React.
 */
import { isBlank, type FormFields } from "../form-fields";
import {
  CONVERSION_RATE_MESSAGE,
  isPositive,
  isPositivePercent,
  readChecked,
  type CheckedFields,
  type FieldErrors,
} from "../field-checks";

/** Query-string keys of the form, in display order. */
export const AD_BUDGET_FIELDS = ["meta", "ticket", "conversao", "modelo", "custo", "ctr"] as const;
export type AdBudgetField = (typeof AD_BUDGET_FIELDS)[number];

export const ZERO_GOAL_MESSAGE = "A meta de faturamento precisa ser maior que zero.";
export const ZERO_TICKET_MESSAGE = "O ticket médio precisa ser maior que zero.";
export const ZERO_COST_MESSAGE = "O custo médio precisa ser maior que zero.";
export const MISSING_CTR_MESSAGE = "Informe o CTR: com CPM, é ele que transforma impressões em cliques.";
export const CTR_RANGE_MESSAGE = "O CTR precisa ser maior que 0% e no máximo 100%.";
export const COST_MODEL_MESSAGE = "Escolha CPC ou CPM.";

export const COST_MODELS = ["cpc", "cpm"] as const;
export type CostModel = (typeof COST_MODELS)[number];
export const DEFAULT_COST_MODEL: CostModel = "cpc";

export const COST_MODEL_LABELS: Record<CostModel, string> = {
  cpc: "CPC (custo por clique)",
  cpm: "CPM (custo por mil impressões)",
};

export function isCostModel(value: string): value is CostModel {
  return (COST_MODELS as readonly string[]).includes(value);
}

/**
 * The conversion rate is what varies most between a plan and reality, so the
 * scenarios move it by a quarter either way; the realistic one uses it as typed.
 */
export const BUDGET_SCENARIOS = [
  { id: "pessimista", label: "Pessimista", conversionMultiplier: 0.75 },
  { id: "realista", label: "Realista", conversionMultiplier: 1 },
  { id: "otimista", label: "Otimista", conversionMultiplier: 1.25 },
] as const;
export type BudgetScenarioId = (typeof BUDGET_SCENARIOS)[number]["id"];

export const AD_BUDGET_FORMULAS = [
  "Pedidos = meta de faturamento ÷ ticket médio (arredondado para cima)",
  "Cliques = pedidos ÷ taxa de conversão (arredondado para cima)",
  "Com CPC: orçamento = cliques × CPC",
  "Com CPM: impressões = cliques ÷ CTR; orçamento = impressões ÷ 1.000 × CPM",
  "Orçamento diário = orçamento mensal ÷ 30,4 (a média de dias de um mês)",
  "ROAS esperado = meta de faturamento ÷ orçamento",
  "Cenários: taxa de conversão × 0,75 (pessimista), × 1 (realista) e × 1,25 (otimista)",
] as const;

/**
 * Ad platforms take a daily budget; 30,4 is the average month (365 ÷ 12) that
 * Google Ads also uses to turn a daily budget into a monthly ceiling.
 */
export const DAYS_PER_MONTH = 30.4;

export interface AdBudgetInput {
  /** Monthly revenue goal, R$. */
  revenueGoal: number;
  averageOrderValue: number;
  /** % of clicks that buy, (0, 100]. */
  conversionRatePercent: number;
  costModel: CostModel;
  /** R$ per click (CPC) or per 1,000 impressions (CPM). */
  cost: number;
  /** % of impressions that click, (0, 100]; needed only for CPM. */
  ctrPercent: number | null;
}

export interface BudgetScenario {
  id: BudgetScenarioId;
  label: string;
  /** The conversion rate of this scenario, capped at 100%. */
  conversionRatePercent: number;
  orders: number;
  clicks: number;
  /** Only with CPM. */
  impressions: number | null;
  budget: number;
  /** budget ÷ DAYS_PER_MONTH: what to type as the campaign's daily budget. */
  dailyBudget: number;
  expectedRoas: number;
  costPerOrder: number;
}

export interface AdBudgetResult {
  /** The realistic scenario, the plan's headline. */
  plan: BudgetScenario;
  /** Pessimistic, realistic, optimistic, in that order. */
  scenarios: BudgetScenario[];
}

/** Counts of orders, clicks and impressions are whole; floating-point noise (6,9999999) is not a fraction. */
function roundUp(value: number): number {
  const nearest = Math.round(value);
  return Math.abs(value - nearest) < 1e-9 ? nearest : Math.ceil(value);
}

function isValid(input: AdBudgetInput): boolean {
  const positive = [input.revenueGoal, input.averageOrderValue, input.cost];
  return (
    positive.every((value) => Number.isFinite(value) && value > 0) &&
    isPositivePercent(input.conversionRatePercent) &&
    isCostModel(input.costModel) &&
    (input.costModel === "cpc" || (input.ctrPercent !== null && isPositivePercent(input.ctrPercent)))
  );
}

/**
 * Goal, ticket and cost must be numbers above 0; conversion above 0 and at
 * most 100%. The model defaults to CPC; CTR is read only for CPM, where it is
 * required (a blank CTR then gets a message too).
 */
export function checkAdBudgetFields(fields: FormFields): CheckedFields<AdBudgetInput, AdBudgetField> {
  const errors: FieldErrors<AdBudgetField> = {};
  const model = isBlank(fields.modelo) ? DEFAULT_COST_MODEL : (fields.modelo?.trim().toLowerCase() ?? "");
  if (!isCostModel(model)) errors.modelo = COST_MODEL_MESSAGE;
  const revenueGoal = readChecked(fields, "meta", errors, isPositive, ZERO_GOAL_MESSAGE);
  const averageOrderValue = readChecked(fields, "ticket", errors, isPositive, ZERO_TICKET_MESSAGE);
  const conversionRatePercent = readChecked(fields, "conversao", errors, isPositivePercent, CONVERSION_RATE_MESSAGE);
  const cost = readChecked(fields, "custo", errors, isPositive, ZERO_COST_MESSAGE);
  let ctrPercent: number | null = null;
  if (model === "cpm") {
    ctrPercent = readChecked(fields, "ctr", errors, isPositivePercent, CTR_RANGE_MESSAGE);
    if (isBlank(fields.ctr)) errors.ctr = MISSING_CTR_MESSAGE;
  }
  if (
    !isCostModel(model) ||
    revenueGoal === null ||
    averageOrderValue === null ||
    conversionRatePercent === null ||
    cost === null ||
    (model === "cpm" && ctrPercent === null)
  )
    return { input: null, errors };
  return {
    input: { revenueGoal, averageOrderValue, conversionRatePercent, costModel: model, cost, ctrPercent },
    errors,
  };
}

function scenario(input: AdBudgetInput, id: BudgetScenarioId, label: string, multiplier: number): BudgetScenario {
  const conversionRatePercent = Math.min(100, input.conversionRatePercent * multiplier);
  const orders = roundUp(input.revenueGoal / input.averageOrderValue);
  const clicks = roundUp(orders / (conversionRatePercent / 100));
  let impressions: number | null = null;
  let budget: number;
  if (input.costModel === "cpm" && input.ctrPercent !== null) {
    impressions = roundUp(clicks / (input.ctrPercent / 100));
    budget = (impressions / 1000) * input.cost;
  } else {
    budget = clicks * input.cost;
  }
  return {
    id,
    label,
    conversionRatePercent,
    orders,
    clicks,
    impressions,
    budget,
    dailyBudget: budget / DAYS_PER_MONTH,
    expectedRoas: input.revenueGoal / budget,
    costPerOrder: budget / orders,
  };
}

export function calculateAdBudget(input: AdBudgetInput): AdBudgetResult | null {
  if (!isValid(input)) return null;
  const scenarios = BUDGET_SCENARIOS.map(({ id, label, conversionMultiplier }) =>
    scenario(input, id, label, conversionMultiplier),
  );
  if (scenarios.some((s) => !Number.isFinite(s.budget) || !Number.isFinite(s.expectedRoas))) return null;
  const plan = scenarios.find((s) => s.id === "realista");
  return plan ? { plan, scenarios } : null;
}
