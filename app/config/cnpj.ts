/**
 * CNPJ (Brazilian company number) validation and formatting. Since July 2026
 * the Receita Federal also issues alphanumeric CNPJs: the first twelve
 * characters may be letters, the two check digits stay numeric, and each
 * character counts as its ASCII code minus 48 (so digits keep their value).
 */

const CNPJ_SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;
const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, ...FIRST_WEIGHTS];

function checkDigit(characters: string, weights: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < weights.length; index += 1) {
    sum += (characters.charCodeAt(index) - 48) * weights[index]!;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * The 14 characters of a valid CNPJ typed with or without its punctuation
 * ("11.222.333/0001-81", "11222333000181"), upper-cased; null when it is not
 * one: wrong length, wrong check digits, or one character repeated (those
 * pass the arithmetic but are never issued).
 */
export function parseCnpj(input: string): string | null {
  const characters = input.replace(/[\s./-]/g, "").toUpperCase();
  if (!CNPJ_SHAPE.test(characters) || /^(.)\1+$/.test(characters)) return null;
  const first = checkDigit(characters, FIRST_WEIGHTS);
  const second = checkDigit(characters.slice(0, 12) + String(first), SECOND_WEIGHTS);
  return characters.endsWith(`${first}${second}`) ? characters : null;
}

/** "11222333000181" → "11.222.333/0001-81". */
export function formatCnpj(characters: string): string {
  return `${characters.slice(0, 2)}.${characters.slice(2, 5)}.${characters.slice(5, 8)}/${characters.slice(8, 12)}-${characters.slice(12, 14)}`;
}
