import { sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";
import type { Migration, MigrationProvider } from "kysely/migration";
import { normalizeAttribution } from "~/features/leads/attribution";
import { classifyOrigin } from "~/features/panel/results/channel";
import { contentHash } from "../leads/content-hash";
import type { Dialect } from "./connect";
import { leadPanelColumns } from "./lead-columns";
import { personKeys } from "./person-links";

/**
 * Versioned schema changes, applied in name order at start by Kysely's
 * Migrator (which records them in kysely_migration and locks against a
 * second replica migrating at the same time). Never edit a shipped
 * migration: add the next number.
 */
function migrations(dialect: Dialect): Record<string, Migration> {
  const id = dialect === "postgres" ? "bigserial" : "integer";
  const json = dialect === "postgres" ? "jsonb" : "text";
  return {
    "001_leads_and_notifications": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("leads")
          .addColumn("id", id, (column) =>
            dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
          )
          .addColumn("form", "text", (column) => column.notNull())
          .addColumn("submission_id", "text", (column) => column.notNull().unique())
          .addColumn("data", sql.raw(json), (column) => column.notNull())
          .addColumn("email", "text", (column) => column.notNull())
          .addColumn("ip", "text")
          .addColumn("user_agent", "text")
          .addColumn("created_at", "bigint", (column) => column.notNull())
          .execute();
        await db.schema.createIndex("leads_email").on("leads").column("email").execute();
        await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();

        await db.schema
          .createTable("notifications")
          .addColumn("id", id, (column) =>
            dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
          )
          .addColumn("lead_id", "bigint", (column) => column.notNull().references("leads.id").onDelete("cascade"))
          .addColumn("status", "text", (column) => column.notNull().check(sql`status in ('pending', 'sent', 'dead')`))
          .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
          .addColumn("next_attempt_at", "bigint", (column) => column.notNull())
          .addColumn("failing_since", "bigint")
          .addColumn("last_error", "text")
          .addColumn("created_at", "bigint", (column) => column.notNull())
          .addColumn("sent_at", "bigint")
          .execute();
        await db.schema.createIndex("notifications_lead_id").on("notifications").column("lead_id").execute();
        await db.schema
          .createIndex("notifications_due")
          .on("notifications")
          .columns(["status", "next_attempt_at"])
          .execute();
      },
    },
    "002_lead_attribution": {
      // Which campaign or site brought the lead; leads stored before have none (NULL).
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("leads").addColumn("attribution", sql.raw(json)).execute();
      },
    },
    "003_lead_content_hash": {
      // Fingerprint of form + cleaned data: finds a form posted twice without JavaScript. NULL on older leads.
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("leads").addColumn("content_hash", "text").execute();
        await db.schema.createIndex("leads_content_hash").on("leads").columns(["content_hash", "created_at"]).execute();
      },
    },
    "005_delivery_destinations": {
      // One outbox row per lead, destination and event, each with its own retries; every try logged.
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable("notifications")
          .addColumn("destination", "text", (column) =>
            column
              .notNull()
              .defaultTo("chat")
              .check(sql`destination in ('chat', 'email', 'meta')`),
          )
          .execute();
        await db.schema
          .alterTable("notifications")
          .addColumn("event", "text", (column) =>
            column
              .notNull()
              .defaultTo("lead")
              .check(sql`event in ('lead', 'won')`),
          )
          .execute();
        await db.schema.alterTable("notifications").addColumn("value_cents", "bigint").execute();
        await db.schema
          .createIndex("notifications_one_per_event")
          .on("notifications")
          .columns(["lead_id", "destination", "event"])
          .unique()
          .execute();
        // Each destination's worker claims its own due rows; health counts by destination and status.
        await db.schema.dropIndex("notifications_due").execute();
        await db.schema
          .createIndex("notifications_destination_due")
          .on("notifications")
          .columns(["destination", "status", "next_attempt_at"])
          .execute();

        await db.schema
          .createTable("delivery_attempts")
          .addColumn("id", id, (column) =>
            dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
          )
          .addColumn("notification_id", "bigint", (column) =>
            column.notNull().references("notifications.id").onDelete("cascade"),
          )
          .addColumn("attempted_at", "bigint", (column) => column.notNull())
          .addColumn("outcome", "text", (column) =>
            column.notNull().check(sql`outcome in ('sent', 'failed', 'rate-limited', 'dead')`),
          )
          .addColumn("status_code", "integer")
          .addColumn("error", "text")
          .execute();
        await db.schema
          .createIndex("delivery_attempts_notification")
          .on("delivery_attempts")
          .columns(["notification_id", "attempted_at"])
          .execute();
      },
    },
    "005b_lead_ads_consent": {
      // The visitor's answer to the ads-measurement consent box (1 yes, 0 no, NULL on forms without it and older
      // leads), the version of the text it showed, when; and the page the form was sent from.
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable("leads")
          .addColumn("ads_consent", "integer", (column) => column.check(sql`ads_consent in (0, 1)`))
          .execute();
        await db.schema.alterTable("leads").addColumn("ads_consent_version", "text").execute();
        await db.schema.alterTable("leads").addColumn("ads_consent_at", "bigint").execute();
        await db.schema.alterTable("leads").addColumn("page_path", "text").execute();
        // The Google Ads feed reads consenting leads of the last 90 days.
        await db.schema.createIndex("leads_ads_consent").on("leads").columns(["ads_consent", "created_at"]).execute();
      },
    },
    "006_bcb_series": {
      // Banco Central data the tools show (decision 038): PTAX closing quotes per currency and day, and monthly
      // index rates (poupança, CDI, Selic, IPCA). Kept with their dates, so a failed fetch leaves the last ones.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("exchange_quotes")
          .addColumn("currency", "text", (column) => column.notNull())
          .addColumn("quote_date", "text", (column) => column.notNull())
          .addColumn("buy", "double precision", (column) => column.notNull())
          .addColumn("sell", "double precision", (column) => column.notNull())
          .addColumn("bulletin_at", "text", (column) => column.notNull())
          .addColumn("fetched_at", "bigint", (column) => column.notNull())
          .addPrimaryKeyConstraint("exchange_quotes_pk", ["currency", "quote_date"])
          .execute();
        await db.schema
          .createTable("economic_indices")
          .addColumn("series", "text", (column) => column.notNull())
          .addColumn("ref_month", "text", (column) => column.notNull())
          .addColumn("value_percent", "double precision", (column) => column.notNull())
          .addColumn("fetched_at", "bigint", (column) => column.notNull())
          .addPrimaryKeyConstraint("economic_indices_pk", ["series", "ref_month"])
          .execute();
      },
    },
    "006b_panel": {
      // The team's panel: accounts, sessions, one-time links, sign-in throttling, the pipeline status of each lead,
      // notes, status history and the audit trail (docs/decisions/030). Existing leads become "novo".
      async up(db: Kysely<unknown>) {
        await addPanelLeadColumns(db);
        await backfillPanelColumns(db);
        await createPanelTables(db, dialect);
        // Fresh statistics, so the planners pick the new indexes (SQLite has none until ANALYZE runs).
        await sql`analyze`.execute(db);
      },
    },
    "007_lead_data_keys": {
      // One convention for stored lead data (decision 045): the scheduling form's fields, posted under the spec's
      // English names, were stored under them; they take the Portuguese snake_case keys the other forms use.
      async up(db: Kysely<unknown>) {
        await renameDataKeys(db, "agendamento", {
          name: "nome",
          company: "empresa",
          sector: "setor",
          revenue: "faturamento",
          challenge: "desafio",
          bestTime: "melhor_horario",
        });
      },
    },
    "008_export_permission": {
      // Exporting the leads is an owner's permission that an owner may grant to an attendant (issue 35): 1 granted,
      // 0 not (every existing member). Owners export whatever it holds. An integer on both databases, like
      // ads_consent, so the same queries compare it.
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable("users")
          .addColumn("can_export", "integer", (column) =>
            column
              .notNull()
              .defaultTo(0)
              .check(sql`can_export in (0, 1)`),
          )
          .execute();
      },
    },
    "012_lost_reason_text": {
      // Issue 39, one migration for the lead page's polish (docs/decisions/057):
      // - "Outro motivo" with the team's own words, on the lead and in its history (NULL: none written);
      // - how the lead arrived: "formulario" (the site's forms) or "api" (POST /api/leads), with the integration
      //   the request named; NULL on leads stored before, whose way in was not recorded;
      // - the inbox leaves erased leads out of its list and counters: this index finds the few erased ones by status
      //   (the counters subtract them) without reading every row.
      async up(db: Kysely<unknown>) {
        const additions = [
          db.schema.alterTable("leads").addColumn("lost_reason_text", "text"),
          db.schema.alterTable("lead_status_changes").addColumn("lost_reason_text", "text"),
          db.schema.alterTable("leads").addColumn("received_via", "text"),
          db.schema.alterTable("leads").addColumn("integration", "text"),
        ];
        for (const addition of additions) await addition.execute();
        await db.schema
          .createIndex("leads_anonymized_status")
          .on("leads")
          .columns(["anonymized_at", "status"])
          .execute();
      },
    },
    "013_panel_settings": {
      // The owner's choices for the sales desk (issue 37): one row per setting, its value as text that the feature
      // owning it parses (server/panel/settings.ts). No row: the feature's default.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("panel_settings")
          .addColumn("name", "text", (column) => column.primaryKey())
          .addColumn("value", "text", (column) => column.notNull())
          .addColumn("updated_at", "bigint", (column) => column.notNull())
          .addColumn("updated_by", "integer")
          .execute();
      },
    },
    "014_follow_ups": {
      // Issue 37, "what needs me now" (docs/decisions/059):
      // - a lead's next follow-up: when, what (the kind or the team's words) and who set it; NULL: none;
      // - its first contact (status change, note or logged contact attempt) and who made it: speed to lead.
      //   Leads worked before get theirs from their oldest status change or note;
      // - each contact attempt and follow-up change, for the lead's timeline.
      async up(db: Kysely<unknown>) {
        const additions = [
          db.schema.alterTable("leads").addColumn("follow_up_at", "bigint"),
          db.schema.alterTable("leads").addColumn("follow_up_what", "text"),
          db.schema.alterTable("leads").addColumn("follow_up_user_id", "bigint"),
          db.schema.alterTable("leads").addColumn("first_contact_at", "bigint"),
          db.schema.alterTable("leads").addColumn("first_contact_user_id", "bigint"),
        ];
        for (const addition of additions) await addition.execute();
        await db.schema.createIndex("leads_follow_up").on("leads").column("follow_up_at").execute();
        await db.schema
          .createTable("lead_follow_up_events")
          .addColumn("id", id, (column) =>
            dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
          )
          .addColumn("lead_id", "bigint", (column) => column.notNull().references("leads.id").onDelete("cascade"))
          .addColumn("user_id", "bigint", (column) => column.notNull().references("users.id"))
          .addColumn("kind", "text", (column) => column.notNull().check(sql`kind in ('contato', 'acompanhamento')`))
          .addColumn("channel", "text")
          .addColumn("due_at", "bigint")
          .addColumn("what", "text")
          .addColumn("created_at", "bigint", (column) => column.notNull())
          .execute();
        await db.schema
          .createIndex("lead_follow_up_events_lead")
          .on("lead_follow_up_events")
          .column("lead_id")
          .execute();
        await sql`
          update leads set first_contact_at = (
            select min(at) from (
              select created_at as at from lead_status_changes where lead_status_changes.lead_id = leads.id
              union all
              select created_at as at from lead_notes where lead_notes.lead_id = leads.id
            ) as worked
          )
        `.execute(db);
        await sql`
          update leads set first_contact_user_id = coalesce(
            (select min(user_id) from lead_status_changes
              where lead_status_changes.lead_id = leads.id and lead_status_changes.created_at = leads.first_contact_at),
            (select min(user_id) from lead_notes
              where lead_notes.lead_id = leads.id and lead_notes.created_at = leads.first_contact_at)
          )
          where first_contact_at is not null
        `.execute(db);
      },
    },
    "015_lead_owner": {
      // Whose lead it is (issue 37): the responsible member (NULL: nobody yet) and whether a member takes turns
      // when new leads are distributed (docs/decisions/060). No foreign key: members are never deleted, only
      // marked removed, and SQLite cannot add one to an existing table.
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("leads").addColumn("assigned_user_id", "bigint").execute();
        await db.schema
          .alterTable("users")
          .addColumn("available", "integer", (column) =>
            column
              .notNull()
              .defaultTo(0)
              .check(sql`available in (0, 1)`),
          )
          .execute();
        // "Meus leads" and an attendant limited to theirs page newest first within one member's leads.
        await db.schema.createIndex("leads_assigned").on("leads").columns(["assigned_user_id", "id"]).execute();
      },
    },
    "016_push_subscriptions": {
      // Lead alerts on the members' phones (issue 37, docs/decisions/061): each device a member turned them on, the
      // devices a lead's alert already reached (a retry skips them), and "push" as an outbox destination.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("push_subscriptions")
          .addColumn("id", id, (column) =>
            dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
          )
          .addColumn("user_id", "bigint", (column) => column.notNull().references("users.id").onDelete("cascade"))
          .addColumn("endpoint", "text", (column) => column.notNull().unique())
          .addColumn("p256dh", "text", (column) => column.notNull())
          .addColumn("auth", "text", (column) => column.notNull())
          .addColumn("user_agent", "text")
          .addColumn("created_at", "bigint", (column) => column.notNull())
          .execute();
        await db.schema.createIndex("push_subscriptions_user").on("push_subscriptions").column("user_id").execute();
        await db.schema
          .createTable("push_deliveries")
          .addColumn("lead_id", "bigint", (column) => column.notNull().references("leads.id").onDelete("cascade"))
          .addColumn("subscription_id", "bigint", (column) =>
            column.notNull().references("push_subscriptions.id").onDelete("cascade"),
          )
          .addColumn("sent_at", "bigint", (column) => column.notNull())
          .addPrimaryKeyConstraint("push_deliveries_pk", ["lead_id", "subscription_id"])
          .execute();
        await db.schema
          .createIndex("push_deliveries_subscription")
          .on("push_deliveries")
          .column("subscription_id")
          .execute();
        await allowDestination(db, dialect, "push");
      },
    },
    "017_person_search": {
      // Issue 37, search and one person one record (docs/decisions/062): the search text holds the phone with and
      // without Brazil's 55; each lead keeps its phone's national digits and the key of the person it belongs to
      // (leads of the same e-mail or phone), and whether the person was already a client when it arrived. Erased
      // leads get none of these.
      async up(db: Kysely<unknown>) {
        const additions = [
          db.schema.alterTable("leads").addColumn("person_phone", "text"),
          db.schema.alterTable("leads").addColumn("person_key", "bigint"),
          db.schema.alterTable("leads").addColumn("arrived_as_client", "integer", (column) =>
            column
              .notNull()
              .defaultTo(0)
              .check(sql`arrived_as_client in (0, 1)`),
          ),
        ];
        for (const addition of additions) await addition.execute();
        await backfillPeople(db);
        // A person's other leads; the leads that share a phone or (leads_email, migration 001) an e-mail.
        await db.schema.createIndex("leads_person_key").on("leads").columns(["person_key", "id"]).execute();
        await db.schema.createIndex("leads_person_phone").on("leads").column("person_phone").execute();
        await sql`analyze`.execute(db);
      },
    },
    "018_conversion_time": {
      // Issue 38 (docs/decisions/063): a won client's conversion is its FIRST "Ganho", time and value, set once and
      // never moved by a later Ganho (Ganho → other → Ganho): Google Ads counts a new time as a second conversion.
      // Backfilled from the status history, the earliest change to "ganho"; a lead marked "ganho" without history
      // (written before the history existed) takes its last change.
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("leads").addColumn("first_won_at", "bigint").execute();
        await db.schema.alterTable("leads").addColumn("first_won_value_cents", "bigint").execute();
        await sql`
          update leads set
            first_won_at = (
              select c.created_at from lead_status_changes c
              where c.lead_id = leads.id and c.to_status = 'ganho' order by c.created_at, c.id limit 1),
            first_won_value_cents = (
              select c.won_value_cents from lead_status_changes c
              where c.lead_id = leads.id and c.to_status = 'ganho' order by c.created_at, c.id limit 1)
          where exists (select 1 from lead_status_changes c where c.lead_id = leads.id and c.to_status = 'ganho')
        `.execute(db);
        await sql`
          update leads set first_won_at = coalesce(status_changed_at, created_at), first_won_value_cents = won_value_cents
          where first_won_at is null and status = 'ganho'
        `.execute(db);
      },
    },
    "019_kept_clicks": {
      // Clicks on the site's WhatsApp buttons (issue 38, decision 066): the page, the campaign and click ids the
      // visit carried, under the short code the chat opens with; no personal data. A lead made from the code in
      // the panel links it (once: a used code cannot make a second lead).
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("whatsapp_clicks")
          .addColumn("id", id, (column) =>
            dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
          )
          .addColumn("code", "text", (column) => column.notNull().unique())
          .addColumn("page_path", "text")
          .addColumn("attribution", sql.raw(json))
          .addColumn("created_at", "bigint", (column) => column.notNull())
          .addColumn("lead_id", "bigint", (column) => column.references("leads.id").onDelete("set null"))
          .addColumn("used_at", "bigint")
          .execute();
        await db.schema.createIndex("whatsapp_clicks_created").on("whatsapp_clicks").column("created_at").execute();
      },
    },
    "020_ad_spend": {
      // Issue 37, results an agency shows its client (docs/decisions/068):
      // - each lead's channel (paid, organic, social, another site, direct) and one source name per service
      //   ("google.com" and "google" were two rows), computed again from the stored attribution;
      // - what the owner spent per month, source and campaign, for cost per lead and ROAS;
      // - two narrow indexes holding what the results group by, so a month or 24 months of results read them
      //   instead of the wide rows: leads by arrival, clients by their first "Ganho".
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable("leads")
          .addColumn("origin_channel", "text", (column) => column.notNull().defaultTo("direto"))
          .execute();
        await reclassifyOrigins(db);
        await db.schema
          .createIndex("leads_arrived_origin")
          .on("leads")
          .columns(["created_at", "origin_channel", "origin_source", "origin_campaign", "status", "first_won_at"])
          .execute();
        await db.schema
          .createIndex("leads_won_origin")
          .on("leads")
          .columns(["first_won_at", "origin_channel", "origin_source", "origin_campaign", "first_won_value_cents"])
          .execute();
        await db.schema
          .createTable("ad_spend")
          .addColumn("month", "text", (column) => column.notNull())
          .addColumn("source", "text", (column) => column.notNull())
          .addColumn("campaign", "text", (column) => column.notNull())
          .addColumn("amount_cents", "bigint", (column) => column.notNull().check(sql`amount_cents >= 0`))
          .addColumn("updated_at", "bigint", (column) => column.notNull())
          .addColumn("updated_by", "bigint")
          .addPrimaryKeyConstraint("ad_spend_pk", ["month", "source", "campaign"])
          .execute();
      },
    },
    "021_expected_value": {
      // Issue 37, the pipeline board (docs/decisions/069): the monthly value a proposal is expected to bring, in
      // centavos like won_value_cents (NULL: none typed), on the lead and in its status history; and an index holding
      // what the board's columns count and sum (the leads not erased, by status), so the board reads it alone
      // instead of every row with its form data.
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("leads").addColumn("expected_value_cents", "bigint").execute();
        await db.schema.alterTable("lead_status_changes").addColumn("expected_value_cents", "bigint").execute();
        await db.schema
          .createIndex("leads_board")
          .on("leads")
          .columns(["anonymized_at", "status", "won_value_cents", "expected_value_cents"])
          .execute();
      },
    },
    "022_platform_fetches": {
      // What reached the ad platforms (issue 38, decision 070): each authenticated fetch of a Google Ads file (time,
      // file, rows, the fetcher's user agent: no personal data), and an index for the owners' page that counts the
      // outbox's tries per day.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("google_file_fetches")
          .addColumn("id", id, (column) =>
            dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
          )
          .addColumn("fetched_at", "bigint", (column) => column.notNull())
          .addColumn("file", "text", (column) => column.notNull())
          .addColumn("row_count", "integer", (column) => column.notNull())
          .addColumn("user_agent", "text")
          .execute();
        await db.schema
          .createIndex("google_file_fetches_file")
          .on("google_file_fetches")
          .columns(["file", "fetched_at"])
          .execute();
        await db.schema
          .createIndex("google_file_fetches_time")
          .on("google_file_fetches")
          .column("fetched_at")
          .execute();
        await db.schema.createIndex("delivery_attempts_time").on("delivery_attempts").column("attempted_at").execute();
      },
    },
    "023_follow_up_summaries": {
      // The daily summary e-mail of follow-ups (issue 37, docs/decisions/059): one row per Brasília day, inserted by
      // the replica that sends that day's summary; the primary key lets only one of them win.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("follow_up_summaries")
          .addColumn("day", "text", (column) => column.primaryKey())
          .addColumn("claimed_at", "bigint", (column) => column.notNull())
          .execute();
      },
    },
  };
}

