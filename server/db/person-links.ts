import { sql, type Kysely, type Transaction } from "kysely";
import { emailKey } from "#app/features/panel/person-match";
import type { Dialect } from "./connect";
import type { Database } from "./schema";

/**
 * One person, one record (issue 37, docs/decisions/062): leads with the same
 * e-mail (`email`, lower-cased) or phone (`person_phone`, #app/features/panel/
 * person-match) share a `person_key`, the id of the person's first lead.
 * A lead that joins two people (one's e-mail, the other's phone) merges
 * them under the older key. Erased leads hold neither e-mail nor phone nor
 * key: they link nobody and are nobody's other lead.
 */

export interface PersonContacts {
  id: number;
  email: string;
  person_phone: string | null;
}

/**
 * Gives each newly stored lead (oldest first) its person key and whether the person was already a client (a won
 * lead) when it arrived. On PostgreSQL a transaction-scoped advisory lock per e-mail and phone makes two replicas
 * storing the same person take turns, so the second one sees the first one's lead.
 */
export async function linkNewLeads(
  trx: Transaction<Database>,
  dialect: Dialect,
  leads: readonly PersonContacts[],
): Promise<void> {
  const contacts = leads.map((lead) => ({ ...lead, email: emailKey(lead.email) }));
  if (dialect === "postgres") {
    const keys = [
      ...new Set(contacts.flatMap((lead) => [lead.email, lead.person_phone ?? ""]).filter((key) => key !== "")),
    ].sort();
    for (const key of keys)
      await sql`select pg_advisory_xact_lock(hashtextextended(${`pessoa:${key}`}, 0))`.execute(trx);
  }
  for (const lead of [...contacts].sort((a, b) => a.id - b.id)) {
    // One look-up per contact, each in its own index: an OR of the two would scan the table on SQLite. Each answers
    // one row per person it finds, not one per lead: a person with thousands of leads is still a row or two.
    const byContact = (column: "email" | "person_phone", value: string) =>
      trx
        .selectFrom("leads")
        .select((eb) => [
          "person_key",
          eb.fn.max(eb.case().when("status", "=", "ganho").then(1).else(0).end()).as("won"),
        ])
        .where(column, "=", value)
        .where("anonymized_at", "is", null)
        .where("id", "!=", lead.id)
        .where("person_key", "is not", null)
        .groupBy("person_key")
        .execute();
    const matches = [
      ...(lead.email !== "" ? await byContact("email", lead.email) : []),
      ...(lead.person_phone ? await byContact("person_phone", lead.person_phone) : []),
    ];
    const others = [...new Set(matches.map((row) => Number(row.person_key)))];
    const key = Math.min(lead.id, ...others);
    // Leads of the people this one joins, not matched themselves, may be clients too.
    const client =
      matches.some((row) => Number(row.won) === 1) ||
      (others.length > 0 &&
        (await trx
          .selectFrom("leads")
          .select("id")
          .where("person_key", "in", others)
          .where("status", "=", "ganho")
          .where("anonymized_at", "is", null)
          .limit(1)
          .executeTakeFirst()) !== undefined);
    await trx
      .updateTable("leads")
      .set({ person_key: key, arrived_as_client: client ? 1 : 0 })
      .where("id", "=", lead.id)
      .execute();
    const merged = others.filter((other) => other !== key);
    if (merged.length > 0)
      await trx.updateTable("leads").set({ person_key: key }).where("person_key", "in", merged).execute();
  }
}

/**
 * After an erasure: the people these keys named, linked again from the leads they still have (an erased lead may
 * have been their first lead, whose id was the key, or the only link between two of their contacts).
 */
export async function relinkPeople(db: Kysely<Database> | Transaction<Database>, keys: readonly number[]) {
  for (const key of new Set(keys)) {
    const rows = await db
      .selectFrom("leads")
      .select(["id", "email", "person_phone"])
      .where("person_key", "=", key)
      .where("anonymized_at", "is", null)
      .orderBy("id")
      .execute();
    for (const [id, personKey] of personKeys(rows)) {
      if (personKey !== key)
        await db.updateTable("leads").set({ person_key: personKey }).where("id", "=", id).execute();
    }
  }
}

/**
 * Each lead's person key among these leads alone: leads sharing an e-mail or a phone, directly or through others,
 * get the lowest id among them. Used to link a whole table (migration 017) and a person again after an erasure.
 */
export function personKeys(leads: readonly PersonContacts[]): Map<number, number> {
  const parent = new Map<number, number>();
  const find = (id: number): number => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    // Path halving keeps a long chain of leads from being walked again.
    let node = id;
    while (parent.get(node) !== root) {
      const next = parent.get(node)!;
      parent.set(node, root);
      node = next;
    }
    return root;
  };
  const firstBy = new Map<string, number>();
  for (const lead of [...leads].sort((a, b) => a.id - b.id)) {
    parent.set(lead.id, lead.id);
    const email = emailKey(lead.email);
    for (const contact of [email !== "" ? `e:${email}` : "", lead.person_phone ? `t:${lead.person_phone}` : ""]) {
      if (contact === "") continue;
      const first = firstBy.get(contact);
      if (first === undefined) {
        firstBy.set(contact, lead.id);
        continue;
      }
      const [a, b] = [find(first), find(lead.id)];
      // The lower id stays the root: a person's key is the id of their first lead.
      if (a !== b) parent.set(Math.max(a, b), Math.min(a, b));
    }
  }
  return new Map([...parent.keys()].map((id) => [id, find(id)]));
}
