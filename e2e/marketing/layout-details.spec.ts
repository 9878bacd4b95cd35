import { expect, test, viewports, type Page } from "../fixtures";

/**
 * What a visitor notices on the marketing pages beyond their content: the phone's call-to-action bar never hides
 * what they read or the control they focus, type keeps its shape (accents, whole words), long pages keep their
 * length while scrolling, and the details (skip link, blog grid) look finished.
 */

/** Focus stops obscured by the phone's CTA bar or the sticky header, tabbing through the whole page. */
async function obscuredFocusStops(page: Page) {
  const obscured: string[] = [];
  let barSeen = false;
  for (let stop = 0; stop < 200; stop++) {
    await page.keyboard.press("Tab");
    const state = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return null;
      const box = focused.getBoundingClientRect();
      const bar = document.querySelector('[data-slot="mobile-cta-bar"]');
      const header = document.querySelector('[data-slot="site-header"]')!;
      const overlap = (other: Element) => {
        const { top, bottom } = other.getBoundingClientRect();
        return Math.max(0, Math.min(box.bottom, bottom) - Math.max(box.top, top));
      };
      const barShown = !!bar && bar.checkVisibility({ visibilityProperty: true });
      const underBar = barShown && !bar.contains(focused) ? overlap(bar) : 0;
      const underHeader = header.contains(focused) ? 0 : overlap(header);
      return {
        name: `${focused.tagName.toLowerCase()} "${(focused.textContent ?? "").trim().slice(0, 30)}"`,
        hidden: underBar + underHeader,
        barShown,
        last: focused.closest("footer") !== null && focused.textContent?.trim() === "Política de Privacidade",
      };
    });
    if (!state) continue;
    barSeen ||= state.barShown;
    if (state.hidden > 0) obscured.push(`${state.name}: ${Math.round(state.hidden)} px hidden`);
    if (state.last) break;
  }
  return { obscured, barSeen };
}

test.describe("the phone's call-to-action bar", () => {
  test.use({ viewport: viewports.phone, reducedMotion: "reduce" });

  for (const [path, firstScreen] of [
    ["/", "#hero-titulo ~ dl"],
    ["/servicos/fornecedor/fornecedor-nacional", "[data-hero-cta]"],
    ["/portfolio", "#segmentos-nota"],
  ] as const) {
    test(`${path}: covers nothing of the first screen, then rides along without hiding any focused control`, async ({
      page,
    }) => {
      await page.goto(path);
      const bar = page.locator('[data-slot="mobile-cta-bar"]');
      // On the first screen (and on a hero with its own call to action, while that shows) the bar waits below it.
      await expect(bar).toBeHidden();
      await expect(page.locator(firstScreen).first()).toBeVisible();

      // WCAG 2.4.11: every control that takes focus stays clear of the bar and of the header.
      const { obscured, barSeen } = await obscuredFocusStops(page);
      expect(barSeen).toBe(true);
      expect(obscured).toEqual([]);
    });
  }
});

test("the header keeps one row from a phone to a laptop, menu and buttons included, and two with 200 % text", async ({
  page,
}) => {
  const header = page.locator('[data-slot="site-header"]');
  for (const width of [375, 768, 1024, 1152, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/sobre-nos");
    // One row: 4 rem and its border.
    expect((await header.boundingBox())!.height, `${width} px`).toBeLessThanOrEqual(65);
  }
  await page.evaluate(() => (document.documentElement.style.fontSize = "200%"));
  expect((await header.boundingBox())!.height, "1440 px, 200 % text").toBeLessThanOrEqual(2 * 65);
  // The menu folds behind its button rather than wrapping the header into more rows.
  await expect(header.getByRole("navigation", { name: "Menu principal" })).toBeHidden();
  await expect(header.locator("summary").filter({ hasText: "Menu" })).toBeVisible();
});

const statPages = ["/", "/sobre-nos", "/portfolio", "/servicos", "/servicos/fornecedor/fornecedor-nacional"];

for (const width of [320, 375]) {
  test(`stat tiles keep each word of their labels whole at ${width} px`, async ({ sharedPage: page }) => {
    await page.setViewportSize({ width, height: 740 });
    for (const path of statPages) {
      await page.goto(path);
      const broken = await page.evaluate(() => {
        document.head.append(
          Object.assign(document.createElement("style"), {
            textContent: ".defer-render { content-visibility: visible !important; }",
          }),
        );
        const words: string[] = [];
        for (const tile of document.querySelectorAll('[data-slot="stat-tile"]')) {
          const walker = document.createTreeWalker(tile, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
              if (lines.size > 1) words.push(match[0]);
            }
          }
        }
        return words;
      });
      expect.soft(broken, `${path} at ${width} px: words broken across lines`).toEqual([]);
    }
  });
}

