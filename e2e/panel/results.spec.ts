import { expect, expectNoA11yViolations, test } from "../fixtures";
import { stubWhatsapp, whatsappText } from "../forms/helpers";
import { consultoria, database, postLead, seedMember, uniquePhone } from "./helpers";
import { signInAs } from "./session";

/**
 * Issue 37's results page on a phone, without JavaScript: the owner pastes Google Ads' campaign report and sees
 * the campaign's cost per lead and ROAS; the page passes axe; months are chosen with a plain GET form; a source's
 * row opens exactly the leads it counts in the inbox.
 */
test.describe.configure({ timeout: 120_000 });

test("an owner imports ad spend from a CSV and sees cost per lead and ROAS on a 390 px phone, without JavaScript", async ({
  browser,
  request,
  baseURL,
}) => {
  const campaign = `roas-${Date.now()}`;
  const ids: number[] = [];
  for (const index of [1, 2]) {
    ids.push(
      await postLead(
        request,
        baseURL!,
        "consultoria",
        consultoria(`Resultado ${campaign} ${index}`, { whatsapp: uniquePhone() }),
        {
          utm_source: "google",
          utm_medium: "cpc",
          utm_campaign: campaign,
        },
      ),
    );
  }
  const db = database();
  db.prepare(
    `update leads set status = 'ganho', first_won_at = ?, first_won_value_cents = 300000, won_value_cents = 300000 where id = ?`,
  ).run(Date.now(), ids[0]);
  db.close();
  const { email } = await seedMember(baseURL!, { prefix: "dono-resultados" });
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: baseURL!,
    viewport: { width: 390, height: 844 },
    locale: "pt-BR",
  });
  const page = await context.newPage();
  await signInAs(page, email, baseURL!);
  await page.goto("/painel/resultados");
  const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
  await page
    .getByLabel("Ou cole o conteúdo")
    .fill(
      [
        "Relatório de campanhas",
        "Campanha,Dia,Custo",
        `${campaign},${today},"R$ 1.000,00"`,
        'Total: conta,,"1.000,00"',
      ].join("\n"),
    );
  await page.getByRole("button", { name: "Importar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 campanha importada" })).toBeVisible();

  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: campaign }) });
  // 2 leads for R$ 1.000,00: R$ 500,00 each; R$ 3.000,00 won for the first month: 3×.
  await expect(row).toContainText("R$\u00a0500,00");
  await expect(row).toContainText("3×");
  await page.screenshot({ path: "test-results/resultados-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/resultados-1280.png", fullPage: true });
  await context.close();
  // axe runs inside the page: a context with JavaScript, at the phone's width.
  const scripted = await browser.newContext({ baseURL: baseURL!, viewport: { width: 390, height: 844 } });
  const checked = await scripted.newPage();
  await signInAs(checked, email, baseURL!);
  await checked.goto("/painel/resultados");
  await expectNoA11yViolations(checked, "/painel/resultados (390 px)");
  await scripted.close();
});

