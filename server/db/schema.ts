import type { ColumnType, Generated } from "kysely";
import type { AttemptOutcome, DeliveryEvent } from "#app/features/leads/deliveries";
import type { Destination } from "#app/features/leads/destinations";
import type { ReceivedVia } from "#app/features/leads/received-via";
import type { Channel } from "#app/features/panel/results/channel";
import type { LeadStatus, Role } from "#app/features/panel/statuses";

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
  data: ColumnType<unknown, string, string>;
  /** Lower-cased, for LGPD requests ("forget every lead of this person"). */
  email: string;
  ip: string | null;
  user_agent: string | null;
  created_at: number;
  /** Campaign attribution (JSON, as the data column), NULL when the visit carried none. */
  attribution: ColumnType<unknown, string | null, string | null>;
  /** SHA-256 of the form and its cleaned data; NULL on leads stored before migration 003 (and once erased). */
  content_hash: string | null;
  /**
   * Consent to share the contact data, hashed, with Google and Meta (migration 005b): 1 yes, 0 no, NULL
   * when the form does not ask (contact, newsletter) or the lead is older.
   */
  ads_consent: number | null;
  /** Version of the consent text the form showed (#app/features/leads/ads-consent). */
  ads_consent_version: string | null;
  /** When the answer was given: the lead's arrival. */
  ads_consent_at: number | null;
  /** Path of the page the form was sent from (Meta's event_source_url); NULL when unknown. */
  page_path: string | null;
  /** Name, e-mail, phone digits and company, folded for search (#app/features/panel/search); NULL once erased. */
  search_text: ColumnType<string | null, string | null | undefined, string | null>;
  /** utm_source, else the referrer's domain, else "Direto" (#app/features/panel/origin). */
  origin_source: ColumnType<string, string | undefined, string>;
  /** utm_campaign, or "". */
  origin_campaign: ColumnType<string, string | undefined, string>;
  /** Paid, organic, social, another site or direct (#app/features/panel/results/channel; migration 020). */
  origin_channel: ColumnType<Channel, Channel | undefined, Channel>;
  /** Where the team has the lead in its pipeline (#app/features/panel/statuses); "novo" until someone changes it. */
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  status_changed_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** Monthly contract value of a won lead, in centavos. */
  won_value_cents: ColumnType<number | null, number | null | undefined, number | null>;
  lost_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The lead's first "Ganho" (migration 018): set once, the conversion time the ad platforms get; NULL: never won. */
  first_won_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** The contract value typed at that first "Ganho", in centavos. */
  first_won_value_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** A proposal's expected monthly value, in centavos (migration 021); NULL: none typed. */
  expected_value_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** The team's own words with the reason "outro" (migration 012); NULL otherwise, and once erased. */
  lost_reason_text: ColumnType<string | null, string | null | undefined, string | null>;
  /** How the lead arrived (migration 012): the site's forms or POST /api/leads; NULL on older leads. */
  received_via: ColumnType<ReceivedVia | null, ReceivedVia | null | undefined, ReceivedVia | null>;
  /** The integration an API request named (its `integration` field); NULL when none. */
  integration: ColumnType<string | null, string | null | undefined, string | null>;
  /** First time a team member opened the lead's page; NULL: still new to the team. */
  opened_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** Last status change or note: the automatic erasure counts 24 months from it (else from created_at). */
  last_activity_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the person's data was erased (LGPD request or retention); the row stays for the counts. */
  anonymized_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** The phone's national digits (#app/features/panel/person-match), for linking a person's leads (migration 017). */
  person_phone: ColumnType<string | null, string | null | undefined, string | null>;
  /** Id of the person's first lead, shared by every lead of the same e-mail or phone; NULL once erased. */
  person_key: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1: the person had a won lead when this one arrived (a client's new form, not a new lead); 0 otherwise. */
  arrived_as_client: ColumnType<number, number | undefined, number>;
  /** The team member responsible for the lead (migration 015); NULL: nobody yet. */
  assigned_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The next follow-up (migration 014): when, what to do, and the member who set it; NULL: none. */
  follow_up_at: ColumnType<number | null, number | null | undefined, number | null>;
  follow_up_what: ColumnType<string | null, string | null | undefined, string | null>;
  follow_up_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The first status change, note or logged contact attempt, and its member: speed to lead. */
  first_contact_at: ColumnType<number | null, number | null | undefined, number | null>;
  first_contact_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The wait in opening hours from arrival to the first contact, written with it (migration 026); NULL before. */
  first_contact_wait_ms: ColumnType<number | null, number | null | undefined, number | null>;
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
  /** Migration 005; rows stored before it are the chat's. */
  destination: ColumnType<Destination, Destination | undefined, never>;
  event: ColumnType<DeliveryEvent, DeliveryEvent | undefined, never>;
  /** The won event's contract value in BRL cents; null otherwise. */
  value_cents: number | null;
  /** An 'assigned' row's "responsavel" audit event (migration 025): the member and the leads; null otherwise. */
  audit_id: ColumnType<number | null, number | null | undefined, never>;
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

/** A team member of the panel. Removed members keep their row (the audit trail and notes name them). */
export interface UsersTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  name: string;
  role: Role;
  /** "scrypt$…" (server/panel/passwords.ts); NULL until the member chooses one through a one-time link. */
  password_hash: string | null;
  created_at: number;
  password_changed_at: number | null;
  last_sign_in_at: number | null;
  removed_at: number | null;
  /** 1: an owner let this attendant export the leads (migration 008; owners always may); 0 otherwise. */
  can_export: ColumnType<number, number | undefined, number>;
  /** 1: the member takes turns when new leads are distributed (migration 015); 0 otherwise. */
  available: ColumnType<number, number | undefined, number>;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie's random value: the value itself is never stored. */
  id: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  ip: string | null;
  user_agent: string | null;
}

