import { PMT } from "@formulajs/formulajs";
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from "../fixtures";

/** BRL as the page prints it, matching any kind of space after "R$". */
function money(value: number): RegExp {
  const text = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(value);
  return new RegExp(text.replace(/[.$]/g, "\\$&").replace(/\s/g, "\\s"));
}

const path = "/ferramentas/calculadora-emprestimos";

test("a visitor simulates a loan, browses the amortization tables and compares with SAC", async ({ page }) => {
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

  const price = page.getByRole("region", { name: "Amortização pela Tabela Price, mês a mês" });
  // Header, 36 months and the totals.
  await expect(price.getByRole("row")).toHaveCount(38);
  await expect(price.getByRole("row", { name: /Total/ })).toContainText(money(installment * 36));
  await price.focus();
  await expect(price).toBeFocused();
  await expect(price.locator("tbody tr").last()).toContainText(money(0));

  const comparison = page.getByRole("table", { name: "Comparação entre Tabela Price e SAC para o mesmo empréstimo" });
  // SAC: 15.000 ÷ 36 of amortization plus 2,49% of the whole balance in the first month.
  await expect(comparison.getByRole("row", { name: /Primeira parcela/ })).toContainText(
    money(15000 / 36 + 15000 * 0.0249),
  );
  await expect(comparison.getByRole("row", { name: /Última parcela/ })).toContainText(money((15000 / 36) * 1.0249));

  await page.getByRole("tab", { name: "SAC" }).click();
  await expect(page.getByRole("region", { name: "Amortização pelo SAC, mês a mês" }).getByRole("row")).toHaveCount(38);
  await expectNoSeriousA11yViolations(page, `${path} with results`);
});

test("a zero rate divides the amount evenly", async ({ page }) => {
  await gotoHydrated(page, path);
  await page.getByLabel("Valor do empréstimo (R$)").fill("1.200");
  await page.getByLabel("Taxa de juros (% ao mês)").fill("0");
  await page.getByLabel("Número de parcelas").fill("12");
  await page.getByRole("button", { name: "Calcular" }).click();
  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
  await expect(result).toContainText(money(100));
  await expect(result).toContainText(money(1200));
});

test("invalid amount, installments or rate do nothing", async ({ page }) => {
  await gotoHydrated(page, path);
  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
  const fields = [
    ["0", "1", "12"],
    ["1.000", "1", "0"],
    ["1.000", "um", "12"],
  ];
  for (const [amount = "", rate = "", installments = ""] of fields) {
    await page.getByLabel("Valor do empréstimo (R$)").fill(amount);
    await page.getByLabel("Taxa de juros (% ao mês)").fill(rate);
    await page.getByLabel("Número de parcelas").fill(installments);
    await page.getByRole("button", { name: "Calcular" }).click();
    await expect(result).toBeEmpty();
  }
});
