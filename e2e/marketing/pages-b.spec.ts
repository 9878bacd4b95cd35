import type { Page } from "@playwright/test";
import { policyUpdatedAt } from "#app/content/privacy";
import { formatLongDate } from "#app/lib/dates";
import { e2eBusinessEnv, siteWhatsappPrefix as whatsappPrefix, renderedByServer } from "../business";
import { expect, gotoReady, test, viewports } from "../fixtures";

test.describe("blog", () => {
  const cards = (page: Page) => page.locator("#lista-artigos ~ div article:visible");

  test("search ignores accents and case, in titles and excerpts", async ({ sharedPage: page }) => {
    await gotoReady(page, "/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const search = page.getByLabel("Buscar artigos");
    await search.fill("TRAFEGO");
    await expect(page.getByRole("status").filter({ hasText: "encontrado" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Gestão de tráfego para e-commerce/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /TikTok Ads para lojas virtuais/ })).toBeHidden();

    await search.fill("nada-com-isso-xyz");
    await expect(page.getByText(/Nenhum artigo encontrado para/)).toBeVisible();
    await page.getByRole("link", { name: "Limpar filtros" }).click();
    await expect(search).toHaveValue("");
    await expect(page.getByRole("heading", { name: "Artigos recentes" })).toBeVisible();
  });

  test("category chips show the spec's counts and really filter", async ({ sharedPage: page }) => {
    await gotoReady(page, "/blog");
    const chips = page.getByRole("navigation", { name: "Filtrar por categoria" }).getByRole("link");
    await expect(chips).toHaveText([
      "Todos25",
      "Google Ads8",
      "Facebook Ads7",
      "Cases5",
      "Estratégia3",
      "Copywriting2",
    ]);
    await expect(chips.first()).toHaveAttribute("aria-current", "true");

    const facebook = chips.filter({ hasText: "Facebook Ads" });
    await facebook.click();
    await expect(page).toHaveURL(/\/blog\?categoria=facebook-ads$/);
    await expect(facebook).toHaveAttribute("aria-current", "true");
    await expect(chips.first()).not.toHaveAttribute("aria-current");
    const shown = cards(page);
    await expect(shown).not.toHaveCount(0);
    for (const card of await shown.all()) await expect(card.getByText("Facebook Ads", { exact: true })).toBeVisible();
  });

  test("load more reveals more cards and moves focus to the first new one", async ({ sharedPage: page }) => {
    await page.setViewportSize(viewports.desktop);
    await gotoReady(page, "/blog");
    await expect(page.getByRole("heading", { name: /7 estratégias de Google Ads/, level: 2 })).toBeVisible();
    await expect(cards(page)).toHaveCount(5);
    await page.getByRole("link", { name: "Carregar mais" }).click();
    await expect(cards(page)).toHaveCount(8);
    await expect(cards(page).nth(5).getByRole("link")).toBeFocused();
    const more = page.getByRole("link", { name: "Carregar mais" });
    while (await more.isVisible()) await more.click();
    const total = await page.locator("#lista-artigos ~ div article").count();
    await expect(cards(page)).toHaveCount(total);
  });

  test("an article page has its heading, BlogPosting data, CTA and related articles", async ({
    page,
    consoleErrors,
  }) => {
    const response = await gotoReady(page, "/blog/estrategias-google-ads");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "7 estratégias de Google Ads para e-commerce que aumentam o ROAS",
    );
    await expect(page.getByText("Por Lucas Andrade")).toBeVisible();
    await expect(page.locator("time").first()).toHaveText("3 de novembro de 2026");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = jsonLd
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: "7 estratégias de Google Ads para e-commerce que aumentam o ROAS",
      datePublished: "2026-11-03",
    });
    await expect(page.getByRole("link", { name: /RECEBER CONSULTORIA GRATUITA/ }).first()).toHaveAttribute(
      "href",
      "/#lead-form",
    );
    await expect(page.getByRole("heading", { name: "Continue lendo" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("an unknown article is a 404", async ({ sharedPage: page }) => {
    const response = await page.goto("/blog/artigo-que-nao-existe");
    expect(response?.status()).toBe(404);
  });

  test("blog index is accessible in light and dark", async ({ sharedPage: page }) => {
    test.slow();
    await gotoReady(page, "/blog");
    await page.emulateMedia({ colorScheme: "dark" });
  });
});

test.describe("national supplier landing", () => {
  const path = "/servicos/fornecedor/fornecedor-nacional";

  test("FAQ keeps one answer open at a time and can close it", async ({ sharedPage: page }) => {
    await gotoReady(page, path);
    const faq = page.locator("#duvidas");
    const items = faq.locator("details");
    await expect(items).toHaveCount(4);
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).not.toHaveAttribute("open");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = jsonLd
      .map((text) => JSON.parse(text) as { "@type": string; mainEntity?: unknown[] })
      .find((d) => d["@type"] === "FAQPage");
    expect(faqPage?.mainEntity).toHaveLength(4);
  });

  test("every purchase button opens the checkout in a new tab", async ({ page, baseURL }) => {
    await renderedByServer(page, baseURL);
    await gotoReady(page, path);
    const checkout = page.locator("a[data-checkout]");
    expect(await checkout.count()).toBeGreaterThanOrEqual(6);
    for (const link of await checkout.all()) {
      await expect(link).toHaveAttribute("href", e2eBusinessEnv.CHECKOUT_URL);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    for (const price of ["R$ 90,00", "R$ 40,00"]) await expect(page.getByText(price, { exact: true })).toBeVisible();
    await expect(page.getByText("R$ 49,90", { exact: true })).toHaveCount(2);
  });

  test("Falar com Especialista opens WhatsApp and Ver Demonstração goes to the 5 steps", async ({ page, baseURL }) => {
    await page.setViewportSize(viewports.phone);
    await renderedByServer(page, baseURL);
    await gotoReady(page, path);
    const specialist = page.getByRole("link", { name: /Falar com Especialista/ });
    await expect(specialist).toHaveAttribute("href", new RegExp(`^${whatsappPrefix}`));
    await expect(specialist).toHaveAttribute("target", "_blank");
    await page.getByRole("link", { name: "Ver Demonstração" }).click();
    await expect(page.getByRole("heading", { name: "Do catálogo ao lucro em 5 passos" })).toBeInViewport();
    await expect(page.locator("#como-funciona li")).toHaveCount(5);
  });

  test("sale notifications can be paused, and stay still for reduced motion, with no script", async ({
    sharedPage: page,
  }) => {
    await gotoReady(page, path);
    const strip = page.locator("[aria-labelledby='vendas-recentes']");
    const playState = () =>
      strip.evaluate((node) =>
        document
          .getAnimations()
          .filter((a) => node.contains((a.effect as KeyframeEffect).target))
          .map((a) => a.playState),
      );
    await expect.poll(playState).toEqual(["running"]);
    const pause = page.getByRole("checkbox", { name: "Pausar" });
    await strip.locator("label", { hasText: "Pausar" }).click();
    await expect(pause).toBeChecked();
    await expect.poll(playState).toEqual(["paused"]);
    expect(await page.locator("[aria-live]").filter({ hasText: "vendeu" }).count()).toBe(0);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoReady(page, path);
    await expect(strip.locator("label", { hasText: "Pausar" })).toBeHidden();
    await expect.poll(playState).toEqual([]);
  });

  test("has one h1", async ({ sharedPage: page }) => {
    await gotoReady(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });
});

test.describe("contact page", () => {
  test("shows channels, hours, company, quick actions, FAQ and urgent support", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await renderedByServer(page, baseURL);
    await gotoReady(page, "/contato");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.locator('a[data-channel="whatsapp"]')).toHaveAttribute("href", new RegExp(`^${whatsappPrefix}`));
    await expect(page.locator('a[data-channel="email"]')).toHaveAttribute(
      "href",
      `mailto:${e2eBusinessEnv.CONTACT_EMAIL}`,
    );
    await expect(page.locator('a[data-channel="phone"]')).toHaveAttribute("href", /^tel:\+55\d{10,11}$/);
    for (const name of [
      "Envie sua mensagem",
      "Empresa",
      "Horário de atendimento",
      "Ações rápidas",
      "Antes de falar com a gente",
      "Suporte urgente para clientes",
    ]) {
      await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    }
    const hours = page.locator("#horario-titulo + dl");
    await expect(hours).toContainText("Segunda a sexta9:00 às 18:00");
    await expect(hours).toContainText("Sábado9:00 às 13:00");
    await expect(hours).toContainText("DomingoFechado");
    await expect(page.getByText("WhatsApp 24 horas para emergências", { exact: true })).toBeVisible();

    const items = page.locator("#perguntas-frequentes details");
    await items.nth(0).locator("summary").click();
    await items.nth(2).locator("summary").click();
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await expect(items.nth(2)).toHaveAttribute("open", "");
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("privacy policy", () => {
  test("has the thirteen numbered sections, the last update and the links", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await renderedByServer(page, baseURL);
    await gotoReady(page, "/politica-privacidade");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de Privacidade");
    const sections = page.locator("[data-policy-section] > h2");
    await expect(sections).toHaveCount(13);
    const titles = await sections.allTextContents();
    titles.forEach((title, index) => expect(title).toMatch(new RegExp(`^${index + 1}\\. `)));
    expect(titles[9]).toContain("cookies");

    // The date the policy's text last changed, kept with the text: not the build's or today's date.
    await expect(page.getByText(/Última atualização:/)).toHaveText(
      `Última atualização: ${formatLongDate(policyUpdatedAt)}`,
    );
    await expect(page.getByText(/Última atualização:/).locator("time")).toHaveAttribute("datetime", policyUpdatedAt);
    const year = String(new Date().getFullYear());
    await expect(page.locator("main").getByText(new RegExp(`© ${year} `))).toContainText(
      `${e2eBusinessEnv.BUSINESS_LEGAL_NAME} · CNPJ ${e2eBusinessEnv.BUSINESS_CNPJ}`,
    );
    await expect(page.locator("#controlador")).toContainText(
      `inscrita no CNPJ sob o nº ${e2eBusinessEnv.BUSINESS_CNPJ}, com sede na Av. Paulista, 1000 – conj. 101, Bela Vista, São Paulo – SP, CEP 01310-100.`,
    );

    expect(await page.locator(`a[href="mailto:${e2eBusinessEnv.PRIVACY_EMAIL}"]`).count()).toBeGreaterThanOrEqual(2);
    for (const href of ["https://www.allaboutcookies.org/", "https://www.gov.br/anpd/"]) {
      const link = page.locator(`main a[href="${href}"]`).first();
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await page.getByRole("link", { name: /Política de cookies/ }).click();
    await expect(page.getByRole("heading", { name: "10. Política de cookies" })).toBeInViewport();
    expect(consoleErrors).toEqual([]);
  });
});
