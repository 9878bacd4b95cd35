import { expect, gotoHydrated, test } from "./fixtures";

/** What the browser fetched and when, relative to the first contentful paint. */
function loadTimeline() {
  const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
  const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
  return { paint, firstScript: Math.min(...scripts.map((entry) => entry.startTime)), scriptCount: scripts.length };
}

// The home page, the page with the most modules (lead form, accordion) and a tool.
for (const path of ["/", "/servicos/marketing-digital/gestao-trafego", "/ferramentas/conversor-moedas"]) {
  test(`${path} paints its content before it requests any script, then hydrates`, async ({ page, consoleErrors }) => {
    const html = await (await page.request.get(path)).text();
    expect(html).not.toContain('<link rel="modulepreload"');

    await gotoHydrated(page, path);
    const timeline = await page.evaluate(loadTimeline);
    expect(timeline.paint).not.toBeNull();
    expect(timeline.firstScript).toBeGreaterThanOrEqual(timeline.paint!);
    // Modules come grouped (framework, shell, icons, the route's own), not one request per small component.
    expect(timeline.scriptCount).toBeLessThanOrEqual(30);
    expect(consoleErrors).toEqual([]);
  });
}
