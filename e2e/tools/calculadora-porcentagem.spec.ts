import { expect, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/calculadora-porcentagem";

test("a visitor answers both percentage questions", async ({ page, consoleErrors }) => {
  await gotoHydrated(page, path);
  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
  await expect(page.getByRole("radio", { name: "Quanto é X% de Y?" })).toBeChecked();

  await page.getByLabel("Porcentagem (X, em %)").fill("12,5");
  await page.getByLabel("Valor (Y)").fill("1.999,90");
  await page.getByRole("button", { name: "Calcular" }).click();
  // 12,5 ÷ 100 × 1.999,90 = 249,9875
  await expect(result).toContainText("249,99");
  await expect(page).toHaveURL(/\?modo=quanto-e&x=12%2C5&y=1\.999%2C90$/);
  await expect(result.getByRole("button", { name: "Copiar link" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Consultoria gratuita" })).toBeVisible();

  // Arrow keys move the choice inside the group; the labels follow and the old answer goes away.
  await page.getByRole("radio", { name: "Quanto é X% de Y?" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "X é qual porcentagem de Y?" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "X é qual porcentagem de Y?" })).toBeFocused();
  await expect(result).toBeEmpty();
  await page.getByLabel("Parte (X)").fill("2");
  await page.getByLabel("Total (Y)").fill("3");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(result).toContainText("66,67%");
  await expect(page).toHaveURL(/\?modo=qual-porcentagem&x=2&y=3$/);
  expect(consoleErrors).toEqual([]);
});

test("a shared link opens on its question, with its labels and answer", async ({ page, consoleErrors }) => {
  await gotoHydrated(page, `${path}?modo=qual-porcentagem&x=45&y=180`);
  await expect(page.getByRole("radio", { name: "X é qual porcentagem de Y?" })).toBeChecked();
  await expect(page.getByLabel("Parte (X)")).toHaveValue("45");
  await expect(page.getByRole("status", { name: "Resultado" })).toContainText("45 é 25,00% de 180");
  expect(consoleErrors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the labels follow the chosen question, the server answers it, and the address reproduces it", async ({
    page,
    browser,
  }) => {
    await page.goto(path);
    await expect(page.getByLabel("Porcentagem (X, em %)")).toBeVisible();
    await page.getByRole("radio", { name: "X é qual porcentagem de Y?" }).check();
    await expect(page.getByLabel("Parte (X)")).toBeVisible();
    await page.getByLabel("Parte (X)").fill("45");
    await page.getByLabel("Total (Y)").fill("180");
    await page.getByRole("button", { name: "Calcular" }).click();

    await expect(page).toHaveURL(/\?modo=qual-porcentagem&x=45&y=180$/);
    // 45 ÷ 180 × 100
    await expect(page.getByRole("status", { name: "Resultado" })).toContainText("45 é 25,00% de 180");

    const fresh = await browser.newPage({ javaScriptEnabled: false });
    await fresh.goto(page.url());
    await expect(fresh.getByRole("radio", { name: "X é qual porcentagem de Y?" })).toBeChecked();
    await expect(fresh.getByRole("status", { name: "Resultado" })).toContainText("25,00%");
    await fresh.close();
  });
});
