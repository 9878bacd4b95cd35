import type { RequestHandler } from "express";
import { panelMessages } from "~/features/panel/messages";
import { isPanelPath } from "~/features/panel/paths";
import { setCache } from "./cache";
import { createPanelOriginCheck } from "./origin";

/**
 * The team's panel holds personal data: no cache may keep a page or data
 * answer of it (not even the browser's back-forward copy after "Sair"), no
 * search engine may index it, no other site learns its addresses through
 * the Referer, and no other site can post to it. Set before React Router renders, so every answer
 * under /painel carries them, errors and redirects included.
 */
export function panelHeaders(siteUrl: string): RequestHandler {
  const isAllowedOrigin = createPanelOriginCheck(siteUrl);
  return (req, res, next) => {
    if (!isPanelPath(req.path)) return next();
    setCache(res, "noStore");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Referrer-Policy", "same-origin");
    // Every action checks the Origin itself (guard.server); this refuses any other POST here too, before it is read.
    if (req.method === "POST" && !isAllowedOrigin(req.get("origin"))) {
      res.status(403).type("text/plain; charset=utf-8").send(panelMessages.foreignOrigin);
      return;
    }
    next();
  };
}
