import { sql, type Kysely } from "kysely";
import type { Dialect } from "../connect";

/**
 * Migration 026 (issue 37, "Speed and proof", docs/decisions/080): the results page reads a roll-up, not every lead.
 *
 * - `results_days`: per Brasília day, origin (channel, source, campaign) and responsible member (`owner_id`, 0 for
 *   nobody), the leads that arrived (new ones, clients' forms, and how far the new ones went since) and the clients
 *   first won that day with their value: what server/panel/results/report.ts counted from every lead before. Kept by
 *   triggers on every insert, delete and update of a column it depends on, so every writer (the panel, the lead
 *   pipeline, an erasure, a bulk change, a reassignment, raw SQL) keeps it exact; filled here from the leads stored.
 *   The two indexes of migration 020 those reads used are dropped: nothing reads them any more.
 * - `leads_repeated_people`: a partial index of the leads whose person had a lead before (person_key <> id), the
 *   only ones the count of people among the new leads must look at, with all that count reads of them.
 * - `leads.first_contact_wait_ms`: a lead's wait in opening hours from arrival to first contact, written with the
 *   first contact (server/panel/first-contact.ts) and filled here for the leads contacted before, so speed to lead
 *   reads one stored number per lead from `leads_first_contact_wait` (PostgreSQL takes the medians itself) instead
 *   of each contact's arrival, first contact and member's name to work the wait out again.
 *
 * Everything here is frozen (docs/decisions/076): the SQL of the roll-up and the opening hours of the wait are as
 * they were when this shipped, whatever later code becomes.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createResultsDays(db, dialect);
  await db.schema.dropIndex("leads_arrived_origin").execute();
  await db.schema.dropIndex("leads_won_origin").execute();
  await db.schema
    .createIndex("leads_repeated_people")
    .on("leads")
    .columns([
      "created_at",
      "arrived_as_client",
      "origin_channel",
      "origin_source",
      "origin_campaign",
      "assigned_user_id",
      "person_key",
      "id",
    ])
    .where(sql.ref("person_key"), "<>", sql.ref("id"))
    .execute();
  await db.schema.alterTable("leads").addColumn("first_contact_wait_ms", "bigint").execute();
  await fillWaits(db);
  await db.schema
    .createIndex("leads_first_contact_wait")
    .on("leads")
    .columns(["created_at", "first_contact_wait_ms", "first_contact_user_id", "assigned_user_id"])
    .where("first_contact_wait_ms", "is not", null)
    .execute();
}

/** Milliseconds to a Brasília day's number (UTC−3, no daylight saving time since 2019), as SQL on a lead's column. */
const brasiliaDay = (column: string) => `(${column} - 10800000) / 86400000`;

const KEY = "day, origin_channel, origin_source, origin_campaign, owner_id";
const ARRIVED = "arrived_new, arrived_from_clients, contacted, proposals, won";
/** Columns of leads the roll-up depends on: an update of any other leaves it alone. */
const WATCHED =
  "created_at, origin_channel, origin_source, origin_campaign, assigned_user_id, status, first_won_at, first_won_value_cents, arrived_as_client";

const added = (columns: string) =>
  columns
    .split(", ")
    .map((column) => `${column} = results_days.${column} + excluded.${column}`)
    .join(", ");

const prefixed = (row: string, columns: string) =>
  columns
    .split(", ")
    .map((column) => `${row}.${column}`)
    .join(", ");

