import { expect, expectNoA11yViolations, test, type Page } from "../fixtures";
import { startOwnServer, type OwnServer } from "../own-server";
import { consultoria, postLead, seedMember } from "./helpers";
import { signInAs } from "./session";

/**
 * Whose lead it is (issue 37), on a phone: the owner turns on the distribution in turn, two leads arrive and go to
 * the two available attendants in turn, an attendant limited to theirs sees only theirs (and a 404 for the other
 * one), the owner reassigns a lead and moves a selection to another status.
 */
test.describe.configure({ timeout: 180_000 });

const phone = { width: 390, height: 844 };

async function setTeam(page: Page, distribution: string, visibility: string) {
  await page.goto("/painel/equipe");
  const card = page.getByRole("region", { name: "Responsáveis pelos leads" });
  await card.getByRole("radio", { name: distribution }).check();
  await card.getByRole("radio", { name: visibility }).check();
  await card.getByRole("button", { name: "Salvar escolhas" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Escolhas salvas." })).toBeVisible();
}

// A server of its own: the team's choices are the whole site's, and while the distribution in turn and "only theirs"
// are on, any other spec's new lead would take a turn and any other attendant would lose sight of the leads.
let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer();
});

test.afterAll(async () => {
  await server?.stop();
});

test("the owner distributes leads in turn; an attendant limited to theirs sees only theirs", async ({ browser }) => {
  const { url, dataDir } = server;
  const stamp = Date.now();
  const owner = await seedMember(url, { name: "Dona Rodízio", dataDir });
  const ana = await seedMember(url, { role: "atendente", name: `Ana Rodízio ${stamp}`, dataDir });
  const bruno = await seedMember(url, { role: "atendente", name: `Bruno Rodízio ${stamp}`, dataDir });
  const context = await browser.newContext({ baseURL: url, viewport: phone });
  const page = await context.newPage();
  await signInAs(page, owner.email, url, dataDir);

  // Both attendants available; the owner turns the distribution on and limits attendants to theirs.
  await page.goto("/painel/equipe");
  for (const name of [`Ana Rodízio ${stamp}`, `Bruno Rodízio ${stamp}`]) {
    await page.getByRole("button", { name: `${name} disponível para receber leads` }).click();
    await expect(page.getByRole("button", { name: `${name} disponível para receber leads` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }
  await setTeam(page, "Distribuir em rodízio entre os disponíveis", "Só os leads de que são responsáveis");
  await expectNoA11yViolations(page);

  const visitor = await browser.newContext({ baseURL: url });
  try {
    const first = await postLead(visitor.request, url, "consultoria", consultoria(`Primeiro Rodizio ${stamp}`));
    const second = await postLead(visitor.request, url, "consultoria", consultoria(`Segundo Rodizio ${stamp}`));

    await page.goto(`/painel/leads/${first}`);
    const firstOwner = (await page.getByLabel("Responsável pelo lead").locator("option:checked").textContent())!;
    await page.goto(`/painel/leads/${second}`);
    const secondOwner = (await page.getByLabel("Responsável pelo lead").locator("option:checked").textContent())!;
    expect([firstOwner, secondOwner].map((name) => name.replace(" · disponível", "")).sort()).toEqual([
      `Ana Rodízio ${stamp}`,
      `Bruno Rodízio ${stamp}`,
    ]);
    const anasLead = firstOwner.startsWith("Ana") ? first : second;
    const brunosLead = anasLead === first ? second : first;

    // Ana sees her lead alone, and the other one is a 404.
    const anaContext = await browser.newContext({ baseURL: url, viewport: phone });
    const anaPage = await anaContext.newPage();
    await signInAs(anaPage, ana.email, url, dataDir);
    await anaPage.goto(`/painel?busca=Rodizio ${stamp}`);
    const list = anaPage.getByRole("list", { name: "Leads" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText(anasLead === first ? "Primeiro Rodizio" : "Segundo Rodizio");
    await expect(list).toContainText(`Responsável: Ana Rodízio ${stamp}`);
    const refused = await anaPage.goto(`/painel/leads/${brunosLead}`);
    expect(refused?.status()).toBe(404);
    await anaContext.close();
    void bruno;

    // The owner gives Bruno's lead to Ana on its page; the timeline says so.
    await page.goto(`/painel/leads/${brunosLead}`);
    await page.getByLabel("Responsável pelo lead").selectOption({ label: `Ana Rodízio ${stamp} · disponível` });
    await page.getByRole("button", { name: "Salvar responsável" }).click();
    await expect(page.getByRole("region", { name: "Responsável" }).getByRole("status")).toHaveText(
      `Responsável: Ana Rodízio ${stamp}.`,
    );
    await expect(page.getByRole("region", { name: "Histórico" })).toContainText(
      `Dona Rodízio passou o lead para Ana Rodízio ${stamp}.`,
    );
    await expect(page.getByRole("region", { name: "Histórico" })).toContainText(
      "Lead distribuído no rodízio para Bruno",
    );
    await expectNoA11yViolations(page);

    // "Meus leads" of the owner is empty; both leads move to "Em contato" at once.
    await page.goto(`/painel?busca=Rodizio ${stamp}`);
    await page.getByRole("link", { name: "Meus leads" }).click();
    await expect(page.getByText("Nenhum lead encontrado.")).toBeVisible();
    await page.goto(`/painel?busca=Rodizio ${stamp}`);
    await page.getByRole("checkbox", { name: `Selecionar Primeiro Rodizio ${stamp}` }).check();
    await page.getByRole("checkbox", { name: `Selecionar Segundo Rodizio ${stamp}` }).check();
    await page.getByLabel("Novo status").selectOption("em_contato");
    await page.getByRole("button", { name: "Mudar status" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status alterado em 2 leads." })).toBeVisible();
    await expect(page.getByRole("list", { name: "Leads" }).getByText("Em contato")).toHaveCount(2);
    await expectNoA11yViolations(page);
  } finally {
    await visitor.close();
    await context.close();
  }
});