interface PersonRow extends StoredRow {
  created_at: number;
  status: string;
  won_at: number | null;
}

/**
 * Migration 017's data: every lead not erased gets its new search text and phone, then the whole table is linked
 * into people at once (in memory: an e-mail and a phone per lead), and a lead is a client's when an earlier lead of
 * the same person had been won before it arrived (by the status history; else by the time its status last changed).
 */
async function backfillPeople(db: Kysely<unknown>): Promise<void> {
  const rewrite = async (trx: Kysely<unknown>) => {
    const people: PersonRow[] = [];
    const phones = new Map<number, string | null>();
    let after = 0;
    for (;;) {
      const { rows } = await sql<PersonRow>`
        select id, form, data, email, attribution, created_at, status,
          coalesce(
            (select min(created_at) from lead_status_changes where lead_id = leads.id and to_status = 'ganho'),
            status_changed_at
          ) as won_at
        from leads where anonymized_at is null and id > ${after} order by id limit ${DATA_MIGRATION_SLICE}
      `.execute(trx);
      if (rows.length === 0) break;
      for (const row of rows) {
        const data = parseJson(row.data);
        const columns = leadPanelColumns(
          row.form,
          data !== null && typeof data === "object" ? (data as Record<string, unknown>) : {},
          row.email,
          null,
        );
        const id = Number(row.id);
        phones.set(id, columns.person_phone);
        people.push({ ...row, id });
        await sql`
          update leads set search_text = ${columns.search_text}, person_phone = ${columns.person_phone} where id = ${id}
        `.execute(trx);
      }
      after = Number(rows.at(-1)!.id);
    }
    const keys = personKeys(people.map((row) => ({ id: row.id, email: row.email, person_phone: phones.get(row.id)! })));
    const wonAt = new Map<number, number[]>();
    for (const row of people) {
      if (row.status !== "ganho") continue;
      const key = keys.get(row.id)!;
      wonAt.set(key, [...(wonAt.get(key) ?? []), Number(row.won_at ?? row.created_at)]);
    }
    for (const row of people) {
      const key = keys.get(row.id)!;
      const client = (wonAt.get(key) ?? []).some((time) => time < Number(row.created_at)) ? 1 : 0;
      await sql`update leads set person_key = ${key}, arrived_as_client = ${client} where id = ${row.id}`.execute(trx);
    }
  };
  // PostgreSQL runs each migration in a transaction; SQLite's runs outside one, so the rewrite makes its own.
  await (db.isTransaction ? rewrite(db) : db.transaction().execute(rewrite));
}

