import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from "../fixtures";

test("a visitor gets IMC, its class and TMB for each gender", async ({ page }) => {
  await gotoHydrated(page, "/ferramentas/calculadora-imc-metabolismo");
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
  await expectNoSeriousA11yViolations(page, "BMI with results");

  await page.getByRole("radio", { name: "Feminino" }).click();
  await page.getByRole("button", { name: "Calcular" }).click();
  // 953 + 1.125 − 225 − 161
  await expect(result).toContainText("1.692 kcal/dia");

  await page.getByLabel("Peso (kg)").fill("18,5");
  await page.getByLabel("Altura (cm)").fill("100");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(result).toContainText("18,5");
  await expect(result).toContainText("Peso normal");
});

test("nothing is shown while a field is not a number", async ({ page }) => {
  await gotoHydrated(page, "/ferramentas/calculadora-imc-metabolismo");
  await page.getByLabel("Peso (kg)").fill("70");
  await page.getByLabel("Altura (cm)").fill("1,75 m");
  await page.getByLabel("Idade (anos)").fill("30");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(page.getByRole("status", { name: "Resultado", includeHidden: true })).toBeEmpty();
});
