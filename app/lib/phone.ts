/**
 * A phone number as international digits, the country code first:
 * "(11) 98765-4321", "011 98765-4321", "11 98765-4321" and "+55 11 98765-4321"
 * all give "5511987654321". Without a leading +, 10 or 11 digits (after a
 * trunk "0") are a Brazilian number without its country code. Null when the
 * text is not a phone number. Pure: used by the configuration (WhatsApp,
 * phone) and by Meta's hashed `ph`.
 */
export function internationalPhone(value: string): string | null {
  const compact = value.trim().replace(/[\s().-]/g, "");
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace(/^\+/, "");
  if (compact.startsWith("+")) return digits.length >= 8 && digits.length <= 15 ? digits : null;
  const national = digits.replace(/^0+/, "");
  if (/^\d{10,11}$/.test(national)) return `55${national}`;
  if (/^55\d{10,11}$/.test(national)) return national;
  return null;
}
