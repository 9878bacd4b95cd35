import type { ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import { setCache } from "./cache";

/** The HTTP status a thrown error carries (http-errors, body-parser, router), when it is a client error. */
export function clientErrorStatus(error: unknown): number | null {
  if (error === null || typeof error !== "object") return null;
  const status = Number("status" in error ? error.status : "statusCode" in error ? error.statusCode : NaN);
  return status >= 400 && status < 500 ? status : null;
}

/**
 * The last handler: a client's mistake keeps its 4xx and a warning-level
 * log; only what is left, a fault of ours, is a 500 logged as an error.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = clientErrorStatus(error);
    if (status === null) logger.error({ err: error, method: req.method, path: req.path }, "unhandled request error");
    else logger.warn({ status, method: req.method, path: req.path, reason: String(error) }, "request refused");
    if (res.headersSent) return res.end();
    setCache(res, "noStore");
    res
      .status(status ?? 500)
      .type("text/plain; charset=utf-8")
      .send(status === null ? "Erro interno do servidor." : "Requisição inválida.");
  };
}
