import { expect, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/calculadora-gorjetas";

/** Text as the page prints it, matching any kind of space. */
function text(value: string): RegExp {
  return new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s"));
}

test("tips 10% in Brazil by default and shows tip and total as the bill is typed", async ({ sharedPage: page }) => {
  await gotoHydrated(page, path);
  // Before the first calculation the live region is there but empty (and hidden).
  await expect(page.getByRole("status", { name: "Resultado da gorjeta", includeHidden: true })).toBeEmpty();
  const result = page.getByRole("status", { name: "Resultado da gorjeta" });

  await page.getByLabel("Valor da conta (R$)").fill("1.000,50");
  await expect(result).toContainText(text("Gorjeta (10%)R$ 100,05"));
  await expect(result).toContainText(text("Total a pagarR$ 1.100,55"));
  await expect(page).toHaveURL(/\?pais=brasil&conta=1\.000%2C50&qualidade=bom&pessoas=1$/);
  await expect(result.getByRole("button", { name: "Copiar link" })).toBeVisible();
});

test("a shared result opens with its country marked in the reference table, and hydrates without errors", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, `${path}?pais=argentina&conta=12.000&qualidade=excelente&pessoas=1`);
  // Argentina, excelente: 15% of 12.000.
  await expect(page.getByRole("status", { name: "Resultado da gorjeta" })).toContainText(
    text("Gorjeta (15%)AR$ 1.800,00"),
  );
  await expect(page.getByRole("row", { name: /Argentina/ })).toHaveAttribute("aria-current", "true");
  expect(consoleErrors.filter((error) => /React|hydrat/i.test(error))).toEqual([]);
});

test("on a phone every column of the table can be seen, scrolling by keyboard on the narrowest screens", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, path);
  const table = page.getByRole("region", { name: "Tabela de referência por país" });
  await table.scrollIntoViewIfNeeded();
  // At 375 px the table fits: nothing is hidden to the side.
  await expect(table.getByRole("columnheader", { name: "Ruim" })).toBeInViewport({ ratio: 1 });

  await page.setViewportSize({ width: 320, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // Narrower, the table scrolls inside its region, which the keyboard can focus and scroll to the end.
  const hiddenWidth = () => table.evaluate((region) => region.scrollWidth - region.clientWidth - region.scrollLeft);
  expect(await hiddenWidth()).toBeGreaterThan(0);
  await table.focus();
  await expect(table).toBeFocused();
  for (let step = 0; step < 8; step++) await page.keyboard.press("ArrowRight");
  await expect.poll(hiddenWidth).toBeLessThanOrEqual(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Calcular gorjeta asks the server, and the address reproduces the result", async ({ page, context }) => {
    await page.goto(path);
    await page.getByLabel("País", { exact: true }).selectOption({ label: "Canadá" });
    await page.getByLabel(/^Valor da conta/).fill("200");
    await page.getByRole("radio", { name: /Regular/ }).check();
    await page.getByLabel("Dividir entre").fill("4");
    await page.getByRole("button", { name: "Calcular gorjeta" }).click();

    // Canadá, regular: 15% of 200 = 30; 230 split by 4 = 57,50.
    const result = page.getByRole("status", { name: "Resultado da gorjeta" });
    await expect(result).toContainText(text("Gorjeta (15%)CA$ 30,00"));
    await expect(result).toContainText(text("Por pessoa (4 pessoas)CA$ 57,50"));
    await expect(page).toHaveURL(/\?pais=canada&conta=200&qualidade=regular&pessoas=4$/);
    await expect(page.getByLabel("Valor da conta (CA$)")).toHaveValue("200");

    const fresh = await context.newPage();
    await fresh.goto(page.url());
    await expect(fresh.getByRole("status", { name: "Resultado da gorjeta" })).toContainText(
      text("Total a pagarCA$ 230,00"),
    );
    await expect(fresh.getByRole("row", { name: /Canadá/ })).toHaveAttribute("aria-current", "true");
  });
});
