/**
 * Google Ads fetching the site's conversion files as its scheduled uploads
 * do (HTTPS, Basic credentials), and refusing what Google refuses
 * (docs/decisions/063) instead of taking any 200:
 * - Data Manager: column titles on the first row, each one a field it maps;
 *   a time without its zone is skipped (no fallback zone is set), so it is
 *   refused here; e-mail and phone only as SHA-256 hex; a row without any
 *   identifier, with both a gbraid and a wbraid, or repeating a
 *   transaction_id is refused.
 * - The classic template: the Parameters:TimeZone row, Google's column names,
 *   "yyyy-MM-dd HH:mm:ss" times.
 * What each returns is what Google would import, one conversion per row.
 */

export class GoogleRefusal extends Error {}

export type FileRow = Record<string, string>;

const DATA_MANAGER_FIELDS = new Set([
  "transaction_id",
  "gclid",
  "gbraid",
  "wbraid",
  "email_address",
  "phone_number",
  "event_timestamp",
  "conversion_value",
  "currency",
]);
const ZONED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;

const CLASSIC_COLUMNS = new Set([
  "Google Click ID",
  "GBRAID",
  "WBRAID",
  "Conversion Name",
  "Conversion Time",
  "Conversion Value",
  "Conversion Currency",
]);
const CLASSIC_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** What the fake sends as its User-Agent, for the fetch records (server/conversions/fetch-log.ts). */
export const FAKE_GOOGLE_USER_AGENT = "Google-Ads-fake/1.0 (tests)";

async function download(url: string, user: string, password: string): Promise<string[]> {
  const response = await fetch(url, {
    headers: {
      authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`,
      "user-agent": FAKE_GOOGLE_USER_AGENT,
    },
  });
  if (response.status !== 200) throw new GoogleRefusal(`the file answered ${response.status}`);
  const text = await response.text();
  if (!text.endsWith("\r\n")) throw new GoogleRefusal("the file does not end its last row");
  return text.slice(0, -2).split("\r\n");
}

function cells(line: string, width: number, number: number): string[] {
  if (line.includes('"')) throw new GoogleRefusal(`row ${number}: unexpected quotes`);
  const values = line.split(",");
  if (values.length !== width) throw new GoogleRefusal(`row ${number}: ${values.length} cells for ${width} columns`);
  return values;
}

function rowsOf(header: string[], lines: string[], firstNumber: number): FileRow[] {
  return lines.map((line, index) => {
    const values = cells(line, header.length, firstNumber + index);
    return Object.fromEntries(header.map((title, column) => [title, values[column] ?? ""]));
  });
}

export async function fetchAsDataManager(url: string, user: string, password: string): Promise<FileRow[]> {
  const [first = "", ...lines] = await download(url, user, password);
  const header = first.split(",");
  for (const title of header) {
    if (!DATA_MANAGER_FIELDS.has(title)) throw new GoogleRefusal(`column "${title}" maps to no Data Manager field`);
  }
  if (!header.includes("event_timestamp")) throw new GoogleRefusal("no event_timestamp column");
  const rows = rowsOf(header, lines, 2);
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const number = index + 2;
    if (!ZONED_TIME.test(row.event_timestamp ?? "")) {
      throw new GoogleRefusal(`row ${number}: event_timestamp "${row.event_timestamp}" has no time zone`);
    }
    for (const hashed of ["email_address", "phone_number"]) {
      const value = row[hashed] ?? "";
      if (value !== "" && !SHA256_HEX.test(value)) throw new GoogleRefusal(`row ${number}: ${hashed} is not hashed`);
    }
    if (!row.gclid && !row.gbraid && !row.wbraid && !row.email_address && !row.phone_number) {
      throw new GoogleRefusal(`row ${number}: no click id nor user data`);
    }
    if (row.gbraid && row.wbraid) throw new GoogleRefusal(`row ${number}: both gbraid and wbraid`);
    if (row.conversion_value !== undefined && !/^\d+\.\d{2}$/.test(row.conversion_value)) {
      throw new GoogleRefusal(`row ${number}: conversion_value "${row.conversion_value}"`);
    }
    if (row.currency !== undefined && !/^[A-Z]{3}$/.test(row.currency)) {
      throw new GoogleRefusal(`row ${number}: currency "${row.currency}"`);
    }
    const id = row.transaction_id ?? "";
    if (id !== "" && seen.has(id)) throw new GoogleRefusal(`row ${number}: transaction_id ${id} repeated`);
    seen.add(id);
  });
  return rows;
}

export async function fetchAsScheduledUpload(url: string, user: string, password: string): Promise<FileRow[]> {
  const [parameters = "", first = "", ...lines] = await download(url, user, password);
  if (!/^Parameters:TimeZone=[A-Za-z_]+\/[A-Za-z_]+$/.test(parameters)) {
    throw new GoogleRefusal(`first row "${parameters}" is not the TimeZone parameter`);
  }
  const header = first.split(",");
  for (const title of header) {
    if (!CLASSIC_COLUMNS.has(title)) throw new GoogleRefusal(`column "${title}" is not in Google's template`);
  }
  const rows = rowsOf(header, lines, 3);
  rows.forEach((row, index) => {
    if (!CLASSIC_TIME.test(row["Conversion Time"] ?? "")) {
      throw new GoogleRefusal(`row ${index + 3}: Conversion Time "${row["Conversion Time"]}"`);
    }
  });
  return rows;
}
