import { ATTRIBUTION_KEYS, type AttributionKey } from "./landing";
import { cleanLine } from "./sanitize";

export { ATTRIBUTION_FIELD_PREFIX, ATTRIBUTION_KEYS, attributionFromLanding, type AttributionKey } from "./landing";

/** Only the keys that were present, each a non-empty cleaned string. */
export type Attribution = Partial<Record<AttributionKey, string>>;

/**
 * Campaign attribution sent with a lead: which ad, campaign or site brought
 * the visitor. The browser builds it from the landing URL and the referrer;
 * the server accepts it beside `form`, `submissionId` and `data` (JSON API)
 * or as hidden inputs `attribution.<key>` (forms posted without JavaScript).
 * It never costs a lead: anything unusable is dropped, never refused.
 */

/** Longest value kept per key, in characters; longer values are cut. URLs get more room than campaign names. */
export const ATTRIBUTION_LIMITS: Record<AttributionKey, number> = {
  utm_source: 300,
  utm_medium: 300,
  utm_campaign: 300,
  utm_term: 300,
  utm_content: 300,
  gclid: 300,
  gbraid: 300,
  wbraid: 300,
  fbclid: 300,
  ttclid: 300,
  referrer: 1000,
  landing_path: 1000,
  landed_at: 20,
};

/** Epoch milliseconds, as first-touch writes them: anything else is dropped. */
const EPOCH_MS = /^\d{13}$/;

function isAttributionKey(key: string): key is AttributionKey {
  return (ATTRIBUTION_KEYS as readonly string[]).includes(key);
}

/** Cuts to `max` characters without splitting a surrogate pair. */
function cut(value: string, max: number): string {
  return [...value].slice(0, max).join("");
}

/**
 * The attribution to store, or null when there is none. Not an object (a
 * string, an array, null): ignored. Unknown keys and non-string values are
 * dropped; strings are cleaned like one-line form fields, then cut to their
 * limit; empty ones are dropped.
 */
export function normalizeAttribution(input: unknown): Attribution | null {
  if (input === null || typeof input !== "object" || Array.isArray(input)) return null;
  const attribution: Attribution = {};
  for (const [key, value] of Object.entries(input)) {
    if (!isAttributionKey(key) || typeof value !== "string") continue;
    const cleaned = cut(cleanLine(value), ATTRIBUTION_LIMITS[key]);
    if (key === "landed_at" && !EPOCH_MS.test(cleaned)) continue;
    if (cleaned !== "") attribution[key] = cleaned;
  }
  return Object.keys(attribution).length > 0 ? attribution : null;
}

/** The host of a referrer URL ("www.google.com"), or the text itself when it is not a URL. */
function referrerHost(referrer: string): string {
  try {
    return new URL(referrer).host || referrer;
  } catch {
    return referrer;
  }
}

const CLICK_IDS = ["gclid", "fbclid", "ttclid"] as const;

/**
 * One short line for people: "google / cpc / black-friday · gclid" (source,
 * medium and campaign, else the referrer's host; then the ad click ids
 * present). Null when there is nothing of that kind.
 */
export function describeAttribution(attribution: Attribution | null): string | null {
  if (!attribution) return null;
  const campaign = [attribution.utm_source, attribution.utm_medium, attribution.utm_campaign].filter(
    (part): part is string => part !== undefined,
  );
  const origin =
    campaign.length > 0 ? campaign.join(" / ") : attribution.referrer ? referrerHost(attribution.referrer) : "";
  const clicks = CLICK_IDS.filter((key) => attribution[key] !== undefined).join(", ");
  const line = [origin, clicks].filter((part) => part !== "").join(" · ");
  return line === "" ? null : line;
}
