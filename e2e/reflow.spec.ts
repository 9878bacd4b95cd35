import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";

/**
 * WCAG 1.4.4 and 1.4.10 over every prerendered page: at 320 px, and with the
 * text at 200 % (the root font size doubled, as the browser's text-size
 * setting does: every size here is in rem) on a phone and a laptop, no page
 * scrolls sideways.
 */
const buildDir = process.env.BUILD_DIR ?? "build";
const pages = Object.keys(
  (JSON.parse(readFileSync(join(buildDir, "static-pages.json"), "utf8")) as { pages: Record<string, unknown> }).pages,
).sort();

const cases = [
  { name: "320 px", viewport: { width: 320, height: 640 }, textScale: 1 },
  { name: "200 % text at 375 px", viewport: { width: 375, height: 740 }, textScale: 2 },
  { name: "200 % text at 1280 px", viewport: { width: 1280, height: 800 }, textScale: 2 },
] as const;

for (const { name, viewport, textScale } of cases) {
  test(`no page scrolls sideways: ${name}`, async ({ page }) => {
    // Known open (issue 13): at 200 % text the footer's theme choice, wide call-to-action buttons and a few
    // decorative shapes still overflow; the header already wraps.
    test.fixme(textScale > 1, "200 % text still overflows on most pages (footer theme choice, CTA buttons)");
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    for (const path of pages) {
      await page.goto(path);
      const overflow = await page.evaluate((scale) => {
        document.documentElement.style.fontSize = `${scale * 100}%`;
        return document.documentElement.scrollWidth - document.documentElement.clientWidth;
      }, textScale);
      expect.soft(overflow, `${path} at ${name}`).toBeLessThanOrEqual(0);
    }
  });
}
