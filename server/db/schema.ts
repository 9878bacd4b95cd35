import type { ColumnType, Generated } from "kysely";

/**
 * Table shapes as Kysely sees them. Times are epoch milliseconds (BIGINT) in
 * both databases so the same queries compare them; the lead's form data is
 * JSON (TEXT on SQLite, JSONB on PostgreSQL).
 */
export interface LeadsTable {
  id: Generated<number>;
  form: string;
  /** Made by the visitor's browser (or the no-JS action): retries and double clicks share it. */
  submission_id: string;
  /** Written as a JSON string; PostgreSQL hands JSONB back parsed. */
  data: ColumnType<unknown, string, never>;
  /** Lower-cased, for LGPD requests ("forget every lead of this person"). */
  email: string;
  ip: string | null;
  user_agent: string | null;
  created_at: number;
  /** Campaign attribution (JSON, as the data column), NULL when the visit carried none. */
  attribution: ColumnType<unknown, string | null, never>;
  /** SHA-256 of the form and its cleaned data; NULL on leads stored before migration 003. */
  content_hash: string | null;
}

export type NotificationStatus = "pending" | "sent" | "dead";

export interface NotificationsTable {
  id: Generated<number>;
  lead_id: number;
  status: NotificationStatus;
  /** Failed deliveries so far (a 429 pause is not a failure). */
  attempts: ColumnType<number, number | undefined, number>;
  /** Due time; a worker that claims a row pushes it one lease ahead. */
  next_attempt_at: number;
  /** First failure of the current streak; 48 h later the notification is given up. */
  failing_since: number | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

/** A PTAX closing quote: reais per unit of the currency, as the Banco Central published it that day. */
export interface ExchangeQuotesTable {
  /** ISO 4217: "USD". */
  currency: string;
  /** The bulletin's day, "2026-11-25". */
  quote_date: string;
  buy: number;
  sell: number;
  /** The bulletin's time as published (Brasília): "2026-11-25 13:06:28.513". */
  bulletin_at: string;
  fetched_at: number;
}

/** A monthly rate of an SGS series, in % for the month. */
export interface EconomicIndicesTable {
  /** "poupanca", "cdi", "selic", "ipca". */
  series: string;
  /** "2026-10". */
  ref_month: string;
  value_percent: number;
  fetched_at: number;
}

export interface Database {
  leads: LeadsTable;
  notifications: NotificationsTable;
  exchange_quotes: ExchangeQuotesTable;
  economic_indices: EconomicIndicesTable;
}
