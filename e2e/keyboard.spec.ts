import type { Locator, Page } from "@playwright/test";
import { renderedByServer } from "./business";
import { expect, gotoHydrated, test, viewports } from "./fixtures";
import { stubWhatsapp } from "./forms/helpers";

/**
 * Keyboard-only journeys (WCAG 2.1.1, 2.4.3): no mouse, no `fill`, only keys,
 * asserting where focus is after each step.
 */

/** Presses Tab until `target` has focus, as a keyboard user walks the page; fails if it never gets there. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `not reached within ${limit} Tab presses`).toBeFocused();
}

/** Tab to the next control, which must be `next`. */
async function tabOnTo(page: Page, next: Locator) {
  await page.keyboard.press("Tab");
  await expect(next).toBeFocused();
}

test.describe("keyboard only", () => {
  test.use({ viewport: viewports.desktop });

  test("scheduling form: errors take focus, every field is reached in order, the success panel and 'start over' too", async ({
    page,
    context,
    baseURL,
  }) => {
    await stubWhatsapp(context);
    // The chat tab opens in the click only when the page knows the business's number: the server's has one.
    await renderedByServer(page, baseURL);
    await gotoHydrated(page, "/comece-agora");
    const form = page.locator("#agendar");
    const submit = form.getByRole("button", { name: /AGENDAR MINHA CONSULTORIA/ });
    const name = form.getByLabel("Nome completo");

    await tabTo(page, name);
    await tabTo(page, submit);
    await page.keyboard.press("Enter");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");

    await page.keyboard.type("Carla Mendes");
    await tabOnTo(page, form.getByLabel("E-mail"));
    await page.keyboard.type("carla@mendes.com.br");
    await tabOnTo(page, form.getByLabel("WhatsApp (com DDD)"));
    await page.keyboard.type("11987654321");
    await tabOnTo(page, form.getByLabel("Empresa"));
    await page.keyboard.type("Mendes Calçados");
    const sector = form.getByRole("combobox", { name: "Setor" });
    await tabOnTo(page, sector);
    await page.keyboard.press("ArrowDown");
    await expect(sector).not.toHaveValue("");
    const revenue = form.getByRole("combobox", { name: "Faturamento mensal" });
    await tabOnTo(page, revenue);
    await page.keyboard.press("ArrowDown");
    await expect(revenue).not.toHaveValue("");
    await tabOnTo(page, form.getByLabel("Qual é o seu principal desafio hoje?"));
    await page.keyboard.type("Quero vender mais pelo Google Ads.");
    // A radio group is one Tab stop; the arrows move the choice within it.
    const morning = form.getByRole("radio", { name: "Manhã (8h-12h)" });
    await tabOnTo(page, morning);
    await page.keyboard.press("Space");
    await expect(morning).toBeChecked();
    await page.keyboard.press("ArrowDown");
    const afternoon = form.getByRole("radio", { name: "Tarde (12h-18h)" });
    await expect(afternoon).toBeFocused();
    await expect(afternoon).toBeChecked();
    // The optional ads consent is the last field, left unticked.
    const consent = form.getByRole("checkbox", { name: /com o Google e a Meta/ });
    await tabOnTo(page, consent);
    await expect(consent).not.toBeChecked();

    await tabOnTo(page, submit);
    const popup = page.waitForEvent("popup");
    await page.keyboard.press("Enter");
    await popup;
    const panel = form.getByRole("status");
    await expect(panel).toContainText("Consultoria Agendada!");
    await expect(panel).toBeFocused();

    await tabOnTo(page, panel.getByRole("link", { name: "Abrir WhatsApp" }));
    await tabOnTo(page, panel.getByRole("link", { name: "Agendar outra consultoria" }));
    await page.keyboard.press("Enter");
    await expect(name).toBeFocused();
    await expect(name).toHaveValue("");
  });

  test("calculator: fields in order, Enter calculates with focus kept, then the result's actions", async ({
    sharedPage: page,
  }) => {
    await gotoHydrated(page, "/ferramentas/calculadora-juros-compostos");
    const initial = page.getByLabel("Valor inicial (R$)");
    await tabTo(page, initial);
    await page.keyboard.type("1000");
    await tabOnTo(page, page.getByLabel("Aporte mensal (R$)"));
    await page.keyboard.type("200");
    await tabOnTo(page, page.getByLabel("Taxa de juros (% ao ano)"));
    await page.keyboard.type("12");
    const years = page.getByLabel("Período (anos)");
    await tabOnTo(page, years);
    await page.keyboard.type("3");
    // Enter in a field submits the form, as in any form; the visitor stays where they typed.
    await page.keyboard.press("Enter");
    const result = page.getByRole("status", { name: "Resultado" });
    await expect(result).toContainText("Valor Total Acumulado");
    await expect(years).toBeFocused();

    const calculate = page.getByRole("button", { name: "Calcular" });
    await tabOnTo(page, calculate);
    await page.keyboard.press("Enter");
    await expect(calculate).toBeFocused();
    await tabTo(page, page.getByRole("button", { name: "Copiar link" }), 10);
    await tabTo(page, page.getByRole("region", { name: "Evolução ano a ano" }), 10);
  });
});
