/**
 * Where a visit came from, as its landing URL and referrer tell it: what the
 * browser records for the lead forms (./first-touch) and what the route
 * action reads from the Referer without script. Raw values: the server cleans
 * and bounds them (normalizeAttribution in ./attribution) before storing.
 */

export const ATTRIBUTION_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "ttclid",
  "referrer",
  "landing_path",
  /** When the visitor landed (epoch milliseconds): the time a click id was first seen, for Meta's fbc. */
  "landed_at",
] as const;

export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

/** The keys' values as found, not yet cleaned. */
export type RawAttribution = Partial<Record<AttributionKey, string>>;

/** Prefix of the hidden inputs that carry attribution in a form posted without JavaScript. */
export const ATTRIBUTION_FIELD_PREFIX = "attribution.";

/** The URL parameters ad platforms and campaign links add, as attribution keys. */
const URL_KEYS = ATTRIBUTION_KEYS.filter((key) => key !== "referrer" && key !== "landing_path" && key !== "landed_at");

/**
 * What a visit's landing page and referrer say about where it came from:
 * the campaign tags and click ids in the landing URL, the landing path, the
 * referrer when it is another site and, when given, the time of the landing.
 * Null when the URL cannot be read.
 */
export function attributionFromLanding(
  landingUrl: string,
  referrer: string | null,
  landedAt?: number,
): RawAttribution | null {
  let landing: URL;
  try {
    landing = new URL(landingUrl);
  } catch {
    return null;
  }
  const found: RawAttribution = { landing_path: landing.pathname };
  for (const key of URL_KEYS) {
    const value = landing.searchParams.get(key);
    if (value !== null && value !== "") found[key] = value;
  }
  if (referrer !== null && referrer !== "" && originOrNull(referrer) !== landing.origin) found.referrer = referrer;
  if (landedAt !== undefined) found.landed_at = String(Math.round(landedAt));
  return found;
}

function originOrNull(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
