import { expect, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/calculadora-custo-viagem";

/** BRL as the page prints it, matching any kind of space after "R$". */
function money(value: number): RegExp {
  const text = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(value);
  return new RegExp(text.replace(/[.$]/g, "\\$&").replace(/\s/g, "\\s"));
}

test("a visitor estimates a road trip", async ({ sharedPage: page }) => {
  await gotoHydrated(page, path);
  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
  const calculate = page.getByRole("button", { name: "Calcular custo" });

  await page.getByLabel("Destino").fill("Gramado (RS)");
  await page.getByLabel("Duração (dias)").fill("5");
  await page.getByLabel("Número de viajantes").fill("2");
  await expect(page.getByRole("radio", { name: "Moderado" })).toBeChecked();
  await calculate.click();

  // Moderado: 150 × 5 + 100 × 5 × 2 + 80 × 5 × 2 = 2.550.
  await expect(result).toContainText("Viagem para Gramado (RS)");
  await expect(result).toContainText(money(2550));
  await expect(result.getByText("Por pessoa", { exact: true }).locator("..")).toContainText(money(1275));
  await expect(result.getByText("Por pessoa, por dia").locator("..")).toContainText(money(255));
  await expect(result).toContainText("Não incluído");
  await expect(page).toHaveURL(/\?destino=Gramado\+%28RS%29&dias=5&viajantes=2&estilo=moderado&/);
  await expect(result.getByRole("button", { name: "Copiar link" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Consultoria gratuita" })).toBeVisible();
});

test("a shared estimate opens with its result and hydrates without errors", async ({ page, consoleErrors }) => {
  await gotoHydrated(page, `${path}?destino=&dias=2&viajantes=1&estilo=economico&distancia=&consumo=&preco=`);
  const result = page.getByRole("status", { name: "Resultado" });
  // Econômico for one person: (80 + 60 + 40) × 2.
  await expect(result).toContainText(money(360));
  await expect(page.getByLabel("Número de viajantes")).toHaveValue("1");
  // The server HTML already held the result: hydration matched it (minified React errors #418/#425 otherwise).
  expect(consoleErrors.filter((error) => /React|hydrat/i.test(error))).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers the form, and the address reproduces the estimate", async ({ page, context }) => {
    await page.goto(path);
    await page.getByLabel("Destino").fill("Ouro Preto");
    await page.getByLabel("Duração (dias)").fill("3");
    await page.getByLabel("Número de viajantes").fill("4");
    await page.getByRole("radio", { name: "Econômico" }).check();
    await page.getByRole("button", { name: "Calcular custo" }).click();

    // Econômico: 80 × 3 + 60 × 3 × 4 + 40 × 3 × 4 = 1.440.
    const result = page.getByRole("status", { name: "Resultado" });
    await expect(result).toContainText("Viagem para Ouro Preto");
    await expect(result).toContainText(money(1440));
    await expect(result.getByText("Por pessoa", { exact: true }).locator("..")).toContainText(money(360));
    await expect(page).toHaveURL(/[?&]estilo=economico(&|$)/);
    await expect(page.getByLabel("Duração (dias)")).toHaveValue("3");

    const fresh = await context.newPage();
    await fresh.goto(page.url());
    await expect(fresh.getByRole("status", { name: "Resultado" })).toContainText(money(1440));
    await expect(fresh.getByRole("radio", { name: "Econômico" })).toBeChecked();
  });
});
