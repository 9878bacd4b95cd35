/**
 * Which campaign brought a lead, as the panel groups and filters by it: the
 * utm_source (with utm_campaign when tagged), else the domain of the site
 * that sent the visitor, else "Direto"; one name per service ("google.com.br"
 * and "google" are "google": ./results/channel classifies it when the lead is stored).
 */
export interface LeadOrigin {
  source: string;
  /** "" when the visit carried no utm_campaign. */
  campaign: string;
}

/** "google · black-friday", "instagram.com", "Direto". */
export function originLabel(origin: LeadOrigin): string {
  return origin.campaign === "" ? origin.source : `${origin.source} · ${origin.campaign}`;
}
