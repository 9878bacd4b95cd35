import { spreadsheetCell } from "../export/csv";
import type { FirstWonLead } from "../db/conversion-queries";
import type { StoredLead } from "../db/stored-lead";
import { clickIdOf, FEED_TIME_ZONE, type ClickId } from "./google-ads-feed";
import { hashedIdentifiers, type HashedIdentifiers } from "./user-identifiers";

/**
 * The conversion files Google Ads' Data Manager fetches over HTTPS
 * (docs/decisions/063), one per conversion event as Data Manager asks ("one
 * table … per conversion event"): the leads, and the clients the team won.
 * Column titles on the first row; each time with its zone offset (ISO 8601,
 * "2026-11-26T12:04:05-03:00"), since Data Manager skips a time without one
 * unless a fallback zone is set; the titles are Data Manager's own field
 * names, so its column mapping finds them. For enhanced conversions for
 * leads, every row carries the person's hashed e-mail and phone: a lead whose
 * click id was lost still matches. Only leads whose visitor consented to the
 * ads measurement are listed. Pure.
 */

export type DataManagerEvent = "lead" | "cliente";

export interface DataManagerRow {
  /** Data Manager deduplicates on it: "lead-42", "cliente-42", the same for every fetch. */
  transactionId: string;
  clickId: ClickId | null;
  identifiers: HashedIdentifiers;
  /** When the conversion happened (epoch ms). */
  at: number;
  /** The won contract's value in BRL cents; null on the leads' file. */
  valueCents: number | null;
}

export const DATA_MANAGER_COLUMNS = {
  lead: ["transaction_id", "gclid", "gbraid", "wbraid", "email_address", "phone_number", "event_timestamp"],
  cliente: [
    "transaction_id",
    "gclid",
    "gbraid",
    "wbraid",
    "email_address",
    "phone_number",
    "event_timestamp",
    "conversion_value",
    "currency",
  ],
} as const satisfies Record<DataManagerEvent, readonly string[]>;

const timeParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: FEED_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "longOffset",
});

/** "2026-11-26T12:04:05-03:00": the moment in São Paulo, with the offset it had then. */
export function zonedTime(at: number): string {
  const part = Object.fromEntries(timeParts.formatToParts(at).map(({ type, value }) => [type, value]));
  // "GMT-03:00"; "GMT" alone is UTC.
  const offset = (part.timeZoneName ?? "GMT").replace(/^GMT/, "") || "+00:00";
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
}

/** A row when Google has something to match it with: a click id, or the person's hashed e-mail or phone. */
function row(lead: StoredLead, transactionId: string, at: number, valueCents: number | null): DataManagerRow[] {
  if (!lead.adsConsent?.given) return [];
  const clickId = clickIdOf(lead.attribution);
  const identifiers = hashedIdentifiers(lead);
  if (!clickId && !identifiers.email && !identifiers.phone) return [];
  return [{ transactionId, clickId, identifiers, at, valueCents }];
}

export function leadRows(leads: readonly StoredLead[]): DataManagerRow[] {
  return leads.flatMap((lead) => row(lead, `lead-${lead.id}`, lead.createdAt, null));
}

/** One row per client, at its first "Ganho" with that day's value: winning it again changes nothing here. */
export function clientRows(won: readonly FirstWonLead[]): DataManagerRow[] {
  return won.flatMap(({ lead, wonAt, valueCents }) => row(lead, `cliente-${lead.id}`, wonAt, valueCents));
}

export function buildDataManagerFile(event: DataManagerEvent, rows: readonly DataManagerRow[]): string {
  const lines = [...rows]
    .sort((a, b) => a.at - b.at)
    .map((item) => {
      const id = (type: ClickId["type"]) => (item.clickId?.type === type ? item.clickId.value : "");
      const cells = [
        item.transactionId,
        id("gclid"),
        id("gbraid"),
        id("wbraid"),
        item.identifiers.email ?? "",
        item.identifiers.phone ?? "",
        zonedTime(item.at),
        ...(event === "cliente" ? [item.valueCents === null ? "" : (item.valueCents / 100).toFixed(2), "BRL"] : []),
      ];
      return cells.map(spreadsheetCell).join(",");
    });
  return [DATA_MANAGER_COLUMNS[event].join(","), ...lines].join("\r\n") + "\r\n";
}
