import { expect, gotoHydrated, sitemapPages, sitemapPaths, test, type Page } from "./fixtures";

/**
 * What a search engine or a link preview reads in each page's HTML, for every
 * page the sitemap lists (new pages are covered the day they are added):
 * structured data that parses and names the right types, an absolute preview
 * image that answers, a title and a description that fit a result. Read with
 * JavaScript off: crawlers and preview bots take the server's HTML (the sweep parses the HTML it fetches).
 */
test.use({ javaScriptEnabled: false });

interface Head {
  title: string;
  description: string;
  ogImage: string | null;
  twitterImage: string | null;
  robots: number;
  canonical: string | null;
  jsonLd: string[];
  trail: string[];
  /** The questions and answers of the page's FAQ accordion, as shown. */
  faq: { question: string; answer: string }[];
}

/**
 * What the page's document says, or, given the HTML the server sent, what that HTML says read as a crawler reads it
 * (parsed, no script run, nothing fetched, nothing laid out).
 */
function readHead(page: Page, html?: string): Promise<Head> {
  return page.evaluate((html) => {
    const document = html === undefined ? window.document : new DOMParser().parseFromString(html, "text/html");
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute("content") ?? null;
    return {
      title: document.title,
      description: meta('meta[name="description"]') ?? "",
      ogImage: meta('meta[property="og:image"]'),
      twitterImage: meta('meta[name="twitter:image"]'),
      robots: document.querySelectorAll('meta[name="robots"]').length,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
      trail: [...document.querySelectorAll('nav[aria-label="Trilha de navegação"] li:not([aria-hidden="true"])')].map(
        (li) => li.textContent?.trim() ?? "",
      ),
      faq: [...document.querySelectorAll('[data-slot="accordion-item"]')].map((item) => ({
        question: item.querySelector('[data-slot="accordion-trigger"]')?.textContent?.trim() ?? "",
        answer: item.querySelector('[data-slot="accordion-content"]')?.textContent?.trim() ?? "",
      })),
    };
  }, html);
}

type Thing = Record<string, unknown> & { "@type": string };

/** Every JSON-LD object of the page; a script that does not parse fails the test with its page and text. */
function structuredData(path: string, scripts: string[]): Thing[] {
  return scripts.flatMap((text) => {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new Error(`${path}: JSON-LD does not parse: ${text.slice(0, 200)}`);
    }
    return (Array.isArray(data) ? data : [data]) as Thing[];
  });
}

/** Pages with questions and answers, which search results may show under the page. */
const faqPaths = ["/contato", "/servicos/marketing-digital/gestao-trafego", "/servicos/fornecedor/fornecedor-nacional"];

/** The @types each kind of page must carry. */
function expectedTypes(path: string): string[] {
  if (path === "/") return ["ProfessionalService"];
  if (/^\/blog\/[^/]+$/.test(path)) return ["BlogPosting", "BreadcrumbList"];
  if (/^\/ferramentas\/[^/]+$/.test(path)) return ["WebApplication", "BreadcrumbList"];
  if (faqPaths.includes(path)) return ["FAQPage"];
  return [];
}

async function sitemapLastmods(page: Page): Promise<Map<string, string | undefined>> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  return new Map(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((match) => [
      new URL(match[1]!).pathname,
      match[2],
    ]),
  );
}

test("the page sweeps (SEO, loading, figures) cover every page the sitemap lists", async ({ sharedPage: page }) => {
  const paths = await sitemapPaths(page);
  expect(paths.length).toBeGreaterThan(50);
  expect(paths).toEqual(sitemapPages);
});

