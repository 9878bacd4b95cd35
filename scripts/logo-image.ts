/**
 * npm run images:logo — renders the brand mark (public/favicon.svg, the same
 * vertex the header's logo draws) to public/logo.png at 512×512 with a
 * transparent background, in headless Chromium. Structured data needs a
 * raster logo (the publisher of the articles and tools, the business on the
 * home page); see app/features/seo/publisher.ts. Run it after changing the
 * mark and commit the PNG.
 */
import { readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { siteLogo } from "../app/features/seo/publisher";
import { chromiumArgs, chromiumExecutable } from "../e2e/chromium";

const root = resolve(import.meta.dirname, "..");
const svg = readFileSync(join(root, "public/favicon.svg"), "utf8");
const { width, height } = siteLogo;

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(
    `<!doctype html><html><head><style>* { margin: 0; } html, body { background: transparent; }
svg { display: block; width: ${width}px; height: ${height}px; }</style></head><body>${svg}</body></html>`,
  );
  const out = join(root, "public", siteLogo.path);
  await page.screenshot({ path: out, type: "png", omitBackground: true });
  console.log(`${siteLogo.path}  ${width}×${height}  ${Math.round(statSync(out).size / 1024)} KB`);
} finally {
  await browser.close();
}
