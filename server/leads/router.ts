import express, { type NextFunction, type Request, type Response } from "express";
import type { Logger } from "pino";
import { leadMessages } from "~/features/leads/messages";
import type { LeadService, SubmitResult } from "./service";

/** Bigger than any valid lead (the longest, the contact form, stays under 10 KB of JSON). */
export const BODY_LIMIT = "16kb";

function requestOrigin(req: Request): string | null {
  const host = req.get("host");
  return host ? `${req.protocol}://${host}` : null;
}

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

interface BodyParserError {
  type?: string;
  status?: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return error !== null && typeof error === "object" && "type" in error && "status" in error;
}

/**
 * POST /api/leads (mounted by server/app.ts). Checks run cheapest first:
 * Origin (403), content type (415), size (413), JSON (400), then the service
 * (400 envelope, 422 fields, 429 rate limit, 201 stored, 503 storage down).
 */
export function createLeadsRouter(service: LeadService, logger: Logger): express.Router {
  const router = express.Router();

  router.post(
    "/",
    (req, res, next) => {
      if (!service.isAllowedOrigin(req.get("origin"), requestOrigin(req))) {
        send(res, 403, { message: leadMessages.forbiddenOrigin });
        return;
      }
      if (!req.is("application/json")) {
        send(res, 415, { message: leadMessages.unsupportedType });
        return;
      }
      next();
    },
    express.json({ limit: BODY_LIMIT, strict: true }),
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
        ip: req.ip ?? "",
        userAgent: req.get("user-agent"),
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
    if (isBodyParserError(error)) {
      if (error.type === "entity.too.large") return send(res, 413, { message: leadMessages.tooLarge });
      if (error.type === "encoding.unsupported" || error.type === "charset.unsupported") {
        return send(res, 415, { message: leadMessages.unsupportedType });
      }
      if (error.status === 400) return send(res, 400, { message: leadMessages.badRequest });
    }
    logger.error({ err: error }, "lead request failed");
    send(res, 503, { message: leadMessages.unavailable });
  });

  return router;
}
