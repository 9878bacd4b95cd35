import { expect, expectNoA11yViolations, gotoReady, sitemapPaths, test } from "./fixtures";

/**
 * axe-core over every page the sitemap lists (so new routes are swept
 * automatically) plus the not-found page, in both themes: no violation of
 * any impact. Feature specs leave axe to this sweep.
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
