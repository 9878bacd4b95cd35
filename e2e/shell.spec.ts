import { expect, gotoHydrated, test, viewports } from "./fixtures";

test.describe("desktop menu", () => {
  test.use({ viewport: viewports.desktop });

  test("the services dropdown opens on hover with its three groups", async ({ page }) => {
    await gotoHydrated(page, "/sobre-nos");
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    const trigger = nav.getByRole("button", { name: "Nossos Serviços" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    for (const group of ["Marketing Digital", "Fornecedor", "Ferramentas"]) {
      await expect(nav.getByText(group, { exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: /Gestão de Tráfego/ })).toHaveAttribute(
      "href",
      "/servicos/marketing-digital/gestao-trafego",
    );
    await expect(nav.getByRole("link", { name: /Fornecedor Nacional/ })).toHaveAttribute(
      "href",
      "/servicos/fornecedor/fornecedor-nacional",
    );
    await expect(nav.getByRole("link", { name: /Ferramentas Online/ })).toHaveAttribute("href", "/ferramentas");

    await page.mouse.move(640, 700);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("the dropdown opens on keyboard focus and closes when focus leaves it", async ({ page }) => {
    await gotoHydrated(page, "/sobre-nos");
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    const trigger = nav.getByRole("button", { name: "Nossos Serviços" });

    await nav.getByRole("link", { name: "Sobre nós" }).focus();
    await page.keyboard.press("Tab");
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /Gestão de Tráfego/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/servicos\/marketing-digital\/gestao-trafego$/);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("the current page is highlighted", async ({ page }) => {
    await gotoHydrated(page, "/portfolio");
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    await expect(nav.getByRole("link", { name: "Portfolio" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Blog" })).not.toHaveAttribute("aria-current", "page");

    await gotoHydrated(page, "/ferramentas/tabuada-online");
    await expect(nav.getByRole("button", { name: "Nossos Serviços" })).toHaveAttribute("data-active", "true");
  });

  test("the header button takes the visitor to the lead form", async ({ page }) => {
    await gotoHydrated(page, "/sobre-nos");
    await page.getByRole("banner").getByRole("link", { name: "CONSULTORIA GRATUITA" }).click();
    await expect(page).toHaveURL(/\/#lead-form$/);
    await expect(page.locator("#lead-form")).toBeInViewport();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: viewports.phone });

  test("one dropdown open at a time, tapping again collapses, choosing a link closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Abrir menu" });
    await toggle.click();
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    await expect(nav).toBeVisible();

    const services = nav.getByRole("button", { name: "Nossos Serviços" });
    const tools = nav.getByRole("button", { name: "Ferramentas gratuitas" });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Gestão de Tráfego" })).toBeVisible();

    await tools.click();
    await expect(tools).toHaveAttribute("aria-expanded", "true");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Gestão de Tráfego" })).toBeHidden();

    await tools.click();
    await expect(tools).toHaveAttribute("aria-expanded", "false");

    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/contato");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeHidden();
  });

  test("the layout never scrolls sideways at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ["/", "/ferramentas", "/contato"]) {
      await gotoHydrated(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("footer", () => {
  test("its button scrolls smoothly to the lead form on the same page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const form = page.locator("#lead-form");
    const formTop = () => form.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const button = page.getByRole("contentinfo").getByRole("button", { name: /consultoria gratuita/i });
    await button.scrollIntoViewIfNeeded();
    expect(await formTop()).toBeLessThan(0);
    await button.click();
    // The form's start lands just below the sticky header.
    await expect.poll(formTop).toBeGreaterThanOrEqual(0);
    await expect.poll(formTop).toBeLessThan(120);
    await expect(page).toHaveURL(/\/#lead-form$/);
    await expect(form).toBeFocused();
  });

  test("on a page without the form it goes to the home page's form", async ({ page }) => {
    await gotoHydrated(page, "/politica-privacidade");
    await page.getByRole("contentinfo").getByRole("button", { name: /consultoria gratuita/i }).click();
    await expect(page).toHaveURL(/\/#lead-form$/);
    await expect(page.locator("#lead-form")).toBeInViewport();
  });

  test("links to the privacy policy", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Política de Privacidade" }).click();
    await expect(page).toHaveURL(/\/politica-privacidade$/);
  });
});

test.describe("theme", () => {
  test("the chosen theme is remembered and applied before the first paint", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    const toggle = page.getByRole("banner").getByRole("button", { name: "Tema escuro" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");

    // Before any module script runs, the inline head script has already set the class.
    await page.reload({ waitUntil: "commit" });
    const darkBeforeHydration = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const check = () => resolve(document.documentElement.classList.contains("dark"));
          if (document.body) check();
          else document.addEventListener("DOMContentLoaded", check);
        }),
    );
    expect(darkBeforeHydration).toBe(true);

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("radio", { name: "Escuro" })).toBeChecked();
    await footer.locator("label", { hasText: "Claro" }).click();
    await expect(footer.getByRole("radio", { name: "Claro" })).toBeChecked();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });

  test("the system choice follows the operating system", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await gotoHydrated(page, "/");
    await expect(page.getByRole("contentinfo").getByRole("radio", { name: "Sistema" })).toBeChecked();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });
});

test.describe("toasts", () => {
  test("a toast can be dismissed with its close button, named Close", async ({ page }) => {
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
  test("an unknown path shows the not-found page with HTTP 404 and logs the path", async ({ page, consoleErrors }) => {
    const response = await page.goto("/pagina-que-nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(consoleErrors.some((line) => line.includes("/pagina-que-nao-existe"))).toBe(true);

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
