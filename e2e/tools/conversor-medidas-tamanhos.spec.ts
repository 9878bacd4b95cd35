import { expect, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/conversor-medidas-tamanhos";

test("a temperature typed on one side appears on the other, in the result and in the address", async ({
  sharedPage: page,
}) => {
  await gotoHydrated(page, path);
  const celsius = page.getByLabel("Celsius (°C)");
  const fahrenheit = page.getByLabel("Fahrenheit (°F)");
  await expect(celsius).toHaveAttribute("inputmode", "decimal");

  await celsius.fill("36,6");
  await expect(fahrenheit).toHaveValue("97,9");
  await expect(page.getByRole("status", { name: "Resultado: Temperatura" })).toHaveText("36,6 °C = 97,9 °F");
  await expect(page).toHaveURL(/\?celsius=36%2C6$/);
  await expect(page.getByRole("button", { name: "Copiar link" })).toBeVisible();
});

test("the size picker marks the matching row in any system", async ({ page, consoleErrors }) => {
  await gotoHydrated(page, `${path}?km=5`);
  await expect(page.getByLabel("Milhas (mi)")).toHaveValue("3,11");
  const pickers = page.getByRole("combobox", { name: "Encontre seu tamanho" });
  await expect(pickers).toHaveCount(5);

  await pickers.nth(0).selectOption({ label: "Europa 38" });
  const womenLetters = page.getByRole("table", { name: /Roupas femininas \(letras\)/ });
  await expect(womenLetters.getByRole("row", { name: /seu tamanho/ })).toHaveText(/^M.*M.*38$/);
  await expect(page.getByRole("status", { name: /Roupas femininas \(letras\)/ })).toHaveText(
    "Brasil M = EUA M = Europa 38",
  );

  await pickers.nth(4).selectOption({ label: "EUA 10,5" });
  await expect(page.getByRole("status", { name: /Calçados masculinos/ })).toHaveText(
    "Brasil 47 = EUA 10,5 = Europa 48",
  );
  await expect(page.getByText("Os tamanhos variam entre marcas.")).toBeVisible();
  await expect(page).toHaveURL(/\?km=5&roupas-femininas-letras=eur%3A38&calcados-masculinos=us%3A10%2C5$/);
  expect(consoleErrors.filter((error) => /React|hydrat/i.test(error))).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each conversion is a small form the server answers, and the address keeps them all", async ({
    page,
    context,
  }) => {
    await page.goto(path);
    await page.getByLabel("Celsius (°C)", { exact: true }).fill("37");
    await page.getByRole("button", { name: "Converter de Celsius (°C)" }).click();
    await expect(page.getByLabel("Fahrenheit (°F)", { exact: true })).toHaveValue("98,6");
    await expect(page.getByRole("status", { name: "Resultado: Temperatura" })).toHaveText("37 °C = 98,6 °F");

    await page.getByLabel("Milhas (mi)", { exact: true }).fill("26,2");
    await page.getByRole("button", { name: "Converter de Milhas (mi)" }).click();
    // 26,2 × 1,60934 = 42,164708.
    await expect(page.getByLabel("Quilômetros (km)", { exact: true })).toHaveValue("42,16");
    await expect(page.getByLabel("Fahrenheit (°F)", { exact: true })).toHaveValue("98,6");

    await page.getByRole("combobox", { name: "Encontre seu tamanho" }).nth(4).selectOption({ label: "Brasil 42" });
    await page.getByRole("button", { name: "Destacar" }).nth(4).click();
    await expect(page.getByRole("status", { name: /Calçados masculinos/ })).toHaveText("Brasil 42 = EUA 8 = Europa 43");
    await expect(page).toHaveURL(/celsius=37/);
    await expect(page).toHaveURL(/milhas=26%2C2/);

    const fresh = await context.newPage();
    await fresh.goto(page.url());
    await expect(fresh.getByRole("status", { name: "Resultado: Temperatura" })).toHaveText("37 °C = 98,6 °F");
    await expect(fresh.getByRole("status", { name: "Resultado: Distância" })).toHaveText("26,2 mi = 42,16 km");
    await expect(fresh.getByRole("status", { name: /Calçados masculinos/ })).toHaveText(
      "Brasil 42 = EUA 8 = Europa 43",
    );
  });
});
