/**
 * npm run images:logo — renders the brand mark (public/favicon.svg, the same
 * vertex the header's logo draws) to public/logo.png at 512×512 with a
 * transparent background, in headless Chromium. Structured data needs a
 * raster logo (the publisher of the articles and tools, the business on the
 * home page); see app/features/seo/publisher.ts. It also writes the panel's
 * app icons (public/painel/, named in its manifest): the mark at 192 and 512
 * pixels, and a "maskable" 512 whose mark sits in the middle 60 % of a full
 * brand-colour square, so Android's round or squircle crop never cuts it.
 * Run it after changing the mark and commit the PNGs.
 */
import { mkdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { siteLogo } from "#app/features/seo/publisher";
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

  const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? "#2f3fb8";
  const maskable = svg.replace(/<rect[^>]*\/>/, "").replace('viewBox="0 0 32 32"', 'viewBox="-5.33 -5.33 42.67 42.67"');
  const icons = [
    { file: "painel/icon-192.png", size: 192, markup: svg, fill: "transparent" },
    { file: "painel/icon-512.png", size: 512, markup: svg, fill: "transparent" },
    { file: "painel/icon-maskable-512.png", size: 512, markup: maskable, fill: background },
  ];
  mkdirSync(join(root, "public/painel"), { recursive: true });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<!doctype html><html><head><style>* { margin: 0; } html, body { background: ${icon.fill}; }
svg { display: block; width: ${icon.size}px; height: ${icon.size}px; }</style></head><body>${icon.markup}</body></html>`,
    );
    const path = join(root, "public", icon.file);
    await page.screenshot({ path, type: "png", omitBackground: icon.fill === "transparent" });
    console.log(`${icon.file}  ${icon.size}×${icon.size}  ${Math.round(statSync(path).size / 1024)} KB`);
  }
} finally {
  await browser.close();
}
