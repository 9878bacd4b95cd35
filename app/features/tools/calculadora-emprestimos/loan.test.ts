import { IPMT, ISPMT, PMT, PPMT } from "@formulajs/formulajs";
import { describe, expect, it } from "vitest";
import {
  MAX_INSTALLMENTS,
  TOO_MANY_INSTALLMENTS,
  loanLimitMessage,
  calculateLoan,
  priceSchedule,
  readLoanFields,
  sacSchedule,
  summarizeSchedule,
  type LoanInput,
} from "./loan";

function oracle(value: number | Error): number {
  if (value instanceof Error) throw value;
  return value;
}

const loans: Array<[string, LoanInput]> = [
  ["car", { amount: 50000, monthlyRatePercent: 1.99, installments: 48 }],
  ["personal", { amount: 10000, monthlyRatePercent: 2.5, installments: 12 }],
  ["cents", { amount: 1234.56, monthlyRatePercent: 0.89, installments: 7 }],
  ["mortgage", { amount: 350000, monthlyRatePercent: 0.75, installments: 360 }],
  ["single installment", { amount: 1000, monthlyRatePercent: 3, installments: 1 }],
];

describe("calculateLoan (Price table)", () => {
  it.each(loans)("matches the spreadsheet PMT to the cent: %s", (_name, input) => {
    const r = input.monthlyRatePercent / 100;
    const installment = -oracle(PMT(r, input.installments, input.amount, 0, 0));
    const result = calculateLoan(input);
    expect(result.valorParcela).toBeCloseTo(installment, 2);
    expect(result.custoTotal).toBeCloseTo(installment * input.installments, 2);
    expect(result.totalJuros).toBeCloseTo(installment * input.installments - input.amount, 2);
  });

  it("with a zero rate divides the amount evenly and charges no interest", () => {
    expect(calculateLoan({ amount: 1200, monthlyRatePercent: 0, installments: 12 })).toEqual({
      valorParcela: 100,
      custoTotal: 1200,
      totalJuros: 0,
    });
  });
});

describe("priceSchedule", () => {
  it.each(loans)("splits each installment into interest and amortization like IPMT/PPMT: %s", (_name, input) => {
    const r = input.monthlyRatePercent / 100;
    const rows = priceSchedule(input);
    expect(rows).toHaveLength(input.installments);
    for (const row of rows) {
      expect(row.juros).toBeCloseTo(-oracle(IPMT(r, row.month, input.installments, input.amount, 0, 0)), 2);
      expect(row.amortizacao).toBeCloseTo(-oracle(PPMT(r, row.month, input.installments, input.amount, 0, 0)), 2);
    }
    expect(rows.at(-1)?.saldoDevedor).toBe(0);
  });

  it("totals the same cost and interest as the summary", () => {
    const input = loans[0]?.[1];
    if (!input) throw new Error("no loan");
    const summary = summarizeSchedule(priceSchedule(input));
    const result = calculateLoan(input);
    expect(summary.custoTotal).toBeCloseTo(result.custoTotal, 6);
    expect(summary.totalJuros).toBeCloseTo(result.totalJuros, 6);
    expect(summary.primeiraParcela).toBe(summary.ultimaParcela);
  });
});

describe("sacSchedule", () => {
  it.each(loans)("charges interest like the spreadsheet ISPMT (even principal payments): %s", (_name, input) => {
    const r = input.monthlyRatePercent / 100;
    const rows = sacSchedule(input);
    expect(rows).toHaveLength(input.installments);
    for (const row of rows) {
      expect(row.amortizacao).toBeCloseTo(input.amount / input.installments, 6);
      // ISPMT numbers periods from 0.
      expect(row.juros).toBeCloseTo(-oracle(ISPMT(r, row.month - 1, input.installments, input.amount)), 2);
      expect(row.parcela).toBeCloseTo(row.amortizacao + row.juros, 6);
    }
    expect(rows.at(-1)?.saldoDevedor).toBe(0);
  });

  it("starts higher, ends lower and costs less interest than Price", () => {
    const input = { amount: 1200, monthlyRatePercent: 1, installments: 12 };
    const sac = summarizeSchedule(sacSchedule(input));
    const price = summarizeSchedule(priceSchedule(input));
    // By hand: amortization 100/month, interest 1% of 1200, 1100, ..., 100 = 78.
    expect(sac.primeiraParcela).toBeCloseTo(112, 6);
    expect(sac.ultimaParcela).toBeCloseTo(101, 6);
    expect(sac.totalJuros).toBeCloseTo(78, 6);
    expect(sac.primeiraParcela).toBeGreaterThan(price.primeiraParcela);
    expect(sac.ultimaParcela).toBeLessThan(price.ultimaParcela);
    expect(sac.totalJuros).toBeLessThan(price.totalJuros);
  });

  it("equals Price when there is no interest", () => {
    const input = { amount: 900, monthlyRatePercent: 0, installments: 9 };
    expect(sacSchedule(input)).toEqual(priceSchedule(input));
  });
});

describe("loanLimitMessage", () => {
  it("answers more than 420 installments, however typed, and nothing up to it", () => {
    for (const text of ["421", "1.000", "99999999999"])
      expect(loanLimitMessage(text), text).toBe(TOO_MANY_INSTALLMENTS);
    for (const text of ["420", "36", "", "abc", "-5"]) expect(loanLimitMessage(text), text).toBeNull();
  });
});

describe("readLoanFields", () => {
  it("reads numbers typed the Brazilian way", () => {
    expect(readLoanFields({ amount: "R$ 15.000,00", rate: "1,99", installments: "36" })).toEqual({
      amount: 15000,
      monthlyRatePercent: 1.99,
      installments: 36,
    });
    expect(readLoanFields({ amount: "1000", rate: "0", installments: "10" })).not.toBeNull();
  });

  it.each([
    ["0", "1", "12", "zero amount"],
    ["-100", "1", "12", "negative amount"],
    ["", "1", "12", "blank amount"],
    ["1000", "1", "0", "zero installments"],
    ["1000", "1", "-3", "negative installments"],
    ["1000", "1", "12,5", "fractional installments"],
    ["1000", "1", String(MAX_INSTALLMENTS + 1), "too many installments"],
    ["1000", "", "12", "blank rate"],
    ["1000", "abc", "12", "a rate that is not a number"],
    ["1000", "-1", "12", "negative rate"],
  ])("does nothing with amount %j, rate %j, installments %j (%s)", (amount, rate, installments) => {
    expect(readLoanFields({ amount, rate, installments })).toBeNull();
  });
});
