import { site } from "#app/config/site";
import type { LeadForm } from "./form-definition";

/**
 * The visitor's optional consent (LGPD art. 7º, I) to share their contact
 * data, hashed, with Google and Meta so the agency can measure its ads: one
 * unticked checkbox on the consultancy and scheduling forms. The box posts
 * the version of the text it showed, so each lead records exactly what its
 * visitor agreed to. Only leads that ticked it reach Meta's Conversions API
 * or the Google Ads conversions feed. Plain data, shared by the forms and
 * the server.
 */

export const ADS_CONSENT_FIELD = "consentimento_anuncios";

/** Which forms ask. */
export const ADS_CONSENT_FORMS: readonly LeadForm[] = ["consultoria", "agendamento"];

/**
 * Every text the box has shown, by version (the day it was written). A new
 * wording gets a new version; old ones stay, since stored leads point at
 * them and a page cached before a release may still post one.
 */
export const adsConsentTexts = {
  "2026-11-26": `Autorizo a ${site.brand} a compartilhar meus dados de contato com o Google e a Meta, de forma criptografada (hash), para medir o resultado dos anúncios dela. Posso retirar essa autorização quando quiser.`,
} as const satisfies Record<string, string>;

export type AdsConsentVersion = keyof typeof adsConsentTexts;

/** The version the forms show now. */
export const ADS_CONSENT_VERSION: AdsConsentVersion = "2026-11-26";

export interface AdsConsent {
  /** True only when the box was ticked on a text we know. */
  given: boolean;
  /** The text the visitor saw: the one posted, or the current one when the box was left unticked. */
  version: string;
}

function isVersion(value: unknown): value is AdsConsentVersion {
  return typeof value === "string" && Object.hasOwn(adsConsentTexts, value);
}

/** The answer a submission carries; null for forms that do not ask. Anything but a known version is no consent. */
export function readAdsConsent(form: LeadForm, data: Record<string, unknown>): AdsConsent | null {
  if (!ADS_CONSENT_FORMS.includes(form)) return null;
  const posted = data[ADS_CONSENT_FIELD];
  return isVersion(posted) ? { given: true, version: posted } : { given: false, version: ADS_CONSENT_VERSION };
}
