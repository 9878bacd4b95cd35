import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from "../fixtures";

test("a visitor solves a rule of three and reads the filled sentence", async ({ page }) => {
  await gotoHydrated(page, "/ferramentas/calculadora-regra-de-tres");
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
  await expectNoSeriousA11yViolations(page);
});

test("the two inline messages of the spec", async ({ page }) => {
  await gotoHydrated(page, "/ferramentas/calculadora-regra-de-tres");
  const alert = page.getByRole("alert");

  await page.getByRole("textbox", { name: "Valor A" }).fill("2");
  await page.getByRole("textbox", { name: "Valor B" }).fill("dez");
  await page.getByRole("textbox", { name: "Valor C" }).fill("3");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(alert).toHaveText("Por favor, preencha todos os campos com números válidos.");

  await page.getByRole("textbox", { name: "Valor A" }).fill("0");
  await page.getByRole("textbox", { name: "Valor B" }).fill("10");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(alert).toHaveText("O primeiro valor não pode ser zero (divisão por zero).");
  await expect(page.getByRole("status", { name: "Resultado" })).toContainText("?");
  await expectNoSeriousA11yViolations(page, "rule of three with an error message");

  await page.getByRole("textbox", { name: "Valor A" }).fill("4");
  await page.getByRole("textbox", { name: "Valor C" }).press("Enter");
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole("status", { name: "Resultado" })).toContainText("7,50");
});
