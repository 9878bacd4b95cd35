import { expect, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/conversor-moedas";

/** Text as the page prints it, matching any kind of space. */
function text(value: string): RegExp {
  return new RegExp(value.replace(/[.$]/g, "\\$&").replace(/ /g, "\\s"));
}

test("a visitor types an amount and gets the conversion, its rates and a link", async ({ page }) => {
  await gotoHydrated(page, path);
  // Fake time, paused: it only moves when the test says so.
  await page.clock.install({ time: new Date("2026-11-21T15:04:00-03:00") });
  await page.clock.pauseAt(new Date("2026-11-21T15:04:05-03:00"));

  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
  await expect(result).toBeEmpty();
  await expect(page.getByText(/Taxas simuladas, apenas para referência/)).toBeVisible();

  await page.getByLabel("Valor").fill("1.000,50");
  // Half a second of typing pause, then a second of "Convertendo..." (timed step by step in currency-converter.test.tsx).
  await page.clock.runFor(1500);
  // USD → BRL at 5.
  await expect(result).toContainText(text("R$ 5.002,50"));
  await expect(result).toContainText("1 USD = 5,00 BRL");
  await expect(result).toContainText("1 BRL = 0,20 USD");
  await expect(result).toContainText("Atualizado às 15:04");
  await expect(page).toHaveURL(/\?valor=1\.000%2C50&de=USD&para=BRL$/);
  await expect(result.getByRole("button", { name: "Copiar link" })).toBeVisible();
  // axe schedules its own timers: let time flow again.
  await page.clock.resume();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Converter asks the server, at once, and the address reproduces the conversion", async ({ page, context }) => {
    await page.goto(path);
    await page.getByLabel("Valor").fill("250");
    await page.getByRole("combobox", { name: "De" }).selectOption("GBP");
    await page.getByRole("combobox", { name: "Para" }).selectOption("BRL");
    await page.getByRole("button", { name: "Converter" }).click();

    // Pound to real at 6,25.
    const result = page.getByRole("status", { name: "Resultado" });
    await expect(result).toContainText(text("R$ 1.562,50"));
    await expect(result).toContainText("1 GBP = 6,25 BRL");
    await expect(result).toContainText(/Atualizado às \d{2}:\d{2}:\d{2}/);
    await expect(page).toHaveURL(/\?valor=250&de=GBP&para=BRL$/);

    const fresh = await context.newPage();
    await fresh.goto(page.url());
    await expect(fresh.getByRole("status", { name: "Resultado" })).toContainText(text("R$ 1.562,50"));
    await expect(fresh.getByRole("combobox", { name: "De" })).toHaveValue("GBP");
  });
});

test("a shared conversion opens with its result, beside the six main currencies against the real", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, `${path}?valor=50&de=CHF&para=USD`);
  await expect(page.getByRole("status", { name: "Resultado" })).toContainText(text("US$ 54,50"));
  // The time differs between the server and the browser; React is told so and reports no mismatch.
  expect(consoleErrors.filter((error) => /React|hydrat/i.test(error))).toEqual([]);

  const panel = page.getByRole("complementary", { name: "Moedas principais" });
  const rows = panel.getByRole("listitem");
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(0)).toContainText("BRL");
  await expect(rows.nth(1)).toContainText(/USD.*Dólar americano.*R\$\s5,00/);
  await expect(rows.nth(2)).toContainText(/EUR.*R\$\s5,55/);
  await expect(rows.nth(5)).toContainText(/CLP.*Peso chileno/);
});
