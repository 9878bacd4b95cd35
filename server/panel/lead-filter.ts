import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { periodRange, type InboxFilter } from "~/features/panel/filters";
import { searchTerm } from "~/features/panel/search";
import type { Database } from "../db/schema";

/**
 * The inbox filter as SQL, shared by the list, its counters, the results
 * and the exports, identical on SQLite and PostgreSQL. Search compares the
 * folded term with the stored search text (LIKE with its wildcards escaped).
 */
export function leadFilter(filter: InboxFilter, now: number, options: { ignoreStatus?: boolean } = {}) {
  const range = periodRange(filter, now);
  const term = searchTerm(filter.search);
  return (eb: ExpressionBuilder<Database, "leads">) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.status && !options.ignoreStatus) conditions.push(eb("leads.status", "=", filter.status));
    if (filter.form) conditions.push(eb("leads.form", "=", filter.form));
    if (range.since !== null) conditions.push(eb("leads.created_at", ">=", range.since));
    if (range.until !== null) conditions.push(eb("leads.created_at", "<", range.until));
    if (filter.source) conditions.push(eb("leads.origin_source", "=", filter.source));
    if (filter.campaign) conditions.push(eb("leads.origin_campaign", "=", filter.campaign));
    if (term !== "") {
      const pattern = `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      conditions.push(sql<SqlBool>`${eb.ref("leads.search_text")} like ${pattern} escape '\\'`);
    }
    return eb.and(conditions);
  };
}
