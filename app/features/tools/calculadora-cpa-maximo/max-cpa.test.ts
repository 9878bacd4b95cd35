import { describe, expect, it } from "vitest";
import {
  calculateMaxCpa,
  FIRST_PURCHASE_NOT_COVERED_MESSAGE,
  LIFETIME_NOT_COVERED_MESSAGE,
  NEGATIVE_PROFIT_MESSAGE,
  PURCHASES_MESSAGE,
  ZERO_TICKET_MESSAGE,
  checkMaxCpaFields,
  type MaxCpaInput,
} from "./max-cpa";
import { CONVERSION_RATE_MESSAGE, MARGIN_RANGE_MESSAGE, NOT_A_NUMBER_MESSAGE } from "../field-checks";

const base: MaxCpaInput = {
  averageOrderValue: 200,
  marginPercent: 40,
  desiredProfitPerOrder: 20,
  purchasesPerCustomer: 3,
  conversionRatePercent: 2,
};

describe("calculateMaxCpa", () => {
  it("computes the ceilings for the first purchase and for the customer's lifetime", () => {
    // Ticket 200 × 40% = 80 per order; × 3 purchases = 240.
    // First purchase: 80 − 20 = 60, CPC 60 × 2% = 1,20. Lifetime: 240 − 20 = 220, CPC 220 × 2% = 4,40.
    const result = calculateMaxCpa(base);
    expect(result?.contributionPerOrder).toBeCloseTo(80, 10);
    expect(result?.lifetimeContribution).toBeCloseTo(240, 10);
    expect(result?.firstPurchase.maxCpa).toBeCloseTo(60, 10);
    expect(result?.firstPurchase.maxCpc).toBeCloseTo(1.2, 10);
    expect(result?.lifetime.maxCpa).toBeCloseTo(220, 10);
    expect(result?.lifetime.maxCpc).toBeCloseTo(4.4, 10);
    expect(result?.firstPurchase).toMatchObject({ covered: true, message: null });
  });

  it("gives the break-even CPA when no profit is kept and no CPC without a conversion rate", () => {
    // 150 × 30% = 45, one purchase: both ceilings are 45.
    const result = calculateMaxCpa({
      averageOrderValue: 150,
      marginPercent: 30,
      desiredProfitPerOrder: 0,
      purchasesPerCustomer: 1,
      conversionRatePercent: null,
    });
    expect(result?.firstPurchase).toEqual({ maxCpa: 45, covered: true, maxCpc: null, message: null });
    expect(result?.lifetime).toEqual(result?.firstPurchase);
  });

  it("says so when the margin does not cover the desired profit, and recompras may still pay", () => {
    // 100 × 10% = 10 per order; minus 15 of profit = −5 on the first purchase.
    // Two purchases: 20 − 15 = 5, CPC 5 × 1% = 0,05.
    const result = calculateMaxCpa({
      averageOrderValue: 100,
      marginPercent: 10,
      desiredProfitPerOrder: 15,
      purchasesPerCustomer: 2,
      conversionRatePercent: 1,
    });
    expect(result?.firstPurchase).toEqual({
      maxCpa: -5,
      covered: false,
      maxCpc: null,
      message: FIRST_PURCHASE_NOT_COVERED_MESSAGE,
    });
    expect(result?.lifetime.maxCpa).toBeCloseTo(5, 10);
    expect(result?.lifetime.maxCpc).toBeCloseTo(0.05, 10);
  });

  it("leaves no room for ads when the ceiling is exactly zero, even over the lifetime", () => {
    // 100 × 20% = 20 − 20 = 0.
    const result = calculateMaxCpa({ ...base, averageOrderValue: 100, marginPercent: 20, purchasesPerCustomer: 1 });
    expect(result?.firstPurchase).toMatchObject({ maxCpa: 0, covered: false });
    expect(result?.lifetime).toMatchObject({ covered: false, message: LIFETIME_NOT_COVERED_MESSAGE });
  });

  it("accepts an average of purchases that is not whole", () => {
    // 80 × 2,5 = 200 − 20 = 180.
    expect(calculateMaxCpa({ ...base, purchasesPerCustomer: 2.5 })?.lifetime.maxCpa).toBeCloseTo(180, 10);
  });

  it.each<[string, Partial<MaxCpaInput>]>([
    ["a zero ticket", { averageOrderValue: 0 }],
    ["a margin over 100%", { marginPercent: 100.5 }],
    ["a negative profit", { desiredProfitPerOrder: -1 }],
    ["less than one purchase", { purchasesPerCustomer: 0.5 }],
    ["a zero conversion rate", { conversionRatePercent: 0 }],
    ["a conversion rate over 100%", { conversionRatePercent: 120 }],
  ])("rejects %s", (_name, change) => {
    expect(calculateMaxCpa({ ...base, ...change })).toBeNull();
  });
});

