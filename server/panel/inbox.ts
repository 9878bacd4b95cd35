import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import { personFields } from "#app/features/leads/fields";
import type { Viewer } from "#app/features/panel/assignment";
import type { InboxFilter } from "#app/features/panel/filters";
import type { InboxRow } from "#app/features/panel/inbox-row";
import { searchTerms } from "#app/features/panel/search";
import { isLeadStatus, LEAD_STATUSES, type LeadStatus } from "#app/features/panel/statuses";
import type { Database } from "../db/schema";
import { chatStates } from "./deliveries";
import { leadFilter } from "./lead-filter";
import { personMarks } from "./people";

/**
 * The inbox: newest first, 25 at a time by keyset (id), with counters per status for the same filter. It is the
 * team's work list: leads whose personal data were erased (LGPD) are left out of it and its counters, while the
 * results page (./results/report) and the exports still count them.
 */

export const PAGE_SIZE = 25;

/** The columns a list row is made of (see inboxRows). */
export const INBOX_ROW_COLUMNS = [
  "leads.id",
  "leads.form",
  "leads.data",
  "leads.email",
  "leads.created_at",
  "leads.status",
  "leads.origin_source",
  "leads.origin_campaign",
  "leads.opened_at",
  "leads.first_contact_at",
  "leads.person_key",
  "leads.assigned_user_id",
] as const;

interface StoredRow {
  id: number;
  form: string;
  data: unknown;
  email: string;
  created_at: number;
  status: LeadStatus;
  origin_source: string;
  origin_campaign: string;
  opened_at: number | null;
  first_contact_at: number | null;
  person_key: number | null;
  assigned_user_id: number | null;
}

/** List rows of the stored leads, with their chat message's state. */
export async function inboxRows(db: Kysely<Database>, stored: readonly StoredRow[]): Promise<InboxRow[]> {
  const [chats, marks, owners] = await Promise.all([
    chatStates(
      db,
      stored.map((row) => row.id),
    ),
    personMarks(
      db,
      stored.map((row) => ({ id: row.id, personKey: row.person_key, status: row.status })),
    ),
    memberNames(
      db,
      stored.map((row) => row.assigned_user_id),
    ),
  ]);
  return stored.map((row): InboxRow => {
    const data = parseData(row.data);
    const person = personFields(row.form, data);
    return {
      id: row.id,
      createdAt: row.created_at,
      form: row.form,
      name: person.name || row.email,
      company: person.company,
      email: row.email,
      status: row.status,
      source: row.origin_source,
      campaign: row.origin_campaign,
      unopened: row.opened_at === null,
      firstContactAt: row.first_contact_at,
      chat: chats.get(row.id) ?? null,
      person: marks.get(row.id) ?? null,
      owner:
        row.assigned_user_id === null
          ? null
          : { id: row.assigned_user_id, name: owners.get(row.assigned_user_id) ?? "" },
    };
  });
}

export interface InboxPage {
  rows: InboxRow[];
  /** Cursor for the next older page (its `antes`), null at the end. */
  older: number | null;
  /** Cursor for the previous newer page (its `depois`), null on the first page. */
  newer: number | null;
  /** Leads per status for the filter without its status; `todos` is their sum. */
  counts: Record<LeadStatus | "todos", number>;
  /** Where this page sits in the filtered list, 1-based from the newest ("26–42 de 42"); null when empty. */
  position: { first: number; last: number; total: number } | null;
}

export async function inboxPage(
  db: Kysely<Database>,
  filter: InboxFilter,
  now: number,
  viewer: Viewer,
): Promise<InboxPage> {
  const filtered = leadFilter(filter, now, { viewer });
  const where = (eb: ExpressionBuilder<Database, "leads">) =>
    eb.and([filtered(eb), eb("leads.anonymized_at", "is", null)]);
  let query = db
    .selectFrom("leads")
    .select(INBOX_ROW_COLUMNS)
    .where(where)
    .limit(PAGE_SIZE + 1);
  const newerFirst = filter.after === null;
  if (newerFirst) {
    if (filter.before !== null) query = query.where("leads.id", "<", filter.before);
    query = query.orderBy("leads.id", "desc");
  } else {
    query = query.where("leads.id", ">", filter.after!).orderBy("leads.id", "asc");
  }
  const [fetched, { counts, newer }] = await Promise.all([query.execute(), statusCounts(db, filter, now, viewer)]);
  const more = fetched.length > PAGE_SIZE;
  const page = fetched.slice(0, PAGE_SIZE);
  if (!newerFirst) page.reverse();
  const first = page[0]?.id;
  const last = page.at(-1)?.id;
  const exists = async (direction: ">" | "<", id: number | undefined) =>
    id !== undefined &&
    (await db.selectFrom("leads").select("leads.id").where(where).where("leads.id", direction, id).limit(1).execute())
      .length > 0;
  const [hasNewer, hasOlder] = newerFirst
    ? [filter.before !== null && (await exists(">", first)), more]
    : [more, await exists("<", last)];

  const rows = await inboxRows(db, page);
  const total = filter.status ? counts[filter.status] : counts.todos;
  // Leads above this page: those at or above `antes`, or those above `depois` less this page (the nearest ones).
  const above = Math.max(0, (filter.status ? newer[filter.status] : newer.todos) - (newerFirst ? 0 : page.length));
  return {
    rows,
    older: hasOlder && last !== undefined ? last : null,
    newer: hasNewer && first !== undefined ? first : null,
    counts,
    position:
      page.length === 0
        ? null
        : { first: above + 1, last: above + page.length, total: Math.max(total, above + page.length) },
  };
}

