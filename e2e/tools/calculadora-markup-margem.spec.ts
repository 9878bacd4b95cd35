import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/calculadora-markup-margem";

async function fillMarketplace(page: Page) {
  await page.getByLabel("Comissão do marketplace (%)").fill("16");
  await page.getByLabel("Taxa do cartão ou gateway (%)").fill("4");
  await page.getByLabel("Impostos (%)").fill("10");
}

test("a seller prices a marketplace product for a 20% margin", async ({ sharedPage: page }) => {
  await gotoHydrated(page, path);
  await page.getByLabel("Custo do produto (R$)").fill("50");
  await page.getByLabel("Margem líquida desejada (%)").fill("20");
  await fillMarketplace(page);
  await page.getByRole("button", { name: "Calcular" }).click();
  // 20 + 16 + 4 + 10 = 50% of the price → 50 ÷ 0,5 = 100; markup 2 (100%), profit 20.
  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
  await expect(result).toContainText(/Preço de venda\s*R\$\s100,00/);
  await expect(result).toContainText("2,00×");
  await expect(result.getByRole("table")).toContainText(/Lucro \(20% do preço\)\s*R\$\s20,00/);
  await expect(page).toHaveURL(/\?modo=preco&custo=50&margem=20&preco=&comissao=16&taxa=4&impostos=10$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the margin of a price: the mode shows its field with CSS alone and the server renders the loss", async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByLabel("Preço de venda (R$)")).toBeHidden();
    await page.getByLabel("Descobrir a margem de um preço").check();
    await expect(page.getByLabel("Margem líquida desejada (%)")).toBeHidden();
    await page.getByLabel("Custo do produto (R$)").fill("80");
    await page.getByLabel("Preço de venda (R$)").fill("100");
    await fillMarketplace(page);
    await page.getByRole("button", { name: "Calcular" }).click();
    // 100 − 80 − 30 = −10.
    await expect(page).toHaveURL(/modo=margem&custo=80/);
    const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
    await expect(result).toContainText(/Margem líquida\s*-10%/);
    await expect(result).toContainText(/cada venda dá prejuízo de R\$\s10,00/);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "faults, with JavaScript" : "faults, without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a margin of 100% or more gets its message next to the field", async ({ sharedPage: page }) => {
      await (javaScriptEnabled ? gotoHydrated(page, path) : page.goto(path));
      await page.getByLabel("Custo do produto (R$)").fill("50");
      await page.getByLabel("Margem líquida desejada (%)").fill("100");
      await page.getByRole("button", { name: "Calcular" }).click();
      const margin = page.getByLabel("Margem líquida desejada (%)");
      await expect(margin).toHaveAttribute("aria-invalid", "true");
      await expect(margin).toHaveAccessibleDescription(/^A margem precisa ser de 0% a menos de 100%\./);
      await expect(page.getByRole("status", { name: "Resultado", includeHidden: true })).toContainText(
        "Corrija o campo marcado no formulário para ver o resultado.",
      );
    });
  });
}
