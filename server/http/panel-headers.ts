import type { RequestHandler } from "express";
import { panelMessages } from "#app/features/panel/messages";
import { setCache } from "./cache";
import { ALLOWED_METHODS } from "./methods";
import { createPanelOriginCheck } from "./origin-check";
import { panelSpelling } from "./panel-path";

/**
 * The team's panel holds personal data: no cache may keep a page or data
 * answer of it (not even the browser's back-forward copy after "Sair"), no
 * search engine may index it, no other site learns its addresses through
 * the Referer, and no other site can post to it. Mounted before every other
 * answer of the server, so everything under /painel carries them: pages,
 * errors, redirects, the 400 of a malformed path and the 405 of a method.
 *
 * "Under /painel" as React Router reads a path (./panel-path): another
 * spelling of a panel address (/PAINEL, /%70ainel/leads/1) is sent to the
 * canonical one before anything renders or any action runs. The server's
 * default `html` cache rule leaves these answers alone (`res.locals.panel`).
 */
export function panelHeaders(siteUrl: string): RequestHandler {
  const isAllowedOrigin = createPanelOriginCheck(siteUrl);
  const answered = new Set<string>(ALLOWED_METHODS);
  return (req, res, next) => {
    const spelling = panelSpelling(req.originalUrl);
    if (!spelling) return next();
    res.locals.panel = true;
    setCache(res, "noStore");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Referrer-Policy", "same-origin");
    // Every action checks the Origin itself (guard.server); this refuses any other POST here too, before it is read.
    if (req.method === "POST" && !isAllowedOrigin(req.get("origin"))) {
      res.status(403).type("text/plain; charset=utf-8").send(panelMessages.foreignOrigin);
      return;
    }
    if (spelling.canonical !== null && spelling.canonical !== req.path && answered.has(req.method)) {
      const query = req.originalUrl.indexOf("?");
      // 308 keeps a form post a POST: the browser sends it again to the action's own address.
      res.redirect(
        req.method === "POST" ? 308 : 301,
        `${spelling.canonical}${query === -1 ? "" : req.originalUrl.slice(query)}`,
      );
      return;
    }
    next();
  };
}
