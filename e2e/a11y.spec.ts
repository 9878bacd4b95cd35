import { expect, expectNoA11yViolations, gotoReady, sitemapPaths, test, type Page } from "./fixtures";

/**
 * axe-core over every page the sitemap lists (so new routes are swept
 * automatically), the not-found page, and every tool's answer to its form, in
 * both themes: no violation of any impact. Feature specs leave axe to this sweep.
 */
for (const colorScheme of ["light", "dark"] as const) {
  test(`every page has no accessibility violation (${colorScheme})`, async ({ page }) => {
    test.setTimeout(420_000);
    const paths = await sitemapPaths(page);
    expect(paths.length).toBeGreaterThan(30);
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    for (const path of [...paths, "/pagina-inexistente"]) {
      await gotoReady(page, path);
      await expectNoA11yViolations(page, `${path} (${colorScheme})`);
    }
  });
}

/** Fills a tool's first GET form with plausible answers and sends it, as a visitor without JavaScript would. */
async function answerFirstForm(page: Page): Promise<boolean> {
  const form = page.locator("main form[method='get']").first();
  if ((await form.count()) === 0) return false;
  for (const input of await form.locator("input[inputmode='decimal'], input[inputmode='numeric'], input[type='number']").all()) {
    if (await input.isVisible()) await input.fill("12");
  }
  for (const input of await form.locator("input[type='text']:not([inputmode]), input[type='search']").all()) {
    if (await input.isVisible()) await input.fill("Lisboa");
  }
  for (const input of await form.locator("input[type='date']").all()) {
    if (await input.isVisible()) await input.fill("2026-12-10");
  }
  for (const select of await form.locator("select").all()) {
    const value = await select.locator("option:not([disabled])").nth(1).getAttribute("value").catch(() => null);
    if (value !== null && (await select.isVisible())) await select.selectOption(value);
  }
  await form.locator("button[type='submit'], input[type='submit']").first().click();
  await page.waitForLoadState("load");
  return true;
}

test.describe("tools with their answers", () => {
  test.use({ javaScriptEnabled: false });

  test("every tool's answer to its form has no accessibility violation", async ({ page }) => {
    test.setTimeout(300_000);
    const tools = (await sitemapPaths(page)).filter((path) => path.startsWith("/ferramentas/"));
    let answered = 0;
    for (const path of tools) {
      await page.goto(path);
      if (!(await answerFirstForm(page))) continue;
      answered += 1;
      await expectNoA11yViolations(page, `${path} answered: ${page.url()}`);
    }
    // Calculators, converters, the calendar, the documents checker…: most tools answer a form.
    expect(answered).toBeGreaterThan(15);
  });
});
