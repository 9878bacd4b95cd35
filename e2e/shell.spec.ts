import { expect, gotoHydrated, test, viewports, type Page } from "./fixtures";

/** The <details> dropdown of the desktop menu (its summary reads "Nossos Serviços"). */
function servicesDropdown(page: Page) {
  const nav = page.getByRole("navigation", { name: "Menu principal" }).first();
  const details = nav.locator("details").filter({ has: page.locator("summary", { hasText: "Nossos Serviços" }) });
  return { nav, details, summary: details.locator("summary") };
}

test.describe("desktop menu", () => {
  test.use({ viewport: viewports.desktop });

  test("the services dropdown opens on hover with its three groups, without script", async ({ sharedPage: page }) => {
    // /sobre-nos ships no script: what happens here is HTML and CSS.
    await page.goto("/sobre-nos");
    const { nav, summary } = servicesDropdown(page);
    const trafego = nav.getByRole("link", { name: /Gestão de Tráfego/ });
    await expect(trafego).toBeHidden();

    await summary.hover();
    for (const group of ["Marketing Digital", "Fornecedor", "Ferramentas"]) {
      await expect(nav.getByText(group, { exact: true })).toBeVisible();
    }
    await expect(trafego).toHaveAttribute("href", "/servicos/marketing-digital/gestao-trafego");
    await expect(nav.getByRole("link", { name: /Fornecedor Nacional/ })).toHaveAttribute(
      "href",
      "/servicos/fornecedor/fornecedor-nacional",
    );
    await expect(nav.getByRole("link", { name: /Ferramentas Online/ })).toHaveAttribute("href", "/ferramentas");

    await page.mouse.move(640, 700);
    await expect(trafego).toBeHidden();
  });

  test("the keyboard opens it with Enter, Escape closes it back on its summary, Tab past it closes it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contato");
    const { nav, details, summary } = servicesDropdown(page);

    await nav.getByRole("link", { name: "Sobre nós" }).focus();
    await page.keyboard.press("Tab");
    await expect(summary).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(details).toHaveAttribute("open", "");

    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /Gestão de Tráfego/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(details).not.toHaveAttribute("open");
    await expect(summary).toBeFocused();

    await page.keyboard.press("Enter");
    await nav.getByRole("link", { name: "Ver todos os serviços" }).focus();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Portfolio" })).toBeFocused();
    await expect(details).not.toHaveAttribute("open");
  });

  test("choosing a link loads the next page as a document, menu closed, the keyboard starting over", async ({
    page,
  }) => {
    // /contato has script, so a router link there would navigate on the client; the header's links do not
    // (decision 047): every page's header behaves as on the pages without script.
    await gotoHydrated(page, "/contato");
    const { nav, details, summary } = servicesDropdown(page);
    await summary.click();
    await nav.getByRole("link", { name: /Gestão de Tráfego/ }).focus();
    const documentRequest = page.waitForRequest(
      (request) =>
        request.isNavigationRequest() && request.url().endsWith("/servicos/marketing-digital/gestao-trafego"),
    );
    await page.keyboard.press("Enter");
    await documentRequest;
    await expect(page).toHaveURL(/\/servicos\/marketing-digital\/gestao-trafego$/);
    await expect(details).not.toHaveAttribute("open");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Pular para o conteúdo" })).toBeFocused();
  });

  test("the current page is highlighted", async ({ sharedPage: page }) => {
    await page.goto("/portfolio");
    const { nav, summary } = servicesDropdown(page);
    await expect(nav.getByRole("link", { name: "Portfolio" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Blog" })).not.toHaveAttribute("aria-current", "page");

    await page.goto("/ferramentas");
    await expect(summary).toHaveAttribute("data-active", "true");
  });

  test("the header button takes the visitor to the lead form", async ({ sharedPage: page }) => {
    await page.goto("/sobre-nos");
    await page.getByRole("banner").getByRole("link", { name: "CONSULTORIA GRATUITA" }).click();
    await expect(page).toHaveURL(/\/#lead-form$/);
    await expect(page.locator("#lead-form")).toBeInViewport();
  });
});

test.describe("links within a page", () => {
  test.use({ viewport: viewports.phone });

  test("a post far down the blog opens on the client at its top, focus on its heading; Back returns to the list", async ({
    page,
  }) => {
    // /blog has script; a post ships none of its own, yet the router that brought it keeps scrolling, focus and
    // the announcement working.
    await gotoHydrated(page, "/blog");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    const post = page.locator("a[data-post-link]:visible").last();
    await post.scrollIntoViewIfNeeded();
    const listScroll = await page.evaluate(() => window.scrollY);
    expect(listScroll).toBeGreaterThan(1000);
    const title = (await post.textContent())!.trim();
    await post.focus();
    await page.keyboard.press("Enter");

    const heading = page.getByRole("heading", { level: 1, name: title });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("p[aria-live=polite]")).toHaveText(await page.title());
    expect(documents).toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listScroll - 200);
    expect(documents).toEqual([]);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: viewports.phone });

  function mobileMenu(page: Page) {
    const details = page
      .getByRole("banner")
      .locator("details")
      .filter({ has: page.locator("summary", { hasText: "Menu" }) })
      .first();
    return {
      details,
      summary: details.locator("summary").first(),
      nav: details.getByRole("navigation", { name: "Menu principal" }),
    };
  }

  test("one section open at a time, tapping again collapses, choosing a link closes the menu", async ({
    sharedPage: page,
  }) => {
    await gotoHydrated(page, "/");
    const { details, summary, nav } = mobileMenu(page);
    await summary.click();
    await expect(nav).toBeVisible();

    const services = nav.locator("details").filter({ has: page.locator("summary", { hasText: "Nossos Serviços" }) });
    const tools = nav.locator("details").filter({ has: page.locator("summary", { hasText: "Ferramentas gratuitas" }) });
    await services.locator("summary").click();
    await expect(services).toHaveAttribute("open", "");
    await expect(nav.getByRole("link", { name: "Gestão de Tráfego" })).toBeVisible();

    await tools.locator("summary").click();
    await expect(tools).toHaveAttribute("open", "");
    await expect(services).not.toHaveAttribute("open");
    await expect(nav.getByRole("link", { name: "Gestão de Tráfego" })).toBeHidden();

    await tools.locator("summary").click();
    await expect(tools).not.toHaveAttribute("open");

    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(details).not.toHaveAttribute("open");
    await expect(nav).toBeHidden();
  });

  test("Escape closes the menu and puts focus back on its button", async ({ sharedPage: page }) => {
    await gotoHydrated(page, "/contato");
    const { details, summary, nav } = mobileMenu(page);
    await summary.click();
    await nav.getByRole("link", { name: "Blog" }).focus();
    await page.keyboard.press("Escape");
    await expect(details).not.toHaveAttribute("open");
    await expect(summary).toBeFocused();
  });

  test("Tab past the last item closes the menu instead of reaching content hidden under it", async ({
    sharedPage: page,
  }) => {
    await gotoHydrated(page, "/contato");
    const { details, summary, nav } = mobileMenu(page);
    await summary.click();
    await nav.getByRole("link", { name: "CONSULTORIA GRATUITA" }).focus();
    await page.keyboard.press("Tab");
    await expect(details).not.toHaveAttribute("open");
    await expect(page.locator(":focus")).toBeInViewport();
  });

  test("the layout never scrolls sideways at 320 px", async ({ sharedPage: page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ["/", "/ferramentas", "/contato"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("footer", () => {
  test("its button goes to the lead form on the same page", async ({ sharedPage: page }) => {
    await page.goto("/");
    const link = page.getByRole("contentinfo").getByRole("link", { name: /consultoria gratuita/i });
    await expect(link).toHaveAttribute("href", "#lead-form");
    await link.click();
    await expect(page).toHaveURL(/\/#lead-form$/);
    const formTop = () =>
      page.locator("#lead-form").evaluate((element) => Math.round(element.getBoundingClientRect().top));
    // The form's start lands just below the sticky header.
    await expect.poll(formTop).toBeGreaterThanOrEqual(0);
    await expect.poll(formTop).toBeLessThan(120);
  });

  test("on a page without the form it goes to the home page's form", async ({ sharedPage: page }) => {
    await page.goto("/politica-privacidade");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /consultoria gratuita/i })
      .click();
    await expect(page).toHaveURL(/\/#lead-form$/);
    await expect(page.locator("#lead-form")).toBeInViewport();
  });

  test("links to the privacy policy", async ({ sharedPage: page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Política de Privacidade" }).click();
    await expect(page).toHaveURL(/\/politica-privacidade$/);
  });
});

test.describe("theme", () => {
  /** The page's background when the body is parsed, before any script could change anything. */
  async function backgroundAtFirstParse(page: Page, path: string) {
    await page.goto(path, { waitUntil: "commit" });
    return page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const read = () => resolve(getComputedStyle(document.body).backgroundColor);
          if (document.body) read();
          else document.addEventListener("DOMContentLoaded", read);
        }),
    );
  }

  test("a choice made with script is kept in a cookie and painted dark from the first byte", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, "/");
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-theme", "system");
    const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByRole("banner").getByRole("button", { name: "Usar tema escuro" }).click();
    await expect(html).toHaveAttribute("data-theme", "dark");
    expect((await context.cookies()).find((cookie) => cookie.name === "tema")?.value).toBe("dark");

    // Every page, prerendered or not, arrives dark: no light flash, no script needed.
    for (const path of ["/", "/sobre-nos", "/ferramentas/calculadora-juros-compostos"]) {
      const background = await backgroundAtFirstParse(page, path);
      expect(background, path).not.toBe(light);
      await expect(html).toHaveAttribute("data-theme", "dark");
    }

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("button", { name: "Escuro" })).toHaveAttribute("aria-pressed", "true");
    await gotoHydrated(page, "/");
    await footer.getByRole("button", { name: "Claro" }).click();
    await expect(html).toHaveAttribute("data-theme", "light");
    await page.reload();
    await expect(html).toHaveAttribute("data-theme", "light");
    await expect(footer.getByRole("button", { name: "Claro" })).toHaveAttribute("aria-pressed", "true");

    await footer.getByRole("button", { name: "Sistema" }).click();
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === "tema")).toBe(false);
  });

  test("the system choice follows the operating system, with no script at all", async ({ sharedPage: page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/sobre-nos");
    await expect(page.getByRole("contentinfo").getByRole("button", { name: "Sistema" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(dark);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the toggle is a form that sets the cookie and comes back to the same page", async ({ sharedPage: page }) => {
      await page.goto("/ferramentas?origem=teste");
      await page.getByRole("banner").getByRole("button", { name: "Usar tema escuro" }).click();
      await expect(page).toHaveURL(/\/ferramentas\?origem=teste$/);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await page.getByRole("contentinfo").getByRole("button", { name: "Sistema" }).click();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
    });
  });
});

test.describe("toasts", () => {
  test("a toast can be dismissed with its close button, named Close", async ({ sharedPage: page }) => {
    await gotoHydrated(page, "/ferramentas/gerador-senhas-seguras");
    for (const checkbox of await page.getByRole("checkbox").all()) await checkbox.uncheck();
    await page.getByRole("button", { name: "Gerar Senha" }).click();
    const toast = page.getByRole("listitem").filter({ hasText: "Selecione pelo menos uma opção!" });
    await expect(toast).toBeVisible();
    await toast.getByRole("button", { name: "Close" }).click();
    await expect(toast).toBeHidden();
  });
});

test.describe("errors", () => {
  test("an unknown path shows the not-found page with HTTP 404, no script, and a way home", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    const response = await page.goto("/pagina-que-nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    expect(scripts).toEqual([]);

    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unhandled failure shows the application error page without a stack trace", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.route("**/*.data*", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "Error: boom\n    at secret (/srv/app.js:1:1)" }),
    );
    // A client navigation to a path served by a loader (the not-found route) fetches its data.
    await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } })
        .__reactRouterDataRouter;
      router.navigate("/rota-com-falha");
    });
    await expect(page.getByRole("heading", { name: "Unexpected Application Error" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText("/srv/app.js");
  });
});
