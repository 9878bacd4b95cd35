import { sql, type ExpressionBuilder, type Kysely, type Transaction, type Updateable } from "kysely";
import { normalizeAttribution, type Attribution } from "~/features/leads/attribution";
import type { DatabaseHandle, Dialect } from "./connect";
import { leadPanelColumns } from "./lead-columns";
import { linkNewLeads } from "./person-links";
import { distributeInTurn } from "./lead-turns";
import {
  DESTINATIONS,
  type AttemptOutcome,
  type Database,
  type DeliveryEvent,
  type NotificationsTable,
  type Destination,
  type NotificationStatus,
  type ReceivedVia,
} from "./schema";

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
   * A lead with the same content hash stored at or after this time is this
   * one posted again (a double click, a reload that resubmits, an
   * integration's retry without its id), so it is answered instead of stored.
   */
  dedupeSince?: number | null;
  /** The entry point (a site form or the API) and the integration an API request named; null when unknown. */
  receivedVia?: ReceivedVia | null;
  integration?: string | null;
  /** Where the lead is delivered, one outbox row each; the chat alone when not given. */
  destinations?: readonly Destination[];
  /** The answer to the ads-measurement consent box, on the forms that ask (~/features/leads/ads-consent). */
  adsConsent?: StoredAdsConsent | null;
  /** Path of the page the form was sent from. */
  pagePath?: string | null;
}

export interface StoredAdsConsent {
  given: boolean;
  /** Version of the text the visitor saw. */
  version: string;
  /** When the answer was given. */
  at: number;
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
  /** Null on forms that do not ask and on leads older than migration 005b. */
  adsConsent: StoredAdsConsent | null;
  pagePath: string | null;
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

/** The outbox at a glance, for /healthz and /metrics. */
export interface OutboxStats {
  pending: number;
  /** Creation time of the oldest pending notification, null when none is pending. */
  oldestPendingAt: number | null;
  dead: number;
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

const emptyStats = (): OutboxStats => ({ pending: 0, oldestPendingAt: null, dead: 0 });

/** Leads a statement writes at once: 500 × 13 values, far under SQLite's limit even with four outbox rows each. */
const ROWS_PER_STATEMENT = 500;

/** The whole outbox's figures from each destination's. */
export function totalStats(byDestination: Record<Destination, OutboxStats>): OutboxStats {
  const all = Object.values(byDestination);
  const oldest = all.map((stats) => stats.oldestPendingAt).filter((time): time is number => time !== null);
  return {
    pending: all.reduce((sum, stats) => sum + stats.pending, 0),
    oldestPendingAt: oldest.length > 0 ? Math.min(...oldest) : null,
    dead: all.reduce((sum, stats) => sum + stats.dead, 0),
  };
}

function parseJson(value: unknown): unknown {
  return typeof value === "string" ? JSON.parse(value) : value;
}

function parseData(value: unknown): Record<string, unknown> {
  const parsed = parseJson(value);
  return parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
}

export interface LeadRow {
  id: number;
  form: string;
  submission_id: string;
  data: unknown;
  email: string;
  ip: string | null;
  user_agent: string | null;
  created_at: number;
  attribution: unknown;
  ads_consent: number | null;
  ads_consent_version: string | null;
  ads_consent_at: number | null;
  page_path: string | null;
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

export function toLead(row: LeadRow): StoredLead {
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
    adsConsent:
      row.ads_consent === null
        ? null
        : {
            given: row.ads_consent === 1,
            version: row.ads_consent_version ?? "",
            at: row.ads_consent_at ?? row.created_at,
          },
    pagePath: row.page_path,
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
      const refs: StoredLeadRef[] = [];
      // SQLite refuses a statement with more than 32,766 values (13 a lead): a
      // large import is written in slices, each seeing the slices before it.
      for (let start = 0; start < leads.length; start += ROWS_PER_STATEMENT) {
        refs.push(...(await this.insertSlice(trx, leads.slice(start, start + ROWS_PER_STATEMENT))));
      }
      return refs;
    });
  }

