import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from "../fixtures";

test("a visitor answers both percentage questions", async ({ page }) => {
  await gotoHydrated(page, "/ferramentas/calculadora-porcentagem");
  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
  await expect(page.getByRole("radio", { name: "Quanto é X% de Y?" })).toBeChecked();

  await page.getByLabel("Porcentagem (X, em %)").fill("12,5");
  await page.getByLabel("Valor (Y)").fill("1.999,90");
  await page.getByRole("button", { name: "Calcular" }).click();
  // 12,5 ÷ 100 × 1.999,90 = 249,9875
  await expect(result).toContainText("249,99");
  await expect(result).not.toContainText("249,99%");
  await expectNoSeriousA11yViolations(page, "percentage, first mode with a result");

  await page.getByRole("radio", { name: "X é qual porcentagem de Y?" }).click();
  await expect(result).toBeEmpty();
  await page.getByLabel("Parte (X)").fill("2");
  await page.getByLabel("Total (Y)").fill("3");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(result).toContainText("66,67%");

  await page.getByLabel("Total (Y)").fill("0");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(result).toContainText("66,67%");
});
