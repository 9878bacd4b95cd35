// Usage: node scripts/screenshot.mjs <url> <out.png> [width=1280] [--dark] [--viewport-only] [--large-text]
// Takes a full-page screenshot in headless Chromium, after hydration and fonts. --large-text doubles the root
// font size, as the browser's text-size setting at 200 % does (every size here is in rem).
import { register } from "tsx/esm/api";

register();
const { chromium } = await import("@playwright/test");
const { chromiumArgs, chromiumExecutable } = await import("../e2e/chromium.ts");

const [url, out, widthArg] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
if (!url || !out) {
  console.error("usage: node scripts/screenshot.mjs <url> <out.png> [width] [--dark] [--viewport-only] [--large-text]");
  process.exit(2);
}
const dark = process.argv.includes("--dark");
const width = Number(widthArg ?? 1280);

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const page = await browser.newPage({
  viewport: { width, height: width < 600 ? 740 : 800 },
  colorScheme: dark ? "dark" : "light",
  locale: "pt-BR",
  reducedMotion: "reduce",
});
await page.goto(url, { waitUntil: "networkidle" });
if (process.argv.includes("--large-text")) {
  await page.evaluate(() => {
    globalThis.document.documentElement.style.fontSize = "200%";
  });
}
await page.evaluate(() => globalThis.document.fonts.ready);
if (!process.argv.includes("--viewport-only")) {
  // Sections below the fold are drawn only while near the screen (content-visibility: auto), and a full-page
  // capture does not scroll: for the picture, every section is drawn.
  await page.addStyleTag({ content: ".defer-render { content-visibility: visible !important; }" });
}
await page.screenshot({ path: out, fullPage: !process.argv.includes("--viewport-only") });
await browser.close();
console.log(`saved ${out}`);
