import { FV } from "@formulajs/formulajs";
import { expect, gotoHydrated, test } from "../fixtures";

/** BRL as the page prints it, matching any kind of space after "R$". */
function money(value: number): RegExp {
  const text = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(value);
  return new RegExp(text.replace(/[.$]/g, "\\$&").replace(/\s/g, "\\s"));
}

const path = "/ferramentas/calculadora-juros-compostos";
// Spreadsheet FV at 1% a month for 36 months, contributions at the end of each month.
const total = Number(FV(0.01, 36, -200, -1000, 0));
const invested = 1000 + 200 * 36;

test("a visitor simulates an investment, sees the chart and the year table, and copies the link", async ({
  page,
  consoleErrors,
}) => {
  // A clipboard that records what was copied, with no OS clipboard or permission involved.
  await page.addInitScript(() => {
    const copied: string[] = [];
    Object.defineProperty(window, "__copied", { value: copied });
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) },
    });
  });
  await gotoHydrated(page, path);
  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
  await expect(result).toBeEmpty();
  await expect(page.getByText("Depositado no fim de cada mês.")).toBeVisible();

  await page.getByLabel("Valor inicial (R$)").fill("1.000,00");
  await page.getByLabel("Aporte mensal (R$)").fill("200");
  await page.getByLabel("Taxa de juros (% ao ano)").fill("12");
  await page.getByLabel("Período (anos)").fill("3");
  const calculate = page.getByRole("button", { name: "Calcular" });
  await calculate.click();

  await expect(result).toContainText("Valor Total Acumulado");
  await expect(result).toContainText(money(total));
  await expect(result).toContainText(money(invested));
  await expect(result).toContainText(money(total - invested));
  await expect(page).toHaveURL(/\?inicial=1\.000%2C00&aporte=200&taxa=12&anos=3$/);
  // The result is announced where it appears; focus stays on the button.
  await expect(calculate).toBeFocused();
  await expect(page.getByRole("complementary", { name: "Consultoria gratuita" })).toContainText("Diagnóstico grátis");

  await expect(page.getByRole("img", { name: /total investido chega a/ })).toBeVisible();
  const table = page.getByRole("region", { name: "Evolução ano a ano" });
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByRole("row").last()).toContainText(money(total));
  await table.focus();
  await expect(table).toBeFocused();

  await page.getByRole("button", { name: "Copiar link" }).click();
  await expect(page.getByText("Link copiado!")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([page.url()]);

  // The year table scrolls inside its own region: the page never scrolls sideways on a small phone.
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(consoleErrors).toEqual([]);
});

test("a shared link opens with its result, chart and table, and hydrates without errors", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, `${path}?inicial=&aporte=100&taxa=&anos=1`);
  await expect(page.getByRole("status", { name: "Resultado" })).toContainText(money(1200));
  // A shared link renders its chart and table on the server; hydrating them raises no error.
  await expect(page.getByRole("region", { name: "Evolução ano a ano" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still calculates, and its address reproduces the result", async ({ page, browser }) => {
    await page.goto(path);
    await page.getByLabel("Valor inicial (R$)").fill("1.000,00");
    await page.getByLabel("Aporte mensal (R$)").fill("200");
    await page.getByLabel("Taxa de juros (% ao ano)").fill("12");
    await page.getByLabel("Período (anos)").fill("3");
    await page.getByRole("button", { name: "Calcular" }).click();

    await expect(page).toHaveURL(/\?inicial=1\.000%2C00&aporte=200&taxa=12&anos=3$/);
    const result = page.getByRole("status", { name: "Resultado" });
    await expect(result).toContainText(money(total));
    await expect(page.getByRole("region", { name: "Evolução ano a ano" }).getByRole("row")).toHaveCount(4);
    // The chart is in the server's HTML, not streamed into a boundary only a script would reveal.
    await expect(page.getByRole("img", { name: /total investido chega a/ })).toBeVisible();
    // The inputs come back filled, so the visitor can change one and calculate again.
    await expect(page.getByLabel("Valor inicial (R$)")).toHaveValue("1.000,00");

    const fresh = await browser.newPage({ javaScriptEnabled: false });
    await fresh.goto(page.url());
    await expect(fresh.getByRole("status", { name: "Resultado" })).toContainText(money(total));
    await expect(fresh.getByRole("status", { name: "Resultado" })).toContainText(money(total - invested));
    await fresh.close();
  });
});

// The test server fetched November 2025 to October 2026 of the SGS series from the fake Banco Central.
test.describe("beside poupança, CDI and Selic of the last twelve months", () => {
  test("a result computed in the page asks for the indices and compares", async ({ sharedPage: page }) => {
    await gotoHydrated(page, path);
    await page.getByLabel("Valor inicial (R$)").fill("1.000,00");
    await page.getByLabel("Aporte mensal (R$)").fill("200");
    await page.getByLabel("Taxa de juros (% ao ano)").fill("12");
    await page.getByLabel("Período (anos)").fill("3");
    await page.getByRole("button", { name: "Calcular" }).click();
    const comparison = page.getByRole("region", { name: "E nos últimos 12 meses?" });
    await expect(comparison.getByRole("rowheader")).toHaveText([
      "Sua simulação (12% ao ano)",
      "Poupança",
      "100% do CDI",
      "Taxa Selic",
    ]);
    await expect(page.getByText(/de nov\/2025 a out\/2026, pelas taxas que o Banco Central publicou/)).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server renders the comparison with the result, naming its source", async ({ sharedPage: page }) => {
      await page.goto(`${path}?inicial=1000&aporte=200&taxa=12&anos=3`);
      const comparison = page.getByRole("region", { name: "E nos últimos 12 meses?" });
      // The calculator's own first year at 1% a month.
      await expect(comparison.getByRole("row", { name: /Sua simulação/ })).toContainText(
        money(Number(FV(0.01, 12, -200, -1000, 0))),
      );
      await expect(page.getByText(/Fonte: Banco Central do Brasil, séries do SGS/)).toBeVisible();
    });
  });
});
