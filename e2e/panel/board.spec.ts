import { expect, expectNoA11yViolations, gotoHydrated, test, type Page } from "../fixtures";
import { consultoria, database, postLead, seedMember } from "./helpers";
import { signInAs } from "./session";

/**
 * The pipeline board (/painel/funil, issue 37): a card moved with the keyboard on a phone (focus follows it, a
 * live region says where it went, "Ganho" asks for the value), one moved without JavaScript through its own form,
 * one dragged with the mouse on a laptop, where all five columns fit.
 */
test.describe.configure({ timeout: 120_000 });

const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 800 };

const column = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const storedStatus = (id: number) =>
  database(true).prepare("select status, won_value_cents from leads where id = ?").get(id) as {
    status: string;
    won_value_cents: number | null;
  };

test("moves a card with the keyboard on a phone: focus follows it, the move is announced", async ({
  page,
  request,
  baseURL,
}) => {
  const name = `Teclado ${Date.now()} Lima`;
  const id = await postLead(request, baseURL!, "consultoria", consultoria(name));
  await page.setViewportSize(phone);
  const { email } = await seedMember(baseURL!, { role: "atendente", name: "Ana Atendente" });
  await signInAs(page, email, baseURL!);
  await gotoHydrated(page, "/painel/funil");
  const card = (status: string) => column(page, status).locator(`#lead-${id}`);
  await expect(card("Novo")).toHaveAttribute("tabindex", "0");
  // The columns scroll sideways inside the board, nearly the phone's width each; the page itself does not.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  expect((await column(page, "Novo").boundingBox())!.width).toBeGreaterThan(phone.width * 0.8);
  await expectNoA11yViolations(page);

  await card("Novo").focus();
  await page.keyboard.press("ArrowRight");
  await expect(card("Em contato")).toBeFocused();
  await expect(page.locator("p[role=status].sr-only")).toHaveText(`${name} movido para Em contato.`);
  await page.keyboard.press("ArrowRight");
  await expect(card("Proposta enviada")).toBeFocused();

  // "Ganho" asks for the contract's value in the card's own form, the cursor in it.
  await page.keyboard.press("ArrowRight");
  const value = card("Proposta enviada").getByLabel("Valor mensal do contrato (R$)");
  await expect(value).toBeFocused();
  await expect(page.locator("p[role=status].sr-only")).toHaveText(
    `Para mover ${name} para Ganho, informe o valor mensal do contrato.`,
  );
  await page.keyboard.type("2.400,00");
  await page.keyboard.press("Enter");
  await expect(card("Ganho")).toBeFocused();
  await expect(card("Ganho")).toContainText("R$ 2.400,00/mês");
  await expect(page.locator("p[role=status].sr-only")).toHaveText(`${name} movido para Ganho.`);
  // The card moves as soon as the move is sent (decision 069); the server stores it a moment later.
  await expect.poll(() => storedStatus(id)).toEqual({ status: "ganho", won_value_cents: 240000 });
  await expectNoA11yViolations(page);
});

test("moves a card to Ganho without JavaScript through its own form, asking for the value", async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL!, viewport: phone });
  const page = await context.newPage();
  const name = `SemJs ${Date.now()} Prado`;
  const id = await postLead(request, baseURL!, "consultoria", consultoria(name));
  const { email } = await seedMember(baseURL!);
  await signInAs(page, email, baseURL!);
  await page.goto("/painel/funil");
  const card = column(page, "Novo").locator(`#lead-${id}`);
  await card.getByText("Mover para…").click();
  await card.getByLabel("Nova etapa").selectOption("ganho");
  await card.getByRole("button", { name: "Mover" }).click();
  // Refused without the value, as the lead page's form is: the card's form comes back open with the message.
  const refused = column(page, "Novo").locator(`#lead-${id}`);
  await expect(refused.getByText("Informe o valor mensal do contrato em reais")).toBeVisible();
  await refused.getByLabel("Valor mensal do contrato (R$)").fill("1.500,00");
  await refused.getByRole("button", { name: "Mover" }).click();
  await expect(page).toHaveURL(new RegExp(`/painel/funil\\?movido=ganho#lead-${id}$`));
  await expect(page.getByRole("status").filter({ hasText: "Lead movido para Ganho." })).toBeVisible();
  await expect(column(page, "Ganho").locator(`#lead-${id}`)).toContainText("R$ 1.500,00/mês");
  await expect(column(page, "Novo").locator(`#lead-${id}`)).toHaveCount(0);
  expect(storedStatus(id)).toEqual({ status: "ganho", won_value_cents: 150000 });
  await context.close();
});

test("drags a card with the mouse on a laptop, where the five columns fit", async ({ page, request, baseURL }) => {
  const name = `Arraste ${Date.now()} Souza`;
  const id = await postLead(request, baseURL!, "consultoria", consultoria(name));
  await page.setViewportSize(laptop);
  const { email } = await seedMember(baseURL!);
  await signInAs(page, email, baseURL!);
  await gotoHydrated(page, "/painel/funil");
  for (const status of ["Novo", "Em contato", "Proposta enviada", "Ganho", "Perdido"]) {
    const box = (await column(page, status).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(laptop.width);
  }
  const card = column(page, "Novo").locator(`#lead-${id}`);
  await expect(card).toHaveAttribute("draggable", "true");
  // Dropped near the column's top, which is on screen whatever the column's height.
  await card.dragTo(column(page, "Proposta enviada"), { targetPosition: { x: 40, y: 40 } });
  await expect(column(page, "Proposta enviada").locator(`#lead-${id}`)).toBeVisible();
  await expect.poll(() => storedStatus(id).status).toBe("proposta");
  await expectNoA11yViolations(page);
});
