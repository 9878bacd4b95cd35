import { sql, type Kysely, type Transaction } from "kysely";
import type { Attribution } from "#app/features/leads/attribution";
import type { DatabaseHandle, Dialect } from "./connect";
import { leadPanelColumns } from "./lead-columns";
import { linkNewLeads } from "./person-links";
import { transactionRetryingDeadlocks } from "./deadlock-retry";
import { distributeInTurn } from "./lead-turns";
import type { Database, NotificationStatus } from "./schema";
import type { Destination } from "#app/features/leads/destinations";
import type { ReceivedVia } from "#app/features/leads/received-via";
import { toLead, type LeadRow, type StoredAdsConsent, type StoredLead } from "./stored-lead";

/**
 * Storing leads (with their outbox rows, in one transaction) and reading
 * them back, written once for both SQLite and PostgreSQL.
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
  /** The answer to the ads-measurement consent box, on the forms that ask (#app/features/leads/ads-consent). */
  adsConsent?: StoredAdsConsent | null;
  /** Path of the page the form was sent from. */
  pagePath?: string | null;
}

export interface StoredLeadRef {
  id: number;
  /** False when the lead was already stored: same submission id (a retry) or, for dedupeSince, same content. */
  created: boolean;
  /** The stored lead's content hash (null for leads older than migration 003): a retry whose data differs is not the same lead. */
  contentHash: string | null;
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

/** Leads a statement writes at once: 500 × 13 values, far under SQLite's limit even with four outbox rows each. */
const ROWS_PER_STATEMENT = 500;

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

/** Lowest first: replicas that lock several hashes in the same order cannot deadlock. */
function sortedUnique(values: readonly string[]): string[] {
  return [...new Set(values)].sort();
}

export class LeadStore {
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
    // New leads of several origins, then given in turn, lock several roll-up rows: run again as a deadlock's
    // victim (server/db/deadlock-retry.ts); the advisory locks and every row of the aborted attempt went with it.
    return transactionRetryingDeadlocks(this.db, async (trx) => {
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
}