  private async insertSlice(trx: Transaction<Database>, leads: readonly NewLead[]): Promise<StoredLeadRef[]> {
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
                ads_consent: lead.adsConsent ? (lead.adsConsent.given ? 1 : 0) : null,
                ads_consent_version: lead.adsConsent?.version ?? null,
                ads_consent_at: lead.adsConsent?.at ?? null,
                page_path: lead.pagePath ?? null,
                received_via: lead.receivedVia ?? null,
                integration: lead.integration ?? null,
                ...leadPanelColumns(lead.form, lead.data, lead.email, lead.attribution ?? null),
              })),
            )
            .onConflict((conflict) => conflict.column("submission_id").doNothing())
            .returning(["id", "submission_id", "created_at", "content_hash", "email", "person_phone"])
            .execute();
    if (inserted.length > 0) {
      await linkNewLeads(trx, this.dialect, inserted);
      const destinationsOf = new Map<string, readonly Destination[]>(
        fresh.map((lead) => [lead.submissionId, lead.destinations ?? ["chat"]]),
      );
      const rows = inserted.flatMap((row) =>
        (destinationsOf.get(row.submission_id) ?? ["chat"]).map((destination) => ({
          lead_id: row.id,
          destination,
          status: "pending" as const,
          next_attempt_at: row.created_at,
          created_at: row.created_at,
        })),
      );
      if (rows.length > 0) await trx.insertInto("notifications").values(rows).execute();
      await distributeInTurn(
        trx,
        this.dialect,
        inserted.map((row) => row.id),
        Math.max(...inserted.map((row) => row.created_at)),
      );
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

  /** Pending and dead counts and the oldest pending notification of each destination: one cheap read. */
  async outboxStats(): Promise<Record<Destination, OutboxStats>> {
    const rows = await this.db
      .selectFrom("notifications")
      .select([
        "destination",
        "status",
        (eb) => eb.fn.countAll<number | string>().as("count"),
        (eb) => eb.fn.min("created_at").as("oldest"),
      ])
      .where("status", "in", ["pending", "dead"])
      .groupBy(["destination", "status"])
      .execute();
    const stats = Object.fromEntries(DESTINATIONS.map((destination) => [destination, emptyStats()])) as Record<
      Destination,
      OutboxStats
    >;
    for (const row of rows) {
      const entry = stats[row.destination];
      if (row.status === "dead") entry.dead = Number(row.count);
      else {
        entry.pending = Number(row.count);
        entry.oldestPendingAt = row.oldest === null ? null : Number(row.oldest);
      }
    }
    return stats;
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

  /** Leads with their chat notification: the team's own, which every lead has (see deliveries() for all). */
  private leadsWithNotification() {
    return this.db
      .selectFrom("leads")
      .leftJoin("notifications", (join) =>
        join
          .onRef("notifications.lead_id", "=", "leads.id")
          .on("notifications.destination", "=", "chat")
          .on("notifications.event", "=", "lead"),
      )
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
        "leads.ads_consent",
        "leads.ads_consent_version",
        "leads.ads_consent_at",
        "leads.page_path",
        "notifications.id as notification_id",
        "notifications.status",
        "notifications.attempts",
        "notifications.next_attempt_at",
        "notifications.last_error",
        "notifications.sent_at",
      ]);
  }

  /** Leads whose visitor consented to sharing with Google and Meta, stored since `since`, oldest first. */
  async listConsentingLeads(since: number): Promise<StoredLead[]> {
    const rows = await this.db
      .selectFrom("leads")
      .selectAll()
      .where("ads_consent", "=", 1)
      .where("created_at", ">=", since)
      .orderBy("created_at")
      .execute();
    return rows.map(toLead);
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

  /**
   * The person withdrew the ads-measurement consent (LGPD art. 8º, § 5º):
   * their leads stop counting as consenting from `now` on (no Google Ads
   * feed line), and their Meta deliveries not yet sent are cancelled. What
   * was sent stays recorded.
   */
  async withdrawAdsConsent(email: string, now: number): Promise<{ leads: number; cancelled: number }> {
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom("leads")
        .select("id")
        .where("email", "=", email.trim().toLowerCase())
        .where("ads_consent", "=", 1)
        .execute();
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return { leads: 0, cancelled: 0 };
      await trx.updateTable("leads").set({ ads_consent: 0, ads_consent_at: now }).where("id", "in", ids).execute();
      const unsent = (eb: ExpressionBuilder<Database, "notifications">) =>
        eb.and([eb("lead_id", "in", ids), eb("destination", "=", "meta"), eb("status", "!=", "sent")]);
      await trx
        .deleteFrom("delivery_attempts")
        .where("notification_id", "in", (eb) => eb.selectFrom("notifications").select("id").where(unsent))
        .execute();
      const cancelled = await trx.deleteFrom("notifications").where(unsent).executeTakeFirst();
      return { leads: ids.length, cancelled: Number(cancelled.numDeletedRows) };
    });
  }
}
