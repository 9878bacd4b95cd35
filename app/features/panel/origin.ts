import type { Attribution } from "~/features/leads/attribution";

/**
 * Which campaign brought a lead, as the panel groups and filters by it: the
 * utm_source (with utm_campaign when tagged), else the domain of the site
 * that sent the visitor, else "Direto".
 */
export const DIRECT = "Direto";

export interface LeadOrigin {
  source: string;
  /** "" when the visit carried no utm_campaign. */
  campaign: string;
}

function referrerDomain(referrer: string): string | null {
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host.replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

export function leadOrigin(attribution: Attribution | null): LeadOrigin {
  const source = attribution?.utm_source?.trim();
  if (source) return { source: source.toLowerCase(), campaign: attribution?.utm_campaign?.trim() ?? "" };
  const domain = attribution?.referrer ? referrerDomain(attribution.referrer) : null;
  if (domain) return { source: domain, campaign: attribution?.utm_campaign?.trim() ?? "" };
  return { source: DIRECT, campaign: attribution?.utm_campaign?.trim() ?? "" };
}

/** "google · black-friday", "instagram.com", "Direto". */
export function originLabel(origin: LeadOrigin): string {
  return origin.campaign === "" ? origin.source : `${origin.source} · ${origin.campaign}`;
}
