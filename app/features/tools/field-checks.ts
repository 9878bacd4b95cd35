/**
 * Number fields checked where a visitor is told what is wrong, next to the
 * field (the marketing calculators). Apart from ./form-fields, which every
 * tool page loads: only the pages that explain their fields carry this.
 */
import { parseBrazilianNumber } from "#app/lib/numbers";
import { isBlank, type FormFields } from "./form-fields";

/** What a field's message says when its text is not a number at all. */
export const NOT_A_NUMBER_MESSAGE = "Digite um número, como 1.500,50.";

/** A message per field name, shown next to the field; a field without one is fine (or blank). */
export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/**
 * A number field checked where a visitor can be told what is wrong: the number
 * when it is valid; null when the field is blank (not given yet, or optional)
 * or invalid, in which case `errors` gets its message (`NOT_A_NUMBER_MESSAGE`,
 * or `message` when the number breaks `isValid`).
 */
export function readChecked<Name extends string>(
  fields: FormFields,
  name: Name,
  errors: FieldErrors<Name>,
  isValid: (value: number) => boolean,
  message: string,
): number | null {
  const text = fields[name];
  if (text === undefined || isBlank(text)) return null;
  const value = parseBrazilianNumber(text);
  if (value === null || !Number.isFinite(value)) {
    errors[name] = NOT_A_NUMBER_MESSAGE;
    return null;
  }
  if (!isValid(value)) {
    errors[name] = message;
    return null;
  }
  return value;
}

/** Reads of one form: the input to calculate with (null until every required field is valid) and the messages. */
export interface CheckedFields<Input, Name extends string> {
  input: Input | null;
  errors: FieldErrors<Name>;
}

export const isPositive = (value: number) => value > 0;
export const isNotNegative = (value: number) => value >= 0;
/** A rate such as a conversion rate or a CTR: above 0, at most 100 %. */
export const isPositivePercent = (value: number) => value > 0 && value <= 100;
/** A margin of the price: from 0 up to, not including, 100 %. */
export const isMarginPercent = (value: number) => value >= 0 && value < 100;

export const MARGIN_RANGE_MESSAGE = "A margem precisa ser de 0% a menos de 100%.";
export const CONVERSION_RATE_MESSAGE = "A taxa de conversão precisa ser maior que 0% e no máximo 100%.";
