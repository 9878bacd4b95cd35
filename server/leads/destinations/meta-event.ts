import { createHash } from "node:crypto";
import { personFields } from "#app/features/leads/fields";
import { cleanLine } from "#app/features/leads/sanitize";
import { internationalPhone } from "#app/lib/phone";
import type { StoredLead } from "../../db/stored-lead";
import type { DeliveryEvent } from "#app/features/leads/deliveries";

/**
 * One Conversions API server event for a lead, as Meta documents it
 * (developers.facebook.com, Conversions API → Parameters): built from the
 * stored lead only, so every retry sends the same event. Contact data is
 * normalised, then SHA-256 hashed; the click id (fbc) is built from the
 * stored fbclid and the time the visitor landed with it. Both events come
 * from here: "lead" when the form is stored (action_source website), "won"
 * when the team marks the lead as a client (system_generated, with the
 * contract's value). Meta refuses a website event without the visitor's
 * user agent (client_user_agent), so a lead stored without one (an API
 * call that did not declare it) is sent as system_generated, as a CRM's
 * leads are; a lead an attendant typed from a WhatsApp chat is "chat"
 * ("made through a messaging app"). Every event names the person with
 * external_id (the hashed e-mail, else phone: every lead of one person gets
 * the same) and the hashed country, "br" (docs/decisions/064). Pure: no I/O,
 * unit-tested.
 */

/** The Graph API version every call uses: change it here, after reading Meta's changelog. */
export const GRAPH_API_VERSION = "v26.0";

export interface MetaUserData {
  em?: string[];
  ph?: string[];
  fn?: string[];
  ln?: string[];
  fbc?: string;
  external_id?: string[];
  country?: string[];
  client_ip_address?: string;
  client_user_agent?: string;
}

export interface MetaServerEvent {
  event_name: "Lead" | "Purchase";
  /** Unix seconds of the action: the lead's arrival, or when it was won. */
  event_time: number;
  /** Stable per lead and event ("lead-42", "won-42"): Meta drops repeats, a future browser pixel deduplicates. */
  event_id: string;
  action_source: MetaActionSource;
  event_source_url?: string;
  user_data: MetaUserData;
  custom_data?: { currency: "BRL"; value: number };
}

/** The action sources this site sends (Conversions API → Server Event Parameters → action_source). */
export type MetaActionSource = "website" | "system_generated" | "chat";

/** Forms an attendant fills in from a chat (the lead never saw the site's form): their leads are "chat" events. */
export const CHAT_FORMS: ReadonlySet<string> = new Set(["whatsapp"]);

/** The site's visitors are in Brazil; a phone with another country code says otherwise. */
const SITE_COUNTRY = "br";

export interface MetaEventInput {
  lead: StoredLead;
  event: DeliveryEvent;
  /** Epoch milliseconds of the action. */
  at: number;
  /** The won contract's value in BRL cents. */
  valueCents: number | null;
  siteUrl: string;
}

/** The oldest landing time believed for a click id: Meta attributes clicks for far less. */
const MAX_CLICK_AGE_MS = 90 * 86_400_000;

export function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** Meta's e-mail normalisation: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Meta's name normalisation: lower case, letters only (accents kept, in UTF-8), no punctuation or blanks. */
export function normalizeName(name: string): string {
  return name
    .normalize("NFC")
    .toLocaleLowerCase("pt-BR")
    .replace(/[^\p{L}\p{M}]/gu, "");
}

/** First and last words of a full name: "Maria da Silva" → ["maria", "silva"]; one word gives no last name. */
export function nameParts(fullName: string): { first: string | null; last: string | null } {
  const words = cleanLine(fullName)
    .split(/\s+/)
    .map(normalizeName)
    .filter((word) => word !== "");
  return { first: words[0] ?? null, last: words.length > 1 ? (words.at(-1) ?? null) : null };
}

/** fbc as Meta's pixel would write its _fbc cookie: fb.<subdomain index>.<creation time in ms>.<fbclid>. */
export function fbcValue(fbclid: string, clickTimeMs: number): string {
  // Index 1: the value is made on the server, not read from a cookie of a given (sub)domain.
  return `fb.1.${Math.round(clickTimeMs)}.${fbclid}`;
}

/** When the visitor landed with the click id: the recorded landing, if believable, else the lead's arrival. */
function clickTime(lead: StoredLead): number {
  const landed = Number(lead.attribution?.landed_at);
  const believable = Number.isFinite(landed) && landed <= lead.createdAt && landed >= lead.createdAt - MAX_CLICK_AGE_MS;
  return believable ? landed : lead.createdAt;
}

/** IPv4 addresses as Node may report them on a dual-stack socket ("::ffff:203.0.113.7") are sent as IPv4. */
function plainIp(ip: string): string {
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
}

/**
 * The person's key, the same for each of their leads: the normalised e-mail,
 * else the phone's international digits (a WhatsApp lead may have no e-mail).
 */
export function personKey(email: string, phone: string | null): string | null {
  return email !== "" ? email : phone;
}

/** "br" unless the phone's country code is another country's (then unknown: not sent). */
function country(phone: string | null): string | null {
  return phone === null || phone.startsWith("55") ? SITE_COUNTRY : null;
}

function userData(lead: StoredLead, fromWebsite: boolean): MetaUserData {
  const email = normalizeEmail(lead.email);
  const person = personFields(lead.form, lead.data);
  const phone = internationalPhone(person.phone);
  const { first, last } = nameParts(person.name);
  const fbclid = lead.attribution?.fbclid;
  const key = personKey(email, phone);
  const place = country(phone);
  return {
    ...(email ? { em: [sha256(email)] } : {}),
    ...(phone ? { ph: [sha256(phone)] } : {}),
    ...(first ? { fn: [sha256(first)] } : {}),
    ...(last ? { ln: [sha256(last)] } : {}),
    ...(key ? { external_id: [sha256(key)] } : {}),
    ...(place ? { country: [sha256(place)] } : {}),
    ...(fbclid ? { fbc: fbcValue(fbclid, clickTime(lead)) } : {}),
    // The visitor's connection and browser describe the visit: only a website event has them.
    ...(fromWebsite && lead.ip ? { client_ip_address: plainIp(lead.ip) } : {}),
    ...(fromWebsite && lead.userAgent ? { client_user_agent: lead.userAgent } : {}),
  };
}

/** The event for a lead, or null when its visitor did not consent to sharing with Meta. */
export function buildMetaEvent({ lead, event, at, valueCents, siteUrl }: MetaEventInput): MetaServerEvent | null {
  if (!lead.adsConsent?.given) return null;
  const fromChat = event === "lead" && CHAT_FORMS.has(lead.form);
  const fromWebsite = event === "lead" && !fromChat && (lead.userAgent ?? "") !== "";
  const page = lead.pagePath ?? lead.attribution?.landing_path ?? "/";
  return {
    event_name: event === "lead" ? "Lead" : "Purchase",
    event_time: Math.floor(at / 1000),
    event_id: `${event}-${lead.id}`,
    action_source: fromChat ? "chat" : fromWebsite ? "website" : "system_generated",
    ...(fromWebsite ? { event_source_url: `${siteUrl}${page.startsWith("/") ? page : "/"}` } : {}),
    user_data: userData(lead, fromWebsite),
    ...(event === "won" && valueCents !== null ? { custom_data: { currency: "BRL", value: valueCents / 100 } } : {}),
  };
}
