import express, { type NextFunction, type Request, type Response } from "express";
import type { Logger } from "pino";
import { leadMessages } from "~/features/leads/messages";
import { BODY_LIMIT_BYTES, bodyLimit } from "../http/body-limit";
import { clientErrorStatus } from "../http/error-handler";
import type { LeadService, SubmitResult } from "./service";

function send(res: Response, status: number, body: object): void {
  res.status(status).set("Cache-Control", "no-store").json(body);
}

export function toHttp(result: SubmitResult): { status: number; body: object; retryAfter?: number } {
  switch (result.status) {
    case 201:
      return { status: 201, body: { id: result.id } };
    case 422:
      return { status: 422, body: { message: result.message, errors: result.errors } };
    case 429:
      return { status: 429, body: { message: result.message }, retryAfter: result.retryAfterSeconds };
    default:
      return { status: result.status, body: { message: result.message } };
  }
}

/** The path of the page that called the API, when the Referer is one of ours (never its query: click ids). */
function ownPagePath(service: LeadService, referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return service.isAllowedOrigin(url.origin) ? url.pathname : null;
  } catch {
    return null;
  }
}

function errorType(error: unknown): string | undefined {
  return error !== null && typeof error === "object" && "type" in error && typeof error.type === "string"
    ? error.type
    : undefined;
}

/**
 * POST /api/leads (mounted by server/app.ts). Checks run cheapest first:
 * Origin (403), content type (415), declared size (413/411, before reading),
 * JSON (400, or 415/400 for an unknown or corrupt Content-Encoding), then the
 * service (400 envelope, 409 reused id, 422 fields, 429 rate limit, 201
 * stored, 503 storage down). Only the last is a server fault.
 */
export function createLeadsRouter(service: LeadService, logger: Logger): express.Router {
  const router = express.Router();

  router.post(
    "/",
    (req, res, next) => {
      if (!service.isAllowedOrigin(req.get("origin"))) {
        send(res, 403, { message: leadMessages.forbiddenOrigin });
        return;
      }
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
      if (body === null || typeof body !== "object" || Array.isArray(body)) {
        send(res, 400, { message: leadMessages.badRequest });
        return;
      }
      const envelope = body as Record<string, unknown>;
      const result = await service.submit({
        form: envelope.form,
        submissionId: envelope.submissionId,
        data: envelope.data,
        attribution: envelope.attribution,
        channel: "api",
        ip: req.ip ?? "",
        userAgent: req.get("user-agent"),
        pagePath: ownPagePath(service, req.get("referer")),
      });
      const http = toHttp(result);
      if (http.retryAfter !== undefined) res.set("Retry-After", String(http.retryAfter));
      send(res, http.status, http.body);
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
