import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/calculadora-custo-viagem";

/** BRL as the page prints it, matching any kind of space after "R$". */
function money(value: number): RegExp {
  const text = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(value);
  return new RegExp(text.replace(/[.$]/g, "\\$&").replace(/\s/g, "\\s"));
}

test("a visitor estimates a road trip, then switches to luxury", async ({ page }) => {
  await gotoHydrated(page, path);
  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
  const calculate = page.getByRole("button", { name: "Calcular custo" });

  // Duration and travellers are required: nothing happens without them.
  await calculate.click();
  await expect(result).toBeEmpty();

  await page.getByLabel("Destino").fill("Gramado (RS)");
  await page.getByLabel("Duração (dias)").fill("5");
  await page.getByLabel("Número de viajantes").fill("2");
  await expect(page.getByRole("radio", { name: /Moderado/ })).toBeChecked();
  await calculate.click();

  // Moderado: 150 × 5 + 100 × 5 × 2 + 80 × 5 × 2 = 2.550.
  await expect(result).toContainText("Viagem para Gramado (RS)");
  await expect(result).toContainText(money(2550));
  await expect(result.getByText("Por pessoa", { exact: true }).locator("..")).toContainText(money(1275));
  await expect(result.getByText("Por pessoa, por dia").locator("..")).toContainText(money(255));
  await expect(result).toContainText("Não incluído");

  // Fuel counts only with all three fields: 430 km × 2 ÷ 12,5 km/l × R$ 6,29.
  await page.getByLabel("Distância só de ida (km)").fill("430");
  await page.getByLabel("Consumo (km/l)").fill("12,5");
  await calculate.click();
  await expect(result).toContainText(money(2550));
  await page.getByLabel("Preço do combustível (R$/l)").fill("6,29");
  await calculate.click();
  await expect(result).toContainText(money(432.75));
  await expect(result).toContainText(money(2982.75));
  await expect(result).toContainText("68,8 litros");

  await page.getByRole("radio", { name: /Luxo/ }).check();
  await calculate.click();
  // Luxo: 300 × 5 + 200 × 5 × 2 + 150 × 5 × 2 + 432,752 = 5.432,75.
  await expect(result).toContainText(money(5432.75));
  await expectNoSeriousA11yViolations(page, `${path} with a result`);
});

test("a fractional number of travellers is ignored and keeps the last estimate", async ({ page }) => {
  await gotoHydrated(page, path);
  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
  await page.getByLabel("Duração (dias)").fill("2");
  await page.getByLabel("Número de viajantes").fill("1");
  await page.getByRole("radio", { name: /Econômico/ }).check();
  await page.getByRole("button", { name: "Calcular custo" }).click();
  await expect(result).toContainText(money(360));

  await page.getByLabel("Número de viajantes").fill("1,5");
  await page.getByRole("button", { name: "Calcular custo" }).click();
  await expect(result).toContainText(money(360));
});
