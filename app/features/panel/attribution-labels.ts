import type { AttributionKey } from "#app/features/leads/attribution";

/** The campaign attribution's keys as the lead page names them. */
export const attributionLabels: Record<AttributionKey, string> = {
  utm_source: "Origem (utm_source)",
  utm_medium: "Mídia (utm_medium)",
  utm_campaign: "Campanha (utm_campaign)",
  utm_term: "Termo (utm_term)",
  utm_content: "Conteúdo (utm_content)",
  gclid: "Clique do Google Ads (gclid)",
  gbraid: "Clique do Google Ads em app (gbraid)",
  wbraid: "Clique do Google Ads da web para app (wbraid)",
  fbclid: "Clique da Meta (fbclid)",
  ttclid: "Clique do TikTok (ttclid)",
  landing_path: "Página de entrada",
  referrer: "Veio do site (referrer)",
  landed_at: "Chegada ao site",
};