/** The destinations the outbox accepted before migration 016, and the check each migration wrote for them. */
const DESTINATIONS_BEFORE_016 = "destination in ('chat', 'email', 'meta')";

/**
 * Widens the check on notifications.destination (migration 005) by one name. PostgreSQL replaces the constraint;
 * SQLite cannot alter a check, so the table is rebuilt from its own definition with only the check changed
 * (SQLite's documented procedure: foreign keys off so the delivery tries that reference the rows stay, the copy in
 * one transaction, the indexes made again).
 */
async function allowDestination(db: Kysely<unknown>, dialect: Dialect, name: string): Promise<void> {
  const widened = DESTINATIONS_BEFORE_016.replace(")", `, '${name}')`);
  if (dialect === "postgres") {
    await sql`alter table notifications drop constraint notifications_destination_check`.execute(db);
    await sql`alter table notifications add constraint notifications_destination_check check (${sql.raw(widened)})`.execute(
      db,
    );
    return;
  }
  const { rows } = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'notifications'`.execute(db);
  const { rows: indexes } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'index' and tbl_name = 'notifications' and sql is not null`.execute(db);
  const definition = rows[0]?.sql ?? "";
  if (!definition.includes(DESTINATIONS_BEFORE_016)) throw new Error("notifications: destination check not found");
  const rebuilt = definition
    .replace(DESTINATIONS_BEFORE_016, widened)
    .replace(/^create table "notifications"/i, 'create table "notifications_rebuilt"');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(rebuilt).execute(trx);
      await sql`insert into notifications_rebuilt select * from notifications`.execute(trx);
      await sql`drop table notifications`.execute(trx);
      await sql`alter table notifications_rebuilt rename to notifications`.execute(trx);
      for (const index of indexes) await sql.raw(index.sql).execute(trx);
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.length > 0) throw new Error("notifications rebuild broke a foreign key");
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/**
 * Migration 020: every lead with an attribution gets its channel and unified source from it (leads without one are
 * "Direto", the column's default), a slice at a time.
 */
