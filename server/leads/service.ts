import type { Logger } from "pino";
import { z } from "#app/lib/zod";
import { readAdsConsent } from "#app/features/leads/ads-consent";
import { normalizeAttribution } from "#app/features/leads/attribution";
import { leadMessages } from "#app/features/leads/messages";
import { HONEYPOT_FIELD } from "#app/features/leads/honeypot";
import { isSiteForm, type FieldErrors, type LeadForm } from "#app/features/leads/form-definition";
import type { Lead } from "#app/features/leads/forms";
import { validateLead } from "#app/features/leads/validate";
import type { StoredLeadRef } from "../db/lead-store";
import type { StoredAdsConsent } from "../db/stored-lead";
import type { OriginCheck } from "../http/origin-check";
import { contentHash } from "./content-hash";
import type { LeadWriter } from "./lead-writer";
import { rateLimitKey, type RateLimiter } from "./rate-limiter";
import { storedIntegration, storedIp, storedUserAgent } from "./visitor";
import type { ReceivedVia } from "#app/features/leads/received-via";

/**
 * One submission as an entry point received it: a lead form's route action (posted with or without
 * JavaScript) or POST /api/leads. Every check that decides the answer is made here, so every entry point gives
 * the same one; an entry point only reads its transport (form fields, JSON) and writes the answer back.
 */
export interface LeadSubmission {
  /** The entry point: a form of the site or POST /api/leads (the lead page says which). */
  via: ReceivedVia;
  /** POST /api/leads: the integration the request names (`integration`), kept when it is usable text. */
  integration?: unknown;
  form: unknown;
  /**
   * A UUID the client keeps for this submission: the same one sent again is answered with the lead it stored
   * (201), or 409 if the data differ. Absent (or ""), one is made: the same content within DEDUPE_WINDOW_MS still
   * finds the stored lead.
   */
  submissionId?: unknown;
  data: unknown;
  /** Campaign attribution; anything but an object is ignored. */
  attribution?: unknown;
  /** The request's Origin header: another site's page gets 403 (server/http/origin-check.ts). */
  origin?: string | null | undefined;
  /**
   * The page the form was on: a path (a route action's own), or a URL (the Referer of an API call), kept only
   * when it is on this site, and never its query (click ids).
   */
  page?: string | null | undefined;
  /** The address the request came from, as Express resolved it (honours TRUST_PROXY): the rate limit's key. */
  ip: string;
  /**
   * The visitor's address stored with the lead: absent, `ip` (a form's request is the visitor's own); the
   * API's `ip` field otherwise, null when it has none (its request is the integration's server).
   */
  visitorIp?: unknown;
  /** The visitor's browser: a form request's User-Agent header, the API's `userAgent` field. */
  userAgent?: unknown;
}

export type SubmitResult =
  /** Stored (or already stored under this submission id or content, or a honeypot hit: nothing stored). `lead` is the cleaned data. */
  | { status: 201; id: number; lead: Lead | null }
  /** Not a submission of a known form: no form, no data object, or a submission id that is not a UUID. */
  | { status: 400; message: string }
  /** Posted from another site's page. */
  | { status: 403; message: string }
  /** A known submission id sent again with other data. */
  | { status: 409; message: string }
  | { status: 422; message: string; errors: FieldErrors }
  | { status: 429; message: string; retryAfterSeconds: number }
  | { status: 503; message: string };

export interface LeadService {
  submit(submission: LeadSubmission): Promise<SubmitResult>;
}

/**
 * How long the same content counts as the same lead, whatever its submission id: a double click or a reload
 * that posts a form again without JavaScript, an integration that retries without its id.
 */
export const DEDUPE_WINDOW_MS = 10 * 60_000;

const envelopeSchema = z.object({
  submissionId: z.optional(z.uuid()),
  data: z.record(z.string(), z.unknown()),
});

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

/** The path of the page a submission came from, when it is on this site (see LeadSubmission.page). */
function pagePath(page: string | null | undefined, isAllowedOrigin: OriginCheck): string | null {
  if (!page) return null;
  try {
    const ownPath = page.startsWith("/") && !page.startsWith("//");
    const url = new URL(page, "http://localhost");
    return ownPath || isAllowedOrigin(url.origin) ? url.pathname.slice(0, PAGE_PATH_LIMIT) : null;
  } catch {
    return null;
  }
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
    async submit(submission) {
      if (!isAllowedOrigin(submission.origin)) return { status: 403, message: leadMessages.forbiddenOrigin };
      const envelope = envelopeSchema.safeParse({
        submissionId: submission.submissionId === "" ? undefined : (submission.submissionId ?? undefined),
        data: submission.data,
      });
      if (!isSiteForm(submission.form) || !envelope.success) {
        return { status: 400, message: leadMessages.badRequest };
      }
      const { data } = envelope.data;
      const submissionId = envelope.data.submissionId ?? crypto.randomUUID();
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
      const dedupeSince = receivedAt - DEDUPE_WINDOW_MS;

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
          email: "email" in lead.data ? lead.data.email.toLowerCase() : "",
          ip: submission.visitorIp === undefined ? submission.ip || null : storedIp(submission.visitorIp),
          userAgent: storedUserAgent(submission.userAgent),
          createdAt: receivedAt,
          attribution: normalizeAttribution(submission.attribution),
          contentHash: hash,
          dedupeSince,
          adsConsent: consentAnswer(form, data, receivedAt),
          pagePath: pagePath(submission.page, isAllowedOrigin),
          receivedVia: submission.via,
          integration: submission.via === "api" ? storedIntegration(submission.integration) : null,
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
