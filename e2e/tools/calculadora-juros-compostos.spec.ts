import { FV } from "@formulajs/formulajs";
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from "../fixtures";

/** BRL as the page prints it, matching any kind of space after "R$". */
function money(value: number): RegExp {
  const text = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(value);
  return new RegExp(text.replace(/[.$]/g, "\\$&").replace(/\s/g, "\\s"));
}

const path = "/ferramentas/calculadora-juros-compostos";

test("a visitor simulates an investment with monthly contributions and sees the chart and the year table", async ({
  page,
}) => {
  await gotoHydrated(page, path);
  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
  await expect(result).toBeEmpty();
  await expect(page.getByText("Depositado no fim de cada mês.")).toBeVisible();

  await page.getByLabel("Valor inicial (R$)").fill("1.000,00");
  await page.getByLabel("Aporte mensal (R$)").fill("200");
  await page.getByLabel("Taxa de juros (% ao ano)").fill("12");
  await page.getByLabel("Período (anos)").fill("3");
  await page.getByRole("button", { name: "Calcular" }).click();

  // Spreadsheet FV at 1% a month for 36 months, contributions at the end of each month.
  const total = Number(FV(0.01, 36, -200, -1000, 0));
  await expect(result).toContainText("Valor Total Acumulado");
  await expect(result).toContainText(money(total));
  await expect(result).toContainText(money(1000 + 200 * 36));
  await expect(result).toContainText(money(total - 1000 - 200 * 36));

  await expect(page.getByRole("img", { name: /total investido chega a/ })).toBeVisible();
  const table = page.getByRole("region", { name: "Evolução ano a ano" });
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByRole("row").last()).toContainText(money(total));
  await expectNoSeriousA11yViolations(page, `${path} with results`);
});

test("blank fields count as zero and a zero rate earns nothing", async ({ page }) => {
  await gotoHydrated(page, path);
  await page.getByLabel("Valor inicial (R$)").fill("2.500,50");
  await page.getByLabel("Período (anos)").fill("2");
  await page.getByRole("button", { name: "Calcular" }).click();

  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
  await expect(result).toContainText(money(2500.5));
  await expect(result).toContainText(money(0));
});

test("text that is not a number is silently ignored", async ({ page }) => {
  await gotoHydrated(page, path);
  await page.getByLabel("Valor inicial (R$)").fill("mil reais");
  await page.getByLabel("Período (anos)").fill("2");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(page.getByRole("status", { name: "Resultado", includeHidden: true })).toBeEmpty();
  await expect(page.getByRole("alert")).toHaveCount(0);
});
