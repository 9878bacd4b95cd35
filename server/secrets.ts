import type { Env } from "#app/config/env.server";

/**
 * Secrets (API tokens, passwords, the webhook's token) never reach a log
 * line or a stored error: every configured secret is replaced wherever it
 * appears, as typed, as it would appear inside a URL and inside a JSON
 * string.
 */

export const REDACTED = "[redacted]";

/** Shorter values are not secrets worth hiding, and replacing them would garble ordinary text. */
const MIN_SECRET_LENGTH = 6;

export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length < MIN_SECRET_LENGTH) continue;
    const forms = new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]);
    for (const form of forms) result = result.split(form).join(REDACTED);
  }
  return result;
}

/** The password of a connection URL (smtps://user:password@…, postgres://…), as typed and percent-decoded. */
export function urlSecrets(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const url = new URL(value);
    return [decodeURIComponent(url.password), url.password];
  } catch {
    return [];
  }
}

/** A chat webhook's URL and the token at the end of its path (…/webhooks/<id>/<token>). */
export function webhookSecrets(url: string | undefined): string[] {
  if (!url) return [];
  return [url, new URL(url).pathname.split("/").filter(Boolean).at(-1) ?? ""];
}

/** Every secret of a configuration: what createLogger scrubs from each line. */
export function secretsOf(env: Env): string[] {
  return [
    ...urlSecrets(env.SMTP_URL),
    ...urlSecrets(env.DATABASE_URL),
    ...webhookSecrets(env.WEBHOOK_URL),
    env.META_CAPI_TOKEN ?? "",
    env.GOOGLE_ADS_FEED_PASSWORD ?? "",
    env.METRICS_TOKEN ?? "",
  ].filter((secret) => secret.length >= MIN_SECRET_LENGTH);
}
