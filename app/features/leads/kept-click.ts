import type { RawAttribution } from "./landing";

/**
 * The first paid click of a visitor, kept 90 days in a first-party cookie (decision 065): the ad click ids and
 * the campaign tags that came with them, the landing path and when it happened. The server sets it on the
 * answer to a page request that carries a click id (server/http/kept-click.ts), whatever the page and with or
 * without script; the lead entry points read it back for a lead whose own visit carries no click id and clear it
 * once the lead is stored. Pure: the cookie's text in, attribution out.
 */

export const KEPT_CLICK_COOKIE = "primeiro_clique";
export const KEPT_CLICK_DAYS = 90;
const KEPT_CLICK_MS = KEPT_CLICK_DAYS * 86_400_000;

/** The ad platforms' click ids: only a URL carrying one of these is a paid click worth keeping. */
export const CLICK_ID_KEYS = ["gclid", "gbraid", "wbraid", "fbclid"] as const;
const CAMPAIGN_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** What the cookie holds, in this order. */
const KEPT_KEYS = [...CLICK_ID_KEYS, ...CAMPAIGN_KEYS, "landing_path", "landed_at"] as const;
/** Keys that describe one visit's campaign: a kept click replaces them all, never mixes with another visit's. */
const VISIT_CAMPAIGN_KEYS: readonly string[] = [...KEPT_KEYS, "ttclid"];

/** Longest value kept per key; the stored lead cuts again (ATTRIBUTION_LIMITS), this bounds the cookie. */
const VALUE_LIMIT = 300;
/** Browsers keep at least 4096 bytes per cookie: a longer one is not set rather than cut by the browser. */
const COOKIE_LIMIT = 3800;
const EPOCH_MS = /^\d{13}$/;

export type KeptClick = Partial<Record<(typeof KEPT_KEYS)[number], string>>;

export function hasClickId(attribution: RawAttribution | KeptClick | null | undefined): boolean {
  return attribution != null && CLICK_ID_KEYS.some((key) => (attribution[key] ?? "") !== "");
}

/** The click a page request's query carries (with its campaign tags), or null without a click id. */
export function clickFromQuery(query: URLSearchParams, path: string, now: number): KeptClick | null {
  const click: KeptClick = {};
  for (const key of [...CLICK_ID_KEYS, ...CAMPAIGN_KEYS]) {
    const value = query.get(key)?.trim();
    if (value) click[key] = [...value].slice(0, VALUE_LIMIT).join("");
  }
  if (!hasClickId(click)) return null;
  click.landing_path = path.slice(0, VALUE_LIMIT);
  click.landed_at = String(Math.round(now));
  return click;
}

/** The cookie's value: a query string, whose encoding leaves no character a cookie forbids. Null when too long. */
export function encodeKeptClick(click: KeptClick): string | null {
  const params = new URLSearchParams();
  for (const key of KEPT_KEYS) if (click[key] !== undefined) params.set(key, click[key]);
  const value = params.toString();
  return value.length > COOKIE_LIMIT ? null : value;
}

/** The click a cookie value holds, while it is younger than 90 days; null for anything else. */
export function decodeKeptClick(value: string, now: number): KeptClick | null {
  const params = new URLSearchParams(value);
  const click: KeptClick = {};
  for (const key of KEPT_KEYS) {
    const found = params.get(key);
    if (found) click[key] = found.slice(0, VALUE_LIMIT);
  }
  const landedAt = click.landed_at ?? "";
  if (!hasClickId(click) || !EPOCH_MS.test(landedAt)) return null;
  const age = now - Number(landedAt);
  return age >= 0 && age <= KEPT_CLICK_MS ? click : null;
}

/** The raw value of the kept-click cookie in a Cookie header, if any. */
export function keptClickCookieValue(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === KEPT_CLICK_COOKIE) return part.slice(separator + 1).trim();
  }
  return null;
}

/** The kept click a request's Cookie header carries, if still valid. */
export function readKeptClick(cookieHeader: string | null | undefined, now: number): KeptClick | null {
  const value = keptClickCookieValue(cookieHeader);
  return value === null ? null : decodeKeptClick(value, now);
}

/**
 * The attribution to store with a lead: the visit's own when it carries a click id (a fresh paid click) or when
 * nothing was kept; otherwise the kept click's campaign, click ids, landing and time in place of the visit's
 * (never a mix of two visits' campaigns), keeping the visit's referrer.
 */
export function withKeptClick(visit: RawAttribution | null, kept: KeptClick | null): RawAttribution | null {
  if (kept === null || hasClickId(visit)) return visit;
  const rest = Object.fromEntries(Object.entries(visit ?? {}).filter(([key]) => !VISIT_CAMPAIGN_KEYS.includes(key)));
  return { ...rest, ...kept };
}

/** Set-Cookie for a kept click: first party, unreadable by scripts, sent on top-level navigations from ads. */
export function keptClickCookie(value: string, secure: boolean): string {
  return cookie(value, KEPT_CLICK_DAYS * 86_400, secure);
}

/** Set-Cookie that deletes the kept click (the lead that used it is stored). */
export function clearKeptClickCookie(secure: boolean): string {
  return cookie("", 0, secure);
}

function cookie(value: string, maxAge: number, secure: boolean): string {
  return `${KEPT_CLICK_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
