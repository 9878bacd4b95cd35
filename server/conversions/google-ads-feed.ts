import type { Attribution } from "#app/features/leads/attribution";
import { spreadsheetCell } from "../export/csv";
import type { FirstWonLead } from "../db/conversion-queries";
import type { StoredLead } from "../db/stored-lead";

/**
 * The Google Ads offline click-conversions file ("Conversions from clicks"
 * import, the format of Google's upload template): a time-zone parameter
 * line, a header, then one line per conversion with the click id the ad
 * click carried. Google Ads' scheduled upload fetches it over HTTPS. Pure:
 * the rows come from the caller (consenting leads with a click id, and
 * those of them the team marked "Ganho" in the panel).
 */

export const FEED_TIME_ZONE = "America/Sao_Paulo";

/** Google attributes conversions to clicks of the last 90 days at most. */
export const FEED_WINDOW_MS = 90 * 86_400_000;

export type ClickIdType = "gclid" | "gbraid" | "wbraid";

export interface ClickId {
  type: ClickIdType;
  value: string;
}

export interface ConversionRow {
  /** A lead stored ("lead", GOOGLE_ADS_LEAD_CONVERSION) or a lead won ("won", GOOGLE_ADS_WON_CONVERSION). */
  kind: "lead" | "won";
  clickId: ClickId;
  /** When the conversion happened (epoch ms). */
  at: number;
  /** The won contract's value in BRL cents; null for a lead (Google uses the conversion action's value). */
  valueCents: number | null;
}

export interface FeedNames {
  lead: string;
  won: string;
}

/** A click id as Google writes it: letters, digits, "-" and "_"; anything else was not made by Google. */
const CLICK_ID = /^[\w-]{8,300}$/;

/**
 * The click id a visit carried: the gclid; on iOS, wbraid (clicks leading to
 * web conversions, like a lead form) or gbraid. One per line: Google refuses
 * a conversion with both a gbraid and a wbraid.
 */
export function clickIdOf(attribution: Attribution | null): ClickId | null {
  for (const type of ["gclid", "wbraid", "gbraid"] as const) {
    const value = attribution?.[type];
    if (value !== undefined && CLICK_ID.test(value)) return { type, value };
  }
  return null;
}

const timeParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: FEED_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** "2026-11-26 12:00:00", in the file's time zone (the Parameters line says which). */
export function conversionTime(at: number): string {
  const part = Object.fromEntries(timeParts.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

function money(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * The file, oldest conversion first. The GBRAID and WBRAID columns appear
 * only when a line needs them, so a file of gclids is exactly Google's
 * classic template. Every cell goes through spreadsheetCell (quoting, and a leading
 * ' on anything a spreadsheet would run as a formula).
 */
export function buildGoogleAdsFeed(rows: readonly ConversionRow[], names: FeedNames): string {
  const braids = rows.some((row) => row.clickId.type !== "gclid");
  const header = [
    "Google Click ID",
    ...(braids ? ["GBRAID", "WBRAID"] : []),
    "Conversion Name",
    "Conversion Time",
    "Conversion Value",
    "Conversion Currency",
  ];
  const lines = [...rows]
    .sort((a, b) => a.at - b.at)
    .map((row) => {
      const id = (type: ClickIdType) => (row.clickId.type === type ? row.clickId.value : "");
      return [
        id("gclid"),
        ...(braids ? [id("gbraid"), id("wbraid")] : []),
        row.kind === "won" ? names.won : names.lead,
        conversionTime(row.at),
        row.valueCents === null ? "" : money(row.valueCents),
        row.valueCents === null ? "" : "BRL",
      ]
        .map(spreadsheetCell)
        .join(",");
    });
  return [`Parameters:TimeZone=${FEED_TIME_ZONE}`, header.join(","), ...lines].join("\r\n") + "\r\n";
}

/** The "lead" rows of stored leads: those whose visitor consented and whose visit carried a Google click id. */
export function leadConversionRows(
  leads: readonly Pick<StoredLead, "adsConsent" | "attribution" | "createdAt">[],
): ConversionRow[] {
  return leads.flatMap((lead) => {
    const clickId = lead.adsConsent?.given ? clickIdOf(lead.attribution) : null;
    return clickId ? [{ kind: "lead" as const, clickId, at: lead.createdAt, valueCents: null }] : [];
  });
}

/**
 * The "won" rows: leads of consenting visitors with a Google click id that the team won, at their first "Ganho"
 * with that day's value. Google counts a line with a new time as a new conversion; this one never moves.
 */
export function wonConversionRows(leads: readonly FirstWonLead[]): ConversionRow[] {
  return leads.flatMap(({ lead, wonAt, valueCents }) => {
    const clickId = clickIdOf(lead.attribution);
    return clickId ? [{ kind: "won" as const, clickId, at: wonAt, valueCents }] : [];
  });
}
