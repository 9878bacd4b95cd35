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

/**
 * Fills a tool's first GET form that a visitor can use (one with a visible
 * field) with plausible answers and sends it; true when the answer changed the URL.
 */
async function answerFirstForm(page: Page): Promise<boolean> {
  const before = page.url();
  let form = null;
  for (const candidate of await page.locator("main form[method='get']").all()) {
    if (await candidate.locator("input:visible, select:visible").count()) {
      form = candidate;
      break;
    }
  }
  if (!form) return false;
  for (const input of await form
    .locator("input[inputmode='decimal']:visible, input[inputmode='numeric']:visible, input[type='number']:visible")
    .all()) {
    await input.fill("12");
  }
  for (const input of await form
    .locator("input[type='text']:not([inputmode]):visible, input[type='search']:visible")
    .all()) {
    await input.fill("Lisboa");
  }
  for (const input of await form.locator("input[type='date']:visible").all()) await input.fill("2026-12-10");
  for (const select of await form.locator("select:visible").all()) {
    const value = await select
      .locator("option:not([disabled])")
      .nth(1)
      .getAttribute("value")
      .catch(() => null);
    if (value !== null) await select.selectOption(value);
  }
  // Live tools hide their submit button once hydrated: Enter in a field submits the form then.
  const submit = form.locator("button[type='submit']:visible, input[type='submit']:visible").first();
  if (await submit.count()) await submit.click({ timeout: 5_000 });
  else await form.locator("input:visible, select:visible").first().press("Enter", { timeout: 5_000 });
  return page
    .waitForURL((url) => url.href !== before, { timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
}

test.describe("tools with their answers", () => {
  test("every tool's answer to its form has no accessibility violation", async ({ page }) => {
    test.setTimeout(300_000);
    const tools = (await sitemapPaths(page)).filter((path) => path.startsWith("/ferramentas/"));
    let answered = 0;
    for (const path of tools) {
      await gotoReady(page, path);
      if (!(await answerFirstForm(page))) continue;
      answered += 1;
      await expectNoA11yViolations(page, `${path} answered: ${page.url()}`);
    }
    // Calculators, converters, the calendar, the documents checker…: most tools answer a form.
    expect(answered).toBeGreaterThan(15);
  });
});
