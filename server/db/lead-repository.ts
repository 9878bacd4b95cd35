import { sql, type Kysely, type Transaction } from "kysely";
import { normalizeAttribution, type Attribution } from "~/features/leads/attribution";
import type { DatabaseHandle, Dialect } from "./connect";
import { leadPanelColumns } from "./lead-columns";
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
  attribution?: Attribution | null;
  /** Fingerprint of form + cleaned data (server/leads/content-hash.ts). */
  contentHash?: string | null;
  /**
   * Set for forms posted without JavaScript: a lead with the same content
   * hash stored at or after this time is this one posted again (double
   * click, reload and resubmit), so it is answered instead of stored.
   */
  dedupeSince?: number | null;
}

export interface StoredLeadRef {
  id: number;
  /** False when the lead was already stored: same submission id (a retry) or, for dedupeSince, same content. */
  created: boolean;
  /** The stored lead's content hash (null for leads older than migration 003): a retry whose data differs is not the same lead. */
  contentHash: string | null;
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
  attribution: Attribution | null;
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
  /** The due time this claim set: the worker holds the row while it is unchanged (see markFailed). */
  leaseUntil: number;
  lead: StoredLead;
}

/** The outbox at a glance, for /healthz and /metrics. */
export interface OutboxStats {
  pending: number;
  /** Creation time of the oldest pending notification, null when none is pending. */
  oldestPendingAt: number | null;
  dead: number;
}

function parseJson(value: unknown): unknown {
  return typeof value === "string" ? JSON.parse(value) : value;
}

function parseData(value: unknown): Record<string, unknown> {
  const parsed = parseJson(value);
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
  attribution: unknown;
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
    attribution: row.attribution === null ? null : normalizeAttribution(parseJson(row.attribution)),
  };
}

