import { createHash } from "node:crypto";
import { personFields } from "#app/features/leads/fields";
import { internationalPhone } from "#app/lib/phone";
import type { StoredLead } from "../db/stored-lead";

/**
 * The user-provided data of enhanced conversions for leads, normalised and
 * hashed as Google's Data Manager specifies ("Format user data",
 * developers.google.com/data-manager/api/devguides/concepts/formatting):
 * e-mail lower-cased with all whitespace removed, and for gmail.com and
 * googlemail.com the dots of the local part and anything from a "+" dropped;
 * phone in E.164 (+ and the country code); each SHA-256, hex-encoded. Pure.
 */

export interface HashedIdentifiers {
  email: string | null;
  phone: string | null;
}

const GOOGLE_MAIL = new Set(["gmail.com", "googlemail.com"]);

function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** "  Maria.Souza+Promo@GMail.com " → "mariasouza@gmail.com"; other domains keep their dots and "+". */
export function googleEmail(email: string): string | null {
  const compact = email.replace(/\s+/g, "").toLowerCase();
  const at = compact.lastIndexOf("@");
  if (at <= 0 || at === compact.length - 1) return null;
  const domain = compact.slice(at + 1);
  const local = compact.slice(0, at);
  if (!GOOGLE_MAIL.has(domain)) return compact;
  const plain = local.split("+")[0]?.replaceAll(".", "") ?? "";
  return plain === "" ? null : `${plain}@${domain}`;
}

/** "(11) 98765-4321" → "+5511987654321": E.164, the plus sign and the country code. */
export function googlePhone(phone: string): string | null {
  const digits = internationalPhone(phone);
  return digits === null ? null : `+${digits}`;
}

/** The lead's e-mail and phone, hashed for Google; null where the lead has none (or nothing usable). */
export function hashedIdentifiers(lead: Pick<StoredLead, "form" | "data" | "email">): HashedIdentifiers {
  const email = googleEmail(lead.email);
  const phone = googlePhone(personFields(lead.form, lead.data).phone);
  return { email: email === null ? null : sha256Hex(email), phone: phone === null ? null : sha256Hex(phone) };
}
