import type { Logger } from "pino";
import type { AttemptRecord, ClaimedNotification, Outbox } from "../db/outbox";
import type { StoredLead } from "../db/stored-lead";
import type { Destination } from "#app/features/leads/destinations";
import { Batcher } from "./batcher";
import { redact } from "../secrets";

/**
 * Delivers stored leads to one destination (the chat webhook, e-mail or
 * Meta), in this process, at least once: a notification is marked sent
 * only after the destination accepted it, so a crash between its answer and
 * that mark can repeat a delivery but never lose one. So can a call that
 * times out after the destination got it: the timeout is long, and such a
 * call is retried only once its lease has run out. Each destination has its
 * own worker, with its own claims, pause, backoff and give-up time, so one
 * destination's outage never delays another's deliveries. Every try is
 * logged in delivery_attempts (the lead's delivery timeline).
 */

/** What a destination made of one try. `statusCode` is the HTTP status or SMTP reply code, when one came. */
export type SendOutcome =
  | { kind: "sent"; statusCode: number | null }
  /** Asked to slow down: try again after `retryAfterMs` (the worker's default when null), not counted as a failure. */
  | { kind: "rate-limited"; retryAfterMs: number | null; statusCode: number | null }
  /** Retrying cannot help (wrong address or credentials, a refused message): dead at once. */
  | { kind: "rejected"; reason: string; statusCode: number | null }
  /** `mayHaveLanded`: the destination may have it (timeout), so no retry before the lease ends. */
  | { kind: "failed"; reason: string; mayHaveLanded: boolean; statusCode: number | null };

export interface Sender {
  destination: Destination;
  /** The variables an operator fixes when the destination refuses, for the error log ("WEBHOOK_URL"). */
  settings: string;
  /** Configured secrets (tokens, passwords) scrubbed from every error stored or logged. */
  secrets: readonly string[];
  send(notification: ClaimedNotification, timeoutMs: number): Promise<SendOutcome>;
  /** Releases connections (an SMTP pool) once the worker has stopped. */
  close?(): void;
}

/** One worker's timings; each destination may have its own. */
export interface OutboxTiming {
  /** Call timeout: far above the destination's usual answer time, since a call given up on may still land. */
  timeoutMs: number;
  /** How long a claimed notification stays hidden from other workers; must exceed timeoutMs. */
  leaseMs: number;
  /** Idle check interval; new leads wake the worker at once anyway. */
  pollMs: number;
  /** Calls in flight at once. */
  concurrency: number;
  /** First retry delay; doubles each failure up to maxBackoffMs. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  /** Failing this long makes a notification dead. */
  giveUpAfterMs: number;
  /** Wait after a rate limit that gives no retry time. */
  defaultRetryAfterMs: number;
  now: () => number;
  random: () => number;
}

export interface OutboxOptions extends Partial<OutboxTiming> {
  sender: Sender;
  logger: Logger;
}

const HOUR = 3_600_000;

/** Default call timeout: the chat service usually answers in well under a second. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Longest error text stored per notification and try. */
const ERROR_LIMIT = 300;

/** What replaces the lead's own data in a stored or logged reason. */
export const LEAD_DATA = "[lead data]";
/** Shorter values (a "sim", an option code) would garble ordinary words if replaced. */
const MIN_LEAD_VALUE = 4;

/**
 * The lead's own words (e-mail, name, phone as typed and as digits, anything else typed): a platform that repeats
 * the payload in its refusal must not get them into the stored error (shown on the owners' page) or the logs.
 */
function leadValues(lead: StoredLead): string[] {
  const typed = [lead.email, ...Object.values(lead.data).filter((value) => typeof value === "string")];
  const digits = typed.map((value) => value.replace(/\D/g, "")).filter((value) => value.length >= 8);
  const forms = [...typed, ...digits].flatMap((value) => [value.trim(), JSON.stringify(value.trim()).slice(1, -1)]);
  // Longest first, so an e-mail goes whole before a shorter value inside it.
  return [...new Set(forms)].filter((value) => value.length >= MIN_LEAD_VALUE).sort((a, b) => b.length - a.length);
}

export class OutboxWorker {
  readonly destination: Destination;
  private readonly options: OutboxTiming;
  private readonly sender: Sender;
  private readonly logger: Logger;
  private running = false;
  private loop: Promise<void> | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  private pausedUntil = 0;
  private wakeUp: (() => void) | null = null;
  private wakeRequested = false;
  /** Sent marks share transactions: one disk sync for all calls that finished together. */
  private readonly sentMarks: Batcher<{ id: number; leaseUntil: number; statusCode: number | null }, boolean>;

