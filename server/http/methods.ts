import type { RequestHandler } from "express";
import { setCache } from "./cache";

/** What the site answers: pages and files (GET, HEAD) and forms (POST). */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

/**
 * 405 with an Allow header for any other method (TRACE, PUT, DELETE,
 * OPTIONS…), which would otherwise reach React Router and fail there as a
 * server error. Mounted after the lead API, which answers its own 405.
 */
export function allowedMethods(): RequestHandler {
  const allowed = new Set<string>(ALLOWED_METHODS);
  return (req, res, next) => {
    if (allowed.has(req.method)) return next();
    setCache(res, "noStore");
    res
      .status(405)
      .set("Allow", ALLOWED_METHODS.join(", "))
      .type("text/plain; charset=utf-8")
      .send("Método não permitido.");
  };
}