describe("checkMaxCpaFields", () => {
  it("reads every field typed the Brazilian way", () => {
    expect(
      checkMaxCpaFields({ ticket: "R$ 1.200,00", margem: "35%", lucro: "50", compras: "2,5", conversao: "1,8" }),
    ).toEqual({
      input: {
        averageOrderValue: 1200,
        marginPercent: 35,
        desiredProfitPerOrder: 50,
        purchasesPerCustomer: 2.5,
        conversionRatePercent: 1.8,
      },
      errors: {},
    });
  });

  it("fills the defaults: no profit, one purchase, no conversion rate", () => {
    expect(checkMaxCpaFields({ ticket: "150", margem: "30", lucro: "", compras: " " })).toEqual({
      input: {
        averageOrderValue: 150,
        marginPercent: 30,
        desiredProfitPerOrder: 0,
        purchasesPerCustomer: 1,
        conversionRatePercent: null,
      },
      errors: {},
    });
  });

  it("waits silently for the required fields while they are blank", () => {
    expect(checkMaxCpaFields({ margem: "30" })).toEqual({ input: null, errors: {} });
    expect(checkMaxCpaFields({ ticket: "150", margem: " " })).toEqual({ input: null, errors: {} });
  });

  it.each([
    [{ ticket: "-150", margem: "30" }, { ticket: ZERO_TICKET_MESSAGE }],
    [{ ticket: "0", margem: "30" }, { ticket: ZERO_TICKET_MESSAGE }],
    [{ ticket: "cento e cinquenta", margem: "30" }, { ticket: NOT_A_NUMBER_MESSAGE }],
    [{ ticket: "150", margem: "-1" }, { margem: MARGIN_RANGE_MESSAGE }],
    [{ ticket: "150", margem: "100" }, { margem: MARGIN_RANGE_MESSAGE }],
  ])("explains %j and calculates nothing", (fields, errors) => {
    expect(checkMaxCpaFields(fields)).toEqual({ input: null, errors });
  });

  it.each([
    [{ conversao: "0" }, { conversao: CONVERSION_RATE_MESSAGE }, {}],
    [{ conversao: "101" }, { conversao: CONVERSION_RATE_MESSAGE }, {}],
    [{ conversao: "x" }, { conversao: NOT_A_NUMBER_MESSAGE }, {}],
    [{ compras: "0" }, { compras: PURCHASES_MESSAGE }, { purchasesPerCustomer: 1 }],
    [{ lucro: "-10" }, { lucro: NEGATIVE_PROFIT_MESSAGE }, { desiredProfitPerOrder: 0 }],
    [{ lucro: "muito" }, { lucro: NOT_A_NUMBER_MESSAGE }, { desiredProfitPerOrder: 0 }],
  ])("explains an invalid optional field %j and still calculates without it", (optional, errors, defaults) => {
    const { input, errors: found } = checkMaxCpaFields({ ticket: "150", margem: "30", ...optional });
    expect(found).toEqual(errors);
    expect(input).toEqual({
      averageOrderValue: 150,
      marginPercent: 30,
      desiredProfitPerOrder: 0,
      purchasesPerCustomer: 1,
      conversionRatePercent: null,
      ...defaults,
    });
    // 150 × 30% = 45: the ceiling the visitor came for is still there.
    expect(calculateMaxCpa(input!)?.firstPurchase.maxCpa).toBe(45);
  });
});
