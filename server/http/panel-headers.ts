import type { RequestHandler } from "express";
import { isPanelPath } from "~/features/panel/paths";
import { setCache } from "./cache";

/**
 * The team's panel holds personal data: no cache may keep a page or data
 * answer of it (not even the browser's back-forward copy after "Sair"), no
 * search engine may index it, and no other site learns its addresses
 * through the Referer. Set before React Router renders, so every answer
 * under /painel carries them, errors and redirects included.
 */
export function panelHeaders(): RequestHandler {
  return (req, res, next) => {
    if (isPanelPath(req.path)) {
      setCache(res, "noStore");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      res.setHeader("Referrer-Policy", "same-origin");
    }
    next();
  };
}
