import type { Request, RequestHandler, Response } from "express";
import { leadMessages } from "#app/features/leads/messages";

/** Largest request body any route accepts: every lead form, JSON or urlencoded, fits well below it. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export type BodyRefusal = 411 | 413;

/**
 * Refuses a request body before reading any of it: 413 when its declared
 * Content-Length is over the limit, 411 when it declares none and streams
 * chunks of unknown total size (no browser posts a form that way). Node's
 * parser never delivers more than the declared length, so whatever reads
 * the body afterwards (body-parser, React Router's actions) reads at most
 * `limit` bytes. The answer closes the connection instead of draining an
 * upload nobody will read.
 */
export function bodyLimit(
  limit: number,
  refuse: (req: Request, res: Response, status: BodyRefusal) => void,
): RequestHandler {
  return (req, res, next) => {
    const declared = req.headers["content-length"];
    const chunked = req.headers["transfer-encoding"] !== undefined;
    let status: BodyRefusal | null = null;
    if (chunked) status = 411;
    else if (declared !== undefined && Number(declared) > limit) status = 413;
    if (status === null) return next();
    res.set("Connection", "close");
    refuse(req, res, status);
  };
}

/** Plain-text pt-BR refusals for the site's pages (forms posted without JavaScript). */
export function refuseAsText(_req: Request, res: Response, status: BodyRefusal): void {
  res
    .status(status)
    .set("Cache-Control", "no-store")
    .type("text/plain; charset=utf-8")
    .send(status === 413 ? leadMessages.tooLarge : leadMessages.badRequest);
}
