import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/planejador-roteiro-viagem";

async function createStructure(page: Page, start: string, end: string) {
  await page.getByLabel("Data de início").fill(start);
  await page.getByLabel("Data de fim").fill(end);
  await page.getByRole("button", { name: /estrutura/ }).click();
}

/*
 * The journey through the real browser: its storage across a reload, focus, printing, the page without
 * script. Day counts in every time zone, reversed dates, item order and the undo are checked once, in
 * itinerary.test.ts and itinerary-planner.test.tsx.
 */

function day(page: Page, number: number) {
  return page.getByRole("region", { name: new RegExp(`^Dia ${number} `) });
}

function addForm(page: Page) {
  return page.getByRole("form", { name: "Adicionar item" });
}

test("a visitor plans three days, saves, and finds the itinerary again after a reload", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, path);
  await page.getByLabel("Destino principal").fill("Lisboa, Portugal");
  await createStructure(page, "2026-11-21", "2026-11-23");
  await expect(page.getByRole("heading", { name: "Roteiro: Lisboa, Portugal" })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Dia / })).toHaveCount(3);
  await expect(day(page, 1)).toContainText("21/11/2026");
  await expect(day(page, 1)).toContainText("sábado");
  await expect(day(page, 3)).toContainText("23/11/2026");
  // One add-item form for the whole itinerary.
  await expect(addForm(page)).toHaveCount(1);

  const form = addForm(page);
  const add = form.getByRole("button", { name: "Adicionar" });
  await expect(form.getByLabel("Dia").locator("option:checked")).toHaveText("Dia 1 · 21/11 · sábado");
  await form.getByLabel("Nome").fill("Pastéis de Belém");
  await form.getByLabel("Tipo").selectOption({ label: "Restaurante" });
  await add.click();
  await expect(form.getByLabel("Nome")).toHaveValue("");
  await expect(form.getByLabel("Tipo").locator("option:checked")).toHaveText("Atração");

  await form.getByLabel("Nome").fill("Mosteiro dos Jerónimos");
  await form.getByLabel("Horário (opcional)").fill("09:30");
  await form.getByLabel("Notas (opcional)").fill("Comprar ingresso on-line");
  await add.click();
  await expect(form.getByLabel("Horário (opcional)")).toHaveValue("");

  const items = day(page, 1).getByRole("listitem");
  await expect(items).toHaveCount(2);
  // Timed items come first.
  await expect(items.nth(0)).toContainText("09:30");
  await expect(items.nth(0)).toContainText("Mosteiro dos Jerónimos");
  await expect(items.nth(0)).toContainText("Atração");
  await expect(items.nth(0)).toContainText("Comprar ingresso on-line");
  await expect(items.nth(1)).toContainText("Pastéis de Belém");
  await expect(items.nth(1)).toContainText("Restaurante");

  // A day's own button chooses it in the form.
  await day(page, 2).getByRole("button", { name: "Adicionar item ao Dia 2" }).click();
  await expect(form.getByLabel("Nome")).toBeFocused();
  await page.keyboard.type("Sintra");
  await page.keyboard.press("Enter");
  await expect(day(page, 2)).toContainText("Sintra");
  await day(page, 2).getByRole("button", { name: "Remover Sintra" }).click();
  await expect(day(page, 2)).toContainText("Nenhum item neste dia ainda.");

  await expect(page.getByText("Alterações não salvas")).toBeVisible();
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
  // The saved itinerary is read after hydration: React reports no mismatch (minified errors #418/#425 in production).
  expect(consoleErrors.filter((error) => /React|hydrat/i.test(error))).toEqual([]);
});

test("the printed page shows the days and items only", async ({ sharedPage: page }) => {
  await gotoHydrated(page, path);
  await createStructure(page, "2026-11-21", "2026-11-22");
  await addForm(page).getByLabel("Nome").fill("Oceanário");
  await addForm(page).getByRole("button", { name: "Adicionar" }).click();
  await expect(day(page, 1)).toContainText("Oceanário");

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute("data-printed", "true");
  });
  await page.getByRole("button", { name: "Imprimir" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-printed", "true");

  await page.emulateMedia({ media: "print" });
  await expect(day(page, 1)).toContainText("Oceanário");
  await expect(page.getByLabel("Destino principal")).toBeHidden();
  await expect(addForm(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Remover Oceanário" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Adicionar item ao Dia 1" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Como funciona" })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server builds the days from the structure form, and says what needs the script", async ({
    sharedPage: page,
  }) => {
    await page.goto(path);
    // Playwright's text queries skip <noscript>; the notice is read from the element itself.
    await expect(page.locator("main noscript p")).toContainText("adicionar itens, salvar");
    await page.getByLabel("Destino principal").fill("Ouro Preto");
    await createStructure(page, "2026-11-23", "2026-11-21");
    await expect(page).toHaveURL(/\?destino=Ouro\+Preto&inicio=2026-11-23&fim=2026-11-21$/);
    await expect(page.getByRole("heading", { name: "Roteiro: Ouro Preto" })).toBeVisible();
    await expect(page.getByRole("region", { name: /^Dia / })).toHaveCount(3);
    await expect(day(page, 1)).toContainText("21/11/2026");
    await expect(addForm(page)).toHaveCount(0);
    await expect(page.getByLabel("Data de início")).toHaveValue("2026-11-23");
  });
});
