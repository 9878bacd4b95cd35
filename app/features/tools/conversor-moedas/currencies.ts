/**
 * The converter's ten currencies and its two sources of rates. A pair whose
 * two currencies have a Banco Central closing quote stored (decisions 038 and
 * 067) converts through the real at the sell rates; a currency whose newest
 * quote is older than the bulletin (its fetch failed) keeps that quote and
 * shows its date. Otherwise only a pair the spec's fixed table names has a
 * rate, marked simulated; any other pair has none, and the converter says so
 * instead of inventing one (no more "through the dollar, else 1", decision 067).
 * Pure data and functions, no React.
 */
import type { FormFields } from "#app/features/tools/form-fields";
import type { PtaxQuote, PtaxQuotes } from "#app/features/tools/market-data";
import { formatNumber, parseBrazilianNumber } from "#app/lib/numbers";

export const CURRENCY_CODES = ["BRL", "USD", "EUR", "GBP", "ARS", "CLP", "MXN", "CAD", "JPY", "CHF"] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export interface Currency {
  codigo: CurrencyCode;
  nome: string;
  simbolo: string;
}

export const CURRENCIES: readonly Currency[] = [
  { codigo: "BRL", nome: "Real brasileiro", simbolo: "R$" },
  { codigo: "USD", nome: "Dólar americano", simbolo: "US$" },
  { codigo: "EUR", nome: "Euro", simbolo: "€" },
  { codigo: "GBP", nome: "Libra esterlina", simbolo: "£" },
  { codigo: "ARS", nome: "Peso argentino", simbolo: "ARS$" },
  { codigo: "CLP", nome: "Peso chileno", simbolo: "CLP$" },
  { codigo: "MXN", nome: "Peso mexicano", simbolo: "MX$" },
  { codigo: "CAD", nome: "Dólar canadense", simbolo: "C$" },
  { codigo: "JPY", nome: "Iene japonês", simbolo: "¥" },
  { codigo: "CHF", nome: "Franco suíço", simbolo: "CHF" },
];

/** The currencies of the quick-reference panel: the first six of the list. */
export const PANEL_CURRENCIES = CURRENCIES.slice(0, 6);

type RateTable = Partial<Record<CurrencyCode, Partial<Record<CurrencyCode, number>>>>;

/** Units of the target currency per unit of the source currency. */
export const RATES: RateTable = {
  BRL: { USD: 0.2, EUR: 0.18, GBP: 0.16, ARS: 18.5, CLP: 160 },
  USD: { BRL: 5, EUR: 0.9, GBP: 0.8, JPY: 150, CAD: 1.35, CHF: 0.92 },
  EUR: { BRL: 5.55, USD: 1.11 },
  GBP: { BRL: 6.25, USD: 1.25 },
  ARS: { BRL: 0.054 },
  CLP: { BRL: 0.0063 },
  JPY: { USD: 0.0067 },
  CAD: { USD: 0.74 },
  CHF: { USD: 1.09 },
};

export const CONVERSION_DELAY_MS = 1000;
export const AUTO_CONVERT_DELAY_MS = 500;

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}

export function getCurrency(code: CurrencyCode): Currency {
  const currency = CURRENCIES.find((c) => c.codigo === code);
  if (!currency) throw new Error(`Unknown currency ${code}`);
  return currency;
}

/** A currency's Banco Central quote, if one is stored (the real has none: it is the base). */
export function ptaxQuote(code: CurrencyCode, quotes: PtaxQuotes | null): PtaxQuote | null {
  return (code !== "BRL" && quotes?.rates[code]) || null;
}

/** Whether a currency has a real rate: the real always, another currency once a quote of it is stored. */
export function isQuoted(code: CurrencyCode, quotes: PtaxQuotes | null): boolean {
  return code === "BRL" || ptaxQuote(code, quotes) !== null;
}

export interface PairRate {
  /** Units of the target currency per unit of the source currency. */
  value: number;
  /** From the spec's fixed table, not from the Banco Central: shown only with that said. */
  simulated: boolean;
}

/**
 * Units of `to` per unit of `from`, or null when there is no rate to give. With both currencies quoted, through
 * the real at the sell rates (the PTAX of contracts and of the IOF): EUR → GBP = 6,1668 ÷ 7,0239. Otherwise the
 * spec's table, for the pairs it names only: a real quote is never mixed with a simulated one, and a pair the
 * table does not name has no rate rather than an invented one.
 */
export function getRate(from: CurrencyCode, to: CurrencyCode, quotes: PtaxQuotes | null = null): PairRate | null {
  if (from === to) return { value: 1, simulated: false };
  const fromInReais = from === "BRL" ? 1 : ptaxQuote(from, quotes)?.sell;
  const toInReais = to === "BRL" ? 1 : ptaxQuote(to, quotes)?.sell;
  if (fromInReais !== undefined && toInReais !== undefined) return { value: fromInReais / toInReais, simulated: false };
  const listed = RATES[from]?.[to];
  return listed === undefined ? null : { value: listed, simulated: true };
}

