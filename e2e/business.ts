import type { Page } from "@playwright/test";
import { THEME_COOKIE } from "#app/features/theme/theme";

/**
 * The business identity the end-to-end server runs with (playwright.config.ts
 * passes it to the server's environment): plausible values, a CNPJ with valid
 * check digits.
 *
 * `npm run test:e2e` builds with it too (scripts/build-e2e.ts), so the
 * prerendered pages every sweep reads are the site as launched. A build made
 * otherwise (`npm run build` with another or no identity) carries the identity
 * of its environment, so specs that check identity open pages with
 * `renderedByServer`: a visitor who chose a theme gets the page rendered for
 * them, with the server's configuration. The unconfigured site is covered by
 * unconfigured.spec.ts and the components' tests.
 */
export const e2eBusinessEnv = {
  BUSINESS_LEGAL_NAME: "Vértice Performance Marketing Digital Ltda.",
  BUSINESS_CNPJ: "11.222.333/0001-81",
  BUSINESS_STREET: "Av. Paulista, 1000 – conj. 101",
  BUSINESS_DISTRICT: "Bela Vista",
  BUSINESS_CITY: "São Paulo",
  BUSINESS_STATE: "SP",
  BUSINESS_POSTAL_CODE: "01310-100",
  BUSINESS_PHONE: "(11) 3000-4000",
  WHATSAPP_NUMBER: "5511987654321",
  CONTACT_EMAIL: "contato@verticeperformance.com.br",
  PRIVACY_EMAIL: "privacidade@verticeperformance.com.br",
  SUPPORT_EMAIL: "suporte@verticeperformance.com.br",
  SPECIALIST_NAME: "Lucas Andrade",
  SPECIALIST_SOCIAL_URL: "https://www.instagram.com/lucasandrade.trafego/",
  SPECIALIST_SOCIAL_HANDLE: "@lucasandrade.trafego",
  CHECKOUT_URL: "https://pay.verticeperformance.com.br/fornecedor-nacional",
} as const;

/** The wa.me link of the e2e business number. */
export const e2eWhatsappPrefix = `https://wa.me/${e2eBusinessEnv.WHATSAPP_NUMBER}`;
/** Every WhatsApp button of the site goes through this address, which records the click (decision 066). */
export const siteWhatsappPrefix = "/whatsapp\\?origem=";

/** From now on this page's requests are rendered by the server, with its identity (see above). */
export async function renderedByServer(page: Page, baseURL: string | undefined) {
  if (!baseURL) throw new Error("renderedByServer needs the project's baseURL");
  await page.context().addCookies([{ name: THEME_COOKIE, value: "light", url: baseURL }]);
}