/** A lead's arrival in the roll-up, times `sign` (1 or -1); `row` is the lead ("new" or "old" in a trigger). */
function arrived(row: string, sign: number): string {
  const isNew = `${row}.arrived_as_client = 0`;
  const flag = (condition: string) => `${sign} * (case when ${condition} then 1 else 0 end)`;
  return `insert into results_days (${KEY}, ${ARRIVED})
    values (${brasiliaDay(`${row}.created_at`)}, ${row}.origin_channel, ${row}.origin_source, ${row}.origin_campaign,
      coalesce(${row}.assigned_user_id, 0),
      ${flag(isNew)}, ${flag(`${row}.arrived_as_client <> 0`)},
      ${flag(`${isNew} and (${row}.status <> 'novo' or ${row}.first_won_at is not null)`)},
      ${flag(`${isNew} and (${row}.status in ('proposta', 'ganho') or ${row}.first_won_at is not null)`)},
      ${flag(`${isNew} and ${row}.first_won_at is not null`)})
    on conflict (${KEY}) do update set ${added(ARRIVED)};`;
}

/** A lead's first "Ganho" in the roll-up, times `sign`; nothing for a lead never won. */
function won(row: string, sign: number): string {
  return `insert into results_days (${KEY}, won_clients, won_value_cents)
    select ${brasiliaDay(`${row}.first_won_at`)}, ${row}.origin_channel, ${row}.origin_source, ${row}.origin_campaign,
      coalesce(${row}.assigned_user_id, 0), ${sign}, ${sign} * coalesce(${row}.first_won_value_cents, 0)
    where ${row}.first_won_at is not null
    on conflict (${KEY}) do update set ${added("won_clients, won_value_cents")};`;
}

