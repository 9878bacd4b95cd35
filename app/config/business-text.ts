import type { PostalAddress } from "./business";

/**
 * Wordings built from the business identity for the marketing pages. Kept
 * apart from #app/config/business, which the site's shell (the footer, on every
 * page) loads: these are only for the pages that use them.
 */

/** The whole address in one line, as a letter is addressed. */
export function fullAddress(address: PostalAddress): string {
  const district = address.district ? `, ${address.district}` : "";
  return `${address.street}${district}, ${address.city} – ${address.state}, CEP ${address.postalCode}`;
}

/** The initials of a name, first and last, skipping particles: "Ana Lúcia de Andrade" → "AA". */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word));
  const named = capitalised.length > 0 ? capitalised : words;
  const picked = named.length > 1 ? [named[0]!, named[named.length - 1]!] : named;
  return picked.map((word) => word[0]!.toLocaleUpperCase("pt-BR")).join("");
}

const NETWORKS: [RegExp, string][] = [
  [/(^|\.)instagram\.com$/, "no Instagram"],
  [/(^|\.)linkedin\.com$/, "no LinkedIn"],
  [/(^|\.)tiktok\.com$/, "no TikTok"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "no YouTube"],
  [/(^|\.)facebook\.com$/, "no Facebook"],
  [/(^|\.)(x\.com|twitter\.com)$/, "no X"],
];

/** Where a profile lives, for "Ver perfil …": "no Instagram", "no LinkedIn", else "nas redes sociais". */
export function onSocialNetwork(url: string): string {
  const host = URL.canParse(url) ? new URL(url).hostname.toLowerCase() : "";
  return NETWORKS.find(([pattern]) => pattern.test(host))?.[1] ?? "nas redes sociais";
}
