import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "../fixtures";
import { choose, leadPost } from "./helpers";

const contactForm = (page: Page) => page.locator("#formulario-contato");
const newsletter = (page: Page) => page.locator("#newsletter");

async function fillContact(page: Page) {
  const form = contactForm(page);
  await form.getByLabel("Nome", { exact: true }).fill("Ana Paula");
  await form.getByLabel("E-mail").fill("ana@site.com");
  await form.getByLabel("Telefone (com DDD)").fill("(21) 3333-4444");
}

test.describe("Contact form (/contato)", () => {
  test("validates in pt-BR, then stores the message and confirms it", async ({ page }) => {
    await gotoHydrated(page, "/contato");
    const form = contactForm(page);
    await form.getByRole("button", { name: "ENVIAR MENSAGEM" }).click();
    await expect(form.getByText("Informe seu nome (mínimo 2 caracteres)")).toBeVisible();
    await expect(form.getByText("Selecione um assunto")).toBeVisible();
    await expect(form.getByLabel("Nome", { exact: true })).toBeFocused();

    await fillContact(page);
    await choose(page, "Assunto", "Proposta comercial");
    await form.getByLabel("Mensagem", { exact: true }).fill("Quero uma proposta para a minha loja.");
    const answer = page.waitForResponse(
      (response) => leadPost(new URL(response.url())) && response.request().method() === "POST",
    );
    await form.getByRole("button", { name: "ENVIAR MENSAGEM" }).click();
    expect((await answer).status()).toBe(200);
    const panel = form.getByRole("status");
    await expect(panel).toContainText("Mensagem enviada!");
    await expect(panel).toBeFocused();
    await panel.getByRole("link", { name: "Enviar outra mensagem" }).click();
    await expect(form.getByLabel("Mensagem", { exact: true })).toHaveValue("");
  });
});

test.describe("Newsletter box (/blog)", () => {
  test("stores the subscription and says so", async ({ sharedPage: page }) => {
    await gotoHydrated(page, "/blog");
    const box = newsletter(page);
    await box.getByRole("button", { name: "QUERO RECEBER" }).click();
    await expect(box.getByText("Email é obrigatório")).toBeVisible();
    await box.getByLabel("Seu melhor e-mail").fill("leitor@gmail.com");
    await box.getByRole("button", { name: "QUERO RECEBER" }).click();
    await expect(box.getByRole("status")).toContainText("Inscrição confirmada!");
    await expect(box.getByLabel("Seu melhor e-mail")).toHaveValue("");
  });
});

test.describe("Contact and newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts to the page and shows the server's answer", async ({ sharedPage: page }) => {
    await page.goto("/contato");
    await fillContact(page);
    await contactForm(page).getByRole("button", { name: "ENVIAR MENSAGEM" }).click();
    await expect(contactForm(page).getByText("Selecione um assunto")).toBeVisible();
    await expect(contactForm(page).getByLabel("Assunto")).toBeFocused();
    await contactForm(page).getByLabel("Assunto").selectOption("duvidas");
    await contactForm(page).getByLabel("Mensagem", { exact: true }).fill("Como funciona a consultoria gratuita?");
    await contactForm(page).getByRole("button", { name: "ENVIAR MENSAGEM" }).click();
    await expect(contactForm(page).getByRole("status")).toContainText("Mensagem enviada!");
  });

  test("the newsletter box subscribes", async ({ sharedPage: page }) => {
    await page.goto("/blog");
    await newsletter(page).getByLabel("Seu melhor e-mail").fill("leitor@gmail.com");
    await newsletter(page).getByRole("button", { name: "QUERO RECEBER" }).click();
    await expect(newsletter(page).getByRole("status")).toContainText("Inscrição confirmada!");
  });
});
