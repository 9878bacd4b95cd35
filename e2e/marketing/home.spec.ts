import type { Page } from "@playwright/test";
import { e2eBusinessEnv, renderedByServer } from "../business";
import { expect, gotoReady, scrollElementTo, test, viewports } from "../fixtures";

const carousel = (page: Page) => page.locator('[aria-roledescription="carrossel"]');
/** The strip of slides, which takes keyboard focus. */
const strip = (page: Page) => carousel(page).locator("div[tabindex='0']");
/** The dots are links to their slides, so they work before and without script. */
const dot = (page: Page, n: number) => page.getByRole("link", { name: `Ir para slide ${n}`, exact: true });

async function expectSelected(page: Page, n: number) {
  await expect(dot(page, n)).toHaveAttribute("aria-current", "true");
  await expect(page.locator('a[aria-label^="Ir para slide"][aria-current="true"]')).toHaveCount(1);
}

test.describe("home page", () => {
  test.use({ viewport: viewports.desktop });

  test("shows its main heading, both CTA labels and structured data", async ({ page, consoleErrors }) => {
    await gotoReady(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Transforme cliques em vendas com tráfego pago que dá lucro",
    );
    await expect(page.getByRole("link", { name: "AGENDAR MEU DIAGNÓSTICO ESTRATÉGICO" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "RECEBER CONSULTORIA GRATUITA" }).first()).toBeAttached();
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({ "@type": "ProfessionalService", name: "Vértice Performance" });
    expect(consoleErrors).toEqual([]);
  });

  test("the diagnosis CTA scrolls to the lead form", async ({ sharedPage: page }) => {
    await gotoReady(page, "/");
    await page.getByRole("link", { name: "AGENDAR MEU DIAGNÓSTICO ESTRATÉGICO" }).first().click();
    await expect(page.locator("#lead-form")).toBeInViewport();
    expect(new URL(page.url()).pathname).toBe("/");
  });

  // The sections the scroll passes are drawn only as they near the screen (content-visibility): it must still
  // stop on the form, not where the placeholder heights put it.
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`on a ${name}, the hero's CTA stops with the form's start just below the header`, async ({
      sharedPage: page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoReady(page, "/");
      const cta = page
        .locator("section[aria-labelledby='hero-titulo']")
        .getByRole("link", { name: "AGENDAR MEU DIAGNÓSTICO ESTRATÉGICO" });
      // Brought on screen first, so the scroll awaited below is the one the link starts.
      await cta.scrollIntoViewIfNeeded();
      const scrollEnded = page.evaluate(
        () => new Promise((resolve) => window.addEventListener("scrollend", resolve, { once: true })),
      );
      await cta.click();
      await scrollEnded;
      const formTop = await page
        .locator("#lead-form")
        .evaluate((element) => Math.round(element.getBoundingClientRect().top));
      expect(formTop).toBeGreaterThanOrEqual(0);
      expect(formTop).toBeLessThan(120);
    });
  }

  test("the prerendered HTML carries the final counter values and every section", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const text of [
      "R$ 8 milhões",
      "€ 1,7 milhão",
      "300.000",
      "Reconhecimentos e Conquistas",
      "Sobre o Especialista",
      "Como funciona nossa consultoria estratégica?",
      "Resultados Comprovados",
      "ROI Garantido",
      "Setup Rápido",
    ]) {
      expect(html).toContain(text);
    }
  });

  test("biography links and the profile button", async ({ page, baseURL }) => {
    await renderedByServer(page, baseURL);
    await gotoReady(page, "/");
    const bio = page.locator("#especialista");
    for (const href of [
      "/blog/especialista-dropshipping-ecommerce/",
      "/blog/gestao-trafego-ecommerce/",
      "/blog/estrategias-google-ads/",
      "/blog/aumentar-vendas-online-google-ads/",
    ]) {
      await expect(bio.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    const profile = bio.getByRole("link", { name: /Ver perfil no Instagram/ });
    await expect(profile).toHaveAttribute("href", e2eBusinessEnv.SPECIALIST_SOCIAL_URL);
    await expect(profile).toHaveAttribute("target", "_blank");
    await expect(profile).toHaveAttribute("rel", /noopener/);
  });

  test("carousel: next, previous, dots and looping, one slide at a time on a phone", async ({ sharedPage: page }) => {
    await page.setViewportSize(viewports.phone);
    await gotoReady(page, "/");
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(page.locator('a[aria-label^="Ir para slide"]')).toHaveCount(6);
    await expectSelected(page, 1);
    await expect(page.getByRole("button", { name: "Previous slide" })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Next slide" })).toBeEnabled();

    await page.getByRole("button", { name: "Next slide" }).click();
    await expectSelected(page, 2);
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expectSelected(page, 1);
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expectSelected(page, 6);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expectSelected(page, 1);
    await dot(page, 4).click();
    await expectSelected(page, 4);
    await expect(page.locator("#premio-4")).toBeInViewport({ ratio: 0.9 });
  });

  test("carousel: three at a time on a desktop, a dot past the last position still shows its slide", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    await carousel(page).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Previous slide" }).click();
    // The last position shows slides 4 to 6.
    await expectSelected(page, 4);
    await expect(page.locator("#premio-6")).toBeInViewport({ ratio: 0.9 });
    await dot(page, 1).click();
    await expectSelected(page, 1);
    await dot(page, 6).click();
    await expectSelected(page, 6);
    await expect(page.locator("#premio-6")).toBeInViewport({ ratio: 0.9 });
    await page.getByRole("button", { name: "Next slide" }).click();
    await expectSelected(page, 1);
  });

  test("carousel: arrow keys move it when it has focus", async ({ sharedPage: page }) => {
    await gotoReady(page, "/");
    await strip(page).focus();
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, 2);
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, 3);
    await page.keyboard.press("ArrowLeft");
    await expectSelected(page, 2);
  });

  test("carousel: autoplays every 5 s, pauses on hover and with the pause button", async ({ page }) => {
    await page.clock.install();
    await gotoReady(page, "/");
    await page.mouse.move(5, 5);
    await expectSelected(page, 1);

    await page.clock.runFor(5_100);
    await expectSelected(page, 2);

    await carousel(page).hover();
    await page.clock.runFor(11_000);
    await expectSelected(page, 2);

    await page.mouse.move(5, 5);
    await page.clock.runFor(5_100);
    await expectSelected(page, 3);

    await page.getByRole("button", { name: "Pausar rotação automática" }).click();
    await page.mouse.move(5, 5);
    await page.locator("h1").click();
    await page.clock.runFor(16_000);
    await expectSelected(page, 3);

    await page.getByRole("button", { name: "Retomar rotação automática" }).click();
    await page.mouse.move(5, 5);
    await page.locator("h1").click();
    await page.clock.runFor(5_100);
    await expectSelected(page, 4);
  });

  test("carousel: pauses while touched and resumes after the touch", async ({ page }) => {
    await page.clock.install();
    await gotoReady(page, "/");
    await page.mouse.move(5, 5);
    const region = carousel(page);
    await region.dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true, bubbles: true });
    await page.clock.runFor(11_000);
    await expectSelected(page, 1);
    await region.dispatchEvent("pointerup", { pointerType: "touch", isPrimary: true, bubbles: true });
    await page.clock.runFor(5_100);
    await expectSelected(page, 2);
  });

  test("carousel: pauses while it has keyboard focus", async ({ page }) => {
    await page.clock.install();
    await gotoReady(page, "/");
    await page.mouse.move(5, 5);
    await strip(page).focus();
    await page.clock.runFor(11_000);
    await expectSelected(page, 1);
  });

  for (const { width, perView } of [
    { width: 375, perView: 1 },
    { width: 800, perView: 2 },
    { width: 1280, perView: 3 },
  ]) {
    test(`carousel shows ${perView} slide(s) per view at ${width} px`, async ({ sharedPage: page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoReady(page, "/");
      const viewportWidth = await carousel(page)
        .locator("div.overflow-x-auto")
        .first()
        .evaluate((node) => node.clientWidth);
      const slideWidth = await page
        .locator('[data-slot="carousel-slide"]')
        .first()
        .evaluate((node) => node.getBoundingClientRect().width);
      expect(Math.round(viewportWidth / slideWidth)).toBe(perView);
    });
  }

  test("counters wait for 50 % visibility, then count up to the target", async ({ page }) => {
    await page.clock.install();
    // An anchor in the address lays out every section at once (see the defer-render utility), so no section drawn
    // late moves the counter further into view than a scroll put it.
    await gotoReady(page, "/#conteudo");
    // Stopped: from here only runFor moves the page's time, however long a busy machine takes between steps.
    await page.clock.pauseAt(Date.now() + 5_000);
    const counter = page.locator('[data-slot="counter"][data-target="300000"]');
    await expect(counter).toHaveText("0");

    await scrollElementTo(counter, { showing: 0.3 });
    await page.clock.runFor(1_000);
    await expect(counter).toHaveAttribute("data-phase", "waiting");
    await expect(counter).toHaveText("0");

    await scrollElementTo(counter, { showing: 1 });
    await expect(counter).toHaveAttribute("data-phase", "counting");
    await page.clock.runFor(1_000);
    const halfway = Number((await counter.textContent())?.replace(/\D/g, ""));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(300_000);

    await page.clock.runFor(1_500);
    await expect(counter).toHaveText("300.000");
    await expect(counter).toHaveAttribute("data-phase", "done");
    await expect(page.locator('[data-slot="counter"][data-target="8"]')).toHaveText("R$ 8 milhões");
    await expect(page.locator('[data-slot="counter"][data-target="1.7"]')).toHaveText("€ 1,7 milhão");
  });

  test("reduced motion: counters show their final value and the carousel starts paused", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", viewport: viewports.desktop });
    const page = await context.newPage();
    await gotoReady(page, "/");
    await expect(page.locator('[data-slot="counter"][data-target="300000"]')).toHaveText("300.000");
    await expect(page.getByRole("button", { name: "Retomar rotação automática" })).toBeVisible();
    await context.close();
  });

  test("promo buttons reach the service pages through the old paths", async ({ page, request }) => {
    const redirects: [string, string][] = [
      ["/nossos-servicos/gestao-de-trafego", "/servicos/marketing-digital/gestao-trafego"],
      ["/nossos-servicos/fornecedor-nacional", "/servicos/fornecedor/fornecedor-nacional"],
    ];
    for (const [from, to] of redirects) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers()["location"] ?? "", "http://x").pathname).toBe(to);
    }
    await gotoReady(page, "/");
    const promo = page.getByRole("link", { name: "Conhecer a Gestão de Tráfego" });
    await expect(promo).toHaveAttribute("href", "/nossos-servicos/gestao-de-trafego");
    await promo.click();
    await expect(page).toHaveURL(/\/servicos\/marketing-digital\/gestao-trafego$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("home-completa has the ten sections, the free-consultation variant and a canonical to /", async ({
    sharedPage: page,
  }) => {
    await gotoReady(page, "/home-completa");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Nossa consultoria inicial é gratuita" })).toBeVisible();
    await expect(page.locator("#lead-form")).toBeAttached();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "").pathname).toBe("/");
  });
});