async function reclassifyOrigins(db: Kysely<unknown>): Promise<void> {
  const reclassify = async (trx: Kysely<unknown>) => {
    let after = 0;
    for (;;) {
      const { rows } = await sql<{ id: number; attribution: unknown; origin_source: string; origin_campaign: string }>`
        select id, attribution, origin_source, origin_campaign from leads where attribution is not null and id > ${after}
        order by id limit ${DATA_MIGRATION_SLICE}`.execute(trx);
      for (const row of rows) {
        const stored = typeof row.attribution === "string" ? JSON.parse(row.attribution) : row.attribution;
        const origin = classifyOrigin(normalizeAttribution(stored));
        await sql`
          update leads set origin_channel = ${origin.channel}, origin_source = ${origin.source},
            origin_campaign = ${origin.campaign}
          where id = ${row.id}
        `.execute(trx);
      }
      const last = rows.at(-1);
      if (!last) return;
      after = Number(last.id);
    }
  };
  await (db.isTransaction ? reclassify(db) : db.transaction().execute(reclassify));
}

const LEAD_STATUS_CHECK = sql`status in ('novo', 'em_contato', 'proposta', 'ganho', 'perdido')`;

async function addPanelLeadColumns(db: Kysely<unknown>): Promise<void> {
  const leads = () => db.schema.alterTable("leads");
  // One statement per column: SQLite adds a single column per ALTER TABLE.
  const additions = [
    leads().addColumn("search_text", "text"),
    leads().addColumn("origin_source", "text", (column) => column.notNull().defaultTo("Direto")),
    leads().addColumn("origin_campaign", "text", (column) => column.notNull().defaultTo("")),
    leads().addColumn("status", "text", (column) => column.notNull().defaultTo("novo").check(LEAD_STATUS_CHECK)),
    leads().addColumn("status_changed_at", "bigint"),
    leads().addColumn("won_value_cents", "bigint"),
    leads().addColumn("lost_reason", "text"),
    leads().addColumn("opened_at", "bigint"),
    leads().addColumn("last_activity_at", "bigint"),
    leads().addColumn("anonymized_at", "bigint"),
  ];
  for (const addition of additions) await addition.execute();
  // The inbox pages newest first within a status, a form or a campaign; the purge looks for long-idle leads.
  await db.schema.createIndex("leads_status_id").on("leads").columns(["status", "id"]).execute();
  await db.schema.createIndex("leads_form_id").on("leads").columns(["form", "id"]).execute();
  await db.schema
    .createIndex("leads_origin")
    .on("leads")
    .columns(["origin_source", "origin_campaign", "status", "won_value_cents"])
    .execute();
  await db.schema.createIndex("leads_last_activity_at").on("leads").column("last_activity_at").execute();
  // A search scans this narrow index instead of the table, whose rows hold the whole form data; it holds what a
  // search's page and counters need (PostgreSQL reads it alone only when the id is in it: docs/decisions/032).
  await db.schema.createIndex("leads_search").on("leads").columns(["search_text", "status", "id"]).execute();
}

