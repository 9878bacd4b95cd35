import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from "../fixtures";

test.beforeEach(async ({ page }) => {
  // A clipboard that records what was copied, with no OS clipboard or permission involved.
  await page.addInitScript(() => {
    const copied: string[] = [];
    Object.defineProperty(window, "__copied", { value: copied });
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) },
    });
  });
});

test("a visitor generates a password, copies it and sees its strength", async ({ page }) => {
  await gotoHydrated(page, "/ferramentas/gerador-senhas-seguras");
  const field = page.getByLabel("Sua senha");
  const copy = page.getByRole("button", { name: "Copiar senha" });

  await expect(field).toHaveValue("");
  await expect(copy).toBeDisabled();

  await page.getByRole("button", { name: "Gerar Senha" }).click();
  const password = await field.inputValue();
  expect(password).toHaveLength(16);
  await expect(page.getByRole("status", { name: "Força da senha" })).toContainText("Muito forte");
  await expectNoSeriousA11yViolations(page);

  await copy.click();
  await expect(page.getByText("Senha copiada!")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([password]);
});

test("the slider and the options shape the password; no option is refused", async ({ page }) => {
  await gotoHydrated(page, "/ferramentas/gerador-senhas-seguras");
  const slider = page.getByRole("slider", { name: "Comprimento da senha" });
  await slider.focus();
  await page.keyboard.press("End");
  await expect(page.getByText("30 caracteres")).toBeVisible();

  for (const name of ["Letras maiúsculas (A-Z)", "Letras minúsculas (a-z)", "Números (0-9)"]) {
    await page.getByRole("checkbox", { name }).click();
  }
  await page.getByRole("button", { name: "Gerar Senha" }).click();
  await expect(page.getByLabel("Sua senha")).toHaveValue(/^[!@#$%^&*()_+\-=[\]{}|;:,.<>?]{30}$/);

  await page.getByRole("checkbox", { name: "Símbolos (!@#$%...)" }).click();
  await page.getByRole("button", { name: "Gerar Senha" }).click();
  await expect(page.getByText("Selecione pelo menos uma opção!")).toBeVisible();
});
