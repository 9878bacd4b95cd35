import type { Logger } from "pino";
import { buildWebhookPayload } from "~/features/leads/webhook-payload";
import { leadFromStored } from "~/features/leads/fields";
import type { ClaimedNotification, LeadRepository } from "../db/lead-repository";
import { Batcher } from "./batcher";

/**
 * Delivers stored leads to the chat webhook, in this process, at least once:
 * a notification is marked sent only after a 2xx, so a crash between the
 * webhook's answer and that mark can repeat a message but never lose one.
 * So can a call that times out after the chat service got it: the timeout
 * is long, and such a call is retried only once its lease has run out.
 * Every message names its lead ("lead #42"), so the team can spot a repeat.
 */

export interface OutboxOptions {
  webhookUrl: string;
  logger: Logger;
  /** Webhook call timeout: far above the chat service's usual answer time, since a call given up on may still land. */
  timeoutMs?: number;
  /** How long a claimed notification stays hidden from other workers; must exceed timeoutMs. */
  leaseMs?: number;
  /** Idle check interval; new leads wake the worker at once anyway. */
  pollMs?: number;
  /** Webhook calls in flight at once. */
  concurrency?: number;
  /** First retry delay; doubles each failure up to maxBackoffMs. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** Failing this long makes a notification dead. */
  giveUpAfterMs?: number;
  /** Wait after a 429 that gives no retry time. */
  defaultRetryAfterMs?: number;
  now?: () => number;
  random?: () => number;
  fetch?: typeof fetch;
}

const HOUR = 3_600_000;

/** Default webhook call timeout: the chat service usually answers in well under a second. */
export const DEFAULT_TIMEOUT_MS = 30_000;

type Outcome =
  | { kind: "sent" }
  | { kind: "rate-limited"; retryAfterMs: number }
  | { kind: "misconfigured"; status: number; reason: string }
  /** `mayHaveLanded`: the service may have got the message (timeout), so no retry before the lease ends. */
  | { kind: "failed"; reason: string; mayHaveLanded: boolean };

/** Seconds from a 429: the JSON body's retry_after, else the Retry-After header (seconds or an HTTP date). */
export function retryAfterMs(body: string, header: string | null, now: number): number | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed !== null && typeof parsed === "object" && "retry_after" in parsed) {
      const seconds = Number(parsed.retry_after);
      if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
    }
  } catch {
    // Not JSON: fall back to the header.
  }
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  return null;
}

const misconfiguration: Record<number, string> = {
  401: "the webhook token is invalid (401): WEBHOOK_URL is wrong or was regenerated",
  403: "the webhook refused access (403): check the WEBHOOK_URL permissions",
  404: "the webhook does not exist (404): WEBHOOK_URL is wrong or the webhook was deleted",
};

export class OutboxWorker {
  private readonly options: Required<Omit<OutboxOptions, "webhookUrl" | "logger">>;
  private running = false;
  private loop: Promise<void> | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  private pausedUntil = 0;
  private wakeUp: (() => void) | null = null;
  private wakeRequested = false;
  /** Sent marks share transactions: one disk sync for all calls that finished together. */
  private readonly sentMarks: Batcher<{ id: number; leaseUntil: number }, boolean>;

  constructor(
    private readonly repository: LeadRepository,
    private readonly config: OutboxOptions,
  ) {
    this.sentMarks = new Batcher(async (claims) => {
      const late = new Set(await repository.markSent(claims, this.options.now()));
      return claims.map((claim) => !late.has(claim.id));
    });
    const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.options = {
      timeoutMs,
      leaseMs: config.leaseMs ?? Math.max(90_000, timeoutMs * 3),
      pollMs: config.pollMs ?? 5_000,
      concurrency: config.concurrency ?? 4,
      baseBackoffMs: config.baseBackoffMs ?? 5_000,
      maxBackoffMs: config.maxBackoffMs ?? HOUR,
      giveUpAfterMs: config.giveUpAfterMs ?? 48 * HOUR,
      defaultRetryAfterMs: config.defaultRetryAfterMs ?? 5_000,
      now: config.now ?? Date.now,
      random: config.random ?? Math.random,
      fetch: config.fetch ?? globalThis.fetch,
    };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Looks for due notifications now instead of at the next poll (called after each commit of new leads). */
  wake(): void {
    this.wakeRequested = true;
    this.wakeUp?.();
  }

  /** Stops claiming, then waits for the calls in flight (each bounded by the timeout). */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    await Promise.allSettled([...this.inFlight]);
  }

