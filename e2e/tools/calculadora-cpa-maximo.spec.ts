import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/calculadora-cpa-maximo";

async function fillStore(page: Page) {
  await page.getByLabel("Ticket médio (R$)").fill("200");
  await page.getByLabel("Margem de contribuição (%)").fill("40");
  await page.getByLabel("Lucro que você quer manter por venda (R$)").fill("20");
  await page.getByLabel("Compras por cliente").fill("3");
  await page.getByLabel("Taxa de conversão do site (%)").fill("2");
  await page.getByRole("button", { name: "Calcular" }).click();
}

async function expectCeilings(page: Page) {
  // 200 × 40% = 80 − 20 = 60 (CPC 60 × 2% = 1,20); 80 × 3 − 20 = 220 (CPC 4,40).
  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
  await expect(result).toContainText(/CPA máximo na primeira compra\s*R\$\s60,00/);
  await expect(result).toContainText(/CPC máximo:\s*R\$\s1,20 por clique/);
  await expect(result).toContainText(/CPA máximo contando 3 compras por cliente\s*R\$\s220,00/);
  await expect(result).toContainText(/CPC máximo:\s*R\$\s4,40 por clique/);
  await expect(page.getByRole("complementary", { name: "Consultoria gratuita" })).toBeVisible();
}

test("a store owner finds the most an order can cost in ads, and the link keeps it", async ({ sharedPage: page }) => {
  await gotoHydrated(page, path);
  await fillStore(page);
  await expectCeilings(page);
  await expect(page).toHaveURL(/\?ticket=200&margem=40&lucro=20&compras=3&conversao=2$/);
  await gotoHydrated(page, `${path}?ticket=200&margem=40&lucro=20&compras=3&conversao=2`);
  await expectCeilings(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server renders the ceilings from the submitted form", async ({ sharedPage: page }) => {
    await page.goto(path);
    await fillStore(page);
    await expect(page).toHaveURL(/\?ticket=200&margem=40&lucro=20&compras=3&conversao=2$/);
    await expectCeilings(page);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "faults, with JavaScript" : "faults, without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("an invalid conversion rate gets its message next to the field and the CPA stays", async ({
      sharedPage: page,
    }) => {
      await (javaScriptEnabled ? gotoHydrated(page, path) : page.goto(path));
      await page.getByLabel("Ticket médio (R$)").fill("150");
      await page.getByLabel("Margem de contribuição (%)").fill("30");
      await page.getByLabel("Taxa de conversão do site (%)").fill("0");
      await page.getByRole("button", { name: "Calcular" }).click();
      await expect(page).toHaveURL(/conversao=0$/);
      const conversion = page.getByLabel("Taxa de conversão do site (%)");
      await expect(conversion).toHaveAttribute("aria-invalid", "true");
      await expect(conversion).toHaveAccessibleDescription(
        /^A taxa de conversão precisa ser maior que 0% e no máximo 100%\./,
      );
      // 150 × 30% = 45.
      const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
      await expect(result).toContainText(/CPA máximo na primeira compra\s*R\$\s45,00/);
      if (javaScriptEnabled) await expect(conversion).toBeFocused();
    });
  });
}