interface StoredRow {
  id: number;
  form: string;
  data: unknown;
  email: string;
  attribution: unknown;
}

const parseJson = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value);

/** Search text and campaign of the leads stored before the panel, in slices of 500. */
async function backfillPanelColumns(db: Kysely<unknown>): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<StoredRow>`
      select id, form, data, email, attribution from leads where id > ${after} order by id limit 500
    `.execute(db);
    if (rows.length === 0) return;
    for (const row of rows) {
      const data = parseJson(row.data);
      const columns = leadPanelColumns(
        row.form,
        data !== null && typeof data === "object" ? (data as Record<string, unknown>) : {},
        row.email,
        normalizeAttribution(parseJson(row.attribution)),
      );
      await sql`
        update leads set search_text = ${columns.search_text}, origin_source = ${columns.origin_source},
          origin_campaign = ${columns.origin_campaign}
        where id = ${row.id}
      `.execute(db);
    }
    after = Number(rows.at(-1)!.id);
  }
}

async function createPanelTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === "postgres" ? "bigserial" : "integer";
  const primaryId = (column: ColumnDefinitionBuilder) =>
    dialect === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement();
  await db.schema
    .createTable("users")
    .addColumn("id", id, primaryId)
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("role", "text", (column) => column.notNull().check(sql`role in ('dono', 'atendente')`))
    .addColumn("password_hash", "text")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("password_changed_at", "bigint")
    .addColumn("last_sign_in_at", "bigint")
    .addColumn("removed_at", "bigint")
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "bigint", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("last_seen_at", "bigint", (column) => column.notNull())
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("invitations")
    .addColumn("token_hash", "text", (column) => column.primaryKey())
    .addColumn("user_id", "bigint", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (column) => column.notNull().check(sql`kind in ('convite', 'redefinicao')`))
    .addColumn("created_by", "bigint", (column) => column.references("users.id"))
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("expires_at", "bigint", (column) => column.notNull())
    .addColumn("used_at", "bigint")
    .execute();
  await db.schema.createIndex("invitations_user_id").on("invitations").column("user_id").execute();

  await db.schema
    .createTable("sign_in_failures")
    .addColumn("id", id, primaryId)
    .addColumn("scope_key", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("sign_in_failures_scope")
    .on("sign_in_failures")
    .columns(["scope_key", "created_at"])
    .execute();

  await db.schema
    .createTable("lead_status_changes")
    .addColumn("id", id, primaryId)
    .addColumn("lead_id", "bigint", (column) => column.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("from_status", "text", (column) => column.notNull())
    .addColumn("to_status", "text", (column) => column.notNull())
    .addColumn("won_value_cents", "bigint")
    .addColumn("lost_reason", "text")
    .addColumn("user_id", "bigint", (column) => column.references("users.id"))
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("lead_status_changes_lead").on("lead_status_changes").column("lead_id").execute();

  await db.schema
    .createTable("lead_notes")
    .addColumn("id", id, primaryId)
    .addColumn("lead_id", "bigint", (column) => column.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("user_id", "bigint", (column) => column.notNull().references("users.id"))
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("lead_notes_lead").on("lead_notes").column("lead_id").execute();

  // No foreign keys to leads: the trail outlives what it describes.
  await db.schema
    .createTable("audit_events")
    .addColumn("id", id, primaryId)
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("actor_id", "bigint")
    .addColumn("actor_label", "text")
    .addColumn("action", "text", (column) => column.notNull())
    .addColumn("lead_id", "bigint")
    .addColumn("ip", "text")
    .addColumn("detail", "text")
    .execute();
  await db.schema.createIndex("audit_events_lead").on("audit_events").column("lead_id").execute();

  await db.schema
    .createTable("audit_event_leads")
    .addColumn("audit_id", "bigint", (column) => column.notNull().references("audit_events.id").onDelete("cascade"))
    .addColumn("lead_id", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("audit_event_leads_pk", ["audit_id", "lead_id"])
    .execute();
  await db.schema.createIndex("audit_event_leads_lead").on("audit_event_leads").column("lead_id").execute();
}

/** Rows a data migration reads and rewrites at a time. */
const DATA_MIGRATION_SLICE = 500;

/**
 * Renames keys in the data of one form's stored leads and computes each changed lead's content hash again (it
 * fingerprints the stored data: a retry of a lead stored before must still match it) and its search text (the
 * panel's backfill, which ran before, could not find the name and company under the old keys). A lead without any
 * of the old keys is left as it is, so a run cut short can simply run again.
 */
async function renameDataKeys(db: Kysely<unknown>, form: string, keys: Record<string, string>): Promise<void> {
  const rename = async (trx: Kysely<unknown>) => {
    let after = 0;
    for (;;) {
      const { rows } = await sql<{ id: number; data: unknown; email: string; content_hash: string | null }>`
        select id, data, email, content_hash from leads where form = ${form} and id > ${after} order by id
        limit ${DATA_MIGRATION_SLICE}`.execute(trx);
      for (const row of rows) {
        const data = (typeof row.data === "string" ? JSON.parse(row.data) : row.data) as Record<string, unknown>;
        if (!Object.keys(data).some((key) => Object.hasOwn(keys, key))) continue;
        const renamed = Object.fromEntries(
          Object.entries(data).map(([key, value]) => [Object.hasOwn(keys, key) ? keys[key] : key, value]),
        );
        const hash = row.content_hash === null ? null : contentHash(form, renamed);
        const { search_text } = leadPanelColumns(form, renamed, row.email, null);
        await sql`
          update leads set data = ${JSON.stringify(renamed)}, content_hash = ${hash}, search_text = ${search_text}
          where id = ${row.id}
        `.execute(trx);
      }
      const last = rows.at(-1);
      if (!last) return;
      after = Number(last.id);
    }
  };
  // PostgreSQL runs each migration in a transaction; SQLite's runs outside one, so the rewrite makes its own.
  await (db.isTransaction ? rename(db) : db.transaction().execute(rename));
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}
