import { expect, expectNoA11yViolations, gotoHydrated, test } from "../fixtures";

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

const path = "/ferramentas/gerador-senhas-seguras";

test("a visitor generates a password, copies it and sees its strength", async ({ page, consoleErrors }) => {
  await gotoHydrated(page, path);
  const field = page.getByLabel("Sua senha");
  const copy = page.getByRole("button", { name: "Copiar senha" });

  await expect(field).toHaveValue("");
  await expect(copy).toBeDisabled();

  await page.getByRole("button", { name: "Gerar Senha" }).click();
  const password = await field.inputValue();
  expect(password).toHaveLength(16);
  await expect(page.getByRole("status", { name: "Força da senha" })).toContainText("Muito forte");
  // The answer is drawn in the page, never a page of its own: the a11y sweep cannot load it, so it is judged here.
  await expectNoA11yViolations(page, `${path} with a password`);

  await copy.click();
  await expect(page.getByText("Senha copiada!")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([password]);
  expect(consoleErrors).toEqual([]);
});

test("the slider, moved by keyboard, and the options shape the password", async ({ sharedPage: page }) => {
  await gotoHydrated(page, path);
  const slider = page.getByRole("slider", { name: "Comprimento da senha" });
  await expect(slider).toHaveValue("16");
  await slider.focus();
  await page.keyboard.press("End");
  await expect(slider).toHaveValue("30");
  await expect(page.getByText("30 caracteres")).toBeVisible();

  for (const name of ["Letras maiúsculas (A-Z)", "Letras minúsculas (a-z)", "Números (0-9)"]) {
    await page.getByRole("checkbox", { name }).click();
  }
  await page.getByRole("button", { name: "Gerar Senha" }).click();
  await expect(page.getByLabel("Sua senha")).toHaveValue(/^[!@#$%^&*()_+\-=[\]{}|;:,.<>?]{30}$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page says why the generator needs JavaScript, and its explanation stays readable", async ({
    sharedPage: page,
  }) => {
    await page.goto(path);
    // Text queries skip <noscript>, so the notice is found by its element.
    const notice = page.locator("noscript > p");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("O gerador precisa de JavaScript");
    await expect(page.getByRole("button", { name: "Gerar Senha" })).toBeDisabled();
    // The length is in the server's HTML, so the slider is complete before any script.
    await expect(page.getByRole("slider", { name: "Comprimento da senha" })).toHaveValue("16");
    await expect(page.getByRole("heading", { name: "Como medimos a força" })).toBeVisible();
  });
});