test.describe("every page's head and structured data are what search results and link previews need", () => {
  for (const path of sitemapPages) {
    test(path, async ({ sharedPage: page }) => {
      const lastmods = await sitemapLastmods(page);
      // Everything below reads the served HTML: fetched and parsed, not loaded with its stylesheet, fonts and images.
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      const head = await readHead(page, await response.text());

      expect.soft(head.title.length, `${path} title: ${head.title}`).toBeLessThanOrEqual(60);
      expect.soft(head.title.length, `${path} title`).toBeGreaterThan(0);
      expect.soft(head.description.length, `${path} description: ${head.description}`).toBeGreaterThanOrEqual(70);
      expect.soft(head.description.length, `${path} description: ${head.description}`).toBeLessThanOrEqual(160);
      expect.soft(head.robots, `${path} robots`).toBe(0);

      // Previews (social networks, WhatsApp) fetch the image by its absolute address, on the site's own origin
      // (SITE_URL as the build saw it, the canonical's; here it serves from the test server's address).
      const origin = new URL(head.canonical ?? "").origin;
      expect.soft(head.ogImage, `${path} og:image`).toMatch(new RegExp(`^${origin}/.+\\.(png|jpg)$`));
      if (head.twitterImage !== null) expect.soft(head.twitterImage, `${path} twitter:image`).toBe(head.ogImage);
      if (head.ogImage) {
        const image = await page.request.get(new URL(head.ogImage).pathname);
        expect.soft(image.status(), head.ogImage).toBe(200);
        expect.soft(image.headers()["content-type"], head.ogImage).toMatch(/^image\/(png|jpeg)$/);
      }

      const things = structuredData(path, head.jsonLd);
      const types = things.map((thing) => thing["@type"]);
      for (const type of expectedTypes(path)) expect.soft(types, `${path} JSON-LD types`).toContain(type);
      for (const thing of things)
        expect.soft(thing["@context"], `${path} ${thing["@type"]}`).toBe("https://schema.org");

      // The breadcrumb in search results is the trail the page shows.
      const breadcrumb = things.find((thing) => thing["@type"] === "BreadcrumbList");
      if (breadcrumb) {
        const items = breadcrumb.itemListElement as { name: string; item: string; position: number }[];
        expect
          .soft(
            items.map((item) => item.name),
            `${path} BreadcrumbList`,
          )
          .toEqual(head.trail);
        expect.soft(items.at(-1)?.item, `${path} BreadcrumbList`).toBe(head.canonical);
        expect.soft(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      }

      // An FAQ in search results is the one the page shows: the same questions and answers, in order.
      const faqPage = things.find((thing) => thing["@type"] === "FAQPage");
      const announced = ((faqPage?.mainEntity ?? []) as { name: string; acceptedAnswer: { text: string } }[]).map(
        (entry) => ({ question: entry.name, answer: entry.acceptedAnswer.text }),
      );
      expect.soft(announced, `${path} FAQPage`).toEqual(head.faq);

      const posting = things.find((thing) => thing["@type"] === "BlogPosting");
      if (posting) {
        const author = posting.author as { url: string };
        const publisher = posting.publisher as { logo: { url: string } };
        const image = posting.image as { url: string };
        expect.soft(author.url, `${path} author.url`).toBe(`${origin}/sobre-nos#especialista`);
        expect.soft(publisher.logo.url, `${path} publisher.logo`).toMatch(/\.png$/);
        expect.soft(image.url, `${path} image`).toBe(head.ogImage);
        expect.soft(lastmods.get(path), `${path} sitemap lastmod`).toBe(posting.dateModified);
      }

      const application = things.find((thing) => thing["@type"] === "WebApplication");
      if (application) {
        expect.soft(application, path).toMatchObject({
          url: head.canonical,
          operatingSystem: "Any",
          inLanguage: "pt-BR",
          offers: { price: "0", priceCurrency: "BRL" },
        });
      }
    });
  }
});

test("the business carries its opening hours and a raster logo that answers", async ({ page, request }) => {
  await page.goto("/");
  const things = structuredData("/", (await readHead(page)).jsonLd);
  const business = things.find((thing) => thing["@type"] === "ProfessionalService")!;
  expect(business.openingHoursSpecification).toEqual([
    expect.objectContaining({
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
    }),
    expect.objectContaining({ dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" }),
  ]);
  const logo = await request.get(new URL((business.logo as { url: string }).url).pathname);
  expect(logo.status()).toBe(200);
  expect(logo.headers()["content-type"]).toBe("image/png");
});

test("the sitemap dates every page", async ({ sharedPage: page }) => {
  const lastmods = await sitemapLastmods(page);
  expect([...lastmods.keys()].sort()).toEqual((await sitemapPaths(page)).sort());
  for (const [path, lastmod] of lastmods) expect.soft(lastmod, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test("the not-found page stays out of the index with one robots tag", async ({ sharedPage: page }) => {
  const response = await page.goto("/pagina-inexistente");
  expect(response?.status()).toBe(404);
  const head = await readHead(page);
  expect(head.robots).toBe(1);
  expect(head.canonical).toBeNull();
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("hydration keeps the structured data the server wrote, through a calculation", async ({
    page,
    consoleErrors,
  }) => {
    const typesOn = async (path: string) =>
      structuredData(path, (await readHead(page)).jsonLd).map((thing) => thing["@type"]);
    await gotoHydrated(page, "/");
    expect(await typesOn("/")).toContain("ProfessionalService");
    await gotoHydrated(page, "/servicos/marketing-digital/gestao-trafego");
    expect(await typesOn("/servicos/marketing-digital/gestao-trafego")).toContain("FAQPage");
    await gotoHydrated(page, "/ferramentas/calculadora-regra-de-tres");
    await page.getByRole("textbox", { name: "Valor A" }).fill("2");
    await page.getByRole("textbox", { name: "Valor B" }).fill("10");
    await page.getByRole("textbox", { name: "Valor C" }).fill("3");
    await page.getByRole("button", { name: "Calcular" }).click();
    // 10 × 3 ÷ 2, rendered in place: the layout around the result rendered again.
    await expect(page.getByRole("status", { name: "Resultado" })).toContainText(
      "Se 2 está para 10, então 3 está para 15",
    );
    await expect(page).toHaveURL(/\?a=2&b=10&c=3$/);
    expect(await typesOn("/ferramentas/calculadora-regra-de-tres")).toEqual(["WebApplication", "BreadcrumbList"]);
    expect(consoleErrors).toEqual([]);
  });
});
