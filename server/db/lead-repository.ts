import type { Kysely } from "kysely";
import type { DatabaseHandle, Dialect } from "./connect";
import type { Database, NotificationStatus } from "./schema";

/**
 * Every query the lead pipeline and the lead CLI run, written once for both
 * SQLite and PostgreSQL.
 */

export interface NewLead {
  form: string;
  submissionId: string;
  data: Record<string, unknown>;
  email: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: number;
}

export interface StoredLeadRef {
  id: number;
  /** False when the submission id was already stored (a retry or a double click). */
  created: boolean;
}

export interface StoredLead {
  id: number;
  form: string;
  submissionId: string;
  data: Record<string, unknown>;
  email: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: number;
}

export interface LeadWithNotification extends StoredLead {
  notification: {
    id: number;
    status: NotificationStatus;
    attempts: number;
    nextAttemptAt: number;
    lastError: string | null;
    sentAt: number | null;
  } | null;
}

export interface ClaimedNotification {
  id: number;
  attempts: number;
  failingSince: number | null;
  lead: StoredLead;
}

function parseData(value: unknown): Record<string, unknown> {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  return parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
}

interface LeadRow {
  id: number;
  form: string;
  submission_id: string;
  data: unknown;
  email: string;
  ip: string | null;
  user_agent: string | null;
  created_at: number;
}

interface LeadWithNotificationRow extends LeadRow {
  notification_id: number | null;
  status: NotificationStatus | null;
  attempts: number | null;
  next_attempt_at: number | null;
  last_error: string | null;
  sent_at: number | null;
}

function toLeadWithNotification(row: LeadWithNotificationRow): LeadWithNotification {
  return {
    ...toLead(row),
    notification:
      row.notification_id === null || row.status === null
        ? null
        : {
            id: row.notification_id,
            status: row.status,
            attempts: row.attempts ?? 0,
            nextAttemptAt: row.next_attempt_at ?? 0,
            lastError: row.last_error,
            sentAt: row.sent_at,
          },
  };
}

function toLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    form: row.form,
    submissionId: row.submission_id,
    data: parseData(row.data),
    email: row.email,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: row.created_at,
  };
}

export class LeadRepository {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;

  constructor(handle: Pick<DatabaseHandle, "db" | "dialect">) {
    this.db = handle.db;
    this.dialect = handle.dialect;
  }

  /**
   * Stores leads and their pending notifications in ONE transaction (one
   * disk sync for the whole batch). A submission id seen before is not
   * stored again: its existing lead id comes back with created = false.
   */
  async insertLeads(leads: readonly NewLead[]): Promise<StoredLeadRef[]> {
    if (leads.length === 0) return [];
    return this.db.transaction().execute(async (trx) => {
      // Multi-row statements: a few queries per batch instead of two per lead.
      const inserted = await trx
        .insertInto("leads")
        .values(
          leads.map((lead) => ({
            form: lead.form,
            submission_id: lead.submissionId,
            data: JSON.stringify(lead.data),
            email: lead.email,
            ip: lead.ip,
            user_agent: lead.userAgent,
            created_at: lead.createdAt,
          })),
        )
        .onConflict((conflict) => conflict.column("submission_id").doNothing())
        .returning(["id", "submission_id", "created_at"])
        .execute();
      if (inserted.length > 0) {
        await trx
          .insertInto("notifications")
          .values(
            inserted.map((row) => ({
              lead_id: row.id,
              status: "pending" as const,
              next_attempt_at: row.created_at,
              created_at: row.created_at,
            })),
          )
          .execute();
      }
      const createdIds = new Map(inserted.map((row) => [row.submission_id, row.id]));
      const seen = leads.map((lead) => lead.submissionId).filter((id) => !createdIds.has(id));
      const existingIds =
        seen.length === 0
          ? new Map<string, number>()
          : new Map(
              (
                await trx
                  .selectFrom("leads")
                  .select(["id", "submission_id"])
                  .where("submission_id", "in", [...new Set(seen)])
                  .execute()
              ).map((row) => [row.submission_id, row.id]),
            );
      // The first lead of a submission id in this batch created it; any repeat reads as a resubmission.
      const claimed = new Set<string>();
      return leads.map((lead) => {
        const createdId = createdIds.get(lead.submissionId);
        if (createdId !== undefined && !claimed.has(lead.submissionId)) {
          claimed.add(lead.submissionId);
          return { id: createdId, created: true };
        }
        const id = createdId ?? existingIds.get(lead.submissionId);
        if (id === undefined) throw new Error(`lead ${lead.submissionId} neither stored nor found`);
        return { id, created: false };
      });
    });
  }