  private async run(): Promise<void> {
    while (this.running) {
      const { now, concurrency, pollMs } = this.options;
      this.wakeRequested = false;
      const free = concurrency - this.inFlight.size;
      const paused = this.pausedUntil > now();
      let claimedAll = false;
      if (free > 0 && !paused) {
        try {
          const claimed = await this.repository.claimDueNotifications(now(), now() + this.options.leaseMs, free);
          for (const notification of claimed) this.track(this.deliver(notification));
          claimedAll = claimed.length === free;
        } catch (error) {
          this.config.logger.error({ err: error }, "outbox: could not read due notifications");
        }
      }
      if (!this.running) break;
      // A full claim may mean more are due: go again as soon as a slot frees up.
      if (claimedAll && this.inFlight.size < concurrency) continue;
      await this.sleep(paused ? this.pausedUntil - now() : pollMs);
    }
  }

  private track(delivery: Promise<void>): void {
    const tracked = delivery.finally(() => {
      this.inFlight.delete(tracked);
      this.wake();
    });
    this.inFlight.add(tracked);
  }

  private sleep(ms: number): Promise<void> {
    if (this.wakeRequested || !this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, Math.max(0, ms));
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = null;
        done();
      };
    });
  }

  private async deliver(notification: ClaimedNotification): Promise<void> {
    const { logger } = this.config;
    const leadId = notification.lead.id;
    const { leaseUntil } = notification;
    try {
      const outcome = await this.post(notification);
      const now = this.options.now();
      switch (outcome.kind) {
        case "sent": {
          const leaseHeld = await this.sentMarks.add({ id: notification.id, leaseUntil });
          logger.info({ leadId }, "lead notification sent");
          if (!leaseHeld) {
            logger.warn({ leadId }, "lead notification sent after its lease ran out: it may be announced twice");
          }
          return;
        }
        case "rate-limited": {
          const failingSince = notification.failingSince ?? now;
          if (now - failingSince >= this.options.giveUpAfterMs) {
            await this.giveUp(
              notification,
              notification.attempts,
              `429 rate limited since ${new Date(failingSince).toISOString()}`,
              now,
            );
            return;
          }
          this.pausedUntil = Math.max(this.pausedUntil, now + outcome.retryAfterMs);
          const held = await this.repository.postpone(notification.id, {
            leaseUntil,
            failingSince,
            nextAttemptAt: now + outcome.retryAfterMs,
            reason: `429 rate limited: retry after ${outcome.retryAfterMs} ms`,
          });
          if (!held) return this.leaseLost(leadId);
          logger.warn({ leadId, retryAfterMs: outcome.retryAfterMs }, "webhook rate limit: notifications paused");
          return;
        }
        case "misconfigured": {
          const held = await this.repository.markDead(notification.id, {
            leaseUntil,
            attempts: notification.attempts + 1,
            error: outcome.reason,
          });
          if (!held) return this.leaseLost(leadId);
          logger.error(
            { leadId, status: outcome.status },
            `lead notification dead: ${outcome.reason}. The lead is stored; fix WEBHOOK_URL, then run "npm run leads -- retry"`,
          );
          return;
        }
        case "failed":
          await this.recordFailure(notification, outcome, now);
          return;
      }
    } catch (error) {
      logger.error({ err: error, leadId }, "outbox: could not record a delivery result");
    }
  }

  private leaseLost(leadId: number): void {
    this.config.logger.warn(
      { leadId },
      "outbox: lease lost before the result was recorded; another worker has the notification",
    );
  }

  private async giveUp(
    notification: ClaimedNotification,
    attempts: number,
    reason: string,
    now: number,
  ): Promise<void> {
    const failingSince = notification.failingSince ?? now;
    const held = await this.repository.markDead(notification.id, {
      leaseUntil: notification.leaseUntil,
      attempts,
      error: reason,
    });
    if (!held) return this.leaseLost(notification.lead.id);
    this.config.logger.error(
      { leadId: notification.lead.id, attempts, lastError: reason },
      `LEAD NOTIFICATION GIVEN UP after ${Math.round((now - failingSince) / HOUR)} h of failures: ` +
        'the lead is stored; see it with "npm run leads -- show", resend with "npm run leads -- retry"',
    );
  }

  private async recordFailure(
    notification: ClaimedNotification,
    outcome: { reason: string; mayHaveLanded: boolean },
    now: number,
  ): Promise<void> {
    const { logger } = this.config;
    const { reason } = outcome;
    const attempts = notification.attempts + 1;
    const failingSince = notification.failingSince ?? now;
    const leadId = notification.lead.id;
    if (now - failingSince >= this.options.giveUpAfterMs) {
      await this.giveUp(notification, attempts, reason, now);
      return;
    }
    const exponential = Math.min(this.options.maxBackoffMs, this.options.baseBackoffMs * 2 ** (attempts - 1));
    // Equal jitter: half fixed, half random, so replicas that failed together spread out.
    const backoff = Math.round(exponential / 2 + (this.options.random() * exponential) / 2);
    // A call given up on may still land while its lease runs: a retry before then would likely repeat it.
    const nextAttemptAt = outcome.mayHaveLanded ? Math.max(now + backoff, notification.leaseUntil) : now + backoff;
    const held = await this.repository.markFailed(notification.id, {
      leaseUntil: notification.leaseUntil,
      attempts,
      failingSince,
      nextAttemptAt,
      error: reason,
    });
    if (!held) return this.leaseLost(leadId);
    logger.warn({ leadId, attempts, retryInMs: nextAttemptAt - now, reason }, "lead notification failed: will retry");
  }

  private async post(notification: ClaimedNotification): Promise<Outcome> {
    const lead = leadFromStored(notification.lead.form, notification.lead.data);
    if (!lead) {
      return { kind: "misconfigured", status: 0, reason: `unknown form "${notification.lead.form}"` };
    }
    const payload = buildWebhookPayload(
      lead,
      notification.lead.id,
      new Date(notification.lead.createdAt),
      notification.lead.attribution,
    );
    let response: Response;
    let body: string;
    try {
      response = await this.options.fetch(this.config.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      body = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      const reason = timedOut
        ? `timeout: no answer within ${this.options.timeoutMs} ms`
        : `network error: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`;
      // The service may have the message when we gave up waiting, or when the connection broke after it was sent.
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
      const code = cause && "code" in cause ? String(cause.code) : "";
      return { kind: "failed", reason, mayHaveLanded: timedOut || code === "ECONNRESET" || code === "UND_ERR_SOCKET" };
    }
    if (response.ok) return { kind: "sent" };
    if (response.status === 429) {
      const wait = retryAfterMs(body, response.headers.get("retry-after"), this.options.now());
      return { kind: "rate-limited", retryAfterMs: wait ?? this.options.defaultRetryAfterMs };
    }
    const known = misconfiguration[response.status];
    if (known) return { kind: "misconfigured", status: response.status, reason: known };
    if (response.status >= 400 && response.status < 500 && response.status !== 408) {
      return {
        kind: "misconfigured",
        status: response.status,
        reason: `the webhook rejected the notification (${response.status}): ${body.slice(0, 200)}`,
      };
    }
    return { kind: "failed", reason: `webhook answered ${response.status}`, mayHaveLanded: false };
  }
}
