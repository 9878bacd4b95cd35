import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from "../fixtures";

test("a visitor converts lengths and temperatures as they type", async ({ page }) => {
  await gotoHydrated(page, "/ferramentas/conversor-unidades");
  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });

  await page.getByLabel("Valor").fill("1,5");
  await expect(result).toContainText("150,0000 centímetros");

  await page.getByRole("combobox", { name: "Para" }).selectOption({ label: "Milhas (mi)" });
  await expect(result).toContainText("0,0009 milhas");

  await page.getByLabel("Valor").fill("abc");
  await expect(result).toBeEmpty();

  await page.getByRole("combobox", { name: "Categoria" }).selectOption({ label: "Temperatura" });
  await expect(page.getByRole("combobox", { name: "De" }).locator("option:checked")).toHaveText(/Celsius/);
  await expect(page.getByRole("combobox", { name: "Para" }).locator("option:checked")).toHaveText(/Fahrenheit/);
  await page.getByLabel("Valor").fill("-40");
  await expect(result).toContainText("-40,0000 °F");
  await expectNoSeriousA11yViolations(page);
});
