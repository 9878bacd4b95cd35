import type { RequestHandler } from "express";
import { setCache } from "./cache";

/**
 * 400 for a path that is not valid percent-encoding ("/%", "/blog/%ZZ"):
 * no page can have that address, and every router below would otherwise
 * throw on decoding it and answer 500.
 */
export function rejectMalformedPaths(): RequestHandler {
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      setCache(res, "noStore");
      res.status(400).type("text/plain; charset=utf-8").send("Endereço inválido.");
      return;
    }
    next();
  };
}
