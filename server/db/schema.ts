import type { ColumnType, Generated } from "kysely";

/**
 * Table shapes as Kysely sees them. Times are epoch milliseconds (BIGINT) in
 * both databases so the same queries compare them; the lead's form data is
 * JSON (TEXT on SQLite, JSONB on PostgreSQL).
 */
export interface LeadsTable {
  id: Generated<number>;
  form: string;
  /** Made by the visitor's browser or the integration (else by the lead service): retries share it. */
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
  /**
   * Consent to share the contact data, hashed, with Google and Meta (migration 005b): 1 yes, 0 no, NULL
   * when the form does not ask (contact, newsletter) or the lead is older.
   */
  ads_consent: number | null;
  /** Version of the consent text the form showed (~/features/leads/ads-consent). */
  ads_consent_version: string | null;
  /** When the answer was given: the lead's arrival. */
  ads_consent_at: number | null;
  /** Path of the page the form was sent from (Meta's event_source_url); NULL when unknown. */
  page_path: string | null;
}

export type NotificationStatus = "pending" | "sent" | "dead";

/** Where a lead is delivered: the team's chat webhook, the team's e-mail, Meta's Conversions API. */
export const DESTINATIONS = ["chat", "email", "meta"] as const;
export type Destination = (typeof DESTINATIONS)[number];

/** What a row announces: the lead being stored, or (Meta) the lead becoming a client. */
export type DeliveryEvent = "lead" | "won";

export type AttemptOutcome = "sent" | "failed" | "rate-limited" | "dead";

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
  /** Migration 005; rows stored before it are the chat's. */
  destination: ColumnType<Destination, Destination | undefined, never>;
  event: ColumnType<DeliveryEvent, DeliveryEvent | undefined, never>;
  /** The won event's contract value in BRL cents; null otherwise. */
  value_cents: number | null;
}

/** One try of one notification, written by the worker whatever came of it (migration 005). */
export interface DeliveryAttemptsTable {
  id: Generated<number>;
  notification_id: number;
  /** When the try's result was known. */
  attempted_at: number;
  outcome: AttemptOutcome;
  /** HTTP status (chat, Meta) or SMTP reply code (e-mail); null when nothing answered. */
  status_code: number | null;
  /** Short reason, without secrets; null on success. */
  error: string | null;
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
  delivery_attempts: DeliveryAttemptsTable;
  exchange_quotes: ExchangeQuotesTable;
  economic_indices: EconomicIndicesTable;
}
