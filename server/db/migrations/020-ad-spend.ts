import { sql, type Kysely } from "kysely";

/**
 * Issue 37, results an agency shows its client (docs/decisions/068):
 * - each lead's channel (paid, organic, social, another site, direct) and one source name per service
 *   ("google.com" and "google" were two rows), computed again from the stored attribution;
 * - what the owner spent per month, source and campaign, for cost per lead and ROAS;
 * - two narrow indexes holding what the results group by, so a month or 24 months of results read them
 *   instead of the wide rows: leads by arrival, clients by their first "Ganho".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("leads")
    .addColumn("origin_channel", "text", (column) => column.notNull().defaultTo("direto"))
    .execute();
  await reclassifyOrigins(db);
  await db.schema
    .createIndex("leads_arrived_origin")
    .on("leads")
    .columns(["created_at", "origin_channel", "origin_source", "origin_campaign", "status", "first_won_at"])
    .execute();
  await db.schema
    .createIndex("leads_won_origin")
    .on("leads")
    .columns(["first_won_at", "origin_channel", "origin_source", "origin_campaign", "first_won_value_cents"])
    .execute();
  await db.schema
    .createTable("ad_spend")
    .addColumn("month", "text", (column) => column.notNull())
    .addColumn("source", "text", (column) => column.notNull())
    .addColumn("campaign", "text", (column) => column.notNull())
    .addColumn("amount_cents", "bigint", (column) => column.notNull().check(sql`amount_cents >= 0`))
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .addColumn("updated_by", "bigint")
    .addPrimaryKeyConstraint("ad_spend_pk", ["month", "source", "campaign"])
    .execute();
}

/** Rows read and rewritten at a time. */
const DATA_MIGRATION_SLICE = 500;

/**
 * Migration 020: every lead with an attribution gets its channel and unified source from it (leads without one are
 * "Direto", the column's default), a slice at a time.
 */
async function reclassifyOrigins(db: Kysely<unknown>): Promise<void> {
  const reclassify = async (trx: Kysely<unknown>) => {
    let after = 0;
    for (;;) {
      const { rows } = await sql<{ id: number; attribution: unknown; origin_source: string; origin_campaign: string }>`
        select id, attribution, origin_source, origin_campaign from leads where attribution is not null and id > ${after}
        order by id limit ${DATA_MIGRATION_SLICE}`.execute(trx);
      for (const row of rows) {
        const stored = typeof row.attribution === "string" ? JSON.parse(row.attribution) : row.attribution;
        const origin = classifyOrigin(normalizeAttribution(stored));
        await sql`
          update leads set origin_channel = ${origin.channel}, origin_source = ${origin.source},
            origin_campaign = ${origin.campaign}
          where id = ${row.id}
        `.execute(trx);
      }
      const last = rows.at(-1);
      if (!last) return;
      after = Number(last.id);
    }
  };
  await (db.isTransaction ? reclassify(db) : db.transaction().execute(reclassify));
}

// Frozen copies of the app's helpers as they were when this migration shipped, so a later change to the app's
// (search text, attribution, forms) cannot change what this migration writes on a fresh database.

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

const SEARCH_ENGINES = new Set(["google", "bing", "yahoo", "duckduckgo", "ecosia.org", "yandex.com", "baidu.com"]);
const SOCIAL_NETWORKS = new Set([
  "facebook",
  "instagram",
  "linkedin",
  "x",
  "youtube",
  "tiktok",
  "whatsapp",
  "pinterest.com",
]);
const PAID_MEDIUM =
  /^(cpc|ppc|cpm|cpv|cpa|paid|paid[-_ ]?(search|social|media)|display|banner|ads?|social[-_ ]?paid|retargeting)$/;
const SOCIAL_MEDIUM = /^(social|social[-_ ]?(network|media|organic)|sm|organic[-_ ]?social)$/;

/** Paid, organic, social, another site ("indicacao") or direct, with the source and campaign. */
function classifyOrigin(attribution: Attribution | null): { channel: string; source: string; campaign: string } {
  const { source, campaign } = originOf(attribution);
  const medium = attribution?.utm_medium?.trim().toLowerCase() ?? "";
  const paid = PAID_CLICK_IDS.some((key) => attribution?.[key]) || PAID_MEDIUM.test(medium);
  if (paid) return { channel: "pago", source, campaign };
  if (medium === "organic") return { channel: "organico", source, campaign };
  if (SOCIAL_MEDIUM.test(medium) || SOCIAL_NETWORKS.has(source) || attribution?.fbclid) {
    return { channel: "social", source, campaign };
  }
  if (medium === "referral") return { channel: "indicacao", source, campaign };
  if (SEARCH_ENGINES.has(source)) return { channel: "organico", source, campaign };
  if (source === "Direto") return { channel: "direto", source, campaign };
  return { channel: "indicacao", source, campaign };
}
