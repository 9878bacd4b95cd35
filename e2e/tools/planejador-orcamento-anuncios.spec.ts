import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/planejador-orcamento-anuncios";

async function fillCpmPlan(page: Page) {
  await page.getByLabel("Meta de faturamento por mês (R$)").fill("30.000");
  await page.getByLabel("Ticket médio (R$)").fill("150");
  await page.getByLabel("Taxa de conversão (%)").fill("1,5");
  await expect(page.getByLabel("CTR (%)")).toBeHidden();
  await page.getByLabel("CPM (custo por mil impressões)").check();
  await page.getByLabel("Custo médio (R$)").fill("20");
  await page.getByLabel("CTR (%)").fill("1");
  await page.getByRole("button", { name: "Calcular" }).click();
}

async function expectCpmPlan(page: Page) {
  // 30.000 ÷ 150 = 200 orders; ÷ 1,5% = 13.334 clicks; ÷ 1% = 1.333.400 impressions; ÷ 1.000 × 20 = 26.668.
  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
  await expect(result).toContainText(/R\$\s26\.668,00/);
  await expect(result).toContainText("para 200 pedidos e 13.334 cliques");
  const table = page.getByRole("region", { name: "Três cenários de conversão" });
  await expect(table.getByRole("row", { name: /Impressões/ })).toContainText("1.333.400");
}

test("a store owner plans a CPM budget for a revenue goal, in three scenarios", async ({ sharedPage: page }) => {
  await gotoHydrated(page, path);
  await fillCpmPlan(page);
  await expectCpmPlan(page);
  await expect(page).toHaveURL(/\?meta=30\.000&ticket=150&conversao=1%2C5&modelo=cpm&custo=20&ctr=1$/);
  await gotoHydrated(page, new URL(page.url()).pathname + new URL(page.url()).search);
  await expectCpmPlan(page);
  await expect(page.getByLabel("CPM (custo por mil impressões)")).toBeChecked();
});

test("the scenario table scrolls inside a focusable region on a phone, and the page does not", async ({
  sharedPage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, `${path}?meta=50.000&ticket=250&conversao=2&modelo=cpc&custo=1,50`);
  const table = page.getByRole("region", { name: "Três cenários de conversão" });
  await table.focus();
  await expect(table).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the CPM fields appear with CSS alone and the server renders the plan", async ({ sharedPage: page }) => {
    await page.goto(path);
    await fillCpmPlan(page);
    await expectCpmPlan(page);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "faults, with JavaScript" : "faults, without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("CPM without a CTR and a zero goal get their messages; a losing plan says so", async ({
      sharedPage: page,
    }) => {
      await (javaScriptEnabled ? gotoHydrated(page, path) : page.goto(path));
      await page.getByLabel("Meta de faturamento por mês (R$)").fill("0");
      await page.getByLabel("Ticket médio (R$)").fill("100");
      await page.getByLabel("Taxa de conversão (%)").fill("1");
      await page.getByLabel("CPM (custo por mil impressões)").check();
      await page.getByLabel("Custo médio (R$)").fill("20");
      await page.getByRole("button", { name: "Calcular" }).click();
      await expect(page.getByLabel("Meta de faturamento por mês (R$)")).toHaveAccessibleDescription(
        "A meta de faturamento precisa ser maior que zero.",
      );
      await expect(page.getByLabel("CTR (%)")).toHaveAccessibleDescription(
        /^Informe o CTR: com CPM, é ele que transforma impressões em cliques\./,
      );
      const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
      await expect(result).toContainText("Corrija os 2 campos marcados no formulário para ver o resultado.");

      // 100 ÷ 100 = 1 order; ÷ 1% = 100 clicks; ÷ 0,5% = 20.000 impressions × R$ 20 ÷ 1.000 = R$ 400: ROAS 0,25.
      await page.getByLabel("Meta de faturamento por mês (R$)").fill("100");
      await page.getByLabel("CTR (%)").fill("0,5");
      await page.getByRole("button", { name: "Calcular" }).click();
      await expect(result).toContainText("para 1 pedido e 100 cliques");
      await expect(result).toContainText("Este plano dá prejuízo");
      await expect(page.getByLabel("CTR (%)")).not.toHaveAttribute("aria-invalid");
    });
  });
}
