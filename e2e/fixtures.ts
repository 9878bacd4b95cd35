import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Browser, type Locator, type Page } from "@playwright/test";
import { sitemapExcluded } from "#app/features/seo/sitemap";
import { LIVE_TOOL_PAGES } from "#app/features/tools/live-pages";

export type { Page };

export { expect };

/** Phone and desktop widths the site is designed for. */
export const viewports = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

type ContextOptions = Parameters<Browser["newContext"]>[0];

/**
 * A page of the site with nothing to run or lay out, to leave the last page without leaving the site (which would
 * swap the tab's renderer process): where `sharedPage` starts each test, and where a test goes to load a page anew.
 */
export const BLANK_PAGE = "/robots.txt";

/**
 * `test` with `consoleErrors`: every console.error and uncaught page error of
 * the test, so a spec can assert that none happened (or that one did); and with
 * `sharedPage`: a page the tests of a worker share (below).
 */
export const test = base.extend<
  { consoleErrors: string[]; sharedPage: Page },
  { workerPages: (options: ContextOptions) => Promise<Page> }
>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
  // One page per worker and set of context options, open until the worker ends.
  workerPages: [
    async ({ browser }, use) => {
      const pages = new Map<string, Promise<Page>>();
      await use((options) => {
        const key = JSON.stringify(options);
        if (!pages.has(key))
          pages.set(
            key,
            browser.newContext(options).then((context) => context.newPage()),
          );
        return pages.get(key)!;
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: "worker" },
  ],
  /**
   * A new context per test costs about a second of CPU in each visit (a browser profile, a renderer, and the site's
   * script and stylesheet fetched and compiled again into an empty cache; decisions 084 and 088): a test that visits
   * pages, reads them, clicks and fills forms takes this page, one per worker and set of context options (the test's
   * own: base URL, locale, viewport, JavaScript on or off…). Each test gets it on `BLANK_PAGE` with the config's
   * media and viewport, no other tab, no cookies, no permissions, and nothing the site stored in the browser
   * (localStorage, sessionStorage, IndexedDB, caches, service workers); what the test added to the page (listeners,
   * routes) goes with it. Only the HTTP cache stays warm. A test that installs a clock or init scripts, routes or
   * grants on the context, or counts requests (a warm cache answers some without one) keeps `page`. A retry gets a
   * context of its own, so CI's trace of it (decision 085) is recorded.
   */
  sharedPage: async (
    {
      workerPages,
      browser,
      baseURL,
      locale,
      timezoneId,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      javaScriptEnabled,
      colorScheme,
      reducedMotion,
      forcedColors,
    },
    use,
    testInfo,
  ) => {
    const options = {
      baseURL,
      locale,
      timezoneId,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      javaScriptEnabled,
    };
    if (testInfo.retry > 0) {
      const context = await browser.newContext({ ...options, colorScheme, reducedMotion, forcedColors });
      await use(await context.newPage());
      await context.close();
      return;
    }
    const page = await workerPages(options);
    const context = page.context();
    for (const other of context.pages()) if (other !== page) await other.close();
    // Off the last test's page, so nothing it started runs on, and so the test's first visit is a new one, never a
    // reload of the same address (which brings back its scroll position). A text file of the site, not about:blank:
    // leaving the site swaps the tab's renderer process, twice per test (about 150 ms each).
    await page.goto(BLANK_PAGE);
    await context.clearCookies();
    await context.clearPermissions();
    const devtools = await context.newCDPSession(page);
    // local_storage takes the origin's sessionStorage with it.
    await devtools.send("Storage.clearDataForOrigin", {
      origin: new URL(baseURL!).origin,
      storageTypes: "local_storage,indexeddb,cache_storage,service_workers",
    });
    await devtools.detach();
    await page.emulateMedia({
      media: null,
      colorScheme: colorScheme ?? null,
      reducedMotion: reducedMotion ?? null,
      forcedColors: forcedColors ?? null,
    });
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
    page.removeAllListeners();
    await page.unrouteAll({ behavior: "ignoreErrors" });
  },
});

/** The axe rules whose verdict depends on colours, the only thing a theme changes. */
export const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * Fails (softly: a sweep goes on and reports every page) with a readable list
 * when axe finds any violation, of any impact, on the current page: of every
 * WCAG 2.2 AA and best-practice rule, or only of `rules` when given.
 */
export async function expectNoA11yViolations(page: Page, context = page.url(), rules?: string[]) {
  // axe counts a target under the sticky header as too small; where a test left the scroll must not matter.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  // Contrast is judged on the final colours, not halfway through a fade-in.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"),
  );
  // Only violations are reported: axe then skips describing every node that passed or that it could not judge
  // (a unique selector each, the slow tail of a run on a long page); what it checks stays the same.
  // axe.run in the page itself (legacy mode) rather than axe.runPartial, whose results the builder merges in a new
  // tab it opens for each run (a renderer, axe injected a second time): the site has no frames, and axe.run still
  // checks any same-origin frame a page might get.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode();
  const results = await (
    rules
      ? axe.withRules(rules)
      : axe.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
  ).analyze();
  const report = results.violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join("\n    ")}`,
    )
    .join("\n");
  expect.soft(results.violations, `axe on ${context}:\n${report}`).toEqual([]);
}

const buildDir = process.env.BUILD_DIR ?? "build";

/**
 * Every public page, as paths: the prerendered ones (the build's own list, so new routes are swept automatically)
 * and the tool pages the server renders on each visit. Known when the spec loads, so a sweep is one test per page,
 * which both workers share and whose failure names its page; `sitemapPages` drops the duplicates the sitemap leaves
 * out, and seo.spec.ts checks it against the sitemap the server sends.
 */
export const publicPages: readonly string[] = [
  ...Object.keys(
    (JSON.parse(readFileSync(join(buildDir, "static-pages.json"), "utf8")) as { pages: Record<string, unknown> }).pages,
  ),
  ...LIVE_TOOL_PAGES,
].sort();

/** The pages the sitemap lists (`publicPages` without its duplicates), in its order. */
export const sitemapPages: readonly string[] = publicPages.filter((path) => !sitemapExcluded.has(path));

/** Every page the sitemap lists, as paths. */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Opens a page and, when it ships script, waits until React has hydrated it. */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  if (await page.locator("script[type=module]").count()) {
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  }
  return response;
}

/** Waits until React has hydrated the page, so clicks reach React handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

/**
 * Scrolls at once so that the element's top is `top` px below the top of the screen, or so that the fraction
 * `showing` of its height shows at the bottom of the screen (negative: that far below it). Sections below the fold
 * are laid out only as they near the screen (content-visibility), which can move the element in the frames after a
 * scroll: it scrolls again until a later look finds the element in place, or the page can scroll no further.
 */
export async function scrollElementTo(element: Locator, place: { top: number } | { showing: number }) {
  await expect
    .poll(() =>
      element.evaluate((node, wanted) => {
        const rect = node.getBoundingClientRect();
        const off = rect.top - ("top" in wanted ? wanted.top : window.innerHeight - rect.height * wanted.showing);
        if (Math.abs(off) < 0.5) return true;
        const before = window.scrollY;
        window.scrollBy({ top: off, behavior: "instant" });
        return window.scrollY === before;
      }, place),
    )
    .toBe(true);
}
