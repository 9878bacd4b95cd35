import type { Page } from "@playwright/test";
import { renderedByServer } from "../business";
import { expect, gotoHydrated, test, viewports } from "../fixtures";
import { choose, holdLeadRequests, leadPost, stubWhatsapp, whatsappText } from "./helpers";

const messages = [
  "Nome deve ter pelo menos 2 caracteres",
  "Email inválido",
  "WhatsApp deve ter pelo menos 10 dígitos",
  "Nome da empresa deve ter pelo menos 2 caracteres",
  "Selecione um setor",
  "Selecione o faturamento",
  "Descreva seu principal desafio (mínimo 10 caracteres)",
  "Selecione o melhor horário",
];

const submit = (page: Page) => page.getByRole("button", { name: /AGENDAR MINHA CONSULTORIA|Agendando/ });

test.describe("Scheduling form (/comece-agora)", () => {
  // The chat tab opens in the click only when the page knows the business's number: the server's has one.
  test.beforeEach(async ({ page, baseURL }) => renderedByServer(page, baseURL));

  // The eight messages are listed in scheduling-form.test.tsx; here, the real browser's focus and re-validation.
  test("focuses the first invalid field and clears its message once fixed", async ({ sharedPage: page }) => {
    await gotoHydrated(page, "/comece-agora");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await submit(page).click();
    await expect(page.getByText("Nome deve ter pelo menos 2 caracteres")).toBeVisible();
    const name = page.getByLabel("Nome completo");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await name.fill("João Lima");
    await expect(page.getByText("Nome deve ter pelo menos 2 caracteres")).toBeHidden();
  });

  test("submits: Agendando..., the toast, a reset form and WhatsApp opened in a new tab", async ({ page, context }) => {
    await stubWhatsapp(context);
    await page.setViewportSize(viewports.phone);
    await gotoHydrated(page, "/comece-agora");
    await page.getByLabel("Nome completo").fill("João Lima");
    await page.getByLabel("E-mail").fill("joao@empresa.com");
    await page.getByLabel("WhatsApp (com DDD)").fill("(11) 98765-4321");
    await page.getByLabel("Empresa").fill("Lima Tech");
    await choose(page, "Setor", "Tecnologia");
    await choose(page, "Faturamento mensal", "De R$ 10 mil a R$ 50 mil por mês");
    await page.getByLabel("Qual é o seu principal desafio hoje?").fill("Quero vender mais pelo Google Ads.");
    await page.getByRole("radio", { name: "Noite (18h-21h)" }).check();

    const release = await holdLeadRequests(page);
    const popupPromise = page.waitForEvent("popup");
    await submit(page).click();
    await expect(page.getByRole("button", { name: "Agendando..." })).toHaveAttribute("aria-disabled", "true");
    const popup = await popupPromise;
    release();

    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const text = whatsappText(popup.url());
    expect(text).toContain("Olá! Acabei de agendar minha consultoria pelo site.");
    expect(text).toContain("Nome: João Lima");
    expect(text).toContain("Setor: Tecnologia");
    expect(text).toContain("Melhor horário: Noite (18h-21h)");
    expect(text).toContain("Principal desafio: Quero vender mais pelo Google Ads.");

    const toast = page.getByRole("listitem").filter({ hasText: "Consultoria Agendada!" });
    await expect(toast).toContainText("Recebemos sua solicitação. Em breve entraremos em contato!");
    const panel = page.locator("#agendar").getByRole("status");
    await expect(panel).toContainText("Consultoria Agendada!");
    await expect(panel).toBeFocused();
    await panel.getByRole("link", { name: "Agendar outra consultoria" }).click();
    await expect(page.getByLabel("Nome completo")).toHaveValue("");
    await expect(page.getByRole("radio", { name: "Noite (18h-21h)" })).not.toBeChecked();
    await expect(submit(page)).toHaveText(/AGENDAR MINHA CONSULTORIA/);
  });

  test("a server error shows the spec's 'Erro' toast, closes the blank tab and keeps the answers", async ({ page }) => {
    await page.route(leadPost, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "text/plain", body: "Falha" })
        : route.continue(),
    );
    await gotoHydrated(page, "/comece-agora");
    await page.getByLabel("Nome completo").fill("João Lima");
    await page.getByLabel("E-mail").fill("joao@empresa.com");
    await page.getByLabel("WhatsApp (com DDD)").fill("11987654321");
    await page.getByLabel("Empresa").fill("Lima Tech");
    await choose(page, "Setor", "Moda");
    await choose(page, "Faturamento mensal", "Até R$ 10 mil por mês");
    await page.getByLabel("Qual é o seu principal desafio hoje?").fill("Meu custo por venda subiu muito.");
    await page.getByRole("radio", { name: "Manhã (8h-12h)" }).check();
    const popupPromise = page.waitForEvent("popup");
    await submit(page).click();
    const popup = await popupPromise;
    await expect(page.getByText("Houve um problema ao agendar sua consultoria. Tente novamente.")).toBeVisible();
    await expect(page.getByText("Erro", { exact: true })).toBeVisible();
    await expect.poll(() => popup.isClosed()).toBe(true);
    await expect(page.getByLabel("Empresa")).toHaveValue("Lima Tech");
    await expect(page.getByRole("radio", { name: "Manhã (8h-12h)" })).toBeChecked();
  });
});

test.describe("Scheduling form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server shows the messages, keeps the answers, then the success panel", async ({ sharedPage: page }) => {
    await page.goto("/comece-agora");
    await page.getByLabel("Nome completo").fill("Ana");
    await page.getByLabel("Qual é o seu principal desafio hoje?").fill("curto");
    await submit(page).click();
    await expect(page).toHaveURL(/\/comece-agora#agendar-resultado$/);
    await expect(page.getByRole("alert")).toContainText("Confira os campos destacados e tente novamente.");
    for (const message of messages.filter((message) => !message.startsWith("Nome deve"))) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel("Nome completo")).toHaveValue("Ana");
    await expect(page.getByLabel("E-mail")).toBeFocused();

    await page.getByLabel("E-mail").fill("ana@loja.com.br");
    await page.getByLabel("WhatsApp (com DDD)").fill("(21) 99999-8888");
    await page.getByLabel("Empresa").fill("Loja da Ana");
    await page.getByLabel("Setor").selectOption("moda");
    await page.getByLabel("Faturamento mensal").selectOption("10k-50k");
    await page.getByLabel("Qual é o seu principal desafio hoje?").fill("Preciso vender mais no Instagram.");
    await page.getByRole("radio", { name: "Tarde (12h-18h)" }).check();
    await submit(page).click();

    const panel = page.getByRole("status").filter({ hasText: "Consultoria Agendada!" });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("Recebemos sua solicitação. Em breve entraremos em contato!");
    const link = panel.getByRole("link", { name: "Abrir WhatsApp" });
    const text = whatsappText((await link.getAttribute("href")) ?? "");
    expect(text).toContain("Nome: Ana");
    expect(text).toContain("Melhor horário: Tarde (12h-18h)");
  });
});