export type InvitationKind = "convite" | "redefinicao";

/** One-time links to choose a password: an invitation or a reset, valid 24 h, used once. */
export interface InvitationsTable {
  /** SHA-256 (hex) of the link's code. */
  token_hash: string;
  user_id: number;
  kind: InvitationKind;
  /** NULL: made on the server with the CLI. */
  created_by: number | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/**
 * Failed sign-ins, by account ("conta:<e-mail>") and by IP ("ip:<address>"), for throttling across replicas; a try
 * whose password is being checked counts here already (server/panel/sign-in-attempts.ts).
 */
export interface SignInFailuresTable {
  id: Generated<number>;
  scope_key: string;
  created_at: number;
}

export interface LeadStatusChangesTable {
  id: Generated<number>;
  lead_id: number;
  from_status: LeadStatus;
  to_status: LeadStatus;
  won_value_cents: number | null;
  lost_reason: string | null;
  /** The team's words with "outro" (migration 012). */
  lost_reason_text: ColumnType<string | null, string | null | undefined, string | null>;
  /** "Proposta enviada": the expected monthly value typed with it (migration 021). */
  expected_value_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** NULL: the server itself. */
  user_id: number | null;
  created_at: number;
}

export interface LeadNotesTable {
  id: Generated<number>;
  lead_id: number;
  user_id: number;
  body: string;
  created_at: number;
}

/** Who did what, when: never the content of a lead (an erasure records the lead id and the fact). */
export interface AuditEventsTable {
  id: Generated<number>;
  created_at: number;
  /** NULL: nobody signed in (a failed sign-in) or the server itself. */
  actor_id: number | null;
  /** The member's e-mail at the time, or the e-mail typed in a failed sign-in. */
  actor_label: string | null;
  action: string;
  lead_id: number | null;
  ip: string | null;
  /** JSON object with the event's particulars (status names, counts, the filter of an export). */
  detail: string | null;
}

/** The leads an event touched when there are many (an export): each lead's timeline shows it. */
export interface AuditEventLeadsTable {
  audit_id: number;
  lead_id: number;
}

/** The owner's choices for the panel (migration 013), read and written through server/panel/settings.ts. */
export interface PanelSettingsTable {
  name: string;
  /** The setting's value as text; the feature that owns the name parses it. */
  value: string;
  updated_at: number;
  /** NULL: set from the CLI or the server itself. */
  updated_by: number | null;
}

/** A member's device that asked for lead alerts (Web Push, migration 016): the browser's PushSubscription. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /** The push service's address for this device; unique: the same device subscribing again replaces its row. */
  endpoint: string;
  /** The browser's keys (base64url) that encrypt each message for this device alone. */
  p256dh: string;
  auth: string;
  /** The browser that subscribed, to name the device on /painel/conta. */
  user_agent: string | null;
  created_at: number;
}

