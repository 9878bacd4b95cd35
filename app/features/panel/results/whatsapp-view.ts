import type { Channel } from "./channel";

/**
 * The results page's WhatsApp section (pure): the period's clicks on the site's WhatsApp buttons and the leads an
 * attendant made from their codes, per source (with its channel) and campaign, most clicks first, and the totals.
 */

/** One origin's clicks in the period (server/panel/results/whatsapp-clicks.ts). */
export interface WhatsappClickRow {
  channel: Channel;
  source: string;
  campaign: string;
  clicks: number;
  leads: number;
}

export interface WhatsappLine {
  clicks: number;
  leads: number;
  /** "50%": the share of clicks that became a lead. */
  share: string;
}

export interface WhatsappSource extends WhatsappLine {
  channel: Channel;
  source: string;
  campaigns: (WhatsappLine & { campaign: string })[];
}

export interface WhatsappView {
  sources: WhatsappSource[];
  totals: WhatsappLine;
}

export function shareText(leads: number, clicks: number): string {
  return clicks === 0 ? "—" : `${Math.round((leads / clicks) * 100)}%`;
}

const line = (clicks: number, leads: number): WhatsappLine => ({ clicks, leads, share: shareText(leads, clicks) });

const byClicks =
  <T extends { clicks: number }>(name: (item: T) => string) =>
  (a: T, b: T) =>
    b.clicks - a.clicks || name(a).localeCompare(name(b), "pt-BR");

export function whatsappView(rows: readonly WhatsappClickRow[]): WhatsappView {
  const groups = new Map<string, { channel: Channel; source: string; rows: WhatsappClickRow[] }>();
  for (const row of rows) {
    const key = `${row.channel}\u0000${row.source}`;
    const group = groups.get(key) ?? { channel: row.channel, source: row.source, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const sources = [...groups.values()].map(({ channel, source, rows: own }) => {
    const clicks = own.reduce((total, row) => total + row.clicks, 0);
    const leads = own.reduce((total, row) => total + row.leads, 0);
    const campaigns = own
      .map((row) => ({ campaign: row.campaign, ...line(row.clicks, row.leads) }))
      .sort(byClicks((item) => item.campaign));
    return { channel, source, ...line(clicks, leads), campaigns };
  });
  sources.sort(byClicks((item) => item.source));
  const clicks = rows.reduce((total, row) => total + row.clicks, 0);
  const leads = rows.reduce((total, row) => total + row.leads, 0);
  return { sources, totals: line(clicks, leads) };
}
