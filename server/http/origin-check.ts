import type { RequestHandler } from "express";
import { leadMessages } from "#app/features/leads/messages";
import { setCache } from "./cache";

/**
 * Which pages may post to the site, judged in one place for every write: the
 * lead API, every form post React Router handles (lead forms, /tema, and any
 * route with an action added later) and the framework's own check, which
 * sees requests under SITE_URL's origin (./react-router.ts).
 *
 * Only SITE_URL counts. Host and X-Forwarded-Host are the client's (or the
 * proxy's) to write, so an origin derived from them proves nothing, and
 * behind a proxy that passes its upstream address as Host it would refuse
 * the site's own pages.
 */

/** Answers whether a request carrying this Origin header may write. */
export type OriginCheck = (origin: string | null | undefined) => boolean;

/** "https://example.com" from SITE_URL (validated at start: an http(s) URL). */
export function siteOrigin(siteUrl: string): string {
  return new URL(siteUrl).origin;
}

/**
 * No Origin header at all (browsers before 2020 on same-origin form posts,
 * command-line clients) or exactly SITE_URL's origin. "null" (sandboxed
 * frames, file pages, cross-site redirects) is refused like any other site.
 */
export function createOriginCheck(siteUrl: string): OriginCheck {
  const allowed = siteOrigin(siteUrl);
  return (origin) => origin === undefined || origin === null || origin === "" || origin === allowed;
}

/**
 * The team's panel is stricter: the Origin header must be there, and be
 * SITE_URL's. Every browser able to use the panel sends one with a POST.
 */
export function createPanelOriginCheck(siteUrl: string): OriginCheck {
  const allowed = siteOrigin(siteUrl);
  return (origin) => origin === allowed;
}

/**
 * For the pages React Router renders: a POST from another site's page gets
 * the site's pt-BR 403 before any action runs.
 */
export function refuseForeignOrigins(isAllowedOrigin: OriginCheck): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || isAllowedOrigin(req.get("origin"))) return next();
    setCache(res, "noStore");
    res.status(403).type("text/plain; charset=utf-8").send(leadMessages.forbiddenOrigin);
  };
}
