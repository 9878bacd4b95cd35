import { normalizeAttribution, type Attribution } from "#app/features/leads/attribution";

/**
 * A stored lead as the rest of the server reads it, and how a `leads` row
 * (SQLite or PostgreSQL) becomes one.
 */

export interface StoredAdsConsent {
  given: boolean;
  /** Version of the text the visitor saw. */
  version: string;
  /** When the answer was given. */
  at: number;
}

export interface StoredLead {
  id: number;
  form: string;
  submissionId: string;
  data: Record<string, unknown>;
  email: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: number;
  attribution: Attribution | null;
  /** Null on forms that do not ask and on leads older than migration 005b. */
  adsConsent: StoredAdsConsent | null;
  pagePath: string | null;
}

function parseJson(value: unknown): unknown {
  return typeof value === "string" ? JSON.parse(value) : value;
}

function parseData(value: unknown): Record<string, unknown> {
  const parsed = parseJson(value);
  return parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
}

export interface LeadRow {
  id: number;
  form: string;
  submission_id: string;
  data: unknown;
  email: string;
  ip: string | null;
  user_agent: string | null;
  created_at: number;
  attribution: unknown;
  ads_consent: number | null;
  ads_consent_version: string | null;
  ads_consent_at: number | null;
  page_path: string | null;
}

export function toLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    form: row.form,
    submissionId: row.submission_id,
    data: parseData(row.data),
    email: row.email,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: row.created_at,
    attribution: row.attribution === null ? null : normalizeAttribution(parseJson(row.attribution)),
    adsConsent:
      row.ads_consent === null
        ? null
        : {
            given: row.ads_consent === 1,
            version: row.ads_consent_version ?? "",
            at: row.ads_consent_at ?? row.created_at,
          },
    pagePath: row.page_path,
  };
}
