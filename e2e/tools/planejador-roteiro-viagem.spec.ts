import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/planejador-roteiro-viagem";

async function createStructure(page: Page, start: string, end: string) {
  await page.getByLabel("Data de início").fill(start);
  await page.getByLabel("Data de fim").fill(end);
  await page.getByRole("button", { name: /estrutura/ }).click();
}

function day(page: Page, number: number) {
  return page.getByRole("region", { name: new RegExp(`^Dia ${number} `) });
}

test("a visitor plans three days, saves, and finds the itinerary again after a reload", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, path);
  // Nothing happens until both dates are set.
  await page.getByLabel("Data de início").fill("2026-11-21");
  await page.getByRole("button", { name: "Criar estrutura" }).click();
  await expect(page.getByRole("region", { name: /^Dia / })).toHaveCount(0);

  await page.getByLabel("Destino principal").fill("Lisboa, Portugal");
  await createStructure(page, "2026-11-21", "2026-11-23");
  await expect(page.getByRole("heading", { name: "Roteiro: Lisboa, Portugal" })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Dia / })).toHaveCount(3);
  await expect(day(page, 1)).toContainText("21/11/2026");
  await expect(day(page, 1)).toContainText("sábado");
  await expect(day(page, 3)).toContainText("23/11/2026");

  const firstDay = day(page, 1);
  const add = firstDay.getByRole("button", { name: "Adicionar" });
  // A blank name adds nothing.
  await add.click();
  await expect(firstDay).toContainText("Nenhum item neste dia ainda.");

  await firstDay.getByLabel("Nome").fill("Pastéis de Belém");
  await firstDay.getByLabel("Tipo").selectOption({ label: "Restaurante" });
  await add.click();
  await expect(firstDay.getByLabel("Nome")).toHaveValue("");
  await expect(firstDay.getByLabel("Tipo").locator("option:checked")).toHaveText("Atração");

  await firstDay.getByLabel("Nome").fill("Mosteiro dos Jerónimos");
  await firstDay.getByLabel("Horário (opcional)").fill("09:30");
  await firstDay.getByLabel("Notas (opcional)").fill("Comprar ingresso on-line");
  await add.click();
  await expect(firstDay.getByLabel("Horário (opcional)")).toHaveValue("");

  const items = firstDay.getByRole("listitem");
  await expect(items).toHaveCount(2);
  // Timed items come first.
  await expect(items.nth(0)).toContainText("09:30");
  await expect(items.nth(0)).toContainText("Mosteiro dos Jerónimos");
  await expect(items.nth(0)).toContainText("Atração");
  await expect(items.nth(0)).toContainText("Comprar ingresso on-line");
  await expect(items.nth(1)).toContainText("Pastéis de Belém");
  await expect(items.nth(1)).toContainText("Restaurante");

  await day(page, 2).getByLabel("Nome").fill("Sintra");
  await day(page, 2).getByRole("button", { name: "Adicionar" }).click();
  await day(page, 2).getByRole("button", { name: "Remover Sintra" }).click();
  await expect(day(page, 2)).toContainText("Nenhum item neste dia ainda.");

  await expect(page.getByText("Alterações não salvas")).toBeVisible();
  await expectNoSeriousA11yViolations(page, `${path} with an itinerary`);
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Roteiro salvo", { exact: true })).toBeVisible();
  await expect(page.getByText("Alterações não salvas")).toBeHidden();

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.getByText("Roteiro restaurado")).toBeVisible();
  await expect(page.getByLabel("Destino principal")).toHaveValue("Lisboa, Portugal");
  await expect(page.getByLabel("Data de início")).toHaveValue("2026-11-21");
  await expect(page.getByRole("region", { name: /^Dia / })).toHaveCount(3);
  await expect(day(page, 1).getByRole("listitem")).toHaveCount(2);
  await expect(day(page, 1)).toContainText("Mosteiro dos Jerónimos");

  // Creating the structure again replaces every day and item.
  await createStructure(page, "2026-12-30", "2027-01-02");
  await expect(page.getByRole("region", { name: /^Dia / })).toHaveCount(4);
  await expect(day(page, 3)).toContainText("01/01/2027");
  await expect(page.getByText("Mosteiro dos Jerónimos")).toHaveCount(0);
  // ...with a way back.
  await page.getByRole("button", { name: "Desfazer" }).click();
  await expect(page.getByRole("region", { name: /^Dia / })).toHaveCount(3);
  await expect(day(page, 1)).toContainText("Mosteiro dos Jerónimos");
  await expect(page.getByLabel("Data de início")).toHaveValue("2026-11-21");
  // The saved itinerary is read after hydration: React reports no mismatch (minified errors #418/#425 in production).
  expect(consoleErrors.filter((error) => /React|hydrat/i.test(error))).toEqual([]);
});

test("the printed page shows the days and items only", async ({ page }) => {
  await gotoHydrated(page, path);
  await createStructure(page, "2026-11-21", "2026-11-22");
  await day(page, 1).getByLabel("Nome").fill("Oceanário");
  await day(page, 1).getByRole("button", { name: "Adicionar" }).click();

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute("data-printed", "true");
  });
  await page.getByRole("button", { name: "Imprimir" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-printed", "true");

  await page.emulateMedia({ media: "print" });
  await expect(day(page, 1)).toContainText("Oceanário");
  await expect(page.getByLabel("Destino principal")).toBeHidden();
  await expect(day(page, 1).getByLabel("Nome")).toBeHidden();
  await expect(page.getByRole("button", { name: "Remover Oceanário" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Como funciona" })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
});

test.describe("in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("a trip starting 2026-11-21 still starts on 21/11", async ({ page }) => {
    await gotoHydrated(page, path);
    await createStructure(page, "2026-11-21", "2026-11-22");
    await expect(day(page, 1)).toContainText("21/11/2026");
    await expect(day(page, 1)).toContainText("sábado");
    await expect(day(page, 2)).toContainText("22/11/2026");
  });
});
