/**
 * What a lead's phone can be dialled as. Built from digits only: whatever
 * else a visitor typed never reaches an href.
 */

/** "(11) 98765-4321" → "5511987654321"; null when it cannot be a phone number. */
export function phoneDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (/^\d{10,11}$/.test(digits)) return `55${digits}`;
  if (/^55\d{10,11}$/.test(digits)) return digits;
  if (phone.trim().startsWith("+") && /^\d{8,15}$/.test(digits)) return digits;
  return null;
}

/** A "tel:" link in international form for any phone that can be dialled. */
export function telHref(phone: string): string | null {
  const digits = phoneDigits(phone);
  return digits === null ? null : `tel:+${digits}`;
}

/**
 * Whether the number can be a mobile (and so have WhatsApp). In Brazil a
 * mobile is an area code (two digits, neither 0) and nine digits starting
 * with 9; a landline has eight starting with 2 to 5. Eight digits starting
 * with 6 to 9 are a mobile written without the ninth digit (before 2016),
 * which WhatsApp still reaches. A number from another country cannot be
 * told apart here: it may be a mobile.
 */
export function canBeMobile(phone: string): boolean {
  const digits = phoneDigits(phone);
  if (digits === null) return false;
  if (!digits.startsWith("55")) return true;
  const national = digits.slice(2);
  if (!/^[1-9][1-9]\d{8,9}$/.test(national)) return false;
  const subscriber = national.slice(2);
  return subscriber.length === 9 ? subscriber.startsWith("9") : /^[6-9]/.test(subscriber);
}
