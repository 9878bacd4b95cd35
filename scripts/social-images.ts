/**
 * npm run images:social — renders the 1200×630 social card of every blog
 * article (cover artwork, category, title in the heading font, brand) to
 * public/images/blog/social/<slug>.jpg in headless Chromium. Social networks
 * and Google need a raster image; the article's SVG cover stays on the page.
 * Usage: npm run images:social [-- <slug> ...]   (no slug: every article)
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { site } from "#app/config/site";
import { parseFrontMatter } from "#app/features/marketing/blog/front-matter.server";
import {
  SOCIAL_IMAGE_DIR,
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_WIDTH,
  socialImagePath,
} from "#app/features/marketing/blog/social-image";
import { chromiumArgs, chromiumExecutable } from "../e2e/chromium";

const WIDTH = SOCIAL_IMAGE_WIDTH;
const HEIGHT = SOCIAL_IMAGE_HEIGHT;
/** High enough that text edges stay clean, low enough to keep each card well under 120 KB. */
const JPEG_QUALITY = 84;

const root = resolve(import.meta.dirname, "..");
const articlesDir = join(root, "app/content/blog");
const fontDir = join(root, "node_modules/@fontsource-variable/plus-jakarta-sans/files");

interface Article {
  slug: string;
  title: string;
  category: string;
  cover: string;
}

function readArticles(only: readonly string[]): Article[] {
  const articles = readdirSync(articlesDir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => {
      const { attributes } = parseFrontMatter(readFileSync(join(articlesDir, file), "utf8"));
      const { title, category, cover } = attributes;
      if (!title || !category || !cover) throw new Error(`${file}: title, category or cover missing`);
      return { slug: file.slice(0, -".md".length), title, category, cover };
    });
  const unknown = only.filter((slug) => !articles.some((article) => article.slug === slug));
  if (unknown.length > 0) throw new Error(`unknown article: ${unknown.join(", ")}`);
  return only.length > 0 ? articles.filter((article) => only.includes(article.slug)) : articles;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Hyphenated words ("e-commerce") and amounts ("R$ 42") stay on one line. */
function titleHtml(title: string): string {
  return title
    .replace(/R\$ (?=\d)/g, "R$\u00a0")
    .split(" ")
    .map((word) => (word.includes("-") ? `<span class="nowrap">${escapeHtml(word)}</span>` : escapeHtml(word)))
    .join(" ");
}

function fontFace(file: string, unicodeRange: string): string {
  const url = pathToFileURL(join(fontDir, file)).href;
  return `@font-face { font-family: "Plus Jakarta Sans Variable"; font-weight: 200 800; src: url("${url}") format("woff2-variations"); unicode-range: ${unicodeRange}; }`;
}

function cardHtml(article: Article): string {
  const [firstWord, ...otherWords] = site.brand.split(" ");
  const coverUrl = pathToFileURL(join(root, "public", article.cover)).href;
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><style>
${fontFace("plus-jakarta-sans-latin-wght-normal.woff2", "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD")}
${fontFace("plus-jakarta-sans-latin-ext-wght-normal.woff2", "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF")}
* { box-sizing: border-box; margin: 0; }
body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; position: relative; background: #141b4d;
  font-family: "Plus Jakarta Sans Variable", sans-serif; color: #fff; }
.cover { position: absolute; left: 0; top: -22px; width: ${WIDTH}px; height: 675px; }
.scrim { position: absolute; inset: 0; background: linear-gradient(90deg, rgba(20,27,77,.97) 0%, rgba(20,27,77,.94) 60%, rgba(20,27,77,.5) 82%, rgba(20,27,77,.25) 100%); }
.card { position: absolute; inset: 0; padding: 64px 72px; display: flex; flex-direction: column; justify-content: space-between; }
.category { align-self: flex-start; background: #c6f432; color: #141b4d; font-weight: 700; font-size: 24px; padding: 8px 22px; border-radius: 999px; }
h1 { max-width: 720px; font-weight: 800; font-size: 60px; line-height: 1.12; letter-spacing: -0.02em; text-wrap: balance; }
.nowrap { white-space: nowrap; }
.brand { display: flex; align-items: center; gap: 16px; font-weight: 800; font-size: 30px; letter-spacing: -0.01em; }
.brand em { font-style: normal; color: #c6f432; }
</style></head><body>
<img class="cover" src="${coverUrl}" alt="">
<div class="scrim"></div>
<div class="card">
  <p class="category">${escapeHtml(article.category)}</p>
  <h1>${titleHtml(article.title)}</h1>
  <p class="brand"><svg viewBox="0 0 32 32" width="52" height="52" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#3a4bd1"/><path d="M7 22 L16 9 L25 22" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/><circle cx="16" cy="9" r="2.6" fill="#c6f432"/></svg><span>${escapeHtml(firstWord ?? "")} <em>${escapeHtml(otherWords.join(" "))}</em></span></p>
</div>
</body></html>`;
}

/** Long titles step down in size until they fit in four lines. */
function fitTitle(): void {
  const title = document.querySelector("h1");
  if (!title) throw new Error("title missing");
  let size = 60;
  while (size > 40 && title.getBoundingClientRect().height > size * 1.12 * 4 + 1) {
    size -= 2;
    title.style.fontSize = `${size}px`;
  }
}

const articles = readArticles(process.argv.slice(2));
mkdirSync(join(root, "public", SOCIAL_IMAGE_DIR), { recursive: true });
const workDir = mkdtempSync(join(tmpdir(), "social-images-"));
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  for (const article of articles) {
    const htmlFile = join(workDir, `${article.slug}.html`);
    writeFileSync(htmlFile, cardHtml(article));
    await page.goto(pathToFileURL(htmlFile).href, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    const fontLoaded = await page.evaluate(() =>
      [...document.fonts].some((face) => face.family.includes("Plus Jakarta Sans") && face.status === "loaded"),
    );
    if (!fontLoaded) throw new Error("Plus Jakarta Sans did not load; is node_modules installed?");
    const coverLoaded = await page.evaluate(
      () => (document.querySelector("img.cover") as HTMLImageElement).naturalWidth > 0,
    );
    if (!coverLoaded) throw new Error(`${article.slug}: cover ${article.cover} did not load`);
    await page.evaluate(fitTitle);
    const out = join(root, "public", socialImagePath(article.slug));
    await page.screenshot({ path: out, type: "jpeg", quality: JPEG_QUALITY });
    console.log(`${socialImagePath(article.slug)}  ${Math.round(statSync(out).size / 1024)} KB`);
  }
} finally {
  await browser.close();
  rmSync(workDir, { recursive: true, force: true });
}
