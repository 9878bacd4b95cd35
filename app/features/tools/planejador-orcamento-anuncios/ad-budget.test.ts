import { describe, expect, it } from "vitest";
import {
  BUDGET_SCENARIOS,
  COST_MODEL_MESSAGE,
  CTR_RANGE_MESSAGE,
  MISSING_CTR_MESSAGE,
  ZERO_COST_MESSAGE,
  ZERO_GOAL_MESSAGE,
  ZERO_TICKET_MESSAGE,
  calculateAdBudget,
  checkAdBudgetFields,
  type AdBudgetInput,
} from "./ad-budget";
import { CONVERSION_RATE_MESSAGE, NOT_A_NUMBER_MESSAGE } from "../field-checks";

const cpcPlan: AdBudgetInput = {
  revenueGoal: 50000,
  averageOrderValue: 250,
  conversionRatePercent: 2,
  costModel: "cpc",
  cost: 1.5,
  ctrPercent: null,
};

describe("calculateAdBudget", () => {
  it("plans a CPC budget: orders, clicks, budget, ROAS and cost per order", () => {
    // 50.000 ÷ 250 = 200 orders; 200 ÷ 2% = 10.000 clicks; × R$ 1,50 = R$ 15.000;
    // ROAS 50.000 ÷ 15.000 = 3,33; cost per order 15.000 ÷ 200 = 75.
    const result = calculateAdBudget(cpcPlan);
    expect(result?.plan).toMatchObject({
      id: "realista",
      conversionRatePercent: 2,
      orders: 200,
      clicks: 10000,
      impressions: null,
      budget: 15000,
      costPerOrder: 75,
    });
    expect(result?.plan.expectedRoas).toBeCloseTo(3.3333, 4);
  });

  it("splits the monthly budget over an average month of 30,4 days", () => {
    // R$ 15.000 ÷ 30,4 = R$ 493,42 a day.
    expect(calculateAdBudget(cpcPlan)?.plan.dailyBudget).toBeCloseTo(493.42, 2);
  });

  it("gives three scenarios by varying the conversion rate by a quarter", () => {
    // Pessimistic 1,5%: 200 ÷ 0,015 = 13.333,3 → 13.334 clicks → R$ 20.001, ROAS 2,4999.
    // Optimistic 2,5%: 200 ÷ 0,025 = 8.000 clicks → R$ 12.000, ROAS 4,1667.
    const scenarios = calculateAdBudget(cpcPlan)?.scenarios ?? [];
    expect(scenarios.map((s) => [s.id, s.conversionRatePercent, s.clicks])).toEqual([
      ["pessimista", 1.5, 13334],
      ["realista", 2, 10000],
      ["otimista", 2.5, 8000],
    ]);
    expect(scenarios[0]?.budget).toBeCloseTo(20001, 6);
    expect(scenarios[0]?.expectedRoas).toBeCloseTo(2.4999, 4);
    expect(scenarios[2]?.budget).toBeCloseTo(12000, 6);
    expect(scenarios[2]?.expectedRoas).toBeCloseTo(4.1667, 4);
    expect(BUDGET_SCENARIOS.map((s) => s.conversionMultiplier)).toEqual([0.75, 1, 1.25]);
  });

  it("plans a CPM budget through the CTR", () => {
    // 30.000 ÷ 150 = 200 orders; 200 ÷ 1,5% = 13.333,3 → 13.334 clicks; ÷ 1% CTR = 1.333.400 impressions;
    // 1.333.400 ÷ 1.000 × R$ 20 = R$ 26.668; ROAS 30.000 ÷ 26.668 = 1,1249.
    const result = calculateAdBudget({
      revenueGoal: 30000,
      averageOrderValue: 150,
      conversionRatePercent: 1.5,
      costModel: "cpm",
      cost: 20,
      ctrPercent: 1,
    });
    expect(result?.plan).toMatchObject({ orders: 200, clicks: 13334, impressions: 1333400 });
    expect(result?.plan.budget).toBeCloseTo(26668, 6);
    expect(result?.plan.expectedRoas).toBeCloseTo(1.1249, 4);
  });

  it("rounds orders and clicks up to whole numbers", () => {
    // 1.000 ÷ 300 = 3,33 → 4 orders; 4 ÷ 3% = 133,3 → 134 clicks; × R$ 2 = R$ 268.
    const plan = calculateAdBudget({
      ...cpcPlan,
      revenueGoal: 1000,
      averageOrderValue: 300,
      conversionRatePercent: 3,
      cost: 2,
    })?.plan;
    expect(plan).toMatchObject({ orders: 4, clicks: 134, budget: 268 });
  });

  it("does not round floating-point noise up to an extra order", () => {
    // R$ 290,29 ÷ R$ 10,01 is exactly 29, but 29,000000000000004 in binary floating point: 29 orders, not 30.
    expect(calculateAdBudget({ ...cpcPlan, revenueGoal: 290.29, averageOrderValue: 10.01 })?.plan.orders).toBe(29);
  });

  it("caps the optimistic conversion rate at 100%", () => {
    const optimistic = calculateAdBudget({ ...cpcPlan, conversionRatePercent: 90 })?.scenarios[2];
    expect(optimistic).toMatchObject({ conversionRatePercent: 100, clicks: 200 });
  });

  it.each<[string, Partial<AdBudgetInput>]>([
    ["a zero goal", { revenueGoal: 0 }],
    ["a zero ticket", { averageOrderValue: 0 }],
    ["a zero conversion rate", { conversionRatePercent: 0 }],
    ["a conversion rate over 100%", { conversionRatePercent: 101 }],
    ["a zero cost", { cost: 0 }],
    ["CPM without a CTR", { costModel: "cpm", ctrPercent: null }],
    ["CPM with a zero CTR", { costModel: "cpm", ctrPercent: 0 }],
  ])("rejects %s", (_name, change) => {
    expect(calculateAdBudget({ ...cpcPlan, ...change })).toBeNull();
  });
});

