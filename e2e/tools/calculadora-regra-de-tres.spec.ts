import { expect, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/calculadora-regra-de-tres";

test("a visitor solves a rule of three and reads the filled sentence", async ({ page, consoleErrors }) => {
  await gotoHydrated(page, path);
  const result = page.getByRole("status", { name: "Resultado" });
  await expect(result).toContainText("?");
  await expect(result).toContainText("Se A está para B, então C está para X");

  await page.getByRole("textbox", { name: "Valor A" }).fill("2");
  await page.getByRole("textbox", { name: "Valor B" }).fill("1.250,50");
  await page.getByRole("textbox", { name: "Valor C" }).fill("3");
  await page.getByRole("button", { name: "Calcular" }).click();

  // 1.250,50 × 3 ÷ 2
  await expect(result).toContainText("1.875,75");
  await expect(result).toContainText("Se 2 está para 1.250,5, então 3 está para 1.875,75");
  await expect(page).toHaveURL(/\?a=2&b=1\.250%2C50&c=3$/);
  await expect(result.getByRole("button", { name: "Copiar link" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Consultoria gratuita" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("Enter in a field calculates and leaves the focus there", async ({ sharedPage: page }) => {
  await gotoHydrated(page, path);
  await page.getByRole("textbox", { name: "Valor A" }).fill("4");
  await page.getByRole("textbox", { name: "Valor B" }).fill("10");
  await page.getByRole("textbox", { name: "Valor C" }).fill("3");
  await page.getByRole("textbox", { name: "Valor C" }).press("Enter");
  await expect(page.getByRole("status", { name: "Resultado" })).toContainText("7,50");
  await expect(page.getByRole("textbox", { name: "Valor C" })).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form calculates on the server, messages included, and the address reproduces the result", async ({
    page,
    browser,
  }) => {
    await page.goto(path);
    await page.getByRole("textbox", { name: "Valor A" }).fill("0");
    await page.getByRole("textbox", { name: "Valor B" }).fill("10");
    await page.getByRole("textbox", { name: "Valor C" }).fill("3");
    await page.getByRole("button", { name: "Calcular" }).click();
    await expect(page.getByRole("alert")).toHaveText("O primeiro valor não pode ser zero (divisão por zero).");

    await page.getByRole("textbox", { name: "Valor A" }).fill("8");
    await page.getByRole("button", { name: "Calcular" }).click();
    await expect(page).toHaveURL(/\?a=8&b=10&c=3$/);
    // 10 × 3 ÷ 8
    await expect(page.getByRole("status", { name: "Resultado" })).toContainText(
      "Se 8 está para 10, então 3 está para 3,75",
    );
    await expect(page.getByRole("alert")).toHaveCount(0);

    const fresh = await browser.newPage({ javaScriptEnabled: false });
    await fresh.goto(page.url());
    await expect(fresh.getByRole("status", { name: "Resultado" })).toContainText("3,75");
    await expect(fresh.getByRole("textbox", { name: "Valor A" })).toHaveValue("8");
    await fresh.close();
  });
});