export interface Converted {
  result: number;
  rate: number;
  inverseRate: number;
  simulated: boolean;
}

export interface Conversion {
  amount: number;
  from: CurrencyCode;
  to: CurrencyCode;
  /** Null when the pair has no rate: the converter says so and shows no number. */
  converted: Converted | null;
}

export function convertCurrency(
  amount: number,
  from: CurrencyCode,
  to: CurrencyCode,
  quotes: PtaxQuotes | null = null,
): Conversion {
  const rate = getRate(from, to, quotes);
  const converted = rate
    ? { result: amount * rate.value, rate: rate.value, inverseRate: 1 / rate.value, simulated: rate.simulated }
    : null;
  return { amount, from, to, converted };
}

/** The form's field names, which are also the query keys of a shareable conversion. */
export const CONVERSION_FIELDS = { valor: "valor", de: "de", para: "para" } as const;

export const DEFAULT_FROM: CurrencyCode = "USD";
export const DEFAULT_TO: CurrencyCode = "BRL";

/**
 * The conversion a submitted form (or a shared URL) asks for: null when the
 * amount is not a number or a currency is unknown. A missing currency is the
 * default one (dollar to real).
 */
export function readConversion(fields: FormFields, quotes: PtaxQuotes | null = null): Conversion | null {
  const amount = parseBrazilianNumber(fields[CONVERSION_FIELDS.valor] ?? "");
  const from = fields[CONVERSION_FIELDS.de] ?? DEFAULT_FROM;
  const to = fields[CONVERSION_FIELDS.para] ?? DEFAULT_TO;
  if (amount === null || !isCurrencyCode(from) || !isCurrencyCode(to)) return null;
  return convertCurrency(amount, from, to, quotes);
}

/** "2026-11-25" → "25/11/2026". */
export function formatDay(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

/** "Cotação PTAX de 25/11/2026 (fechamento, Banco Central)". */
export function ptaxSource(quotes: PtaxQuotes): string {
  return `Cotação PTAX de ${formatDay(quotes.date)} (fechamento, Banco Central)`;
}

/** The day of a currency's quote when it is older than the bulletin's (its newer one failed to come), else null. */
export function olderQuoteDay(code: CurrencyCode, quotes: PtaxQuotes | null): string | null {
  const quote = ptaxQuote(code, quotes);
  return quote && quotes && quote.date < quotes.date ? quote.date : null;
}

/**
 * "Para euro (24/11/2026), a cotação é a última PTAX que conseguimos obter do Banco Central; a de 25/11/2026
 * ainda não foi obtida.", or "" when every quote is of the bulletin's day.
 */
export function olderQuotesNote(quotes: PtaxQuotes): string {
  const older = CURRENCIES.flatMap((currency) => {
    const day = olderQuoteDay(currency.codigo, quotes);
    return day ? [`${currency.nome.toLowerCase()} (${formatDay(day)})`] : [];
  });
  if (older.length === 0) return "";
  const list = older.length === 1 ? older[0] : `${older.slice(0, -1).join(", ")} e ${older.at(-1)}`;
  const which = older.length === 1 ? "a cotação é a última PTAX" : "as cotações são as últimas PTAX";
  return `Para ${list}, ${which} que conseguimos obter do Banco Central; a de ${formatDay(quotes.date)} ainda não foi obtida.`;
}

/**
 * "Ainda não temos cotação do Banco Central para peso argentino e peso mexicano: …" (currencies whose fetch never
 * succeeded while others' did), or "" when every currency has one.
 */
export function unquotedNote(quotes: PtaxQuotes): string {
  const names = CURRENCIES.filter((currency) => !isQuoted(currency.codigo, quotes)).map((currency) =>
    currency.nome.toLowerCase(),
  );
  if (names.length === 0) return "";
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;
  const which = names.length === 1 ? "essa moeda só converte" : "essas moedas só convertem";
  return `Ainda não temos cotação do Banco Central para ${list}: ${which} nos pares da tabela simulada, marcados como simulados.`;
}

/** Amounts with 2 decimals, except the yen, which has no cents. */
export function currencyDecimals(code: CurrencyCode): number {
  return code === "JPY" ? 0 : 2;
}

/** "US$ 1.234,56", "¥ 15.000" */
export function formatMoney(value: number, code: CurrencyCode): string {
  return `${getCurrency(code).simbolo}\u00a0${formatNumber(value, currencyDecimals(code))}`;
}

/** Rates keep enough digits to be useful: "5,55", "0,0063", "0,000208" (three significant digits below 0,01). */
export function formatRate(rate: number): string {
  if (rate >= 0.01 || !(rate > 0)) return formatNumber(rate, 2, 4);
  return formatNumber(rate, 0, 2 - Math.floor(Math.log10(rate)));
}

/** A PTAX quote as published, in reais: "5,3318", "0,03404" (four significant decimals below 1). */
export function formatQuote(value: number): string {
  return value >= 1 ? formatNumber(value, 4) : formatNumber(value, 0, 4 - Math.floor(Math.log10(value)));
}
