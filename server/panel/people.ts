import { sql, type Kysely } from "kysely";
import type { LeadStatus } from "#app/features/panel/statuses";
import type { OtherLead, PersonMark } from "#app/features/panel/people";
import type { Database } from "../db/schema";

/**
 * One person, one record, as the panel shows it (docs/decisions/062): the
 * inbox marks a lead whose person came before ("Retorno") or is already a
 * client ("Já é cliente"), and a lead's page lists the person's other leads.
 * Both read the person's leads by `leads_person_key`, never by their data.
 */

export async function personMarks(
  db: Kysely<Database>,
  leads: readonly { id: number; personKey: number | null; status: LeadStatus }[],
): Promise<Map<number, PersonMark>> {
  const keys = [...new Set(leads.flatMap((lead) => (lead.personKey === null ? [] : [lead.personKey])))];
  const marks = new Map<number, PersonMark>();
  if (keys.length === 0) return marks;
  // Per person, not per lead: a phone or e-mail many forms share (a company's) can gather many leads.
  const people = await db
    .selectFrom("leads")
    .select([
      "person_key",
      (eb) => eb.fn.min("id").as("first"),
      sql<number | string>`sum(case when ${sql.ref("status")} = 'ganho' then 1 else 0 end)`.as("won"),
    ])
    .where("person_key", "in", keys)
    .where("anonymized_at", "is", null)
    .groupBy("person_key")
    .execute();
  const byKey = new Map(people.map((row) => [Number(row.person_key), row]));
  for (const lead of leads) {
    const person = lead.personKey === null ? undefined : byKey.get(lead.personKey);
    if (!person) continue;
    const othersWon = Number(person.won) - (lead.status === "ganho" ? 1 : 0);
    if (othersWon > 0) marks.set(lead.id, "cliente");
    else if (Number(person.first) < lead.id) marks.set(lead.id, "retorno");
  }
  return marks;
}

/** How many of a person's other leads the lead page lists, newest first. */
export const OTHER_LEADS_SHOWN = 20;

/** The person's other leads, newest first (none for an erased lead: it has no person any more). */
export async function otherLeads(db: Kysely<Database>, leadId: number): Promise<OtherLead[]> {
  const rows = await db
    .selectFrom("leads as other")
    .innerJoin("leads as self", "self.person_key", "other.person_key")
    .select(["other.id", "other.created_at", "other.form", "other.status"])
    .where("self.id", "=", leadId)
    .where("other.id", "!=", leadId)
    .where("other.anonymized_at", "is", null)
    .orderBy("other.id", "desc")
    .limit(OTHER_LEADS_SHOWN)
    .execute();
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at, form: row.form, status: row.status }));
}
