/**
 * Numbers as Brazilians type and read them: "1.000,50", "2,5", "R$ 3.000".
 * Pure functions, no React, shared by every tool.
 */

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

/*
 * Formatting without Intl. A page's first Intl.NumberFormat loads the browser's locale data: 20–40 ms of main
 * thread on this project's machines, several times that on a cheap phone, in the middle of hydration. The output
 * is Intl's own for pt-BR (numbers.test.ts compares them), for every finite number below 10^21; beyond, and for
 * NaN and infinities, Intl formats.
 */
const LARGEST_PLAIN = 1e21;

/** A non-negative number's shortest round-trip digits as a plain decimal ("1e-7" → "0.0000001"), as Intl reads it. */
function plainDecimal(magnitude: number): string {
  const [mantissa = "0", exponent] = String(magnitude).split("e");
  if (exponent === undefined) return mantissa;
  const [whole = "", fraction = ""] = mantissa.split(".");
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  return point >= digits.length
    ? digits + "0".repeat(point - digits.length)
    : `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * 1.234,5: pt-BR separators, at least `minDecimals` and at most `maxDecimals`
 * decimal places (trailing zeros dropped in between), rounded half away from zero.
 */
export function formatNumber(value: number, minDecimals: number, maxDecimals = minDecimals): string {
  const magnitude = Math.abs(value);
  if (!(magnitude < LARGEST_PLAIN)) {
    return new Intl.NumberFormat("pt-BR", {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    }).format(value);
  }
  let [whole = "0", fraction = ""] = plainDecimal(magnitude).split(".");
  if (fraction.length > maxDecimals) {
    const roundUp = fraction.charAt(maxDecimals) >= "5";
    fraction = fraction.slice(0, maxDecimals);
    if (roundUp) {
      const digits = (BigInt(whole + fraction) + 1n).toString().padStart(whole.length + fraction.length, "0");
      whole = digits.slice(0, digits.length - fraction.length);
      fraction = digits.slice(digits.length - fraction.length);
    }
  }
  fraction = fraction.padEnd(minDecimals, "0");
  while (fraction.length > minDecimals && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ".");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${grouped}${fraction ? `,${fraction}` : ""}`;
}

/** R$ 1.234,56 (with a no-break space, as Intl writes it). */
export function formatBRL(value: number): string {
  const amount = formatNumber(Math.abs(value), 2);
  return `${value < 0 || Object.is(value, -0) ? "-" : ""}R$\u00a0${amount}`;
}