  constructor(
    private readonly outbox: Outbox,
    config: OutboxOptions,
  ) {
    this.sender = config.sender;
    this.destination = config.sender.destination;
    this.logger = config.logger.child({ destination: this.destination });
    this.sentMarks = new Batcher(async (claims) => {
      const late = new Set(await outbox.markSent(claims, this.options.now()));
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
    this.sender.close?.();
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
          const claimed = await this.outbox.claimDueNotifications(
            this.destination,
            now(),
            now() + this.options.leaseMs,
            free,
          );
          for (const notification of claimed) this.track(this.deliver(notification));
          claimedAll = claimed.length === free;
        } catch (error) {
          this.logger.error({ err: error }, "outbox: could not read due notifications");
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

  /** A reason as stored and logged: secrets and the lead's data scrubbed, cut to a short line. */
  private clean(reason: string, lead: StoredLead): string {
    let text = redact(reason, this.sender.secrets);
    for (const value of leadValues(lead)) text = text.split(value).join(LEAD_DATA);
    return text.length <= ERROR_LIMIT ? text : `${text.slice(0, ERROR_LIMIT - 1)}…`;
  }

  private async attempt(notification: ClaimedNotification): Promise<SendOutcome> {
    try {
      return await this.sender.send(notification, this.options.timeoutMs);
    } catch (error) {
      // A sender that threw is a fault of ours (a bug, a bad stored row): retried like a failure, never lost.
      const reason = error instanceof Error ? error.message : String(error);
      return { kind: "failed", reason: `delivery error: ${reason}`, mayHaveLanded: false, statusCode: null };
    }
  }

  private async deliver(notification: ClaimedNotification): Promise<void> {
    const logger = this.logger;
    const leadId = notification.lead.id;
    const event = notification.event;
    const { leaseUntil } = notification;
    try {
      const outcome = await this.attempt(notification);
      const now = this.options.now();
      const attempt: AttemptRecord = { at: now, statusCode: outcome.statusCode };
      switch (outcome.kind) {
        case "sent": {
          const leaseHeld = await this.sentMarks.add({
            id: notification.id,
            leaseUntil,
            statusCode: outcome.statusCode,
          });
          logger.info({ leadId, event }, "lead notification sent");
          if (!leaseHeld) {
            logger.warn({ leadId, event }, "lead notification sent after its lease ran out: it may be delivered twice");
          }
          return;
        }
        case "rate-limited": {
          const failingSince = notification.failingSince ?? now;
          const waitMs = outcome.retryAfterMs ?? this.options.defaultRetryAfterMs;
          if (now - failingSince >= this.options.giveUpAfterMs) {
            const reason =
              `${outcome.statusCode ?? ""} rate limited since ${new Date(failingSince).toISOString()}`.trim();
            await this.giveUp(notification, notification.attempts, reason, attempt);
            return;
          }
          this.pausedUntil = Math.max(this.pausedUntil, now + waitMs);
          const held = await this.outbox.postpone(notification.id, {
            leaseUntil,
            failingSince,
            nextAttemptAt: now + waitMs,
            reason: `${outcome.statusCode ?? ""} rate limited: retry after ${waitMs} ms`.trim(),
            attempt,
          });
          if (!held) return this.leaseLost(leadId);
          logger.warn({ leadId, event, retryAfterMs: waitMs }, `${this.destination} rate limit: deliveries paused`);
          return;
        }
        case "rejected": {
          const reason = this.clean(outcome.reason, notification.lead);
          const held = await this.outbox.markDead(notification.id, {
            leaseUntil,
            attempts: notification.attempts + 1,
            error: reason,
            attempt,
          });
          if (!held) return this.leaseLost(leadId);
          logger.error(
            { leadId, event, status: outcome.statusCode },
            `lead notification dead: ${reason}. The lead is stored; fix ${this.sender.settings}, then run "npm run leads -- retry"`,
          );
          return;
        }
        case "failed":
          await this.recordFailure(
            notification,
            { ...outcome, reason: this.clean(outcome.reason, notification.lead) },
            attempt,
          );
          return;
      }
    } catch (error) {
      logger.error({ err: error, leadId }, "outbox: could not record a delivery result");
    }
  }

  private leaseLost(leadId: number): void {
    this.logger.warn(
      { leadId },
      "outbox: lease lost before the result was recorded; another worker has the notification",
    );
  }

  private async giveUp(
    notification: ClaimedNotification,
    attempts: number,
    reason: string,
    attempt: AttemptRecord,
  ): Promise<void> {
    const failingSince = notification.failingSince ?? attempt.at;
    const held = await this.outbox.markDead(notification.id, {
      leaseUntil: notification.leaseUntil,
      attempts,
      error: reason,
      attempt,
    });
    if (!held) return this.leaseLost(notification.lead.id);
    this.logger.error(
      { leadId: notification.lead.id, event: notification.event, attempts, lastError: reason },
      `LEAD NOTIFICATION GIVEN UP after ${Math.round((attempt.at - failingSince) / HOUR)} h of failures: ` +
        'the lead is stored; see it with "npm run leads -- show", resend with "npm run leads -- retry"',
    );
  }

  private async recordFailure(
    notification: ClaimedNotification,
    outcome: { reason: string; mayHaveLanded: boolean },
    attempt: AttemptRecord,
  ): Promise<void> {
    const { reason } = outcome;
    const now = attempt.at;
    const attempts = notification.attempts + 1;
    const failingSince = notification.failingSince ?? now;
    const leadId = notification.lead.id;
    if (now - failingSince >= this.options.giveUpAfterMs) {
      await this.giveUp(notification, attempts, reason, attempt);
      return;
    }
    const exponential = Math.min(this.options.maxBackoffMs, this.options.baseBackoffMs * 2 ** (attempts - 1));
    // Equal jitter: half fixed, half random, so replicas that failed together spread out.
    const backoff = Math.round(exponential / 2 + (this.options.random() * exponential) / 2);
    // A call given up on may still land while its lease runs: a retry before then would likely repeat it.
    const nextAttemptAt = outcome.mayHaveLanded ? Math.max(now + backoff, notification.leaseUntil) : now + backoff;
    const held = await this.outbox.markFailed(notification.id, {
      leaseUntil: notification.leaseUntil,
      attempts,
      failingSince,
      nextAttemptAt,
      error: reason,
      attempt,
    });
    if (!held) return this.leaseLost(leadId);
    this.logger.warn(
      { leadId, event: notification.event, attempts, retryInMs: nextAttemptAt - now, reason },
      "lead notification failed: will retry",
    );
  }
}
