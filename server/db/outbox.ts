import { sql, type Kysely, type Updateable } from "kysely";
import type { DatabaseHandle, Dialect } from "./connect";
import type { Database, NotificationsTable, NotificationStatus } from "./schema";
import { DESTINATIONS, type Destination } from "#app/features/leads/destinations";
import type { AttemptOutcome, DeliveryEvent } from "#app/features/leads/deliveries";
import { toLead, type StoredLead } from "./stored-lead";

/**
 * The outbox: one row per lead, destination and event ("assigned" alerts: one per reassignment), claimed, marked and
 * retried by the delivery workers, with each try logged.
 */

export interface ClaimedNotification {
  id: number;
  destination: Destination;
  event: DeliveryEvent;
  /** The won event's value in BRL cents. */
  valueCents: number | null;
  /** When the row was enqueued: the event's time. */
  createdAt: number;
  /** An 'assigned' alert's "responsavel" audit event (who got which leads); null for other events. */
  auditId: number | null;
  attempts: number;
  failingSince: number | null;
  /** The due time this claim set: the worker holds the row while it is unchanged (see markFailed). */
  leaseUntil: number;
  lead: StoredLead;
}

/** What the worker records of one try, beside the outcome and error its mark implies. */
export interface AttemptRecord {
  /** When the result was known. */
  at: number;
  /** HTTP status or SMTP reply code; null when nothing answered. */
  statusCode: number | null;
}

export interface DeliveryAttempt {
  at: number;
  outcome: AttemptOutcome;
  statusCode: number | null;
  error: string | null;
}

/** One outbox row of a lead with its tries, oldest first: the lead's delivery timeline. */
export interface LeadDelivery {
  id: number;
  destination: Destination;
  event: DeliveryEvent;
  status: NotificationStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
  valueCents: number | null;
  log: DeliveryAttempt[];
}

export class Outbox {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;

  constructor(handle: Pick<DatabaseHandle, "db" | "dialect">) {
    this.db = handle.db;
    this.dialect = handle.dialect;
  }

  /**
   * Takes up to `limit` due notifications of one destination for this
   * worker: their due time moves to `leaseUntil`, so no other worker takes
   * them meanwhile, and a worker that dies mid-send leaves them to be retried
   * when the lease ends. On PostgreSQL, SKIP LOCKED keeps concurrent
   * replicas off each other's rows.
   */
  async claimDueNotifications(
    destination: Destination,
    now: number,
    leaseUntil: number,
    limit: number,
  ): Promise<ClaimedNotification[]> {
    const claimed = await this.db
      .updateTable("notifications")
      .set({ next_attempt_at: leaseUntil })
      .where("id", "in", (eb) => {
        const due = eb
          .selectFrom("notifications")
          .select("id")
          .where("destination", "=", destination)
          .where("status", "=", "pending")
          .where("next_attempt_at", "<=", now)
          .orderBy("next_attempt_at")
          .limit(limit);
        return this.dialect === "postgres" ? due.forUpdate().skipLocked() : due;
      })
      .where("status", "=", "pending")
      .returning([
        "id",
        "lead_id",
        "destination",
        "event",
        "value_cents",
        "audit_id",
        "created_at",
        "attempts",
        "failing_since",
      ])
      .execute();
    if (claimed.length === 0) return [];
    const leads = await this.db
      .selectFrom("leads")
      .selectAll()
      .where(
        "id",
        "in",
        claimed.map((row) => row.lead_id),
      )
      .execute();
    const byId = new Map(leads.map((row) => [row.id, toLead(row)]));
    return claimed.flatMap((row) => {
      const lead = byId.get(row.lead_id);
      return lead
        ? [
            {
              id: row.id,
              destination: row.destination,
              event: row.event,
              valueCents: row.value_cents,
              createdAt: row.created_at,
              auditId: row.audit_id,
              attempts: row.attempts,
              failingSince: row.failing_since,
              leaseUntil,
              lead,
            },
          ]
        : [];
    });
  }

