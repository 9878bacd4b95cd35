import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/calculadora-gorjetas";

/** Text as the page prints it, matching any kind of space. */
function text(value: string): RegExp {
  return new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s"));
}

test("tips 10% in Brazil by default and shows tip and total after the bill is typed", async ({ page }) => {
  await gotoHydrated(page, path);
  // Before the first calculation the live region is there but empty (and hidden).
  await expect(page.getByRole("status", { name: "Resultado da gorjeta", includeHidden: true })).toBeEmpty();
  const result = page.getByRole("status", { name: "Resultado da gorjeta" });

  await page.getByLabel("Valor da conta (R$)").fill("1.000,50");
  await expect(result).toContainText(text("Gorjeta (10%)R$ 100,05"));
  await expect(result).toContainText(text("Total a pagarR$ 1.100,55"));
  await expect(result).not.toContainText("Por pessoa");

  await page.getByLabel("Valor da conta (R$)").fill("abc");
  await expect(result).toContainText(text("Total a pagarR$ 1.100,55"));
});

test("uses the country's percentages and currency, and splits the bill", async ({ page }) => {
  await gotoHydrated(page, path);
  await page.getByLabel("País", { exact: true }).selectOption({ label: "Estados Unidos" });
  await expect(page.getByRole("heading", { name: "Gorjeta nos Estados Unidos" })).toBeVisible();
  await expect(page.getByText(/antes do imposto \(sales tax\)/).first()).toBeVisible();

  await page.getByLabel("Valor da conta (US$)").fill("84,50");
  const result = page.getByRole("status", { name: "Resultado da gorjeta" });
  await expect(result).toContainText(text("Gorjeta (20%)US$ 16,90"));
  await expect(result).toContainText(text("Total a pagarUS$ 101,40"));

  await page.getByRole("radio", { name: /Excelente/ }).click();
  await expect(result).toContainText(text("Gorjeta (25%)US$ 21,13"));

  await page.getByRole("button", { name: "Uma pessoa a mais" }).click();
  await page.getByRole("button", { name: "Uma pessoa a mais" }).click();
  await expect(page.getByLabel("Dividir entre")).toHaveValue("3");
  await expect(result).toContainText(text("Por pessoa (3 pessoas)US$ 35,21"));

  const selectedRow = page.getByRole("row", { name: /Estados Unidos/ });
  await expect(selectedRow).toHaveAttribute("aria-current", "true");
  await expect(selectedRow).toContainText("selecionado");
  await expectNoSeriousA11yViolations(page, `${path} with a result`);
});

test("the reference table lists the six countries of the spec", async ({ page }) => {
  await gotoHydrated(page, path);
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(7);
  for (const [country, percentages] of [
    ["Brasil", "15%10%5%0%"],
    ["Estados Unidos", "25%20%15%10%"],
    ["Europa", "15%10%5%0%"],
    ["Argentina", "15%10%5%0%"],
    ["Chile", "12%10%5%0%"],
    ["Canadá", "22%18%15%10%"],
  ] as const) {
    await expect(page.getByRole("row", { name: new RegExp(`^${country}`) })).toContainText(percentages);
  }
});
