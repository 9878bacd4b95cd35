import { expect, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/conversor-unidades";

test("a visitor converts lengths and temperatures as they type, and the address follows", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, path);
  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
  await expect(page.getByRole("button", { name: "Converter" })).toHaveCount(0);

  await page.getByLabel("Valor").fill("1,5");
  await expect(result).toContainText("150,0000 centímetros");
  await expect(page).toHaveURL(/\?categoria=comprimento&valor=1%2C5&de=metros&para=centimetros$/);

  await page.getByRole("combobox", { name: "Para" }).selectOption({ label: "Milhas (mi)" });
  await expect(result).toContainText("0,0009 milhas");
  await expect(result.getByRole("button", { name: "Copiar link" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Consultoria gratuita" })).toBeVisible();

  // Choosing with the keyboard converts at once and leaves focus on the list.
  const category = page.getByRole("combobox", { name: "Categoria" });
  await category.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(category.locator("option:checked")).toHaveText("Temperatura");
  await expect(category).toBeFocused();
  await expect(page.getByRole("combobox", { name: "De" }).locator("option:checked")).toHaveText(/Celsius/);
  await expect(page.getByRole("combobox", { name: "Para" }).locator("option:checked")).toHaveText(/Fahrenheit/);
  await page.getByLabel("Valor").fill("-40");
  await expect(result).toContainText("-40,0000 °F");

  await page.getByRole("button", { name: "Inverter unidades" }).click();
  await page.getByLabel("Valor").fill("212");
  await expect(result).toContainText("100,0000 °C");
  await expect(page).toHaveURL(/\?categoria=temperatura&valor=212&de=fahrenheit&para=celsius$/);
  expect(consoleErrors).toEqual([]);
});

test("a value typed before the page's script arrives is converted as soon as it does", async ({ page }) => {
  let release: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // The page is usable as soon as its HTML is: don't wait for the (held) scripts.
  await page.goto(path, { waitUntil: "commit" });
  await page.getByLabel("Valor").fill("3");
  await page.getByRole("combobox", { name: "Para" }).selectOption({ label: "Pés (ft)" });
  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // 3 × 3,28084
  await expect(page.getByRole("status", { name: "Resultado" })).toContainText("9,8425 pés");
  await expect(page).toHaveURL(/\?categoria=comprimento&valor=3&de=metros&para=pes$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Converter button converts on the server, a new category starts from its own units, and the address reproduces it", async ({
    page,
    browser,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("button", { name: "Inverter unidades" })).toBeDisabled();
    await page.getByLabel("Valor").fill("2,5");
    await page.getByRole("combobox", { name: "Para" }).selectOption({ label: "Quilômetros (km)" });
    await page.getByRole("button", { name: "Converter" }).click();
    await expect(page).toHaveURL(/\?categoria=comprimento&valor=2%2C5&de=metros&para=quilometros$/);
    await expect(page.getByRole("status", { name: "Resultado" })).toContainText("0,0025 quilômetros");

    await page.getByRole("combobox", { name: "Categoria" }).selectOption({ label: "Peso" });
    await page.getByLabel("Valor").press("Enter");
    await expect(page.getByRole("combobox", { name: "De" }).locator("option:checked")).toHaveText("Quilogramas (kg)");
    await expect(page.getByRole("combobox", { name: "Para" }).locator("option:checked")).toHaveText("Gramas (g)");
    await expect(page.getByRole("status", { name: "Resultado" })).toContainText("2.500,0000 gramas");

    const fresh = await browser.newPage({ javaScriptEnabled: false });
    await fresh.goto(page.url());
    await expect(fresh.getByRole("status", { name: "Resultado" })).toContainText("2.500,0000 gramas");
    await fresh.close();
  });
});
