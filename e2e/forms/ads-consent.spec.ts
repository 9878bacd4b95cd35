import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { renderedByServer } from "../business";
import { expect, gotoHydrated, test } from "../fixtures";
import { choose, stubWhatsapp } from "./helpers";

/**
 * The optional consent to share contact data, hashed, with Google and Meta:
 * unticked on arrival, stored with the lead (answer, text version, time,
 * the form's page) whether the form is sent with JavaScript or without.
 */

interface StoredConsent {
  ads_consent: number | null;
  ads_consent_version: string | null;
  ads_consent_at: number | null;
  created_at: number;
  page_path: string | null;
  attribution: string | null;
}

function storedConsent(email: string): StoredConsent {
  const database = new Database(`${process.env.E2E_DATA_DIR}/leads.db`, { readonly: true });
  try {
    const rows = database
      .prepare(
        "SELECT ads_consent, ads_consent_version, ads_consent_at, created_at, page_path, attribution FROM leads WHERE email = ?",
      )
      .all(email) as StoredConsent[];
    expect(rows).toHaveLength(1);
    return rows[0]!;
  } finally {
    database.close();
  }
}

const consentBox = (page: Page) =>
  page.getByRole("checkbox", { name: /com o Google e a Meta, de forma criptografada/ });

test.describe("Ads consent with JavaScript", () => {
  test("is unticked, is stored ticked with its version and time, and no page calls an ad platform", async ({
    page,
    context,
    baseURL,
  }) => {
    await stubWhatsapp(context);
    // The chat tab opens in the click only when the page knows the business's number: the server's has one.
    await renderedByServer(page, baseURL);
    const hosts = new Set<string>();
    page.on("request", (request) => hosts.add(new URL(request.url()).host));
    const email = `consente-js-${Date.now()}@loja.com.br`;
    await gotoHydrated(page, "/comece-agora?utm_source=facebook&fbclid=IwAR-teste-e2e");
    await expect(consentBox(page)).not.toBeChecked();
    await page.getByLabel("Nome completo").fill("Júlia Prado");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("WhatsApp (com DDD)").fill("(11) 98765-4321");
    await page.getByLabel("Empresa").fill("Prado Doces");
    await choose(page, "Setor", "Alimentação");
    await choose(page, "Faturamento mensal", "Até R$ 10 mil por mês");
    await page.getByLabel("Qual é o seu principal desafio hoje?").fill("Quero mais pedidos pelo Instagram.");
    await page.getByRole("radio", { name: "Manhã (8h-12h)" }).check();
    await consentBox(page).check();
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: /AGENDAR MINHA CONSULTORIA/ }).click();
    await (await popup).close();
    await expect(page.locator("#agendar").getByRole("status")).toContainText("Consultoria Agendada!");

    const row = storedConsent(email);
    expect(row).toMatchObject({ ads_consent: 1, ads_consent_version: "2026-11-26", page_path: "/comece-agora" });
    expect(row.ads_consent_at).toBe(row.created_at);
    // The click id and when the visitor landed, for Meta's fbc.
    const attribution = JSON.parse(row.attribution ?? "{}") as Record<string, string>;
    expect(attribution.fbclid).toBe("IwAR-teste-e2e");
    expect(Number(attribution.landed_at)).toBeLessThanOrEqual(row.created_at);
    expect(Number(attribution.landed_at)).toBeGreaterThan(row.created_at - 60_000);
    // The browser only ever talked to the site: no pixel, no tag, no platform call.
    expect([...hosts]).toEqual([new URL(baseURL ?? "").host]);
  });
});

test.describe("Ads consent without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("survives a rejected post ticked, and is stored; an unticked box is stored as a no", async ({
    sharedPage: page,
  }) => {
    const email = `consente-sem-js-${Date.now()}@loja.com.br`;
    await page.goto("/");
    const form = page.locator("#lead-form");
    await form.getByLabel("Nome completo").fill("Caio Nunes");
    await consentBox(page).check();
    await form.getByRole("button", { name: /RECEBER CONSULTORIA GRATUITA/ }).click();
    await expect(form.getByRole("alert")).toContainText("Confira os campos destacados");
    await expect(consentBox(page)).toBeChecked();

    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("WhatsApp (com DDD)").fill("(31) 99876-5432");
    await form.getByLabel("Nome da empresa").fill("Nunes Auto Peças");
    await form.getByLabel("Número de funcionários").selectOption("6-15");
    await form.getByLabel("Investimento mensal em anúncios").selectOption("3000-5000");
    await form.getByRole("button", { name: /RECEBER CONSULTORIA GRATUITA/ }).click();
    await expect(form.getByRole("status")).toContainText("Obrigado! Nossa equipe entrará em contato em breve.");
    expect(storedConsent(email)).toMatchObject({ ads_consent: 1, ads_consent_version: "2026-11-26", page_path: "/" });

    const refusing = `recusa-sem-js-${Date.now()}@loja.com.br`;
    await page.goto("/comece-agora");
    await expect(consentBox(page)).not.toBeChecked();
    await page.getByLabel("Nome completo").fill("Rui Alves");
    await page.getByLabel("E-mail").fill(refusing);
    await page.getByLabel("WhatsApp (com DDD)").fill("(31) 99876-0000");
    await page.getByLabel("Empresa").fill("Alves Pneus");
    await page.getByLabel("Setor").selectOption("servicos");
    await page.getByLabel("Faturamento mensal").selectOption("0-10k");
    await page.getByLabel("Qual é o seu principal desafio hoje?").fill("Começar a anunciar no Google.");
    await page.getByRole("radio", { name: "Tarde (12h-18h)" }).check();
    await page.getByRole("button", { name: /AGENDAR MINHA CONSULTORIA/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Consultoria Agendada!" })).toBeVisible();
    expect(storedConsent(refusing)).toMatchObject({ ads_consent: 0, ads_consent_version: "2026-11-26" });
  });
});

test("the Google Ads conversions feed does not exist without its credentials", async ({ request }) => {
  const response = await request.get("/conversoes/google-ads.csv");
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain("Google Click ID");
});