describe("checkAdBudgetFields", () => {
  it("reads a CPC plan and ignores the CTR", () => {
    expect(
      checkAdBudgetFields({
        meta: "R$ 50.000",
        ticket: "250,00",
        conversao: "2%",
        modelo: "cpc",
        custo: "1,50",
        ctr: "x",
      }),
    ).toEqual({ input: cpcPlan, errors: {} });
  });

  it("defaults to CPC when no model is chosen", () => {
    expect(checkAdBudgetFields({ meta: "50.000", ticket: "250", conversao: "2", custo: "1,5" }).input?.costModel).toBe(
      "cpc",
    );
  });

  it("reads a CPM plan with its CTR", () => {
    expect(
      checkAdBudgetFields({ meta: "30.000", ticket: "150", conversao: "1,5", modelo: "CPM", custo: "20", ctr: "1" })
        .input,
    ).toEqual({
      revenueGoal: 30000,
      averageOrderValue: 150,
      conversionRatePercent: 1.5,
      costModel: "cpm",
      cost: 20,
      ctrPercent: 1,
    });
  });

  it("waits silently while required fields are blank", () => {
    expect(checkAdBudgetFields({ meta: "", ticket: "250", conversao: "2", custo: "1" })).toEqual({
      input: null,
      errors: {},
    });
  });

  it.each([
    [{ meta: "0" }, { meta: ZERO_GOAL_MESSAGE }],
    [{ ticket: "0" }, { ticket: ZERO_TICKET_MESSAGE }],
    [{ ticket: "abc" }, { ticket: NOT_A_NUMBER_MESSAGE }],
    [{ conversao: "0" }, { conversao: CONVERSION_RATE_MESSAGE }],
    [{ conversao: "101" }, { conversao: CONVERSION_RATE_MESSAGE }],
    [{ custo: "0" }, { custo: ZERO_COST_MESSAGE }],
    [{ modelo: "cpm", custo: "20" }, { ctr: MISSING_CTR_MESSAGE }],
    [{ modelo: "cpm", custo: "20", ctr: "0" }, { ctr: CTR_RANGE_MESSAGE }],
    [{ modelo: "cpm", custo: "20", ctr: "150" }, { ctr: CTR_RANGE_MESSAGE }],
    [{ modelo: "cpa" }, { modelo: COST_MODEL_MESSAGE }],
  ])("explains %j and plans nothing", (change, errors) => {
    const fields = { meta: "50.000", ticket: "250", conversao: "2", custo: "1", ...change };
    expect(checkAdBudgetFields(fields)).toEqual({ input: null, errors });
  });
});
