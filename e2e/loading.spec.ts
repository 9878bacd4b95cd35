import type { ConsoleMessage } from "@playwright/test";
import { expect, gotoReady, sitemapPages, test, viewports } from "./fixtures";

/** Pages with nothing interactive besides the header: they must not cost a phone any script. */
const scriptFreePages = [
  "/politica-privacidade",
  "/sobre-nos",
  "/servicos",
  "/portfolio",
  "/blog/gestao-trafego-ecommerce",
  "/ferramentas",
  "/servicos/fornecedor/fornecedor-nacional",
  "/pagina-que-nao-existe",
];

test("pages with nothing to run besides the header ship no script at all", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  for (const path of scriptFreePages) {
    await page.goto(path);
    expect(scripts, path).toEqual([]);
    // Only structured data, which never runs.
    expect(await page.locator("script:not([type='application/ld+json'])").count(), path).toBe(0);
  }
});

test.describe("every page loads without a console error, a hydration warning or Intl, in both themes", () => {
  for (const path of sitemapPages) {
    test(path, async ({ sharedPage: page }) => {
      const problems: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === "error" || message.type() === "warning")
          problems.push(`${page.url()}: ${message.text()}`);
      };
      const onPageError = (error: Error) => problems.push(`${page.url()}: ${error.message}`);
      page.on("console", onConsole);
      page.on("pageerror", onPageError);
      // A page's first Intl formatter loads the browser's locale data, 20–40 ms of main thread (decision 026).
      const watcher = await page.addInitScript(() => {
        const watch = <T extends object>(name: string, constructor: T): T =>
          new Proxy(constructor, {
            construct(target, args: unknown[]) {
              console.warn(`Intl.${name} built while the page loads`);
              return Reflect.construct(target as new (...args: unknown[]) => object, args);
            },
          });
        Intl.NumberFormat = watch("NumberFormat", Intl.NumberFormat);
        Intl.DateTimeFormat = watch("DateTimeFormat", Intl.DateTimeFormat);
      });
      try {
        await gotoReady(page, path);
        await page.context().addCookies([{ name: "tema", value: "dark", url: page.url() }]);
        await gotoReady(page, path);
      } finally {
        // The page is the worker's (sharedPage): what this test added to it goes with the test.
        page.off("console", onConsole);
        page.off("pageerror", onPageError);
        await watcher.dispose();
      }
      expect(problems).toEqual([]);
    });
  }
});

test("the stylesheet comes before any script, so the first paint never waits on JavaScript", async ({ request }) => {
  for (const path of ["/", "/blog", "/ferramentas/calculadora-juros-compostos"]) {
    const html = await (await request.get(path)).text();
    const stylesheet = html.indexOf('rel="stylesheet"');
    const firstScript = html.search(/rel="modulepreload"|<script(?![^>]*application\/ld\+json)/);
    expect(stylesheet, path).toBeGreaterThan(-1);
    expect(firstScript, path).toBeGreaterThan(stylesheet);
  }
});

test("a page's modules are fetched once each, at low priority, after what the first paint needs", async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const requests: { url: string; type: string | undefined; priority: string }[] = [];
  cdp.on("Network.requestWillBeSent", (event) =>
    requests.push({ url: event.request.url, type: event.type, priority: event.request.initialPriority }),
  );
  for (const path of ["/", "/ferramentas/tradutor-frases-viagem"]) {
    requests.length = 0;
    await gotoReady(page, path);
    const html = await (await page.request.get(path)).text();
    const announced = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
      ([, href]) => new URL(href!, page.url()).href,
    );
    expect(announced.length, path).toBeGreaterThan(3);
    for (const url of new Set(announced)) {
      const fetched = requests.filter((request) => request.url === url);
      expect(
        fetched.map((request) => request.priority),
        `${path}: ${url}`,
      ).toEqual(["Low"]);
    }
    const stylesheet = requests.find((request) => request.type === "Stylesheet");
    expect(stylesheet?.priority, path).toBe("VeryHigh");
  }
});

test("on a phone, long pages lay out only what is on screen and render the rest as it is scrolled to", async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  for (const [path, below] of [
    ["/", "#servicos"],
    ["/servicos/marketing-digital/gestao-trafego", "#garantias"],
    ["/contato", "#perguntas-frequentes"],
  ] as const) {
    await gotoReady(page, path);
    const section = page.locator(below);
    // The section keeps its place; what it holds is skipped until it nears the screen.
    const rendered = () =>
      section
        .getByRole("heading", { level: 2 })
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered(), `${path} ${below} before scrolling`).toBe(false);
    await expect(page.locator("footer"), path).not.toBeInViewport();
    await section.scrollIntoViewIfNeeded();
    await expect.poll(rendered, `${path} ${below} once scrolled to`).toBe(true);
    // What was skipped is still in the page for search and assistive technology.
    await expect(section.getByRole("heading", { level: 2 }), path).toBeVisible();
  }
});
