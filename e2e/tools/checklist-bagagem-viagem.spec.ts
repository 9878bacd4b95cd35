import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/checklist-bagagem-viagem";

test("a visitor generates a beach list, packs, reloads and reconfigures", async ({ page, consoleErrors }) => {
  await gotoHydrated(page, path);
  const generate = page.getByRole("button", { name: "Gerar checklist" });

  // A duration that is not a number does nothing.
  await page.getByLabel("Duração (dias)").fill("uma semana");
  await generate.click();
  await expect(generate).toBeVisible();

  await page.getByLabel("Destino").fill("Florianópolis");
  await page.getByLabel("Duração (dias)").fill("10");
  await page.getByRole("radio", { name: "Quente" }).check();
  await page.getByRole("checkbox", { name: "Praia" }).check();
  await page.getByRole("checkbox", { name: "Passeios pela cidade" }).check();
  await generate.click();

  await expect(page.getByRole("heading", { name: "Bagagem para Florianópolis" })).toBeVisible();
  for (const category of [
    "Documentos",
    "Higiene e Saúde",
    "Eletrônicos",
    "Roupas",
    "Atividades Específicas",
    "Extras",
  ]) {
    await expect(page.getByRole("region", { name: category })).toBeVisible();
  }
  await expect(page.getByRole("checkbox", { name: "Roupas extras (viagem longa)" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Roupa de banho (biquíni, maiô ou sunga)" })).toBeVisible();
  // Sunscreen comes with the hot climate and with the beach, but is listed once.
  await expect(page.getByRole("checkbox", { name: "Protetor solar (FPS 30 ou mais)" })).toHaveCount(1);

  const items = page.getByRole("checkbox");
  const total = await items.count();
  expect(total).toBeGreaterThan(30);
  const progress = page.getByRole("status", { name: "Progresso da bagagem" });
  await expect(progress).toContainText(`0 de ${total} itens`);
  await expect(progress).toContainText("0%");

  await page.getByRole("checkbox", { name: "Desodorante" }).check();
  await page.getByText("Celular e carregador").click();
  await expect(page.getByRole("checkbox", { name: "Celular e carregador" })).toBeChecked();
  await expect(progress).toContainText(`2 de ${total} itens`);
  await expect(progress).toContainText(`${Math.round((2 / total) * 100)}%`);
  await expect(page.getByRole("progressbar", { name: "Progresso da bagagem" })).toHaveAttribute(
    "aria-valuenow",
    String(Math.round((2 / total) * 100)),
  );
  await expectNoSeriousA11yViolations(page, `${path} with a list`);

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.getByRole("checkbox", { name: "Desodorante" })).toBeChecked();
  await expect(progress).toContainText(`2 de ${total} itens`);

  await page.getByRole("button", { name: "Reconfigurar" }).click();
  await expect(page.getByLabel("Duração (dias)")).toHaveValue("10");
  await page.getByLabel("Duração (dias)").fill("5");
  await generate.click();
  await expect(page.getByRole("checkbox", { name: "Roupas extras (viagem longa)" })).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "Desodorante" })).toBeChecked();
  // The saved list is read after hydration: React reports no mismatch (minified errors #418/#425 in production).
  expect(consoleErrors.filter((error) => /React|hydrat/i.test(error))).toEqual([]);
});

test("the printed page shows only the list", async ({ page }) => {
  await gotoHydrated(page, path);
  await page.getByLabel("Duração (dias)").fill("3");
  await page.getByRole("button", { name: "Gerar checklist" }).click();

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute("data-printed", "true");
  });
  await page.getByRole("button", { name: "Imprimir" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-printed", "true");

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("region", { name: "Documentos" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reconfigurar" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Como funciona" })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
});
