import type { Logger } from "pino";
import { z } from "~/lib/zod";
import { readAdsConsent } from "~/features/leads/ads-consent";
import { normalizeAttribution } from "~/features/leads/attribution";
import { leadMessages } from "~/features/leads/messages";
import { HONEYPOT_FIELD } from "~/features/leads/honeypot";
import { isLeadForm, type FieldErrors, type LeadForm } from "~/features/leads/form-definition";
import type { Lead } from "~/features/leads/forms";
import { validateLead } from "~/features/leads/validate";
import type { StoredAdsConsent, StoredLeadRef } from "../db/lead-repository";
import type { OriginCheck } from "../http/origin";
import { contentHash } from "./content-hash";
import type { LeadWriter } from "./lead-writer";
import { rateLimitKey, type RateLimiter } from "./rate-limiter";

/** One submission as it arrives, from the JSON API or a no-JavaScript form post. */
export interface LeadSubmission {
  form: unknown;
  submissionId: unknown;
  data: unknown;
  /** Campaign attribution; anything but an object is ignored. */
  attribution?: unknown;
  /**
   * "form": posted without JavaScript, where a double click or a reload
   * resubmits the same content under another (or no) submission id, so the
   * same content within DEDUPE_WINDOW_MS is answered with the stored lead.
   * "api": the JSON API, idempotent by submission id only.
   */
  channel?: "api" | "form";
  /** The visitor's address as Express resolved it (honours TRUST_PROXY). */
  ip: string;
  /** Path of the page the form was on: the route action's own, or the API call's Referer when it is ours. */
  pagePath?: string | null | undefined;
  userAgent?: string | null | undefined;
}

export type SubmitResult =
  /** Stored (or already stored under this submission id or content, or a honeypot hit: nothing stored). `lead` is the cleaned data. */
  | { status: 201; id: number; lead: Lead | null }
  | { status: 400; message: string }
  /** A known submission id sent again with other data. */
  | { status: 409; message: string }
  | { status: 422; message: string; errors: FieldErrors }
  | { status: 429; message: string; retryAfterSeconds: number }
  | { status: 503; message: string };

export interface LeadService {
  submit(submission: LeadSubmission): Promise<SubmitResult>;
  /** True when a request with this Origin header may submit (server/http/origin.ts). */
  isAllowedOrigin: OriginCheck;
}

/** How long the same content posted again without JavaScript counts as the same lead. */
export const DEDUPE_WINDOW_MS = 10 * 60_000;

const envelopeSchema = z.object({
  submissionId: z.uuid(),
  data: z.record(z.string(), z.unknown()),
});

const USER_AGENT_LIMIT = 512;
const PAGE_PATH_LIMIT = 300;

function honeypotFilled(data: Record<string, unknown>): boolean {
  const value = data[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}

/** The consent box's answer as stored: given or not, the text's version, the time of the answer. */
function consentAnswer(form: LeadForm, data: Record<string, unknown>, at: number): StoredAdsConsent | null {
  const consent = readAdsConsent(form, data);
  return consent ? { ...consent, at } : null;
}

/** A plausible id for a bot, so the silent drop looks like any success. */
function decoyId(): number {
  return 1000 + Math.floor(Math.random() * 100_000);
}

export interface LeadServiceDependencies {
  writer: LeadWriter;
  rateLimiter: RateLimiter;
  isAllowedOrigin: OriginCheck;
  logger: Logger;
  now?: () => number;
}

export function createLeadService(dependencies: LeadServiceDependencies): LeadService {
  const { writer, rateLimiter, isAllowedOrigin, logger } = dependencies;
  const now = dependencies.now ?? Date.now;

  /** The answer to a lead already stored, or 409 when the same submission id now carries other data. */
  function answerStored(ref: StoredLeadRef, hash: string, lead: Lead, form: string): SubmitResult {
    if (ref.contentHash !== null && ref.contentHash !== hash) {
      logger.warn({ leadId: ref.id, form }, "submission id reused with other data: refused");
      return { status: 409, message: leadMessages.conflict };
    }
    return { status: 201, id: ref.id, lead };
  }

  return {
    isAllowedOrigin,

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
      const { lead } = validation;
      const hash = contentHash(form, lead.data);
      const receivedAt = now();
      const dedupeSince = submission.channel === "form" ? receivedAt - DEDUPE_WINDOW_MS : null;

      // Only submissions that would be stored count: a visitor fixing typos is never locked out.
      const visitor = rateLimitKey(submission.ip);
      const decision = rateLimiter.hit(visitor, receivedAt);
      if (!decision.allowed) {
        // A retry of a lead already stored (a lost answer, a reload) gets that lead's answer, not a wait.
        // Writes still in flight may hold it (a double click's first post): let them commit first.
        try {
          await writer.drain();
          const stored = await writer.find({ submissionId, contentHash: hash, dedupeSince });
          if (stored) return answerStored(stored, hash, lead, form);
        } catch (error) {
          logger.error({ err: error, form }, "could not look up a rate-limited submission");
        }
        return {
          status: 429,
          message: leadMessages.rateLimited(decision.retryAfterSeconds),
          retryAfterSeconds: decision.retryAfterSeconds,
        };
      }

      try {
        const ref = await writer.write({
          form,
          submissionId,
          data: lead.data,
          email: lead.data.email.toLowerCase(),
          ip: submission.ip || null,
          userAgent: submission.userAgent ? submission.userAgent.slice(0, USER_AGENT_LIMIT) : null,
          createdAt: receivedAt,
          attribution: normalizeAttribution(submission.attribution),
          contentHash: hash,
          dedupeSince,
          adsConsent: consentAnswer(form, data, receivedAt),
          pagePath: submission.pagePath?.startsWith("/") ? submission.pagePath.slice(0, PAGE_PATH_LIMIT) : null,
        });
        logger.info(
          { leadId: ref.id, form, duplicate: !ref.created },
          ref.created ? "lead stored" : "lead resubmitted",
        );
        // A resubmission stored nothing: it does not use up the visitor's quota.
        if (!ref.created) rateLimiter.release(visitor, receivedAt);
        return ref.created ? { status: 201, id: ref.id, lead } : answerStored(ref, hash, lead, form);
      } catch (error) {
        logger.error({ err: error, form }, "lead could not be stored");
        return { status: 503, message: leadMessages.unavailable };
      }
    },
  };
}
