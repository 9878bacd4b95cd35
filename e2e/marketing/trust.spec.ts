import type { Locator, Page } from "@playwright/test";
import { e2eBusinessEnv, siteWhatsappPrefix, renderedByServer } from "../business";
import { expect, gotoReady, scrollElementTo, test, viewports } from "../fixtures";

const bar = (page: Page) => page.locator('[data-slot="mobile-cta-bar"]');

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not rendered");
  return found;
}

/** How many lines each text node under `selector` takes: a word split across lines takes two. */
function linesPerPart(locator: Locator): Promise<number[]> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const lines: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      lines.push(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size);
    }
    return lines;
  });
}

test.describe("phone call-to-action bar", () => {
  test.use({ viewport: viewports.phone });

  test("rides the bottom of the screen while reading and is out of sight while the lead form is", async ({
    sharedPage: page,
  }) => {
    await gotoReady(page, "/");
    const height = viewports.phone.height;
    // The first screen has the hero's own call to action: the bar waits below the screen until it scrolls away.
    await expect(bar(page)).toBeHidden();

    await scrollElementTo(page.locator("#resultados"), { top: 0 });
    await expect(bar(page)).toBeVisible();
    const reading = await box(bar(page));
    expect(Math.round(reading.y + reading.height)).toBe(height);

    // The form coming up from the bottom pushes the bar ahead of it: never on top of the form.
    await scrollElementTo(page.locator("#lead-form"), { top: 500 });
    const form = await box(page.locator("#lead-form"));
    expect((await box(bar(page))).y + (await box(bar(page))).height).toBeLessThanOrEqual(form.y + 0.5);

    // Where "Diagnóstico grátis" lands: the form just under the sticky header, the bar above it, behind the header.
    await scrollElementTo(page.locator("#lead-form"), { top: 64 });
    const header = await box(page.getByRole("banner"));
    const passed = await box(bar(page));
    expect(passed.y + passed.height).toBeLessThanOrEqual(header.y + header.height + 0.5);
    // Filling the form further down: the bar is gone.
    await scrollElementTo(page.locator("#lead-form"), { top: -200 });
    await expect(bar(page)).not.toBeInViewport();
  });

  test("offers WhatsApp in a new tab and the page's lead form", async ({ page, baseURL }) => {
    await renderedByServer(page, baseURL);
    await gotoReady(page, "/");
    await scrollElementTo(page.locator("#resultados"), { top: 0 });
    const whatsapp = bar(page).getByRole("link", { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", new RegExp(`^${siteWhatsappPrefix}.*mensagem=trafego`));
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(bar(page).getByRole("link", { name: "Diagnóstico grátis" })).toHaveAttribute("href", "#lead-form");
    for (const target of await bar(page).getByRole("link").all()) {
      expect((await box(target)).height).toBeGreaterThanOrEqual(44);
    }
  });

  test("comes to rest above the footer and never covers it", async ({ sharedPage: page }) => {
    await gotoReady(page, "/sobre-nos");
    await scrollElementTo(page.getByRole("contentinfo"), { top: 400 });
    await expect(bar(page).getByRole("link", { name: "Diagnóstico grátis" })).toHaveAttribute("href", "/comece-agora");
    const footer = await box(page.getByRole("contentinfo"));
    const resting = await box(bar(page));
    await expect(bar(page)).toBeInViewport();
    expect(resting.y + resting.height).toBeLessThanOrEqual(footer.y + 0.5);
  });

  test("is not on the pages that are a form or a tool", async ({ sharedPage: page }) => {
    for (const path of ["/comece-agora", "/contato", "/politica-privacidade", "/ferramentas/calculadora-roas"]) {
      await page.goto(path);
      await expect(bar(page), path).toHaveCount(0);
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("still sticks to the bottom of the screen", async ({ sharedPage: page }) => {
      await page.goto("/servicos");
      await expect(page.locator("script[type=module]")).toHaveCount(0);
      await scrollElementTo(page.locator("#servicos-porque-titulo"), { top: 100 });
      const stuck = await box(bar(page));
      expect(Math.round(stuck.y + stuck.height)).toBe(viewports.phone.height);
    });
  });
});

test("the phone bar is not shown on a desktop", async ({ sharedPage: page }) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto("/");
  await expect(bar(page)).toBeHidden();
});

test.describe("business identity", () => {
  test("the footer, contact page and policy show the configured company, never a placeholder", async ({
    page,
    baseURL,
  }) => {
    await renderedByServer(page, baseURL);
    for (const path of ["/", "/contato", "/politica-privacidade"]) {
      await page.goto(path);
      await expect(page.getByRole("contentinfo")).toContainText(
        `${e2eBusinessEnv.BUSINESS_LEGAL_NAME} · CNPJ ${e2eBusinessEnv.BUSINESS_CNPJ}`,
      );
      expect(await page.locator("body").textContent(), path).not.toContain("00.000.000");
    }
  });
});

test.describe("visual fixes", () => {
  test("the hero's three figures sit on one baseline at 1280 px", async ({ sharedPage: page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/");
    const figures = page.locator("#hero-titulo ~ dl dd");
    await expect(figures).toHaveCount(3);
    const boxes = await Promise.all((await figures.all()).map(box));
    for (const other of boxes.slice(1)) {
      expect(other.y + other.height).toBeCloseTo(boxes[0]!.y + boxes[0]!.height, 0);
    }
  });

  test("breadcrumb links are at least 24 px tall", async ({ sharedPage: page }) => {
    for (const path of ["/ferramentas/calculadora-roas", "/blog/estrategias-google-ads"]) {
      await page.goto(path);
      const links = page.getByRole("navigation", { name: "Trilha de navegação" }).getByRole("link");
      expect(await links.count(), path).toBeGreaterThan(0);
      for (const link of await links.all()) expect((await box(link)).height, path).toBeGreaterThanOrEqual(24);
    }
  });

  test("e-mail addresses wrap between words, never inside one", async ({ page, baseURL }) => {
    await renderedByServer(page, baseURL);
    for (const width of [800, 375, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/contato");
      const email = page.locator("section[aria-labelledby=canais-titulo] [data-slot=email-address]");
      await expect(email).toHaveText(e2eBusinessEnv.CONTACT_EMAIL);
      expect(await linesPerPart(email), `${width} px`).toEqual([1, 1, 1, 1]);
    }
  });

  test("footer contact icons are centred on their line", async ({ page, baseURL }) => {
    await renderedByServer(page, baseURL);
    await page.goto("/");
    const rows = page.locator("[data-slot=footer-contact]");
    await expect(rows).toHaveCount(4);
    for (const row of await rows.all()) {
      const icon = await box(row.locator("svg"));
      const text = await box(row.locator("a, span:not(:has(svg))").first());
      expect(Math.abs(icon.y + icon.height / 2 - (text.y + text.height / 2))).toBeLessThanOrEqual(1.5);
    }
  });

  test("the supplier's buy buttons keep one line at 375 px", async ({ sharedPage: page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/servicos/fornecedor/fornecedor-nacional");
    const buttons = page.locator("section[aria-labelledby=mais-vendidos-titulo] a[data-checkout]");
    await expect(buttons).toHaveCount(4);
    // The first text is the label; the product's name after it is for screen readers only.
    for (const button of await buttons.all()) expect((await linesPerPart(button))[0]).toBe(1);
  });

  test("award and case artwork carries no text set in a font the visitor may lack", async ({ page, request }) => {
    await page.goto("/");
    const sources = await page
      .locator("#resultados img, #reconhecimentos img")
      .evaluateAll((images) => [...new Set(images.map((image) => (image as HTMLImageElement).getAttribute("src")!))]);
    expect(sources.length).toBeGreaterThanOrEqual(6);
    for (const source of sources) expect(await (await request.get(source)).text(), source).not.toContain("<text");
  });

  test("illustrations keep their colours in the dark theme; the supplier scene has one drawn for it", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    for (const path of ["/", "/servicos", "/servicos/fornecedor/fornecedor-nacional"]) {
      await page.goto(path);
      const filtered = await page.evaluate(() =>
        [...document.images].filter((image) => getComputedStyle(image).filter !== "none").map((image) => image.src),
      );
      expect.soft(filtered, `${path}: images dimmed by a filter (a muddy grey)`).toEqual([]);
    }
    await page.goto("/");
    const promo = page.locator("#fornecedor-nacional img:visible");
    await expect(promo).toHaveAttribute("src", "/images/promo-fornecedor-escuro.svg");
    await page.emulateMedia({ colorScheme: "light" });
    await expect(promo).toHaveAttribute("src", "/images/promo-fornecedor.svg");
  });
});
