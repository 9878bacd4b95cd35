import { ATTRIBUTION_FIELD_PREFIX, ATTRIBUTION_KEYS, attributionFromLanding, type RawAttribution } from "./landing";

/** sessionStorage key of the visit's first touch: it lasts as long as the tab's visit. */
const STORAGE_KEY = "atribuicao";

/**
 * Remembers where this visit came from, once per session (the first page
 * with script that the visitor opens). Pages without script cannot record
 * it, so when the visitor arrived on one of those, that page is this page's
 * referrer: its URL stands for the landing page. The server cleans what it
 * receives; this module only collects.
 */
export function rememberFirstTouch(): void {
  try {
    if (window.sessionStorage.getItem(STORAGE_KEY) !== null) return;
    const referrer = document.referrer || null;
    const cameFromSite = referrer !== null && new URL(referrer).origin === window.location.origin;
    const attribution = cameFromSite
      ? attributionFromLanding(referrer, null, Date.now())
      : attributionFromLanding(window.location.href, referrer, Date.now());
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attribution ?? {}));
  } catch {
    // Storage blocked: the lead is still sent, only without its origin.
  }
}

export function storedAttribution(): RawAttribution {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    if (stored === null || typeof stored !== "object") return {};
    const entries = Object.entries(stored).filter(
      (entry): entry is [string, string] =>
        (ATTRIBUTION_KEYS as readonly string[]).includes(entry[0]) && typeof entry[1] === "string",
    );
    return Object.fromEntries(entries);
  } catch {
    return {};
  }
}

/** Adds the visit's attribution to a form's data as `attribution.<key>` fields. */
export function appendAttribution(data: FormData): void {
  for (const [key, value] of Object.entries(storedAttribution())) {
    data.set(`${ATTRIBUTION_FIELD_PREFIX}${key}`, value);
  }
}
