import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/calculadora-roas";

async function fillCampaign(page: Page) {
  await page.getByLabel("Receita gerada pelos anúncios (R$)").fill("5.000");
  await page.getByLabel("Investimento em anúncios (R$)").fill("2.000");
  await page.getByLabel("Margem de contribuição (%)").fill("30");
  await page.getByRole("button", { name: "Calcular" }).click();
}

async function expectLoss(page: Page) {
  // 5.000 ÷ 2.000 = 2,50 (250%); break-even 1 ÷ 0,30 = 3,33; 5.000 × 0,30 − 2.000 = −500.
  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
  await expect(result).toContainText("2,50");
  await expect(result).toContainText("(250%)");
  await expect(result).toContainText(/ROAS de equilíbrio\s*3,33/);
  await expect(result).toContainText(/Prejuízo da campanha\s*-R\$\s500,00/);
  await expect(page.getByRole("complementary", { name: "Consultoria gratuita" })).toContainText(
    "A gente revisa suas campanhas de graça.",
  );
}

test("a store owner checks a campaign's ROAS against break-even and shares the link", async ({ sharedPage: page }) => {
  await gotoHydrated(page, path);
  await expect(page.getByText("ROAS = receita atribuída ÷ investimento em anúncios")).toBeVisible();
  await fillCampaign(page);
  await expectLoss(page);
  await expect(page).toHaveURL(/\?receita=5\.000&investimento=2\.000&margem=30$/);
  await expect(page.getByRole("button", { name: "Calcular" })).toBeFocused();

  const shared = page.url();
  await page.goto("about:blank");
  await gotoHydrated(page, new URL(shared).pathname + new URL(shared).search);
  await expectLoss(page);
  await expect(page.getByLabel("Margem de contribuição (%)")).toHaveValue("30");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form submits to the page and the server renders the result", async ({ sharedPage: page }) => {
    await page.goto(path);
    await fillCampaign(page);
    await expect(page).toHaveURL(/\?receita=5\.000&investimento=2\.000&margem=30$/);
    await expectLoss(page);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "faults, with JavaScript" : "faults, without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("text in the revenue gets its message; break-even shows R$ 0,00 without a minus", async ({
      sharedPage: page,
    }) => {
      await (javaScriptEnabled ? gotoHydrated(page, path) : page.goto(path));
      await page.getByLabel("Receita gerada pelos anúncios (R$)").fill("mil");
      await page.getByLabel("Investimento em anúncios (R$)").fill("699,999");
      await page.getByLabel("Margem de contribuição (%)").fill("30");
      await page.getByRole("button", { name: "Calcular" }).click();
      const revenue = page.getByLabel("Receita gerada pelos anúncios (R$)");
      await expect(revenue).toHaveAccessibleDescription(/^Digite um número, como 1\.500,50\./);
      if (javaScriptEnabled) await expect(revenue).toBeFocused();

      // 2.333,33 × 30% − 699,999 is −1,1e−13 in floating point: even.
      await revenue.fill("2.333,33");
      await page.getByRole("button", { name: "Calcular" }).click();
      const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
      await expect(result).toContainText(/Lucro da campanha\s*R\$\s0,00/);
      await expect(result).not.toContainText("-R$");
    });
  });
}
