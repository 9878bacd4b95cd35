import type { Attribution } from "~/features/leads/attribution";

import { classifyOrigin } from "./results/channel";

/**
 * Which campaign brought a lead, as the panel groups and filters by it: the
 * utm_source (with utm_campaign when tagged), else the domain of the site
 * that sent the visitor, else "Direto"; one name per service ("google.com.br"
 * and "google" are "google": ./results/channel).
 */
export interface LeadOrigin {
  source: string;
  /** "" when the visit carried no utm_campaign. */
  campaign: string;
}

export function leadOrigin(attribution: Attribution | null): LeadOrigin {
  const { source, campaign } = classifyOrigin(attribution);
  return { source, campaign };
}

/** "google · black-friday", "instagram.com", "Direto". */
export function originLabel(origin: LeadOrigin): string {
  return origin.campaign === "" ? origin.source : `${origin.source} · ${origin.campaign}`;
}
