import { sql, type Kysely } from "kysely";
import type { Viewer } from "#app/features/panel/assignment";
import { classifyOrigin } from "#app/features/panel/results/channel";
import { periodBounds, type MonthPeriod } from "#app/features/panel/results/months";
import type { WhatsappClickRow } from "#app/features/panel/results/whatsapp-view";
import type { Dialect } from "../../db/connect";
import type { Database } from "../../db/schema";

/**
 * Clicks on the site's WhatsApp buttons in a period (by the click's date) and how many an attendant turned into a
 * lead through its code (decision 066), per channel, source and campaign named as the rest of the results page
 * names a lead's origin (classifyOrigin on the click's attribution).
 *
 * Grouped in SQL by the few attribution fields classifyOrigin reads, never by the whole JSON: every paid click
 * carries its own click id, so the whole JSON would be one group per click. A click stores no referrer (only the
 * address's or the kept click's campaign and click ids), so none is read. Read through the created_at index of
 * migration 019.
 *
 * A click is the site's traffic, nobody's lead: like the ad spend, it is the owner's figure, and an attendant whom
 * the owner limited to their own leads gets none (issue 37; their WhatsApp leads are in the page's other figures).
 */
export async function whatsappClickReport(
  db: Kysely<Database>,
  dialect: Dialect,
  period: MonthPeriod,
  viewer: Viewer,
): Promise<WhatsappClickRow[]> {
  if (viewer.onlyOwn) return [];
  const { since, until } = periodBounds(period);
  const field = (key: string) =>
    dialect === "postgres"
      ? sql<string | null>`(attribution ->> ${sql.lit(key)})`
      : sql<string | null>`json_extract(attribution, ${sql.lit(`$.${key}`)})`;
  const present = (...keys: string[]) =>
    sql<number>`(case when ${sql.join(
      keys.map((key) => sql`coalesce(${field(key)}, '') <> ''`),
      sql` or `,
    )} then 1 else 0 end)`;
  const source = field("utm_source");
  const medium = field("utm_medium");
  const campaign = field("utm_campaign");
  const googleClick = present("gclid", "gbraid", "wbraid");
  const tiktokClick = present("ttclid");
  const metaClick = present("fbclid");
  const rows = await db
    .selectFrom("whatsapp_clicks")
    .select([
      source.as("utm_source"),
      medium.as("utm_medium"),
      campaign.as("utm_campaign"),
      googleClick.as("google_click"),
      tiktokClick.as("tiktok_click"),
      metaClick.as("meta_click"),
      (eb) => eb.fn.countAll<number | string>().as("clicks"),
      // used_at marks the code as turned into a lead; lead_id alone would forget a lead deleted since (set to NULL).
      sql<number | string>`sum(case when used_at is not null then 1 else 0 end)`.as("leads"),
    ])
    .where("created_at", ">=", since)
    .where("created_at", "<", until)
    .groupBy([source, medium, campaign, googleClick, tiktokClick, metaClick])
    .execute();
  const byOrigin = new Map<string, WhatsappClickRow>();
  for (const row of rows) {
    const origin = classifyOrigin({
      ...(row.utm_source ? { utm_source: row.utm_source } : {}),
      ...(row.utm_medium ? { utm_medium: row.utm_medium } : {}),
      ...(row.utm_campaign ? { utm_campaign: row.utm_campaign } : {}),
      // Only whether a click id is there matters to the channel: a stand-in value.
      ...(Number(row.google_click) ? { gclid: "1" } : {}),
      ...(Number(row.tiktok_click) ? { ttclid: "1" } : {}),
      ...(Number(row.meta_click) ? { fbclid: "1" } : {}),
    });
    const key = `${origin.channel}\u0000${origin.source}\u0000${origin.campaign}`;
    const found = byOrigin.get(key) ?? { ...origin, clicks: 0, leads: 0 };
    found.clicks += Number(row.clicks);
    found.leads += Number(row.leads);
    byOrigin.set(key, found);
  }
  return [...byOrigin.values()];
}