  /**
   * Takes up to `limit` due notifications for this worker: their due time
   * moves to `leaseUntil`, so no other worker takes them meanwhile, and a
   * worker that dies mid-send leaves them to be retried when the lease ends.
   * On PostgreSQL, SKIP LOCKED keeps concurrent replicas off each other's rows.
   */
  async claimDueNotifications(now: number, leaseUntil: number, limit: number): Promise<ClaimedNotification[]> {
    const claimed = await this.db
      .updateTable("notifications")
      .set({ next_attempt_at: leaseUntil })
      .where("id", "in", (eb) => {
        const due = eb
          .selectFrom("notifications")
          .select("id")
          .where("status", "=", "pending")
          .where("next_attempt_at", "<=", now)
          .orderBy("next_attempt_at")
          .limit(limit);
        return this.dialect === "postgres" ? due.forUpdate().skipLocked() : due;
      })
      .where("status", "=", "pending")
      .returning(["id", "lead_id", "attempts", "failing_since"])
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
      return lead ? [{ id: row.id, attempts: row.attempts, failingSince: row.failing_since, lead }] : [];
    });
  }

  async markSent(notificationIds: readonly number[], now: number): Promise<void> {
    if (notificationIds.length === 0) return;
    await this.db
      .updateTable("notifications")
      .set({ status: "sent", sent_at: now, last_error: null, failing_since: null })
      .where("id", "in", notificationIds)
      .execute();
  }

  /** A failed try: counts it and sets the next due time. */
  async markFailed(
    notificationId: number,
    update: { attempts: number; failingSince: number; nextAttemptAt: number; error: string },
  ): Promise<void> {
    await this.db
      .updateTable("notifications")
      .set({
        attempts: update.attempts,
        failing_since: update.failingSince,
        next_attempt_at: update.nextAttemptAt,
        last_error: update.error,
      })
      .where("id", "=", notificationId)
      .execute();
  }

  /** Rate-limited by the webhook: try again later without counting a failure. */
  async postpone(notificationId: number, nextAttemptAt: number, reason: string): Promise<void> {
    await this.db
      .updateTable("notifications")
      .set({ next_attempt_at: nextAttemptAt, last_error: reason })
      .where("id", "=", notificationId)
      .execute();
  }

  /** Gives up on a notification; the lead itself is kept and `retry` can revive it. */
  async markDead(notificationId: number, update: { attempts: number; error: string }): Promise<void> {
    await this.db
      .updateTable("notifications")
      .set({ status: "dead", attempts: update.attempts, last_error: update.error })
      .where("id", "=", notificationId)
      .execute();
  }

  async countByStatus(): Promise<Record<NotificationStatus, number>> {
    const rows = await this.db
      .selectFrom("notifications")
      .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
      .groupBy("status")
      .execute();
    const counts: Record<NotificationStatus, number> = { pending: 0, sent: 0, dead: 0 };
    for (const row of rows) counts[row.status] = Number(row.count);
    return counts;
  }

  async countLeads(): Promise<number> {
    const row = await this.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  private leadsWithNotification() {
    return this.db
      .selectFrom("leads")
      .leftJoin("notifications", "notifications.lead_id", "leads.id")
      .select([
        "leads.id",
        "leads.form",
        "leads.submission_id",
        "leads.data",
        "leads.email",
        "leads.ip",
        "leads.user_agent",
        "leads.created_at",
        "notifications.id as notification_id",
        "notifications.status",
        "notifications.attempts",
        "notifications.next_attempt_at",
        "notifications.last_error",
        "notifications.sent_at",
      ]);
  }

  /** Leads with their notification, newest first unless asked otherwise. */
  async listLeads(
    options: { since?: number; limit?: number; order?: "asc" | "desc" } = {},
  ): Promise<LeadWithNotification[]> {
    let query = this.leadsWithNotification().orderBy("leads.id", options.order ?? "desc");
    if (options.since !== undefined) query = query.where("leads.created_at", ">=", options.since);
    if (options.limit !== undefined) query = query.limit(options.limit);
    return (await query.execute()).map(toLeadWithNotification);
  }

  async getLead(id: number): Promise<LeadWithNotification | null> {
    const row = await this.leadsWithNotification().where("leads.id", "=", id).executeTakeFirst();
    return row ? toLeadWithNotification(row) : null;
  }

  /** Dead notifications back to the queue, due now, with a fresh 48-hour window. */
  async retryDead(now: number): Promise<number> {
    const result = await this.db
      .updateTable("notifications")
      .set({ status: "pending", next_attempt_at: now, attempts: 0, failing_since: null })
      .where("status", "=", "dead")
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** LGPD deletion request: every lead of this e-mail and its notifications. */
  async forgetEmail(email: string): Promise<number> {
    const rows = await this.db
      .selectFrom("leads")
      .select("id")
      .where("email", "=", email.trim().toLowerCase())
      .execute();
    return this.deleteLeads(rows.map((row) => row.id));
  }

  /** Retention limit: deletes leads created before `cutoff` with their notifications. */
  async purgeOlderThan(cutoff: number): Promise<number> {
    const rows = await this.db.selectFrom("leads").select("id").where("created_at", "<", cutoff).execute();
    return this.deleteLeads(rows.map((row) => row.id));
  }

  private async deleteLeads(ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    return this.db.transaction().execute(async (trx) => {
      let deleted = 0;
      // Chunks keep each statement under SQLite's bound-parameter limit.
      for (let start = 0; start < ids.length; start += 500) {
        const chunk = ids.slice(start, start + 500);
        await trx.deleteFrom("notifications").where("lead_id", "in", chunk).execute();
        const result = await trx.deleteFrom("leads").where("id", "in", chunk).executeTakeFirst();
        deleted += Number(result.numDeletedRows);
      }
      return deleted;
    });
  }
}
