/**
 * How two leads are known to be the same person (issue 37, "one person, one
 * record"): the same e-mail, or the same phone number however it was typed.
 * Pure: the server stores these keys with each lead and links leads by them.
 */

/** "Maria@Loja.com.br " → "maria@loja.com.br"; "" when it is not an address (nothing to link by). */
export function emailKey(email: string): string {
  const folded = email.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(folded) ? folded : "";
}

/**
 * The digits of a phone as dialled inside Brazil with its area code: "+55 (11) 99812-3344", "5511998123344",
 * "011 99812-3344" and "(11) 99812-3344" all give "11998123344". A number from elsewhere (typed with "+" and
 * another country code) keeps "+" and all its digits, so it never reads as a Brazilian one. "" when too short to
 * tell a person by (fewer than 10 digits).
 */
export function phoneKey(phone: string): string {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (/^55\d{10,11}$/.test(digits)) digits = digits.slice(2);
  else if (/^0\d{10,11}$/.test(digits)) digits = digits.slice(1);
  else if (trimmed.startsWith("+") && !digits.startsWith("55") && digits.length >= 8) return `+${digits}`;
  return digits.length >= 10 && digits.length <= 15 ? digits : "";
}

/** A Brazilian number in the national form of phoneKey (area code and 8 or 9 digits). */
export function isBrazilianPhoneKey(key: string): boolean {
  return /^[1-9]{2}\d{8,9}$/.test(key);
}
