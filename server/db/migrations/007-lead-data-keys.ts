import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";

/**
 * One convention for stored lead data (decision 045): the scheduling form's fields, posted under the spec's
 * English names, were stored under them; they take the Portuguese snake_case keys the other forms use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await renameDataKeys(db, "agendamento", {
    name: "nome",
    company: "empresa",
    sector: "setor",
    revenue: "faturamento",
    challenge: "desafio",
    bestTime: "melhor_horario",
  });
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
        const search_text = searchText(form, renamed, row.email);
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

// Frozen copies of the app's helpers as they were when this migration shipped, so a later change to the app's
// (search text, attribution, forms) cannot change what this migration writes on a fresh database.

/** The fingerprint of a lead's form and data that finds a form posted twice (server/leads/content-hash.ts). */
function contentHash(form: string, data: Readonly<Record<string, unknown>>): string {
  const entries = Object.keys(data)
    .sort()
    .map((key) => {
      const value = data[key];
      return [key, key === "email" && typeof value === "string" ? value.toLowerCase() : value];
    });
  return createHash("sha256")
    .update(JSON.stringify([form, entries]))
    .digest("hex");
}

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
