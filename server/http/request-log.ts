import type { RequestHandler } from "express";
import type { Logger } from "pino";

/** One structured line per request when it finishes (no IPs or bodies: they are personal data). */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      if (req.path === "/healthz") return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      if (res.statusCode >= 500) logger.error(entry, "request");
      else logger.info(entry, "request");
    });
    next();
  };
}