/**
 * For each heading that runs over several lines: the lowest ink of a line (descenders: "q", "p", "ç") and the
 * highest ink of the next (accents: "ê", "á", "Ã") must fit in the space between their baselines.
 */
async function headingCollisions(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const context = document.createElement("canvas").getContext("2d")!;
    for (const heading of document.querySelectorAll("h1, h2")) {
      const lines: { top: number; text: string }[] = [];
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let index = 0; index < text.length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (!rect || rect.width === 0) continue;
          let line = lines.find((candidate) => Math.abs(candidate.top - rect.top) < 2);
          if (!line) lines.push((line = { top: rect.top, text: "" }));
          line.text += text[index];
        }
      }
      const style = getComputedStyle(heading);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      lines.sort((a, b) => a.top - b.top);
      for (let index = 1; index < lines.length; index++) {
        const [upper, lower] = [lines[index - 1]!, lines[index]!];
        const ink =
          context.measureText(upper.text).actualBoundingBoxDescent +
          context.measureText(lower.text).actualBoundingBoxAscent;
        if (ink > lower.top - upper.top + 0.5) found.push(`"${upper.text.trim()}" / "${lower.text.trim()}"`);
      }
    }
    return found;
  });
}

const headingPages = [
  "/",
  "/sobre-nos",
  "/portfolio",
  "/blog",
  "/comece-agora",
  "/servicos/fornecedor/fornecedor-nacional",
  "/servicos/marketing-digital/gestao-trafego",
];

for (const [device, viewport] of Object.entries(viewports)) {
  test(`on a ${device}, headings leave room between lines for accents and descenders`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of headingPages) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      expect.soft(await headingCollisions(page), `${path}: lines whose ink collides`).toEqual([]);
    }
  });
}

test("the skip link shows as a padded bar above the header, clear of the logo, and skips to the content", async ({
  page,
}) => {
  await page.goto("/sobre-nos");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
  await expect(skip).toBeFocused();
  const padding = await skip.evaluate((link) => {
    const style = getComputedStyle(link);
    return [style.paddingTop, style.paddingLeft].map(parseFloat);
  });
  expect(Math.min(...padding)).toBeGreaterThanOrEqual(8);
  const link = (await skip.boundingBox())!;
  const logo = (await page.locator('[data-slot="site-header"] a[href="/"]').boundingBox())!;
  expect(link.y + link.height).toBeLessThanOrEqual(logo.y);
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test.describe("blog list", () => {
  test("on a desktop, a card left alone in the last row spans it instead of leaving a hole", async ({
    sharedPage: page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/blog");
    const cards = page.locator("#lista-artigos ~ div.grid > article:visible");
    await expect(cards).toHaveCount(5);
    const grid = (await page.locator("#lista-artigos ~ div.grid").boundingBox())!;
    const last = (await cards.last().boundingBox())!;
    expect(last.x).toBeCloseTo(grid.x, 0);
    expect(last.width).toBeCloseTo(grid.width, 0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, viewport: viewports.phone });

    test("'Carregar mais' opens the next page at the first article it adds", async ({ sharedPage: page }) => {
      await page.goto("/blog");
      const sixth = await page.locator("#lista-artigos ~ div.grid > article").nth(5).getAttribute("id");
      await page.getByRole("link", { name: "Carregar mais" }).click();
      await expect(page).toHaveURL(new RegExp(`\\?pagina=2#${sixth}$`));
      const card = page.locator(`#${sixth}`);
      await expect(card).toBeVisible();
      await expect
        .poll(() =>
          card.evaluate((article) => {
            const { top } = article.getBoundingClientRect();
            const header = document.querySelector('[data-slot="site-header"]')!.getBoundingClientRect().bottom;
            return top >= header - 1 && top < window.innerHeight / 2;
          }),
        )
        .toBe(true);
    });
  });
});

for (const [device, viewport] of Object.entries(viewports)) {
  test(`on a ${device}, the home page is as long before its sections are drawn as after`, async ({
    sharedPage: page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const before = await page.evaluate(() => document.documentElement.scrollHeight);
    // Scroll through every section, so each is drawn and its real height replaces the reserved one.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    const after = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(Math.abs(after - before) / after, `${before} px at first, ${after} px once drawn`).toBeLessThan(0.03);
  });
}
