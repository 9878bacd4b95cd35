import { ATTRIBUTION_FIELD_PREFIX, attributionFromLanding, normalizeAttribution, type Attribution } from "./attribution";

/** sessionStorage key of the visit's first touch: it lasts as long as the tab's visit. */
const STORAGE_KEY = "atribuicao";

/**
 * Remembers where this visit came from, once per session (the first page
 * with script that the visitor opens). Pages without script cannot record
 * it, so when the visitor arrived on one of those, that page is this page's
 * referrer: its URL stands for the landing page.
 */
export function rememberFirstTouch(): void {
  try {
    if (window.sessionStorage.getItem(STORAGE_KEY) !== null) return;
    const referrer = document.referrer || null;
    const cameFromSite = referrer !== null && new URL(referrer).origin === window.location.origin;
    const attribution = cameFromSite
      ? attributionFromLanding(referrer, null)
      : attributionFromLanding(window.location.href, referrer);
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attribution ?? {}));
  } catch {
    // Storage blocked: the lead is still sent, only without its origin.
  }
}

export function storedAttribution(): Attribution | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    return raw === null ? null : normalizeAttribution(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Adds the visit's attribution to a form's data as `attribution.<key>` fields. */
export function appendAttribution(data: FormData): void {
  for (const [key, value] of Object.entries(storedAttribution() ?? {})) {
    data.set(`${ATTRIBUTION_FIELD_PREFIX}${key}`, value);
  }
}