/** Which devices an outbox row's alert already reached (migrations 016, 025): a retry of the row skips them. */
export interface PushDeliveriesTable {
  notification_id: number;
  subscription_id: number;
  sent_at: number;
}

/** A contact attempt logged with one tap, or a follow-up set or cleared (migration 014): the lead's timeline. */
export interface LeadFollowUpEventsTable {
  id: Generated<number>;
  lead_id: number;
  user_id: number;
  kind: "contato" | "acompanhamento";
  /** A contact attempt's way: "ligar", "whatsapp", "email". */
  channel: string | null;
  /** A follow-up set: when; NULL with `what` NULL: cleared. */
  due_at: number | null;
  what: string | null;
  created_at: number;
}

/** What the owner spent on ads for one source and campaign in one month (migration 020), typed or imported. */
export interface AdSpendTable {
  /** "2026-11". */
  month: string;
  /** The unified source name the leads carry ("google", "facebook"). */
  source: string;
  /** The campaign's name as its utm_campaign, or "" for the whole source. */
  campaign: string;
  amount_cents: number;
  updated_at: number;
  /** The owner who typed or imported it. */
  updated_by: number | null;
}

export interface Database {
  leads: LeadsTable;
  notifications: NotificationsTable;
  delivery_attempts: DeliveryAttemptsTable;
  exchange_quotes: ExchangeQuotesTable;
  economic_indices: EconomicIndicesTable;
  users: UsersTable;
  sessions: SessionsTable;
  invitations: InvitationsTable;
  sign_in_failures: SignInFailuresTable;
  lead_status_changes: LeadStatusChangesTable;
  lead_notes: LeadNotesTable;
  audit_events: AuditEventsTable;
  audit_event_leads: AuditEventLeadsTable;
  panel_settings: PanelSettingsTable;
  whatsapp_clicks: WhatsappClicksTable;
  push_subscriptions: PushSubscriptionsTable;
  push_deliveries: PushDeliveriesTable;
  lead_follow_up_events: LeadFollowUpEventsTable;
  ad_spend: AdSpendTable;
  google_file_fetches: GoogleFileFetchesTable;
  follow_up_summaries: FollowUpSummariesTable;
  results_days: ResultsDaysTable;
}

/**
 * The results page's roll-up per Brasília day, origin and responsible member (migration 026_results_roll_up), kept
 * by triggers on leads: never written by the application.
 */
export interface ResultsDaysTable {
  /** Whole days since 1970-01-01 in Brasília time. */
  day: number;
  origin_channel: Channel;
  origin_source: string;
  origin_campaign: string;
  /** The lead's responsible member (leads.assigned_user_id); 0: nobody. */
  owner_id: number;
  /** Leads that arrived that day (new ones, clients' forms) and how far the new ones went since. */
  arrived_new: number;
  arrived_from_clients: number;
  contacted: number;
  proposals: number;
  won: number;
  /** Clients whose first "Ganho" fell on that day, and the monthly value typed then. */
  won_clients: number;
  won_value_cents: number;
}

/** A click on one of the site's WhatsApp buttons (migration 019_kept_clicks): no personal data. */
export interface WhatsappClicksTable {
  id: Generated<number>;
  /** Four characters of #app/features/leads/whatsapp-click's alphabet, sent in the chat's first message. */
  code: string;
  /** The page the button was on; NULL when unknown. */
  page_path: string | null;
  /** The campaign and click ids the visit carried (JSON, as leads.attribution); NULL without any. */
  attribution: ColumnType<unknown, string | null, string | null>;
  created_at: number;
  /** The lead an attendant made from the code; NULL until then (and if that lead is deleted). */
  lead_id: number | null;
  used_at: number | null;
}

/** One authenticated fetch of a Google Ads conversions file (migration 022_platform_fetches): no personal data. */
export interface GoogleFileFetchesTable {
  id: Generated<number>;
  fetched_at: number;
  /** The file's address: "/conversoes/google-ads/leads.csv". */
  file: string;
  /** Conversion rows the file held (the title rows not counted). */
  row_count: number;
  /** The fetcher's User-Agent, cut to 200 characters; NULL when none was sent. */
  user_agent: string | null;
}

/** A day whose follow-up summary a replica sent (migration 023_follow_up_summaries): no personal data. */
export interface FollowUpSummariesTable {
  /** The Brasília day, "2026-11-26". */
  day: string;
  claimed_at: number;
}
