/**
 * Reading calculator forms submitted by GET: every value arrives as text in
 * the query string, typed the Brazilian way ("1.234,56", "12,5%").
 */
import { parseBrazilianNumber } from "#app/lib/numbers";

/** Raw form values by field name (the query-string keys of a shareable result URL). */
export type FormFields = Readonly<Record<string, string | undefined>>;

export function isBlank(text: string | undefined): boolean {
  return text === undefined || text.trim() === "";
}

/** A required number: null when the field is missing, blank or not a number. */
export function readNumber(fields: FormFields, name: string): number | null {
  const text = fields[name];
  return text === undefined ? null : parseBrazilianNumber(text);
}

/** A number with a default: the fallback when blank, null when the text is not a number. */
export function readNumberOr(fields: FormFields, name: string, fallback: number): number | null {
  return isBlank(fields[name]) ? fallback : readNumber(fields, name);
}

/** A percentage from 0 to 100 inclusive. */
export function isPercent(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 100;
}