async function createResultsDays(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  // Counts as integers: PostgreSQL adds up integers as bigint, bigints as numeric, which took twice as long.
  const counter = "integer not null default 0";
  await sql
    .raw(
      `create table results_days (
        day bigint not null,
        origin_channel text not null,
        origin_source text not null,
        origin_campaign text not null,
        owner_id bigint not null,
        arrived_new ${counter},
        arrived_from_clients ${counter},
        contacted ${counter},
        proposals ${counter},
        won ${counter},
        won_clients ${counter},
        won_value_cents bigint not null default 0,
        constraint results_days_pk primary key (${KEY})
      )`,
    )
    .execute(db);
  // The leads stored so far, then the triggers (PostgreSQL runs this migration in one transaction; on SQLite nothing
  // else writes while the server starts).
  await sql
    .raw(
      `insert into results_days (${KEY}, ${ARRIVED})
      select ${brasiliaDay("created_at")}, origin_channel, origin_source, origin_campaign, coalesce(assigned_user_id, 0),
        sum(case when arrived_as_client = 0 then 1 else 0 end), sum(case when arrived_as_client <> 0 then 1 else 0 end),
        sum(case when arrived_as_client = 0 and (status <> 'novo' or first_won_at is not null) then 1 else 0 end),
        sum(case when arrived_as_client = 0 and (status in ('proposta', 'ganho') or first_won_at is not null)
          then 1 else 0 end),
        sum(case when arrived_as_client = 0 and first_won_at is not null then 1 else 0 end)
      from leads
      group by ${brasiliaDay("created_at")}, origin_channel, origin_source, origin_campaign, coalesce(assigned_user_id, 0)`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into results_days (${KEY}, won_clients, won_value_cents)
      select ${brasiliaDay("first_won_at")}, origin_channel, origin_source, origin_campaign, coalesce(assigned_user_id, 0),
        count(*), coalesce(sum(first_won_value_cents), 0)
      from leads where first_won_at is not null
      group by ${brasiliaDay("first_won_at")}, origin_channel, origin_source, origin_campaign, coalesce(assigned_user_id, 0)
      on conflict (${KEY}) do update set ${added("won_clients, won_value_cents")}`,
    )
    .execute(db);
  if (dialect === "postgres") {
    // "or replace": a function outlives the dropping of the tables (a database emptied that way migrates again).
    await sql
      .raw(
        `create or replace function results_days_apply() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then
            ${arrived("old", -1)}
            ${won("old", -1)}
          end if;
          if tg_op in ('INSERT', 'UPDATE') then
            ${arrived("new", 1)}
            ${won("new", 1)}
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger results_days_insert_delete after insert or delete on leads
        for each row execute function results_days_apply()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger results_days_update after update of ${WATCHED} on leads
        for each row when ((${prefixed("old", WATCHED)}) is distinct from (${prefixed("new", WATCHED)}))
        execute function results_days_apply()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(`create trigger results_days_insert after insert on leads begin ${arrived("new", 1)} ${won("new", 1)} end`)
    .execute(db);
  await sql
    .raw(`create trigger results_days_delete after delete on leads begin ${arrived("old", -1)} ${won("old", -1)} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger results_days_update after update of ${WATCHED} on leads
      when (${prefixed("old", WATCHED)}) is not (${prefixed("new", WATCHED)})
      begin ${arrived("old", -1)} ${won("old", -1)} ${arrived("new", 1)} ${won("new", 1)} end`,
    )
    .execute(db);
}

/** Rows read and rewritten at a time. */
const DATA_MIGRATION_SLICE = 500;

/** The waits of the leads contacted before this migration, a slice at a time. */
async function fillWaits(db: Kysely<unknown>): Promise<void> {
  const fill = async (trx: Kysely<unknown>) => {
    let after = 0;
    for (;;) {
      const { rows } = await sql<{
        id: number | string;
        created_at: number | string;
        first_contact_at: number | string;
      }>`
        select id, created_at, first_contact_at from leads where first_contact_at is not null and id > ${after}
        order by id limit ${DATA_MIGRATION_SLICE}`.execute(trx);
      for (const row of rows) {
        const wait = businessMillisBetween(Number(row.created_at), Number(row.first_contact_at));
        await sql`update leads set first_contact_wait_ms = ${wait} where id = ${row.id}`.execute(trx);
      }
      if (rows.length < DATA_MIGRATION_SLICE) return;
      after = Number(rows.at(-1)!.id);
    }
  };
  // PostgreSQL runs each migration in a transaction; SQLite's runs outside one, so the rewrite makes its own.
  await (db.isTransaction ? fill(db) : db.transaction().execute(fill));
}

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const WEEK = 7 * DAY;
const BRASILIA_OFFSET = -3 * 60 * MINUTE;

/**
 * The team's opening hours when this shipped (app/content/opening-hours.ts), in ms after a Brasília midnight per
 * weekday in Date.getUTCDay's order: Monday to Friday 9:00–18:00, Saturday 9:00–13:00, Sunday closed.
 */
const WINDOWS: readonly (readonly [number, number] | null)[] = [
  null,
  [540 * MINUTE, 1080 * MINUTE],
  [540 * MINUTE, 1080 * MINUTE],
  [540 * MINUTE, 1080 * MINUTE],
  [540 * MINUTE, 1080 * MINUTE],
  [540 * MINUTE, 1080 * MINUTE],
  [540 * MINUTE, 780 * MINUTE],
];
const OPEN_PER_WEEK = WINDOWS.reduce((sum, window) => sum + (window ? window[1] - window[0] : 0), 0);

/** app/features/panel/business-hours.ts's businessMillisBetween as it was when this shipped. */
function businessMillisBetween(start: number, end: number): number {
  if (end <= start) return 0;
  const wholeWeeks = Math.floor((end - start) / WEEK);
  let total = wholeWeeks * OPEN_PER_WEEK;
  const from = start + wholeWeeks * WEEK;
  const firstDay = Math.floor((from + BRASILIA_OFFSET) / DAY);
  const lastDay = Math.floor((end + BRASILIA_OFFSET) / DAY);
  for (let day = firstDay; day <= lastDay; day += 1) {
    // 1970-01-01 was a Thursday (getUTCDay 4).
    const window = WINDOWS[(((day + 4) % 7) + 7) % 7];
    if (!window) continue;
    const midnight = day * DAY - BRASILIA_OFFSET;
    const overlap = Math.min(end, midnight + window[1]) - Math.max(from, midnight + window[0]);
    if (overlap > 0) total += overlap;
  }
  return total;
}