/** Lowest first: replicas that lock several hashes in the same order cannot deadlock. */
function sortedUnique(values: readonly string[]): string[] {
  return [...new Set(values)].sort();
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
   * stored again: its existing lead comes back with created = false. So does
   * a lead with `dedupeSince` whose content was stored since then.
   */
  async insertLeads(leads: readonly NewLead[]): Promise<StoredLeadRef[]> {
    if (leads.length === 0) return [];
    return this.db.transaction().execute(async (trx) => {
      const { stored, repeats } = await this.findContentDuplicates(trx, leads);
      const fresh = leads.filter((_, index) => !stored.has(index) && !repeats.has(index));
      // Multi-row statements: a few queries per batch instead of two per lead.
      const inserted =
        fresh.length === 0
          ? []
          : await trx
              .insertInto("leads")
              .values(
                fresh.map((lead) => ({
                  form: lead.form,
                  submission_id: lead.submissionId,
                  data: JSON.stringify(lead.data),
                  email: lead.email,
                  ip: lead.ip,
                  user_agent: lead.userAgent,
                  created_at: lead.createdAt,
                  attribution: lead.attribution ? JSON.stringify(lead.attribution) : null,
                  content_hash: lead.contentHash ?? null,
                  ...leadPanelColumns(lead.form, lead.data, lead.email, lead.attribution ?? null),
                })),
              )
              .onConflict((conflict) => conflict.column("submission_id").doNothing())
              .returning(["id", "submission_id", "created_at", "content_hash"])
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
      const created = new Map(inserted.map((row) => [row.submission_id, row]));
      const seen = fresh.map((lead) => lead.submissionId).filter((id) => !created.has(id));
      const existing =
        seen.length === 0
          ? new Map<string, { id: number; content_hash: string | null }>()
          : new Map(
              (
                await trx
                  .selectFrom("leads")
                  .select(["id", "submission_id", "content_hash"])
                  .where("submission_id", "in", [...new Set(seen)])
                  .execute()
              ).map((row) => [row.submission_id, row]),
            );
      // The first lead of a submission id in this batch created it; any repeat reads as a resubmission.
      const claimed = new Set<string>();
      const refs = leads.map((lead, index): StoredLeadRef | null => {
        if (repeats.has(index)) return null;
        const duplicate = stored.get(index);
        if (duplicate) return duplicate;
        const row = created.get(lead.submissionId);
        if (row !== undefined && !claimed.has(lead.submissionId)) {
          claimed.add(lead.submissionId);
          return { id: row.id, created: true, contentHash: row.content_hash };
        }
        const found = row ?? existing.get(lead.submissionId);
        if (found === undefined) throw new Error(`lead ${lead.submissionId} neither stored nor found`);
        return { id: found.id, created: false, contentHash: found.content_hash };
      });
      // A content repeat inside the batch gets the answer of its first occurrence.
      return refs.map((ref, index) => {
        if (ref) return ref;
        const first = refs[repeats.get(index) ?? -1];
        if (!first) throw new Error(`lead ${leads[index]?.submissionId} neither stored nor found`);
        return { ...first, created: false };
      });
    });
  }

  /**
   * Leads of this batch (by index) with `dedupeSince` whose content is
   * already stored within their window (`stored`), or repeats an earlier
   * lead of the batch (`repeats`: index of that lead). On PostgreSQL a
   * transaction-scoped advisory lock per content hash makes two replicas
   * storing the same post take turns, so the second one sees the first.
   */
  private async findContentDuplicates(
    trx: Transaction<Database>,
    leads: readonly NewLead[],
  ): Promise<{ stored: Map<number, StoredLeadRef>; repeats: Map<number, number> }> {
    const stored = new Map<number, StoredLeadRef>();
    const repeats = new Map<number, number>();
    const checked = leads.flatMap((lead, index) =>
      lead.contentHash && typeof lead.dedupeSince === "number"
        ? [{ index, hash: lead.contentHash, since: lead.dedupeSince }]
        : [],
    );
    if (checked.length === 0) return { stored, repeats };
    const hashes = sortedUnique(checked.map((lead) => lead.hash));
    if (this.dialect === "postgres") {
      for (const hash of hashes) await sql`select pg_advisory_xact_lock(hashtextextended(${hash}, 0))`.execute(trx);
    }
    const rows = await trx
      .selectFrom("leads")
      .select(["id", "content_hash", "created_at"])
      .where("content_hash", "in", hashes)
      .where("created_at", ">=", Math.min(...checked.map((lead) => lead.since)))
      .orderBy("id")
      .execute();
    const firstInBatch = new Map<string, number>();
    for (const { index, hash, since } of checked) {
      const match = rows.find((row) => row.content_hash === hash && row.created_at >= since);
      if (match) {
        stored.set(index, { id: match.id, created: false, contentHash: hash });
        continue;
      }
      const first = firstInBatch.get(hash);
      if (first === undefined) firstInBatch.set(hash, index);
      else repeats.set(index, first);
    }
    return { stored, repeats };
  }

  /**
   * The stored lead a submission refers to: same submission id, or (with
   * `dedupeSince`) same content stored since then. For a visitor retrying
   * while rate-limited.
   */
  async findSubmitted(lead: {
    submissionId: string;
    contentHash: string | null;
    dedupeSince: number | null;
  }): Promise<StoredLeadRef | null> {
    const byId = await this.db
      .selectFrom("leads")
      .select(["id", "content_hash"])
      .where("submission_id", "=", lead.submissionId)
      .executeTakeFirst();
    if (byId) return { id: byId.id, created: false, contentHash: byId.content_hash };
    if (lead.contentHash === null || lead.dedupeSince === null) return null;
    const byContent = await this.db
      .selectFrom("leads")
      .select(["id", "content_hash"])
      .where("content_hash", "=", lead.contentHash)
      .where("created_at", ">=", lead.dedupeSince)
      .orderBy("id")
      .executeTakeFirst();
    return byContent ? { id: byContent.id, created: false, contentHash: byContent.content_hash } : null;
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
      return lead ? [{ id: row.id, attempts: row.attempts, failingSince: row.failing_since, leaseUntil, lead }] : [];
    });
  }

  /**
   * Delivered: marks these notifications sent. A success is recorded even
   * when the lease ran out meanwhile (the message did land; marking it
   * stops further copies), but never over a row no longer pending. Returns
   * the ids whose lease had run out, for a warning.
   */
  async markSent(claims: readonly { id: number; leaseUntil: number }[], now: number): Promise<number[]> {
    if (claims.length === 0) return [];
    return this.db.transaction().execute(async (trx) => {
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
    update: { leaseUntil: number; attempts: number; failingSince: number; nextAttemptAt: number; error: string },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable("notifications")
      .set({
        attempts: update.attempts,
        failing_since: update.failingSince,
        next_attempt_at: update.nextAttemptAt,
        last_error: update.error,
      })
      .where("id", "=", notificationId)
      .where("status", "=", "pending")
      .where("next_attempt_at", "=", update.leaseUntil)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Rate-limited by the webhook: try again later without counting a failed
   * try, but the streak of failures (failing_since) starts or goes on, so
   * endless 429 answers end in a dead notification like any other fault.
   * Same lease rule as markFailed.
   */
  async postpone(
    notificationId: number,
    update: { leaseUntil: number; failingSince: number; nextAttemptAt: number; reason: string },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable("notifications")
      .set({ next_attempt_at: update.nextAttemptAt, failing_since: update.failingSince, last_error: update.reason })
      .where("id", "=", notificationId)
      .where("status", "=", "pending")
      .where("next_attempt_at", "=", update.leaseUntil)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Gives up on a notification; the lead itself is kept and `retry` can revive it. Same lease rule as markFailed. */
  async markDead(
    notificationId: number,
    update: { leaseUntil: number; attempts: number; error: string },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable("notifications")
      .set({ status: "dead", attempts: update.attempts, last_error: update.error })
      .where("id", "=", notificationId)
      .where("status", "=", "pending")
      .where("next_attempt_at", "=", update.leaseUntil)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Pending and dead counts and the oldest pending notification: one cheap read. */
  async outboxStats(): Promise<OutboxStats> {
    const rows = await this.db
      .selectFrom("notifications")
      .select([
        "status",
        (eb) => eb.fn.countAll<number | string>().as("count"),
        (eb) => eb.fn.min("created_at").as("oldest"),
      ])
      .where("status", "in", ["pending", "dead"])
      .groupBy("status")
      .execute();
    const pending = rows.find((row) => row.status === "pending");
    const dead = rows.find((row) => row.status === "dead");
    return {
      pending: Number(pending?.count ?? 0),
      oldestPendingAt: pending?.oldest === undefined || pending.oldest === null ? null : Number(pending.oldest),
      dead: Number(dead?.count ?? 0),
    };
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
        "leads.attribution",
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
}
