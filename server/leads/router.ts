import express, { type NextFunction, type Request, type Response } from "express";
import type { Logger } from "pino";
import { leadMessages } from "#app/features/leads/messages";
import {
  clearKeptClickCookie,
  keptClickCookieValue,
  readKeptClick,
  withKeptClick,
} from "#app/features/leads/kept-click";
import { normalizeAttribution } from "#app/features/leads/attribution";
import { BODY_LIMIT_BYTES, bodyLimit } from "../http/body-limit";
import { clientErrorStatus } from "../http/error-handler";
import type { LeadService } from "./service";

function send(res: Response, status: number, body: object): void {
  res.status(status).set("Cache-Control", "no-store").json(body);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function errorType(error: unknown): string | undefined {
  return error !== null && typeof error === "object" && "type" in error && typeof error.type === "string"
    ? error.type
    : undefined;
}

/**
 * POST /api/leads (mounted by server/app.ts): the lead pipeline for integrations, such as a landing page hosted
 * elsewhere that posts from its server or an automation tool (contract: docs/api-leads.md). A thin adapter: it
 * reads the transport, content type (415), declared size (413/411, before reading) and JSON (400, or 415/400
 * for an unknown or corrupt Content-Encoding), and hands the envelope to the lead service, which answers as it
 * answers the site's own forms: 403 another site's page, 400 no envelope, 422 fields, 429 rate limit, 409 a
 * reused submission id, 201 stored, 503 storage down.
 */
export function createLeadsRouter(service: LeadService, logger: Logger): express.Router {
  const router = express.Router();

  router.post(
    "/",
    (req, res, next) => {
      if (!req.is("application/json")) {
        send(res, 415, { message: leadMessages.unsupportedType });
        return;
      }
      next();
    },
    bodyLimit(BODY_LIMIT_BYTES, (_req, res, status) =>
      send(res, status, { message: status === 413 ? leadMessages.tooLarge : leadMessages.badRequest }),
    ),
    express.json({ limit: BODY_LIMIT_BYTES, strict: true }),
    async (req, res) => {
      const body: unknown = req.body;
      const envelope = isObject(body) ? body : {};
      const result = await service.submit({
        via: "api",
        integration: envelope.integration,
        form: envelope.form,
        submissionId: envelope.submissionId,
        data: envelope.data,
        // The site's own pages send the visitor's cookies: the first paid click kept 90 days stands in when the
        // visit brought no click id (decision 065). An integration's server sends none.
        attribution: withKeptClick(
          normalizeAttribution(envelope.attribution),
          readKeptClick(req.get("cookie"), Date.now()),
        ),
        origin: req.get("origin"),
        page: req.get("referer"),
        ip: req.ip ?? "",
        // The visitor's, as the body declares them: this request's own come from the integration's server.
        visitorIp: envelope.ip ?? null,
        userAgent: envelope.userAgent,
      });
      if (result.status === 201) {
        if (keptClickCookieValue(req.get("cookie")) !== null)
          res.append("Set-Cookie", clearKeptClickCookie(req.secure));
        send(res, 201, { id: result.id });
        return;
      }
      if (result.status === 429) res.set("Retry-After", String(result.retryAfterSeconds));
      send(
        res,
        result.status,
        result.status === 422 ? { message: result.message, errors: result.errors } : { message: result.message },
      );
    },
  );

  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = clientErrorStatus(error);
    if (status !== null) {
      const type = errorType(error);
      if (status === 413 || type === "entity.too.large") return send(res, 413, { message: leadMessages.tooLarge });
      if (status === 415 || type === "encoding.unsupported" || type === "charset.unsupported") {
        return send(res, 415, { message: leadMessages.unsupportedType });
      }
      return send(res, 400, { message: leadMessages.badRequest });
    }
    logger.error({ err: error }, "lead request failed");
    send(res, 503, { message: leadMessages.unavailable });
  });

  return router;
}
