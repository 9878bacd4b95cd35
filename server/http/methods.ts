import type { RequestHandler, Response } from "express";
import { setCache } from "./cache";

/** What the site answers: pages and files (GET, HEAD) and forms (POST). */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

/** The site's 405: pt-BR text, the methods the address does take, never cached. */
export function sendMethodNotAllowed(res: Response, allowed: readonly string[]): void {
  setCache(res, "noStore");
  res.status(405).set("Allow", allowed.join(", ")).type("text/plain; charset=utf-8").send("Método não permitido.");
}

/**
 * 405 with an Allow header for any other method (TRACE, PUT, DELETE,
 * OPTIONS…), which would otherwise reach React Router and fail there as a
 * server error. Mounted after the lead API, which answers its own 405.
 */
export function allowedMethods(): RequestHandler {
  const allowed = new Set<string>(ALLOWED_METHODS);
  return (req, res, next) => {
    if (allowed.has(req.method)) return next();
    sendMethodNotAllowed(res, ALLOWED_METHODS);
  };
}