test("without JavaScript, the months form shows a chosen range, empty months say how to bring in the spend, and a source's row opens exactly its leads", async ({
  browser,
  request,
  baseURL,
}) => {
  // A source no other spec uses: two paid leads (one with a campaign) and one from the same site's link.
  const source = `parceiro-${Date.now()}`;
  const paid = [`Pago ${source} A`, `Pago ${source} B`];
  await postLead(request, baseURL!, "consultoria", consultoria(paid[0]!, { whatsapp: uniquePhone() }), {
    utm_source: source,
    utm_medium: "cpc",
    utm_campaign: "vitrine",
  });
  await postLead(request, baseURL!, "consultoria", consultoria(paid[1]!, { whatsapp: uniquePhone() }), {
    utm_source: source,
    utm_medium: "cpc",
  });
  const referred = `Indicado ${source}`;
  await postLead(request, baseURL!, "consultoria", consultoria(referred, { whatsapp: uniquePhone() }), {
    utm_source: source,
    utm_medium: "referral",
  });
  const { email } = await seedMember(baseURL!, { prefix: "dono-meses" });
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: baseURL!,
    viewport: { width: 390, height: 844 },
    locale: "pt-BR",
  });
  const page = await context.newPage();
  await signInAs(page, email, baseURL!);
  await page.goto("/painel/resultados");

  // Months with nothing in them, through the GET form behind "Escolher meses".
  await page.getByText("Escolher meses").click();
  await page.getByLabel("De (mês)").fill("2020-01");
  await page.getByLabel("Até (mês)").fill("2020-02");
  await page.getByRole("button", { name: "Ver meses" }).click();
  await expect(page).toHaveURL(/periodo=intervalo&de=2020-01&ate=2020-02/);
  await expect(page.getByText("Janeiro a fevereiro de 2020, comparado com novembro a dezembro de 2019.")).toBeVisible();
  await expect(page.getByLabel("De (mês)")).toHaveValue("2020-01");
  await expect(page.getByText("Nenhum lead chegou neste período.")).toBeVisible();
  await expect(page.getByText("Nenhum clique no WhatsApp neste período.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Descubra quanto custa cada cliente" })).toBeVisible();
  await expect(
    page.getByText("Nenhum investimento em anúncios registrado em janeiro a fevereiro de 2020."),
  ).toBeVisible();
  await page.screenshot({ path: "test-results/resultados-vazio-390.png", fullPage: true });

  // This month: the paid row of the source opens its two leads, not the one that came through a link.
  await page.getByRole("link", { name: "Este mês" }).click();
  const paidTable = page.getByRole("region", { name: "Canal Pago: origens e campanhas" });
  const paidRow = paidTable
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: source, exact: true }) });
  // Two leads, from two people (each lead has its own e-mail and phone).
  await expect(paidRow.getByRole("cell").first()).toHaveText(/^2\s*2 pessoas$/);
  await paidRow.getByRole("link", { name: source }).click();
  await expect(page).toHaveURL(/\/painel\?.*canal=pago/);
  await expect(page.getByText("2 leads encontrados com estes filtros.")).toBeVisible();
  for (const name of paid) await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByText(referred)).toHaveCount(0);

  await page.goBack();
  const otherSites = page.getByRole("region", { name: "Canal Outros sites: origens e campanhas" });
  await otherSites.getByRole("link", { name: source, exact: true }).click();
  await expect(page.getByText("1 lead encontrado com estes filtros.")).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(referred) })).toBeVisible();
  await context.close();
});

test("without JavaScript, a WhatsApp click from an ad and the lead made from its code show under their campaign", async ({
  browser,
  baseURL,
}) => {
  const campaign = `zap-${Date.now()}`;
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: baseURL!,
    viewport: { width: 390, height: 844 },
    locale: "pt-BR",
  });
  await stubWhatsapp(context);
  const visit = await context.newPage();
  await visit.goto(`/contato?gclid=Cj0-${campaign}&utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`);
  const popup = visit.waitForEvent("popup");
  await visit
    .getByRole("link", { name: /Chamar no WhatsApp/ })
    .first()
    .click();
  const chat = await popup;
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  const code = /Cód\. ([2-9A-HJKMNP-Z]{4})$/.exec(whatsappText(chat.url()))?.[1] ?? "";
  expect(code).not.toBe("");
  await chat.close();

  const { email } = await seedMember(baseURL!, { prefix: "dono-whatsapp" });
  const page = await context.newPage();
  await signInAs(page, email, baseURL!);
  await page.goto("/painel/whatsapp");
  await page.getByLabel("Código da conversa").fill(code);
  await page.getByLabel("Nome").fill("Téo Moura");
  await page.getByLabel("Telefone (com DDD)").fill("(21) 99876-1234");
  await page.getByRole("button", { name: "Registrar lead" }).click();
  await expect(page).toHaveURL(/\/painel\/leads\/\d+$/);

  await page.goto("/painel/resultados#whatsapp");
  const table = page.getByRole("region", { name: /Cliques no WhatsApp e leads feitos a partir deles/ });
  const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: campaign, exact: true }) });
  // Clicks, leads, leads ÷ clicks.
  await expect(row.getByRole("cell")).toHaveText(["1", "1", "100%"]);
  await page.locator("#whatsapp").screenshot({ path: "test-results/resultados-whatsapp-390.png" });
  await context.close();

  const scripted = await browser.newContext({ baseURL: baseURL!, viewport: { width: 390, height: 844 } });
  const checked = await scripted.newPage();
  await signInAs(checked, email, baseURL!);
  await checked.goto("/painel/resultados#whatsapp");
  await expectNoA11yViolations(checked, "/painel/resultados, WhatsApp (390 px)");
  await scripted.close();
});
