import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/consulta-cep-ddd-placa";
const viacep = "https://viacep.com.br/ws/*/json/";
const ddd = "https://brasilapi.com.br/api/ddd/v1/*";
const fipe = "https://brasilapi.com.br/api/fipe/preco/v1/*";

/*
 * Journeys through the real browser and its network calls (answered by page.route). Each message, the
 * sorting of cities and every failure are checked once, in lookup-tool.test.tsx and lookup-api.test.ts.
 */

/** The tabs are radio buttons hidden behind their labels: a visitor clicks the label. */
async function openTab(page: Page, name: string) {
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name }) })
    .click();
  await expect(page.getByRole("radio", { name })).toBeChecked();
}

async function consult(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press("Enter");
}

test.beforeEach(async ({ page }) => {
  // Nothing reaches the real services: any call not routed by a test fails loudly.
  await page.route(/viacep\.com\.br|brasilapi\.com\.br/, (route) => route.abort("blockedbyclient"));
});

test("while the service answers the button says 'Consultando...', and a lookup changes nothing but its own result", async ({
  page,
}) => {
  await page.route(ddd, (route) => route.fulfill({ json: { state: "RJ", cities: ["RIO DE JANEIRO"] } }));
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(viacep, async (route) => {
    await answered;
    await route.fulfill({ json: { logradouro: "", bairro: "", localidade: "Campos do Jordão", uf: "SP" } });
  });
  await gotoHydrated(page, path);
  await openTab(page, "Consultar DDD");
  await consult(page, "DDD", "21");
  const dddResult = page.getByRole("status", { name: "Resultado do DDD", includeHidden: true });
  await expect(dddResult).toContainText("Rio de Janeiro (RJ)");

  await openTab(page, "Consultar CEP");
  await page.getByLabel("CEP", { exact: true }).fill("12460000");
  const button = page.getByRole("button", { name: "Consultar", exact: true }).first();
  await button.click();
  const busy = page.getByRole("button", { name: "Consultando..." }).first();
  await expect(busy).toBeDisabled();
  // Marked disabled, the button keeps the focus the click gave it.
  await expect(busy).toBeFocused();
  answer();
  await expect(page.getByRole("status", { name: "Resultado do CEP", includeHidden: true })).toContainText(
    "Campos do Jordão/SP",
  );
  await expect(button).toBeEnabled();
  await expect(button).toBeFocused();
  await expect(page.getByRole("radio", { name: "Consultar CEP" })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await openTab(page, "Consultar DDD");
  await expect(dddResult).toContainText("Rio de Janeiro (RJ)");
});

test("Plate: the free service fails, the plate's own facts are shown", async ({ page }) => {
  await page.route(fipe, (route) =>
    route.fulfill({ status: 400, json: { message: "Código fipe inválido", type: "bad_request", name: "BAD_REQUEST" } }),
  );
  await gotoHydrated(page, path);
  await openTab(page, "Consultar Placa");
  await consult(page, "Placa", "bfa-1234");
  await expect(page.getByLabel("Placa", { exact: true })).toHaveValue("BFA1234");
  await expect(
    page.getByText("Dados limitados disponíveis. APIs gratuitas de placas têm restrições de privacidade."),
  ).toBeVisible();
  const result = page.getByRole("status", { name: "Resultado da placa", includeHidden: true });
  await expect(result).toContainText("Antigo, placa cinza");
  await expect(result).toContainText("BFA1C34");
  await expect(result).toContainText("São Paulo (SP)");
  // The answer is drawn in the page, never a page of its own: the a11y sweep cannot load it, so it is judged here.
  await expectNoA11yViolations(page, `${path} with a plate's facts`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page says the lookups need JavaScript; the tabs, the plate warning and the explanations still work", async ({
    page,
  }) => {
    await page.goto(path);
    // Text queries skip <noscript>, so the notice is found by its element.
    const notice = page.locator("noscript > p");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("precisam de JavaScript");
    await expect(page.getByRole("button", { name: "Consultar", exact: true }).first()).toBeDisabled();

    await openTab(page, "Consultar Placa");
    await expect(page.getByRole("note")).toContainText("serviços pagos");
    await expect(page.getByLabel("Placa", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Placa", exact: true })).toBeVisible();
    await expect(page.getByText("ABC-1234 vira ABC1C34")).toBeVisible();
  });
});
