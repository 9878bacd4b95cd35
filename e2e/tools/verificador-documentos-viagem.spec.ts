import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

const path = "/ferramentas/verificador-documentos-viagem";

async function checkUnitedStatesWithChild(page: Page) {
  await page.getByLabel("Para onde você vai?").selectOption({ label: "Estados Unidos" });
  await page.getByLabel("Viajo com menor de idade").check();
  await page.getByRole("button", { name: "Ver documentos" }).click();
  await expect(page).toHaveURL(/\?destino=estados-unidos&menor=sim$/);
  await expect(page.getByRole("heading", { level: 2, name: "Documentos para Estados Unidos" })).toBeVisible();
  const visa = page.getByRole("listitem").filter({ hasText: "Visto de turismo e negócios (B1/B2)" });
  await expect(visa).toContainText("Obrigatório");
  await expect(visa).toContainText("verificado em 23/11/2026");
  await expect(visa.getByRole("link", { name: /U.S. Department of State/ })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("region", { name: "Para o menor de idade" })).toContainText(
    "Viajando com só um dos pais",
  );
  await expect(page.getByRole("note")).toContainText(
    "Confirme sempre no consulado ou no site oficial antes de viajar.",
  );
}

test("the page ships no script and the checklist works with JavaScript on", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(path);
  await checkUnitedStatesWithChild(page);
  expect(scripts).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a traveller checks the documents for a destination and a minor", async ({ sharedPage: page }) => {
    await page.goto(path);
    await expect(page.getByRole("link", { name: /^Argentina/ })).toContainText("RG ou passaporte");
    await checkUnitedStatesWithChild(page);
  });

  test("a destination link from the overview opens its checklist, without the minors' rules", async ({
    sharedPage: page,
  }) => {
    await page.goto(path);
    await page.getByRole("link", { name: /^Argentina/ }).click();
    await expect(page).toHaveURL(/\?destino=argentina$/);
    await expect(page.getByRole("heading", { name: "RG, CIN ou passaporte" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Para o menor de idade" })).toHaveCount(0);
    await expect(page.getByLabel("Para onde você vai?")).toHaveValue("argentina");
  });
});
