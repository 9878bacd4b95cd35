import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";

/**
 * One structured line per request when it finishes. No IPs, bodies or query strings: they are personal data, and a
 * tool's query is what the visitor typed into it (the privacy policy promises it is never logged; request-log.test.ts).
 */
export function requestLog(logger: Logger): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const url = req.url ?? "/";
      const query = url.indexOf("?");
      const path = query === -1 ? url : url.slice(0, query);
      if (path === "/healthz") return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = { method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      if (res.statusCode >= 500) logger.error(entry, "request");
      else logger.info(entry, "request");
    });
  };
}
