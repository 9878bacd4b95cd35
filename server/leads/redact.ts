/**
 * Secrets (API tokens, SMTP passwords, the webhook's token) never reach a
 * log line or a stored error: every configured secret is replaced wherever
 * it appears, as typed and as it would appear inside a URL.
 */

export const REDACTED = "[redacted]";

/** Shorter values are not secrets worth hiding, and replacing them would garble ordinary text. */
const MIN_SECRET_LENGTH = 6;

export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length < MIN_SECRET_LENGTH) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) result = result.split(form).join(REDACTED);
  }
  return result;
}
