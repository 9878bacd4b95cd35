import type { Attribution } from "#app/features/leads/attribution";

/**
 * The channel a lead came through, derived from the stored first-touch
 * attribution: paid (an ad click id or a paid utm_medium), organic search,
 * social, another site (referral) or direct. Pure: written with each lead
 * (server/db/lead-columns.ts); migration 020 classified older leads with its own copy.
 */
export const CHANNELS = [
  { value: "pago", label: "Pago" },
  { value: "organico", label: "Orgânico" },
  { value: "social", label: "Social" },
  { value: "indicacao", label: "Outros sites" },
  { value: "direto", label: "Direto" },
] as const;
export type Channel = (typeof CHANNELS)[number]["value"];

export function isChannel(value: unknown): value is Channel {
  return CHANNELS.some((channel) => channel.value === value);
}

export function channelLabel(channel: Channel): string {
  return CHANNELS.find((item) => item.value === channel)!.label;
}

/** What a lead with no utm_source and no referrer is grouped under. */
export const DIRECT_SOURCE = "Direto";

/** Domains (and utm_source spellings) of one service, under one name: "google.com.br" and "google" are "google". */
const SOURCE_NAMES: readonly (readonly [RegExp, string])[] = [
  [/^(google(\.[a-z]{2,3}){1,2}|googleads|adwords|google-ads)$/, "google"],
  [/^(bing\.com|microsoft-ads)$/, "bing"],
  [/^(facebook\.com|fb\.com|fb|face|meta)$/, "facebook"],
  [/^(instagram\.com|ig|insta)$/, "instagram"],
  [/^(linkedin\.com|lnkd\.in)$/, "linkedin"],
  [/^(t\.co|twitter\.com|x\.com|twitter)$/, "x"],
  [/^(youtube\.com|youtu\.be)$/, "youtube"],
  [/^tiktok\.com$/, "tiktok"],
  [/^(whatsapp\.com|wa\.me|whats|zap)$/, "whatsapp"],
  [/^(search\.)?yahoo(\.[a-z]{2,3}){1,2}$/, "yahoo"],
  [/^duckduckgo\.com$/, "duckduckgo"],
  [/^(chatgpt\.com|chat\.openai\.com)$/, "chatgpt"],
];

const SEARCH_ENGINES = new Set(["google", "bing", "yahoo", "duckduckgo", "ecosia.org", "yandex.com", "baidu.com"]);
const SOCIAL_NETWORKS = new Set([
  "facebook",
  "instagram",
  "linkedin",
  "x",
  "youtube",
  "tiktok",
  "whatsapp",
  "pinterest.com",
]);

/** utm_medium values that mean the click was paid for (Google Analytics' own list, and what agencies type). */
const PAID_MEDIUM =
  /^(cpc|ppc|cpm|cpv|cpa|paid|paid[-_ ]?(search|social|media)|display|banner|ads?|social[-_ ]?paid|retargeting)$/;
const SOCIAL_MEDIUM = /^(social|social[-_ ]?(network|media|organic)|sm|organic[-_ ]?social)$/;

/** Ad platforms put these on an ad's landing URL only: a visit carrying one was paid for. */
const PAID_CLICK_IDS = ["gclid", "gbraid", "wbraid", "ttclid"] as const;

function hostOf(referrer: string): string | null {
  try {
    return new URL(referrer).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** One name per service: "www.google.com.br" → "google", "l.instagram.com" → "instagram", "Facebook" → "facebook". */
export function unifySource(raw: string): string {
  const name = raw
    .trim()
    .toLowerCase()
    .replace(/^(www|m|l|lm|mobile|web)\./, "");
  for (const [pattern, unified] of SOURCE_NAMES) if (pattern.test(name)) return unified;
  return name;
}

export interface ClassifiedOrigin {
  channel: Channel;
  /** The unified source name ("google"), else the referrer's domain, else "Direto". */
  source: string;
  /** utm_campaign, or "". */
  campaign: string;
}

export function classifyOrigin(attribution: Attribution | null): ClassifiedOrigin {
  const campaign = attribution?.utm_campaign?.trim() ?? "";
  const medium = attribution?.utm_medium?.trim().toLowerCase() ?? "";
  const utmSource = attribution?.utm_source?.trim();
  const host = attribution?.referrer ? hostOf(attribution.referrer) : null;
  const clickSource = attribution?.ttclid ? "tiktok" : "google";
  const source = utmSource
    ? unifySource(utmSource)
    : host
      ? unifySource(host)
      : PAID_CLICK_IDS.some((key) => attribution?.[key])
        ? clickSource
        : attribution?.fbclid
          ? "facebook"
          : DIRECT_SOURCE;
  const paid = PAID_CLICK_IDS.some((key) => attribution?.[key]) || PAID_MEDIUM.test(medium);
  if (paid) return { channel: "pago", source, campaign };
  if (medium === "organic") return { channel: "organico", source, campaign };
  // Meta adds fbclid to every link followed out of Facebook or Instagram, posts as well as ads: on its own it
  // says "social", not "paid" (a paid Meta click is tagged utm_medium=cpc/paid_social by the agency).
  if (SOCIAL_MEDIUM.test(medium) || SOCIAL_NETWORKS.has(source) || attribution?.fbclid) {
    return { channel: "social", source, campaign };
  }
  if (medium === "referral") return { channel: "indicacao", source, campaign };
  if (SEARCH_ENGINES.has(source)) return { channel: "organico", source, campaign };
  if (source === DIRECT_SOURCE) return { channel: "direto", source, campaign };
  return { channel: "indicacao", source, campaign };
}
