import { expect, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/calculadora-imc-metabolismo";

test("a visitor gets IMC, its class and TMB", async ({ page, consoleErrors }) => {
  await gotoHydrated(page, path);
  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
  await expect(page.getByRole("radio", { name: "Masculino" })).toBeChecked();

  await page.getByLabel("Peso (kg)").fill("95,3");
  await page.getByLabel("Altura (cm)").fill("180");
  await page.getByLabel("Idade (anos)").fill("45");
  await page.getByRole("button", { name: "Calcular" }).click();
  // 95,3 ÷ 1,8² = 29,41; 953 + 1.125 − 225 + 5 = 1.858
  await expect(result).toContainText("29,4");
  await expect(result).toContainText("Sobrepeso");
  await expect(result).toContainText("1.858 kcal/dia");
  await expect(result).toContainText("Calorias que seu corpo precisa em repouso");
  await expect(page.getByRole("listitem").filter({ hasText: "(você está aqui)" })).toContainText("Sobrepeso");
  await expect(page).toHaveURL(/\?sexo=masculino&peso=95%2C3&altura=180&idade=45$/);
  await expect(result.getByRole("button", { name: "Copiar link" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Consultoria gratuita" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server calculates, and the address reproduces the result", async ({ page, browser }) => {
    await page.goto(path);
    await page.getByRole("radio", { name: "Feminino" }).check();
    await page.getByLabel("Peso (kg)").fill("60");
    await page.getByLabel("Altura (cm)").fill("165");
    await page.getByLabel("Idade (anos)").fill("28");
    await page.getByRole("button", { name: "Calcular" }).click();

    await expect(page).toHaveURL(/\?sexo=feminino&peso=60&altura=165&idade=28$/);
    // 60 ÷ 1,65² = 22,04; 600 + 1.031,25 − 140 − 161 = 1.330,25
    const result = page.getByRole("status", { name: "Resultado" });
    await expect(result).toContainText("22,0");
    await expect(result).toContainText("Peso normal");
    await expect(result).toContainText("1.330 kcal/dia");

    const fresh = await browser.newPage({ javaScriptEnabled: false });
    await fresh.goto(page.url());
    await expect(fresh.getByRole("radio", { name: "Feminino" })).toBeChecked();
    await expect(fresh.getByRole("status", { name: "Resultado" })).toContainText("1.330 kcal/dia");
    await fresh.close();
  });
});
