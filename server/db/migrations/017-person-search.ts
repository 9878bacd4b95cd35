import { sql, type Kysely } from "kysely";

/**
 * Issue 37, search and one person one record (docs/decisions/062): the search text holds the phone with and
 * without Brazil's 55; each lead keeps its phone's national digits and the key of the person it belongs to
 * (leads of the same e-mail or phone), and whether the person was already a client when it arrived. Erased
 * leads get none of these.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
}

interface PersonRow {
  id: number;
  form: string;
  data: unknown;
  email: string;
  attribution: unknown;
  created_at: number;
  status: string;
  won_at: number | null;
}

/** Rows read and rewritten at a time. */
const DATA_MIGRATION_SLICE = 500;

const parseJson = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value);

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
        const fields = data !== null && typeof data === "object" ? (data as Record<string, unknown>) : {};
        const phone = phoneKey(personFields(row.form, fields).phone) || null;
        const id = Number(row.id);
        phones.set(id, phone);
        people.push({ ...row, id });
        await sql`
          update leads set search_text = ${searchText(row.form, fields, row.email)}, person_phone = ${phone}
          where id = ${id}
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

// Frozen copies of the app's helpers as they were when this migration shipped, so a later change to the app's
// (search text, attribution, forms) cannot change what this migration writes on a fresh database.

type PersonRole = "name" | "email" | "phone" | "company";

/** The stored key of each form's name, e-mail, phone and company field when this migration shipped. */
const PERSON_KEYS = new Map<string, Partial<Record<PersonRole, string>>>([
  ["consultoria", { name: "nome", email: "email", phone: "whatsapp", company: "empresa" }],
  ["agendamento", { name: "nome", email: "email", phone: "whatsapp", company: "empresa" }],
  ["contato", { name: "nome", email: "email", phone: "telefone", company: "empresa" }],
  ["newsletter", { email: "email" }],
  ["whatsapp", { name: "nome", phone: "telefone" }],
]);

function personFields(form: string, data: Record<string, unknown>): Record<PersonRole, string> {
  const person: Record<PersonRole, string> = { name: "", email: "", phone: "", company: "" };
  for (const [role, key] of Object.entries(PERSON_KEYS.get(form) ?? {}) as [PersonRole, string][]) {
    const value = data[key];
    if (typeof value === "string") person[role] = value;
  }
  return person;
}

function phoneKey(phone: string): string {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (/^55\d{10,11}$/.test(digits)) digits = digits.slice(2);
  else if (/^0\d{10,11}$/.test(digits)) digits = digits.slice(1);
  else if (trimmed.startsWith("+") && !digits.startsWith("55") && digits.length >= 8) return `+${digits}`;
  return digits.length >= 10 && digits.length <= 15 ? digits : "";
}

function foldText(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

function phoneDigits(phone: string): string {
  const key = phoneKey(phone);
  if (key === "") return phone.replace(/\D/g, "");
  return /^[1-9]{2}\d{8,9}$/.test(key) ? `${key} 55${key}` : key.replace("+", "");
}

/** The lead's search text: name, e-mail (else the lead's own), phone digits and company, folded. */
function searchText(form: string, data: Record<string, unknown>, email: string): string {
  const person = personFields(form, data);
  return [person.name, person.email || email, phoneDigits(person.phone), person.company]
    .map(foldText)
    .filter((part) => part !== "")
    .join(" | ");
}

function emailKey(email: string): string {
  const folded = email.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(folded) ? folded : "";
}

/** Each lead's person key: leads sharing an e-mail or a phone, directly or through others, get the lowest id. */
function personKeys(leads: readonly { id: number; email: string; person_phone: string | null }[]): Map<number, number> {
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
