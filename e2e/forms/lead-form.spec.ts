import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { renderedByServer } from "../business";
import { expect, gotoHydrated, test, viewports } from "../fixtures";
import { choose, holdLeadRequests, leadPost, stubWhatsapp, whatsappText } from "./helpers";

const messages = [
  "Nome completo é obrigatório",
  "Email é obrigatório",
  "WhatsApp é obrigatório (com DDD)",
  "Nome da empresa é obrigatório",
  "Número de funcionários é obrigatório",
  "Investimento mensal é obrigatório",
];

function leadForm(page: Page) {
  return page.locator("#lead-form");
}

const submit = (page: Page) => leadForm(page).getByRole("button", { name: /RECEBER CONSULTORIA GRATUITA|Enviando/ });

async function fillLead(page: Page) {
  const form = leadForm(page);
  await form.getByLabel("Nome completo").fill("Maria Souza");
  await form.getByLabel("E-mail").fill("maria@loja.com.br");
  await form.getByLabel("WhatsApp (com DDD)").fill("(11) 98765-4321");
  await form.getByLabel("Nome da empresa").fill("Loja & Cia");
  await choose(page, "Número de funcionários", "6 a 15 funcionários");
  await choose(page, "Investimento mensal em anúncios", "Mais de R$ 5.000 por mês");
}

