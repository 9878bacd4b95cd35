import { expect, expectNoSeriousA11yViolations, gotoHydrated, test, viewports } from "../fixtures";

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
    test(`${path}: one main heading, full text in the HTML, axe clean`, async ({ page, request, consoleErrors }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(heading);
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expectNoSeriousA11yViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("dark theme: axe finds nothing serious on any of these pages", async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
    for (const path of ["/", ...pages.map((entry) => entry.path)]) {
      await gotoHydrated(page, path);
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expectNoSeriousA11yViolations(page, `${path} (escuro)`);
    }
  });

  test("no page scrolls sideways at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ["/", "/home-completa", ...pages.map((entry) => entry.path)]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
    }
  });

  test("about: the spec's figures and the specialist card", async ({ page }) => {
    await gotoHydrated(page, "/sobre-nos");
    for (const figure of ["R$ 20M+", "500+", "6+", "94%"]) {
      await expect(page.getByText(figure, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Lucas Andrade" })).toBeVisible();
  });

  test("portfolio: category counts and case tabs with e-commerce first", async ({ page }) => {
    await gotoHydrated(page, "/portfolio");
    for (const count of ["120+", "45+", "80+", "35+"]) {
      await expect(page.getByText(count, { exact: true })).toBeVisible();
    }
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["E-commerce", "SaaS", "Educação"]);
    await expect(page.getByRole("tab", { name: "E-commerce" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Loja de calçados em plataforma de e-commerce");

    await page.getByRole("tab", { name: "SaaS" }).click();
    await expect(page.getByRole("tab", { name: "SaaS" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Software de gestão para clínicas");
    await expect(page.getByRole("tabpanel")).not.toContainText("Loja de calçados");

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Educação" })).toBeFocused();
    await expect(page.getByRole("tabpanel")).toContainText("Escola de cursos profissionalizantes online");
  });

  test("services overview links to both service pages and the tools", async ({ page }) => {
    await gotoHydrated(page, "/servicos");
    const main = page.locator("main");
    for (const href of [
      "/servicos/marketing-digital/gestao-trafego",
      "/servicos/fornecedor/fornecedor-nacional",
      "/ferramentas",
    ]) {
      await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  });

  test("traffic page: timed steps, plans in BRL and Professional most popular", async ({ page }) => {
    await gotoHydrated(page, "/servicos/marketing-digital/gestao-trafego");
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

  test("traffic page FAQ: one answer open at a time, closable, with FAQPage data", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await gotoHydrated(page, "/servicos/marketing-digital/gestao-trafego");
    const faq = page.locator("#perguntas");
    const triggers = faq.getByRole("button");
    const first = triggers.nth(0);
    const second = triggers.nth(1);

    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);
    await second.click();
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqData = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "FAQPage");
    expect(faqData.mainEntity).toHaveLength(await triggers.count());
  });
});
