import { sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";
import type { Dialect } from "../connect";

/**
 * The team's panel: accounts, sessions, one-time links, sign-in throttling, the pipeline status of each lead,
 * notes, status history and the audit trail (docs/decisions/030). Existing leads become "novo".
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addPanelLeadColumns(db);
  await backfillPanelColumns(db);
  await createPanelTables(db, dialect);
  // Fresh statistics, so the planners pick the new indexes (SQLite has none until ANALYZE runs).
  await sql`analyze`.execute(db);
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
      const fields = data !== null && typeof data === "object" ? (data as Record<string, unknown>) : {};
      const origin = originOf(normalizeAttribution(parseJson(row.attribution)));
      await sql`
        update leads set search_text = ${searchText(row.form, fields, row.email)}, origin_source = ${origin.source},
          origin_campaign = ${origin.campaign}
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

/** Longest value kept per attribution key, in characters; keys not here are dropped. */
const ATTRIBUTION_LIMITS: Record<string, number> = {
  utm_source: 300,
  utm_medium: 300,
  utm_campaign: 300,
  utm_term: 300,
  utm_content: 300,
  gclid: 300,
  gbraid: 300,
  wbraid: 300,
  fbclid: 300,
  ttclid: 300,
  referrer: 1000,
  landing_path: 1000,
  landed_at: 20,
};

type Attribution = Partial<Record<string, string>>;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;
const LINE_BREAKS = /\r\n?|[\n\u2028\u2029]/g;
const LONE_SURROGATES = /\p{Cs}/gu;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const INVISIBLE = String.raw`(?:[\p{White_Space}\p{Cf}\u115F\u180E\u2800\u3164\uFFA0]|\u034F|\u1160|[\u17B4\u17B5]|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}])`;
const INVISIBLE_AT_EDGES = new RegExp(`^${INVISIBLE}+|${INVISIBLE}+$`, "gu");

function cleanLine(value: string): string {
  return value
    .replace(LONE_SURROGATES, "")
    .normalize("NFC")
    .replace(BIDI_CONTROLS, "")
    .replace(LINE_BREAKS, " ")
    .replace(/[\t\v\f]/g, " ")
    .replace(CONTROL_CHARACTERS, "")
    .replace(INVISIBLE_AT_EDGES, "");
}

/** The stored attribution as the app read it: known keys with cleaned, cut, non-empty strings; else null. */
function normalizeAttribution(input: unknown): Attribution | null {
  if (input === null || typeof input !== "object" || Array.isArray(input)) return null;
  const attribution: Attribution = {};
  for (const [key, value] of Object.entries(input)) {
    if (!Object.hasOwn(ATTRIBUTION_LIMITS, key) || typeof value !== "string") continue;
    const cleaned = [...cleanLine(value)].slice(0, ATTRIBUTION_LIMITS[key]).join("");
    if (key === "landed_at" && !/^\d{13}$/.test(cleaned)) continue;
    if (cleaned !== "") attribution[key] = cleaned;
  }
  return Object.keys(attribution).length > 0 ? attribution : null;
}

/** Domains (and utm_source spellings) of one service, under one name. */
const SOURCE_NAMES: readonly (readonly [RegExp, string])[] = [
  [/^(google(\.[a-z]{2,3}){1,2}|googleads|adwords|google-ads)$/, "google"],
  [/^(bing\.com|microsoft-ads)$/, "bing"],
  [/^(facebook\.com|fb\.com|fb|face|meta)$/, "facebook"],
  [/^(instagram\.com|ig|insta)$/, "instagram"],
  [/^(linkedin\.com|lnkd\.in)$/, "linkedin"],
  [/^(t\.co|twitter\.com|x\.com|twitter)$/, "x"],
  [/^(youtube\.com|youtu\.be)$/, "youtube"],
  [/^tiktok\.com$/, "tiktok"],
  [/^(whatsapp\.com|wa\.me|whats|zap)$/, "whatsapp"],
  [/^(search\.)?yahoo(\.[a-z]{2,3}){1,2}$/, "yahoo"],
  [/^duckduckgo\.com$/, "duckduckgo"],
  [/^(chatgpt\.com|chat\.openai\.com)$/, "chatgpt"],
];

/** Ad platforms put these on an ad's landing URL only. */
const PAID_CLICK_IDS = ["gclid", "gbraid", "wbraid", "ttclid"] as const;

function hostOf(referrer: string): string | null {
  try {
    return new URL(referrer).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

function unifySource(raw: string): string {
  const name = raw
    .trim()
    .toLowerCase()
    .replace(/^(www|m|l|lm|mobile|web)\./, "");
  for (const [pattern, unified] of SOURCE_NAMES) if (pattern.test(name)) return unified;
  return name;
}

/** The unified source name, else the referrer's domain, else "Direto"; and utm_campaign, or "". */
function originOf(attribution: Attribution | null): { source: string; campaign: string } {
  const campaign = attribution?.utm_campaign?.trim() ?? "";
  const utmSource = attribution?.utm_source?.trim();
  const host = attribution?.referrer ? hostOf(attribution.referrer) : null;
  const clickSource = attribution?.ttclid ? "tiktok" : "google";
  const source = utmSource
    ? unifySource(utmSource)
    : host
      ? unifySource(host)
      : PAID_CLICK_IDS.some((key) => attribution?.[key])
        ? clickSource
        : attribution?.fbclid
          ? "facebook"
          : "Direto";
  return { source, campaign };
}
