import type { Logger } from "pino";
import { z } from "~/lib/zod";
import { leadMessages } from "~/features/leads/messages";
import { HONEYPOT_FIELD, isLeadForm, validateLead, type FieldErrors, type Lead } from "~/features/leads/schemas";
import type { LeadWriter } from "./lead-writer";
import { rateLimitKey, type RateLimiter } from "./rate-limiter";

/** One submission as it arrives, from the JSON API or a no-JavaScript form post. */
export interface LeadSubmission {
  form: unknown;
  submissionId: unknown;
  data: unknown;
  /** The visitor's address as Express resolved it (honours TRUST_PROXY). */
  ip: string;
  userAgent?: string | null | undefined;
}

export type SubmitResult =
  /** Stored (or already stored under this submission id, or a honeypot hit: nothing stored). `lead` is the cleaned data. */
  | { status: 201; id: number; lead: Lead | null }
  | { status: 400; message: string }
  | { status: 422; message: string; errors: FieldErrors }
  | { status: 429; message: string; retryAfterSeconds: number }
  | { status: 503; message: string };

export interface LeadService {
  submit(submission: LeadSubmission): Promise<SubmitResult>;
  /** True when a request with this Origin header may submit (null/empty = no header). `requestOrigin` is the address it reached. */
  isAllowedOrigin(origin: string | null | undefined, requestOrigin: string | null): boolean;
}

const envelopeSchema = z.object({
  submissionId: z.uuid(),
  data: z.record(z.string(), z.unknown()),
});

const USER_AGENT_LIMIT = 512;

function honeypotFilled(data: Record<string, unknown>): boolean {
  const value = data[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}

/** A plausible id for a bot, so the silent drop looks like any success. */
function decoyId(): number {
  return 1000 + Math.floor(Math.random() * 100_000);
}

export interface LeadServiceDependencies {
  writer: LeadWriter;
  rateLimiter: RateLimiter;
  allowedOrigins: readonly string[];
  logger: Logger;
  now?: () => number;
}

export function createLeadService(dependencies: LeadServiceDependencies): LeadService {
  const { writer, rateLimiter, allowedOrigins, logger } = dependencies;
  const now = dependencies.now ?? Date.now;

  return {
    isAllowedOrigin(origin, requestOrigin) {
      if (origin === undefined || origin === null || origin === "") return true;
      return allowedOrigins.includes(origin) || origin === requestOrigin;
    },

    async submit(submission) {
      const envelope = envelopeSchema.safeParse(submission);
      if (!isLeadForm(submission.form) || !envelope.success) {
        return { status: 400, message: leadMessages.badRequest };
      }
      const { submissionId, data } = envelope.data;
      const form = submission.form;

      if (honeypotFilled(data)) {
        logger.info({ form }, "honeypot filled: submission dropped");
        return { status: 201, id: decoyId(), lead: null };
      }

      const validation = validateLead(form, data);
      if (!validation.success) {
        return { status: 422, message: leadMessages.invalid, errors: validation.errors };
      }

      // Only submissions that would be stored count: a visitor fixing typos is never locked out.
      const decision = rateLimiter.hit(rateLimitKey(submission.ip), now());
      if (!decision.allowed) {
        return {
          status: 429,
          message: leadMessages.rateLimited(decision.retryAfterSeconds),
          retryAfterSeconds: decision.retryAfterSeconds,
        };
      }

      const { lead } = validation;
      try {
        const ref = await writer.write({
          form,
          submissionId,
          data: lead.data,
          email: lead.data.email.toLowerCase(),
          ip: submission.ip || null,
          userAgent: submission.userAgent ? submission.userAgent.slice(0, USER_AGENT_LIMIT) : null,
          createdAt: now(),
        });
        logger.info(
          { leadId: ref.id, form, duplicate: !ref.created },
          ref.created ? "lead stored" : "lead resubmitted",
        );
        return { status: 201, id: ref.id, lead };
      } catch (error) {
        logger.error({ err: error, form }, "lead could not be stored");
        return { status: 503, message: leadMessages.unavailable };
      }
    },
  };
}
