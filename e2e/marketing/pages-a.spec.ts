import { renderedByServer } from "../business";
import { expect, gotoReady, test, viewports } from "../fixtures";

const pages = [
  { path: "/sobre-nos", heading: "Somos o time que transforma anúncio em faturamento" },
  { path: "/portfolio", heading: "Resultados reais de quem decidiu crescer com tráfego pago" },
  { path: "/servicos", heading: "Tudo o que você precisa para vender mais na internet" },
  {
    path: "/servicos/marketing-digital/gestao-trafego",
    heading: "Gestão de tráfego que transforma investimento em vendas",
  },
];

test.describe("marketing pages", () => {
  for (const { path, heading } of pages) {
    test(`${path}: one main heading, full text in the HTML`, async ({ page, request, consoleErrors }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(heading);
      await gotoReady(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("no page scrolls sideways at 320 px", async ({ sharedPage: page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ["/", "/home-completa", ...pages.map((entry) => entry.path)]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
    }
  });

  test("about: the spec's figures and the specialist card", async ({ page, baseURL }) => {
    // The specialist's name is the server's configuration (prerendered pages carry the build's).
    await renderedByServer(page, baseURL);
    await gotoReady(page, "/sobre-nos");
    for (const figure of ["R$ 20M+", "500+", "6+", "94%"]) {
      await expect(page.getByText(figure, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Lucas Andrade" })).toBeVisible();
  });

  test("portfolio: category counts and case tabs with e-commerce first", async ({ sharedPage: page }) => {
    await gotoReady(page, "/portfolio");
    for (const count of ["120+", "45+", "80+", "35+"]) {
      await expect(page.getByText(count, { exact: true })).toBeVisible();
    }
    // Tabs without script: a group of radios, the first case shown.
    const tabs = page.getByRole("group", { name: "Escolha um case" });
    await expect(tabs.getByRole("radio")).toHaveCount(3);
    const visibleCase = () => page.locator("[data-radio-panel]:visible");
    await expect(tabs.getByRole("radio", { name: "E-commerce" })).toBeChecked();
    await expect(visibleCase()).toHaveCount(1);
    await expect(visibleCase()).toContainText("Loja de calçados em plataforma de e-commerce");

    // A visitor taps the tab's label; the radio inside it is visually hidden.
    await tabs.locator("label", { hasText: "SaaS" }).click();
    await expect(visibleCase()).toContainText("Software de gestão para clínicas");
    await expect(visibleCase()).not.toContainText("Loja de calçados");

    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("radio", { name: "Educação" })).toBeFocused();
    await expect(tabs.getByRole("radio", { name: "Educação" })).toBeChecked();
    await expect(visibleCase()).toContainText("Escola de cursos profissionalizantes online");
  });

  test("services overview links to both service pages and the tools", async ({ sharedPage: page }) => {
    await gotoReady(page, "/servicos");
    const main = page.locator("main");
    for (const href of [
      "/servicos/marketing-digital/gestao-trafego",
      "/servicos/fornecedor/fornecedor-nacional",
      "/ferramentas",
    ]) {
      await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  });

  test("traffic page: timed steps, plans in BRL and Professional most popular", async ({ sharedPage: page }) => {
    await gotoReady(page, "/servicos/marketing-digital/gestao-trafego");
    await expect(page.locator("#processo li")).toHaveText([/30 min/, /2-3 dias/, /Contínua/, /Semanal/]);
    const plans = page.locator("#planos article");
    await expect(plans).toHaveCount(3);
    await expect(plans.nth(0)).toContainText(/R\$\s2\.500/);
    await expect(plans.nth(1)).toContainText(/R\$\s4\.500/);
    await expect(plans.nth(2)).toContainText(/R\$\s8\.500/);
    await expect(plans.nth(1)).toContainText("Mais popular");
    await expect(page.locator('[data-popular="true"]')).toHaveCount(1);
    await expect(page.locator("#lead-form")).toBeAttached();
  });

  test("traffic page FAQ: one answer open at a time, closable, with FAQPage data", async ({ sharedPage: page }) => {
    await page.setViewportSize(viewports.phone);
    await gotoReady(page, "/servicos/marketing-digital/gestao-trafego");
    const faq = page.locator("#perguntas");
    const items = faq.locator("details");
    const first = items.nth(0);
    const second = items.nth(1);

    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open");
    await expect(faq.locator("details[open]")).toHaveCount(1);
    await second.locator("summary").click();
    await expect(faq.locator("details[open]")).toHaveCount(0);

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqData = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "FAQPage");
    expect(faqData.mainEntity).toHaveLength(await items.count());
  });
});
