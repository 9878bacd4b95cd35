import { createHash } from "node:crypto";

/**
 * Fingerprint of a lead's content: its form and cleaned data, keys in a
 * fixed order and the e-mail in lower case, so the same form filled the
 * same way twice has the same hash. Attribution, IP and time stay out: a
 * reload-and-resubmit may change them and is still the same lead.
 */
export function contentHash(form: string, data: Readonly<Record<string, unknown>>): string {
  const entries = Object.keys(data)
    .sort()
    .map((key) => {
      const value = data[key];
      return [key, key === "email" && typeof value === "string" ? value.toLowerCase() : value];
    });
  return createHash("sha256")
    .update(JSON.stringify([form, entries]))
    .digest("hex");
}
