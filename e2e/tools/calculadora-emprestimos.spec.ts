import { PMT } from "@formulajs/formulajs";
import { expect, gotoHydrated, test } from "../fixtures";

/** BRL as the page prints it, matching any kind of space after "R$". */
function money(value: number): RegExp {
  const text = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(value);
  return new RegExp(text.replace(/[.$]/g, "\\$&").replace(/\s/g, "\\s"));
}

const path = "/ferramentas/calculadora-emprestimos";

test("a visitor simulates a loan, browses the amortization tables and compares with SAC", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, path);
  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
  await expect(result).toBeEmpty();

  await page.getByLabel("Valor do empréstimo (R$)").fill("15.000,00");
  await page.getByLabel("Taxa de juros (% ao mês)").fill("2,49");
  await page.getByLabel("Número de parcelas").fill("36");
  await page.getByRole("button", { name: "Calcular" }).click();

  const installment = -Number(PMT(0.0249, 36, 15000));
  await expect(result).toContainText(money(installment));
  await expect(result).toContainText(money(installment * 36));
  await expect(result).toContainText(money(installment * 36 - 15000));
  await expect(page).toHaveURL(/\?valor=15\.000%2C00&taxa=2%2C49&parcelas=36$/);
  await expect(result.getByRole("button", { name: "Copiar link" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Consultoria gratuita" })).toBeVisible();

  const price = page.getByRole("region", { name: "Amortização pela Tabela Price, mês a mês" });
  // Header, 36 months and the totals.
  await expect(price.getByRole("row")).toHaveCount(38);
  await expect(price.getByRole("row", { name: /Total/ })).toContainText(money(installment * 36));
  await price.focus();
  await expect(price).toBeFocused();
  await expect(price.locator("tbody tr").last()).toContainText(money(0));

  // The two tables are tabs made of radio buttons: arrow keys switch them.
  await page.getByRole("radio", { name: "Tabela Price" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "SAC" })).toBeChecked();
  await expect(price).toBeHidden();
  await expect(page.getByRole("region", { name: "Amortização pelo SAC, mês a mês" }).getByRole("row")).toHaveCount(38);

  // The wide tables scroll inside their own regions: the page never scrolls sideways on a small phone.
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(consoleErrors).toEqual([]);
});

test("a shared link opens with its result and tables, and hydrates without errors", async ({ page, consoleErrors }) => {
  await gotoHydrated(page, `${path}?valor=2.000&taxa=1&parcelas=4`);
  const installment = -Number(PMT(0.01, 4, 2000));
  await expect(page.getByRole("status", { name: "Resultado" })).toContainText(money(installment));
  const price = page.getByRole("region", { name: "Amortização pela Tabela Price, mês a mês" });
  await expect(price.getByRole("row")).toHaveCount(6);
  // The tables' code arrives after hydration starts; they stay interactive once it has.
  await page.getByRole("radio", { name: "Tabela Price" }).focus();
  await page.keyboard.press("ArrowRight");
  const sac = page.getByRole("region", { name: "Amortização pelo SAC, mês a mês" });
  await expect(sac.getByRole("row")).toHaveCount(6);
  await page.getByLabel("Número de parcelas").fill("5");
  await page.getByRole("button", { name: "Calcular" }).click();
  // Header, 5 months and the totals; the chosen table stays chosen.
  await expect(sac.getByRole("row")).toHaveCount(7);
  expect(consoleErrors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server calculates, the tables switch by CSS, and the address reproduces the result", async ({
    page,
    browser,
  }) => {
    await page.goto(path);
    await page.getByLabel("Valor do empréstimo (R$)").fill("8.000");
    await page.getByLabel("Taxa de juros (% ao mês)").fill("1,5");
    await page.getByLabel("Número de parcelas").fill("10");
    await page.getByRole("button", { name: "Calcular" }).click();

    await expect(page).toHaveURL(/\?valor=8\.000&taxa=1%2C5&parcelas=10$/);
    const installment = -Number(PMT(0.015, 10, 8000));
    const result = page.getByRole("status", { name: "Resultado" });
    await expect(result).toContainText(money(installment));
    await expect(page.getByRole("region", { name: "Amortização pela Tabela Price, mês a mês" })).toBeVisible();
    await page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: "SAC" }) })
      .click();
    // SAC: 800 of amortization plus 1,5% of 8.000 in the first month.
    const sac = page.getByRole("region", { name: "Amortização pelo SAC, mês a mês" });
    await expect(sac).toBeVisible();
    await expect(sac.locator("tbody tr").first()).toContainText(money(800 + 120));

    const fresh = await browser.newPage({ javaScriptEnabled: false });
    await fresh.goto(page.url());
    await expect(fresh.getByRole("status", { name: "Resultado" })).toContainText(money(installment * 10));
    await fresh.close();
  });
});
