/**
 * Loan installments by the Price table (fixed installment), its month-by-month
 * amortization and the SAC system (fixed amortization) for comparison.
 * Pure functions, no React.
 */
import { parseBrazilianNumber } from "#app/lib/numbers";

/**
 * 35 years of monthly installments, the longest term of a Brazilian
 * mortgage (SFH). The page shows a row per month in two tables (Price and
 * SAC), so the number sets its size: 420 rows each at most
 * (docs/decisions/028-…).
 */
export const MAX_INSTALLMENTS = 420;

/** What the calculator says, instead of a result, when more installments are asked for. */
export const TOO_MANY_INSTALLMENTS = `O número de parcelas vai até ${MAX_INSTALLMENTS} (35 anos, o prazo mais longo de um financiamento imobiliário).`;

export interface LoanInput {
  amount: number;
  /** Percent per month, as typed ("1,99" means 1.99% a.m.). */
  monthlyRatePercent: number;
  installments: number;
}

export interface LoanResult {
  valorParcela: number;
  custoTotal: number;
  totalJuros: number;
}

export interface AmortizationRow {
  month: number;
  parcela: number;
  juros: number;
  amortizacao: number;
  saldoDevedor: number;
}

export interface ScheduleSummary {
  primeiraParcela: number;
  ultimaParcela: number;
  totalJuros: number;
  custoTotal: number;
}

/** The limit message when the installments field asks for more than MAX_INSTALLMENTS, else null. */
export function loanLimitMessage(installmentsText: string): string | null {
  const installments = parseBrazilianNumber(installmentsText);
  return installments !== null && installments > MAX_INSTALLMENTS ? TOO_MANY_INSTALLMENTS : null;
}

/**
 * Amount and installments must be numbers greater than 0 and the rate a number
 * (spec); installments must also be whole, at most MAX_INSTALLMENTS (see
 * loanLimitMessage), and the rate not negative. Null means the tool shows no
 * result.
 */
export function readLoanFields(fields: { amount: string; rate: string; installments: string }): LoanInput | null {
  const amount = parseBrazilianNumber(fields.amount);
  const monthlyRatePercent = parseBrazilianNumber(fields.rate);
  const installments = parseBrazilianNumber(fields.installments);
  if (amount === null || monthlyRatePercent === null || installments === null) return null;
  if (amount <= 0 || installments <= 0 || monthlyRatePercent < 0) return null;
  if (!Number.isInteger(installments) || installments > MAX_INSTALLMENTS) return null;
  return { amount, monthlyRatePercent, installments };
}

/** Price table: installment = amount × r(1+r)^n ÷ ((1+r)^n − 1); with r = 0, amount ÷ n. */
export function calculateLoan({ amount, monthlyRatePercent, installments: n }: LoanInput): LoanResult {
  const r = monthlyRatePercent / 100;
  if (r === 0) return { valorParcela: amount / n, custoTotal: amount, totalJuros: 0 };
  const growth = (1 + r) ** n;
  const valorParcela = (amount * r * growth) / (growth - 1);
  const custoTotal = valorParcela * n;
  return { valorParcela, custoTotal, totalJuros: custoTotal - amount };
}

/** Floating-point leftovers of a paid-off balance would show as "-R$ 0,00". */
function settle(balance: number): number {
  return Math.abs(balance) < 1e-6 ? 0 : balance;
}

/** Each month the interest is charged on the balance; the rest of the fixed installment pays it down. */
export function priceSchedule(input: LoanInput): AmortizationRow[] {
  const r = input.monthlyRatePercent / 100;
  const { valorParcela } = calculateLoan(input);
  const rows: AmortizationRow[] = [];
  let balance = input.amount;
  for (let month = 1; month <= input.installments; month++) {
    const juros = balance * r;
    const amortizacao = valorParcela - juros;
    balance = settle(balance - amortizacao);
    rows.push({ month, parcela: valorParcela, juros, amortizacao, saldoDevedor: balance });
  }
  return rows;
}

/** SAC: the same amortization every month (amount ÷ n), interest on the falling balance. */
export function sacSchedule(input: LoanInput): AmortizationRow[] {
  const r = input.monthlyRatePercent / 100;
  const amortizacao = input.amount / input.installments;
  const rows: AmortizationRow[] = [];
  let balance = input.amount;
  for (let month = 1; month <= input.installments; month++) {
    const juros = balance * r;
    balance = settle(balance - amortizacao);
    rows.push({ month, parcela: amortizacao + juros, juros, amortizacao, saldoDevedor: balance });
  }
  return rows;
}

export function summarizeSchedule(rows: readonly AmortizationRow[]): ScheduleSummary {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) throw new Error("Tabela vazia");
  return {
    primeiraParcela: first.parcela,
    ultimaParcela: last.parcela,
    totalJuros: rows.reduce((sum, row) => sum + row.juros, 0),
    custoTotal: rows.reduce((sum, row) => sum + row.parcela, 0),
  };
}