test.describe("Lead form (home #lead-form)", () => {
  // The chat tab opens in the click only when the page knows the business's number: the server's has one.
  test.beforeEach(async ({ page, baseURL }) => renderedByServer(page, baseURL));

  test("shows the six spec messages, focuses the name and is accessible with errors", async ({ sharedPage: page }) => {
    await gotoHydrated(page, "/");
    await submit(page).click();
    for (const message of messages) await expect(leadForm(page).getByText(message)).toBeVisible();
    await expect(leadForm(page).getByLabel("Nome completo")).toBeFocused();
    await leadForm(page).getByLabel("E-mail").fill("maria@");
    await expect(leadForm(page).getByText("Email inválido")).toBeVisible();
    // The rest of the home page is checked by its own spec; this one owns the form.
    const results = await new AxeBuilder({ page })
      .include("#lead-form")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  });

  test("submits in place: Enviando..., thanks, what comes next, and WhatsApp with the lead's data", async ({
    page,
    context,
    consoleErrors,
  }) => {
    await stubWhatsapp(context);
    await page.setViewportSize(viewports.phone);
    await gotoHydrated(page, "/");
    await fillLead(page);
    const release = await holdLeadRequests(page);
    const popupPromise = page.waitForEvent("popup");
    await submit(page).click();
    const sending = leadForm(page).getByRole("button", { name: "Enviando..." });
    await expect(sending).toHaveAttribute("aria-disabled", "true");
    await expect(sending).toBeFocused();
    const popup = await popupPromise;
    release();

    await popup.waitForURL(/^https:\/\/wa\.me\/\d+\?text=/);
    const text = whatsappText(popup.url());
    expect(text).toContain("Olá! Acabei de pedir a consultoria gratuita pelo site.");
    expect(text).toContain("Nome: Maria Souza");
    expect(text).toContain("Empresa: Loja & Cia");
    expect(text).toContain("Funcionários: 6 a 15 funcionários");
    expect(text).toContain("Investimento mensal: Mais de R$ 5.000 por mês");

    // The spec's toast, and the success panel in place of the form, focused, with the same chat link.
    await expect(
      page.getByRole("listitem").filter({ hasText: "Obrigado! Nossa equipe entrará em contato em breve." }),
    ).toBeVisible();
    const panel = leadForm(page).getByRole("status");
    await expect(panel).toContainText("Obrigado! Nossa equipe entrará em contato em breve.");
    await expect(panel).toBeFocused();
    await expect(panel.getByRole("link", { name: "Abrir WhatsApp" })).toHaveAttribute("href", popup.url());
    await panel.getByRole("link", { name: "Enviar outra solicitação" }).click();
    await expect(leadForm(page).getByLabel("Nome completo")).toHaveValue("");
    await expect(
      leadForm(page).getByRole("combobox", { name: "Número de funcionários" }).locator("option:checked"),
    ).toHaveText("Selecione");
    expect(consoleErrors.filter((error) => /Erro|leads/.test(error))).toEqual([]);
  });

  test("on a desktop the thanks toast opens below the header, clear of the navigation", async ({ page, context }) => {
    await stubWhatsapp(context);
    await page.setViewportSize(viewports.desktop);
    await gotoHydrated(page, "/");
    await fillLead(page);
    await submit(page).click();
    const toast = page.getByRole("listitem").filter({ hasText: "Obrigado! Nossa equipe entrará em contato em breve." });
    await expect(toast).toBeVisible();
    const header = (await page.locator('[data-slot="site-header"]').boundingBox())!;
    // The toast slides in from above: where it comes to rest is what counts.
    await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test("on a phone the thanks toast rises from the bottom, clear of the success card's heading", async ({
    page,
    context,
  }) => {
    await stubWhatsapp(context);
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/");
    await fillLead(page);
    await submit(page).click();
    const toast = page.getByRole("listitem").filter({ hasText: "Obrigado! Nossa equipe entrará em contato em breve." });
    await expect(toast).toBeVisible();
    const heading = leadForm(page).getByRole("status").getByRole("heading");
    await expect(heading).toBeInViewport();
    // Measured once the toast has slid in and come to rest.
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const [toastBox, headingBox] = [(await toast.boundingBox())!, (await heading.boundingBox())!];
    expect(toastBox.y).toBeGreaterThan(844 / 2);
    expect(toastBox.y).toBeGreaterThanOrEqual(headingBox.y + headingBox.height);
  });

  test("a page left open across a release, whose validation file is gone, still sends the lead: the server checks it", async ({
    page,
    context,
  }) => {
    await stubWhatsapp(context);
    await page.route(/\/assets\/schemas-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
    await gotoHydrated(page, "/");
    await submit(page).click();
    for (const message of messages) await expect(leadForm(page).getByText(message)).toBeVisible();
    await expect(leadForm(page).getByLabel("Nome completo")).toBeFocused();

    await fillLead(page);
    await submit(page).click();
    await expect(leadForm(page).getByRole("status")).toContainText(
      "Obrigado! Nossa equipe entrará em contato em breve.",
    );
  });

  test("where the browser blocks the tab, the toast's 'Abrir WhatsApp' opens it", async ({ page, context }) => {
    await stubWhatsapp(context);
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      // Simulates a popup blocker that refuses the blank tab opened before the request.
      window.open = (url, ...rest) => (url === "" ? null : open(url, ...rest));
    });
    await gotoHydrated(page, "/");
    await fillLead(page);
    await submit(page).click();
    const action = page.getByRole("button", { name: "Abrir WhatsApp" });
    await expect(action).toBeVisible();
    const [popup] = await Promise.all([page.waitForEvent("popup"), action.click()]);
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    expect(whatsappText(popup.url())).toContain("Nome: Maria Souza");
  });

  test("a server error logs the status, shows the destructive toast and keeps the values", async ({
    page,
    consoleErrors,
  }) => {
    await page.route(leadPost, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" })
        : route.continue(),
    );
    await gotoHydrated(page, "/");
    await fillLead(page);
    const popupPromise = page.waitForEvent("popup");
    await submit(page).click();
    const popup = await popupPromise;
    await expect(page.getByText("Erro ao enviar formulário")).toBeVisible();
    await expect(page.getByText("Tente novamente em alguns instantes.")).toBeVisible();
    await expect.poll(() => popup.isClosed()).toBe(true);
    expect(consoleErrors).toContain("Erro do servidor: 500");
    await expect(leadForm(page).getByLabel("E-mail")).toHaveValue("maria@loja.com.br");
    await expect(
      leadForm(page).getByRole("combobox", { name: "Número de funcionários" }).locator("option:checked"),
    ).toHaveText("6 a 15 funcionários");
  });
});

test.describe("Lead form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [device, viewport] of Object.entries(viewports)) {
    test(`on a ${device}, an answer with errors comes back with the error summary in view, below the header`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await submit(page).click();
      const summary = leadForm(page).getByRole("alert");
      await expect(summary).toContainText("Não foi possível enviar");
      await expect(leadForm(page).getByLabel("Nome completo")).toBeFocused();
      // The browser scrolls (smoothly) to the field it focuses; the sections it passes must not move the target.
      await expect
        .poll(() =>
          summary.evaluate((alert) => {
            const { top, bottom } = alert.getBoundingClientRect();
            const header = document.querySelector("header")!.getBoundingClientRect().bottom;
            return top >= header - 1 && bottom <= window.innerHeight;
          }),
        )
        .toBe(true);
    });
  }

  test("posts to the page: messages first, then the success panel with a WhatsApp link", async ({
    sharedPage: page,
  }) => {
    await page.goto("/");
    await submit(page).click();
    await expect(page).toHaveURL(/#lead-form-resultado$/);
    for (const message of messages) await expect(leadForm(page).getByText(message)).toBeVisible();
    await expect(leadForm(page).getByLabel("Nome completo")).toBeFocused();

    const form = leadForm(page);
    await form.getByLabel("Nome completo").fill("Carlos Pereira");
    await form.getByLabel("E-mail").fill("carlos@oficina.com.br");
    await form.getByLabel("WhatsApp (com DDD)").fill("31 98888-7777");
    await form.getByLabel("Nome da empresa").fill("Oficina do Carlos");
    await form.getByLabel("Número de funcionários").selectOption("sozinho");
    await form.getByLabel("Investimento mensal em anúncios").selectOption("nao-investe");
    await submit(page).click();

    const panel = leadForm(page).getByRole("status");
    await expect(panel).toContainText("Obrigado! Nossa equipe entrará em contato em breve.");
    const href = (await panel.getByRole("link", { name: "Abrir WhatsApp" }).getAttribute("href")) ?? "";
    expect(whatsappText(href)).toContain("Empresa: Oficina do Carlos");
    expect(whatsappText(href)).toContain("Funcionários: Trabalho sozinho(a)");
  });
});
