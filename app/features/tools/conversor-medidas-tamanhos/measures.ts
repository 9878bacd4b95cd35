/**
 * Temperature and distance conversions of the measures converter, and the
 * two-way field rule: what the other field shows after one is edited.
 * Pure functions, no React.
 */
import { formatNumber, parseBrazilianNumber } from "#app/lib/numbers";

/** Spec constants: 1 km = 0.621371 mi, 1 mi = 1.60934 km. */
export const MILES_PER_KM = 0.621371;
export const KM_PER_MILE = 1.60934;

export const TEMPERATURE_DECIMALS = 1;
export const DISTANCE_DECIMALS = 2;

export function celsiusToFahrenheit(celsius: number): number {
  return (celsius * 9) / 5 + 32;
}

export function fahrenheitToCelsius(fahrenheit: number): number {
  return ((fahrenheit - 32) * 5) / 9;
}

export function kmToMiles(km: number): number {
  return km * MILES_PER_KM;
}

export function milesToKm(miles: number): number {
  return miles * KM_PER_MILE;
}

/** pt-BR number with fixed decimals; a value that rounds to zero never shows as "-0,0". */
export function formatRounded(value: number, decimals: number): string {
  const rounded = Number(value.toFixed(decimals));
  return formatNumber(rounded === 0 ? 0 : rounded, decimals);
}

/**
 * The text of the other field after one field of a two-way pair changes:
 * the converted value, or empty when the typed text is empty or not a number.
 */
export function otherField(typed: string, convert: (value: number) => number, decimals: number): string {
  const value = parseBrazilianNumber(typed);
  if (value === null) return "";
  return formatRounded(convert(value), decimals);
}

/** What a pair of two-way fields holds, and which of them the visitor typed in. */
export interface TwoWayTexts {
  left: string;
  right: string;
  edited: "left" | "right";
}

/**
 * The pair as a shared URL describes it: the typed side's text and the
 * other side converted. The left side wins when the URL has both.
 */
export function twoWayFromQuery(
  left: string | null,
  right: string | null,
  toRight: (value: number) => number,
  toLeft: (value: number) => number,
  decimals: number,
): TwoWayTexts {
  if (left !== null) return { left, right: otherField(left, toRight, decimals), edited: "left" };
  if (right !== null) return { left: otherField(right, toLeft, decimals), right, edited: "right" };
  return { left: "", right: "", edited: "left" };
}
