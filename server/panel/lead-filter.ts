import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { periodRange, type InboxFilter } from "~/features/panel/filters";
import { searchTerm } from "~/features/panel/search";
import type { Database } from "../db/schema";

/**
 * The inbox filter as SQL, shared by the list, its counters, the results
 * and the exports, identical on SQLite and PostgreSQL. Search compares the
 * folded term with the stored search text (LIKE with its wildcards escaped)
 * in the narrow `leads_search` index (search_text, status, id), never in the
 * wide rows (docs/decisions/032): a page takes the matching ids from it;
 * the counters (`counters`: without the filter's status) count in it alone.
 */
export function leadFilter(filter: InboxFilter, now: number, options: { counters?: boolean } = {}) {
  const range = periodRange(filter, now);
  const term = searchTerm(filter.search);
  return (eb: ExpressionBuilder<Database, "leads">) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.status && !options.counters) conditions.push(eb("leads.status", "=", filter.status));
    if (filter.form) conditions.push(eb("leads.form", "=", filter.form));
    if (range.since !== null) conditions.push(eb("leads.created_at", ">=", range.since));
    if (range.until !== null) conditions.push(eb("leads.created_at", "<", range.until));
    if (filter.source) conditions.push(eb("leads.origin_source", "=", filter.source));
    if (filter.campaign) conditions.push(eb("leads.origin_campaign", "=", filter.campaign));
    if (filter.channel) conditions.push(eb("leads.origin_channel", "=", filter.channel));
    if (term !== "") {
      const pattern = `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      const matches = (column: string) => sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
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