type StatusCounts = Record<LeadStatus | "todos", number>;

/**
 * Leads per status for the filter without its status, and (`newer`) how many of them lie beyond the page's cursor
 * toward the newest: counted in the same pass, so placing a page ("26–42 de 42") costs no scan of its own.
 */
async function statusCounts(
  db: Kysely<Database>,
  filter: InboxFilter,
  now: number,
  viewer: Viewer,
): Promise<{ counts: StatusCounts; newer: StatusCounts }> {
  // Grouped by an expression, not the column: SQLite would otherwise walk the status index and read every row
  // to test the search, instead of counting within the narrow leads_search index.
  const status = sql<string>`${sql.ref("leads.status")} || ''`;
  const where = leadFilter(filter, now, { counters: true, viewer });
  const id = sql.ref("leads.id");
  const beyondCursor =
    filter.before !== null
      ? sql<SqlBool>`${id} >= ${filter.before}`
      : filter.after !== null
        ? sql<SqlBool>`${id} > ${filter.after}`
        : sql<SqlBool>`1 = 0`;
  const count = (erased: boolean) =>
    db
      .selectFrom("leads")
      .select([
        status.as("status"),
        (eb) => eb.fn.countAll<number | string>().as("count"),
        sql<number | string>`sum(case when ${beyondCursor} then 1 else 0 end)`.as("newer"),
      ])
      .where(where)
      .$if(erased, (query) => query.where("leads.anonymized_at", "is not", null))
      .groupBy(status)
      .execute();
  // Every lead of the filter, less the erased ones: these are few, found in their own index (migration 012),
  // where testing each lead would read every row. A search never finds them (their search text is gone).
  const [rows, erasedRows] = await Promise.all([
    count(false),
    searchTerms(filter.search).length === 0 ? count(true) : [],
  ]);
  const zeros = () => Object.fromEntries([...LEAD_STATUSES, "todos"].map((status) => [status, 0])) as StatusCounts;
  const counts = zeros();
  const newer = zeros();
  for (const [list, sign] of [
    [rows, 1],
    [erasedRows, -1],
  ] as const) {
    for (const row of list) {
      if (!isLeadStatus(row.status)) continue;
      for (const [totals, value] of [
        [counts, row.count],
        [newer, row.newer],
      ] as const) {
        totals[row.status] += sign * Number(value);
        totals.todos += sign * Number(value);
      }
    }
  }
  return { counts, newer };
}

/** The sources and campaigns leads came from, most frequent first, for the filter's choices. */
export async function originChoices(db: Kysely<Database>): Promise<{ sources: string[]; campaigns: string[] }> {
  const [sources, campaigns] = await Promise.all([
    db
      .selectFrom("leads")
      .select(["origin_source", (eb) => eb.fn.countAll<number | string>().as("count")])
      .groupBy("origin_source")
      .orderBy("count", "desc")
      .limit(100)
      .execute(),
    db
      .selectFrom("leads")
      .select(["origin_campaign", (eb) => eb.fn.countAll<number | string>().as("count")])
      .where("origin_campaign", "!=", "")
      .groupBy("origin_campaign")
      .orderBy("count", "desc")
      .limit(100)
      .execute(),
  ]);
  return {
    sources: sources.map((row) => row.origin_source),
    campaigns: campaigns.map((row) => row.origin_campaign),
  };
}

/** The names of these members (removed ones too: a lead may still name them). */
async function memberNames(db: Kysely<Database>, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom("users").select(["id", "name"]).where("id", "in", wanted).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export function parseData(value: unknown): Record<string, unknown> {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  return parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
}
