/**
 * Numbers as Brazilians type and read them: "1.000,50", "2,5", "R$ 3.000".
 * Pure functions, no React, shared by every tool.
 */

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/**
 * Parses a number typed in pt-BR style. Returns null for anything that is not
 * a complete number, so callers can ignore invalid input silently.
 *
 * Rules: a comma is the decimal separator; dots are thousands separators when
 * a comma is present or when they split the digits in groups of three
 * ("1.000" is one thousand). A lone dot followed by other than three digits is
 * read as a decimal point ("2.5"), because visitors also type that way.
 */
export function parseBrazilianNumber(input: string): number | null {
  const cleaned = input
    .trim()
    .replace(/^R\$\s*/i, "")
    .replace(/[\s\u00a0]/g, "")
    .replace(/%$/, "");
  if (cleaned === "") return null;

  const sign = cleaned.startsWith("-") ? -1 : 1;
  const body = cleaned.replace(/^[-+]/, "");
  let normalized: string;

  if (body.includes(",")) {
    if (!/^(\d{1,3}(\.\d{3})+|\d+)?,\d*$/.test(body)) return null;
    normalized = body.replace(/\./g, "").replace(",", ".");
  } else if (/^\d{1,3}(\.\d{3})+$/.test(body)) {
    normalized = body.replace(/\./g, "");
  } else if (/^(\d+)?(\.\d*)?$/.test(body)) {
    normalized = body;
  } else {
    return null;
  }

  if (normalized === "" || normalized === ".") return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? sign * value : null;
}

/** R$ 1.234,56 */
export function formatBRL(value: number): string {
  return brl.format(value);
}

// Building a number format costs far more than using one; the home counters format a figure every 20 ms.
const decimalFormats = new Map<number, Intl.NumberFormat>();

/** 1.234,5 with a fixed number of decimals, pt-BR separators. */
export function formatDecimal(value: number, decimals: number): string {
  let format = decimalFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    decimalFormats.set(decimals, format);
  }
  return format.format(value);
}
