import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { Viewer } from "#app/features/panel/assignment";
import { periodRange, type InboxFilter } from "#app/features/panel/filters";
import { searchTerms } from "#app/features/panel/search";
import type { Database } from "../db/schema";

/**
 * The inbox filter as SQL, shared by the list, its counters and the
 * exports, identical on SQLite and PostgreSQL. Search compares each
 * folded word with the stored search text (LIKE with its wildcards escaped;
 * every word must match, in any order)
 * in the narrow `leads_search` index (search_text, status, id), never in the
 * wide rows (docs/decisions/032): a page takes the matching ids from it;
 * the counters (`counters`: without the filter's status) count in it alone.
 */
export function leadFilter(
  filter: InboxFilter,
  now: number,
  options: {
    counters?: boolean;
    /** Who reads: "Meus leads" are theirs, and an attendant limited to theirs gets nothing else (issue 37). */
    viewer?: Viewer;
    /** A selection of the inbox (a bulk export): these leads alone, within the rest of the filter. */
    ids?: readonly number[];
  } = {},
) {
  const range = periodRange(filter, now);
  const terms = searchTerms(filter.search);
  return (eb: ExpressionBuilder<Database, "leads">) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.status && !options.counters) conditions.push(eb("leads.status", "=", filter.status));
    if (filter.form) conditions.push(eb("leads.form", "=", filter.form));
    if (range.since !== null) conditions.push(eb("leads.created_at", ">=", range.since));
    if (range.until !== null) conditions.push(eb("leads.created_at", "<", range.until));
    if (filter.source) conditions.push(eb("leads.origin_source", "=", filter.source));
    if (filter.campaign) conditions.push(eb("leads.origin_campaign", "=", filter.campaign));
    if (filter.channel) conditions.push(eb("leads.origin_channel", "=", filter.channel));
    const { viewer, ids } = options;
    if (viewer?.onlyOwn || (filter.owner === "eu" && viewer)) {
      conditions.push(eb("leads.assigned_user_id", "=", viewer.userId));
    }
    if (filter.owner === "nenhum") conditions.push(eb("leads.assigned_user_id", "is", null));
    if (ids) conditions.push(ids.length === 0 ? sql<SqlBool>`1 = 0` : eb("leads.id", "in", [...ids]));
    if (terms.length > 0) {
      const patterns = terms.map((term) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
      const matches = (column: string) =>
        sql<SqlBool>`${sql.join(
          patterns.map((pattern) => sql`${sql.ref(column)} like ${pattern} escape '\\'`),
          sql` and `,
        )}`;
      // A page takes the matching ids from the index: tested on its own rows, the planners would walk the table
      // newest first and read every wide row when few leads match. The counters need nothing but the index.
      conditions.push(
        options.counters
          ? matches("leads.search_text")
          : eb(
              "leads.id",
              "in",
              eb.selectFrom("leads as searched").select("searched.id").where(matches("searched.search_text")),
            ),
      );
    }
    return eb.and(conditions);
  };
}

/**
 * The leads this viewer may see, for the readers that take no inbox filter (the results page): the rule of
 * `leadFilter`'s viewer and of canSeeLead. An attendant limited to theirs, only theirs; anyone else, every lead.
 */
export function visibleLeads(viewer: Viewer) {
  return (eb: ExpressionBuilder<Database, "leads">) =>
    viewer.onlyOwn ? eb("leads.assigned_user_id", "=", viewer.userId) : eb.and([]);
}