  /**
   * Delivered: marks these notifications sent. A success is recorded even
   * when the lease ran out meanwhile (the message did land; marking it
   * stops further copies), but never over a row no longer pending. Returns
   * the ids whose lease had run out, for a warning.
   */
  async markSent(
    claims: readonly { id: number; leaseUntil: number; statusCode?: number | null }[],
    now: number,
  ): Promise<number[]> {
    if (claims.length === 0) return [];
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("delivery_attempts")
        .values(
          claims.map((claim) => ({
            notification_id: claim.id,
            attempted_at: now,
            outcome: "sent" as const,
            status_code: claim.statusCode ?? null,
            error: null,
          })),
        )
        .execute();
      const held = await trx
        .selectFrom("notifications")
        .select(["id", "next_attempt_at"])
        .where(
          "id",
          "in",
          claims.map((claim) => claim.id),
        )
        .execute();
      const leaseOf = new Map(held.map((row) => [row.id, row.next_attempt_at]));
      await trx
        .updateTable("notifications")
        .set({ status: "sent", sent_at: now, last_error: null, failing_since: null })
        .where(
          "id",
          "in",
          claims.map((claim) => claim.id),
        )
        .where("status", "=", "pending")
        .execute();
      return claims.filter((claim) => leaseOf.get(claim.id) !== claim.leaseUntil).map((claim) => claim.id);
    });
  }

  /**
   * A failed try: counts it and sets the next due time, only while this
   * worker still holds the claim (status pending, due time unchanged since
   * the claim). False when the lease was lost: the row is someone else's.
   */
  async markFailed(
    notificationId: number,
    update: {
      leaseUntil: number;
      attempts: number;
      failingSince: number;
      nextAttemptAt: number;
      error: string;
      attempt: AttemptRecord;
    },
  ): Promise<boolean> {
    return this.recordTry(
      notificationId,
      update.leaseUntil,
      { outcome: "failed", error: update.error, attempt: update.attempt },
      {
        attempts: update.attempts,
        failing_since: update.failingSince,
        next_attempt_at: update.nextAttemptAt,
        last_error: update.error,
      },
    );
  }

  /**
   * Logs a try and applies its result to the row, in one transaction. The
   * result is applied only while the caller holds the claim (status pending,
   * due time unchanged since the claim); the try is logged either way, since
   * it did happen. False when the lease was lost: the row is someone else's.
   */
  private recordTry(
    notificationId: number,
    leaseUntil: number,
    log: { outcome: AttemptOutcome; error: string; attempt: AttemptRecord },
    changes: Updateable<NotificationsTable>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("delivery_attempts")
        .values({
          notification_id: notificationId,
          attempted_at: log.attempt.at,
          outcome: log.outcome,
          status_code: log.attempt.statusCode,
          error: log.error,
        })
        .execute();
      const result = await trx
        .updateTable("notifications")
        .set(changes)
        .where("id", "=", notificationId)
        .where("status", "=", "pending")
        .where("next_attempt_at", "=", leaseUntil)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    });
  }

  /**
   * Rate-limited by the webhook: try again later without counting a failed
   * try, but the streak of failures (failing_since) starts or goes on, so
   * endless 429 answers end in a dead notification like any other fault.
   * Same lease rule as markFailed.
   */
  async postpone(
    notificationId: number,
    update: {
      leaseUntil: number;
      failingSince: number;
      nextAttemptAt: number;
      reason: string;
      attempt: AttemptRecord;
    },
  ): Promise<boolean> {
    return this.recordTry(
      notificationId,
      update.leaseUntil,
      { outcome: "rate-limited", error: update.reason, attempt: update.attempt },
      { next_attempt_at: update.nextAttemptAt, failing_since: update.failingSince, last_error: update.reason },
    );
  }

  /** Gives up on a notification; the lead itself is kept and `retry` can revive it. Same lease rule as markFailed. */
  async markDead(
    notificationId: number,
    update: { leaseUntil: number; attempts: number; error: string; attempt: AttemptRecord },
  ): Promise<boolean> {
    return this.recordTry(
      notificationId,
      update.leaseUntil,
      { outcome: "dead", error: update.error, attempt: update.attempt },
      { status: "dead", attempts: update.attempts, last_error: update.error },
    );
  }

  /** Every delivery of a lead (chat, e-mail, Meta; lead and won events) with its tries, oldest first. */
  async deliveries(leadId: number): Promise<LeadDelivery[]> {
    const rows = await this.db
      .selectFrom("notifications")
      .selectAll()
      .where("lead_id", "=", leadId)
      .orderBy("id")
      .execute();
    if (rows.length === 0) return [];
    const tries = await this.db
      .selectFrom("delivery_attempts")
      .selectAll()
      .where(
        "notification_id",
        "in",
        rows.map((row) => row.id),
      )
      .orderBy("attempted_at")
      .orderBy("id")
      .execute();
    return rows.map((row) => ({
      id: row.id,
      destination: row.destination,
      event: row.event,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: row.next_attempt_at,
      lastError: row.last_error,
      createdAt: row.created_at,
      sentAt: row.sent_at,
      valueCents: row.value_cents,
      log: tries
        .filter((attempt) => attempt.notification_id === row.id)
        .map((attempt) => ({
          at: attempt.attempted_at,
          outcome: attempt.outcome,
          statusCode: attempt.status_code,
          error: attempt.error,
        })),
    }));
  }

  /**
   * Adds one event's row to the outbox (the won event of a lead), due at
   * `createdAt`. Each lead has at most one row per destination and event:
   * enqueuing it again changes nothing and returns false.
   */
  async enqueueEvent(
    leadId: number,
    row: {
      destination: Destination;
      event: Exclude<DeliveryEvent, "assigned">;
      valueCents: number | null;
      createdAt: number;
    },
  ): Promise<boolean> {
    const inserted = await this.db
      .insertInto("notifications")
      .values({
        lead_id: leadId,
        destination: row.destination,
        event: row.event,
        value_cents: row.valueCents,
        status: "pending",
        next_attempt_at: row.createdAt,
        created_at: row.createdAt,
      })
      // The index is partial (migration 025): the conflict target names its predicate, as both databases require.
      .onConflict((conflict) =>
        conflict
          .columns(["lead_id", "destination", "event"])
          .where(sql<boolean>`event in ('lead', 'won')`)
          .doNothing(),
      )
      .returning("id")
      .execute();
    return inserted.length > 0;
  }

  /** Dead notifications of every destination back to the queue, due now, with a fresh give-up window. */
  async retryDead(now: number): Promise<Record<Destination, number>> {
    const revived = await this.db
      .updateTable("notifications")
      .set({ status: "pending", next_attempt_at: now, attempts: 0, failing_since: null })
      .where("status", "=", "dead")
      .returning("destination")
      .execute();
    const counts = Object.fromEntries(DESTINATIONS.map((destination) => [destination, 0])) as Record<
      Destination,
      number
    >;
    for (const row of revived) counts[row.destination] += 1;
    return counts;
  }
}
