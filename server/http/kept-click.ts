import type { RequestHandler } from "express";
import { clickFromQuery, encodeKeptClick, keptClickCookie, readKeptClick } from "#app/features/leads/kept-click";

/**
 * Keeps a visitor's first paid click for 90 days (decision 065): a page request whose query carries an ad click
 * id (gclid, gbraid, wbraid, fbclid) gets a first-party cookie with it and the campaign tags beside it, unless a
 * kept click is already there (the first paid click wins, later visits never replace it). Pages without script
 * are covered: the server does it before any page is sent. Such requests skip the prerendered copy in memory
 * (./prerendered.ts, needsServerRender) and are rendered here, so the prerendered answer that caches share never
 * carries a Set-Cookie; a rendered page's Cache-Control is `private, no-cache`, which no shared cache stores.
 */
export function keepFirstClick(now: () => number = Date.now): RequestHandler {
  return (req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && isDocumentRequest(req.path, req.get("sec-fetch-dest"))) {
      const query = new URL(req.originalUrl, "http://x").searchParams;
      const at = now();
      const click = clickFromQuery(query, req.path, at);
      if (click !== null && readKeptClick(req.get("cookie"), at) === null) {
        const value = encodeKeptClick(click);
        if (value !== null) res.append("Set-Cookie", keptClickCookie(value, req.secure));
      }
    }
    next();
  };
}

/** A page, not a file, a loader's data or an API answer; a browser says so in Sec-Fetch-Dest when it sends it. */
function isDocumentRequest(path: string, fetchDest: string | undefined): boolean {
  if (fetchDest !== undefined && fetchDest !== "document") return false;
  return !path.endsWith(".data") && !path.startsWith("/assets/") && !path.startsWith("/api/");
}
