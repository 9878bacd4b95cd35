import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

/**
 * axe-core over every page the sitemap lists (so new routes are swept
 * automatically) plus the not-found page, in both themes.
 */
for (const colorScheme of ["light", "dark"] as const) {
  test(`every route has no serious or critical accessibility violation (${colorScheme})`, async ({ page, request }) => {
    test.setTimeout(420_000);
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths.length).toBeGreaterThan(30);
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    for (const path of [...paths, "/pagina-inexistente"]) {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await expectNoSeriousA11yViolations(page, `${path} (${colorScheme})`);
    }
  });
}
