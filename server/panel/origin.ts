import { originOf } from "../leads/origin";

/**
 * The panel's cross-site request check: a POST is accepted only when its
 * Origin header is exactly SITE_URL's origin. Unlike the public forms, a
 * missing Origin is refused too: every browser that can use the panel sends
 * one with a POST. Issue 24 centralises the origin check for all forms; swap
 * this one function for it then.
 */
export function isPanelOriginAllowed(origin: string | null, siteUrl: string): boolean {
  const site = originOf(siteUrl);
  return origin !== null && site !== null && origin === site;
}
