import webPush from "web-push";
import { startFakePushService, type FakePushService } from "#tests/fake-push-service";
import { expect, gotoHydrated, gotoReady, test, type Page } from "../fixtures";
import { startOwnServer, type OwnServer } from "../own-server";
import { consultoria, postLead, seedMember, signIn, uniquePhone } from "./helpers";
import { deliverToWorker, shownNotifications, standInPushDevice, tapNotification } from "./push-device";

/**
 * Issue 37's sales desk end to end, on 390 px phones: a lead from a paid campaign arrives, the attendant's phone
 * buzzes, the owner gives the lead to her and it buzzes again ("Lead atribuído a você"), she opens it from that
 * alert, calls, sets the next follow-up, moves it
 * on the board to a proposal and then wins it; the owner's results show the client in this month under its source
 * and campaign, and the ROAS once the campaign's spend is typed. A server of its own (alerts configured, nobody
 * marked available, so a new lead alerts every member) keeps the month's figures to this one lead.
 */
test.describe.configure({ timeout: 180_000 });

const phone = { width: 390, height: 844 };
const HOUR = 3_600_000;
/** Tomorrow in Brasília, as a date input's value. */
const tomorrow = () => new Date(Date.now() - 3 * HOUR + 24 * HOUR).toISOString().slice(0, 10);
const vapid = webPush.generateVAPIDKeys();
let fake: FakePushService;
let server: OwnServer;

test.beforeAll(async () => {
  fake = await startFakePushService(vapid.publicKey);
  server = await startOwnServer({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: "mailto:equipe@agencia-e2e.com.br",
    PUSH_SERVICE_EXTRA_ORIGIN: fake.origin,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

const column = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("an owner assigns a new lead, the attendant gets the alert, calls, follows up and wins it; the results show it with its ROAS", async ({
  browser,
}) => {
  const campaign = `jornada-${Date.now()}`;
  const name = `Joana ${campaign} Ribeiro`;
  const owner = await seedMember(server.url, { name: "Dona Rosa", dataDir: server.dataDir });
  const attendant = await seedMember(server.url, { role: "atendente", name: "Bia Atendente", dataDir: server.dataDir });

  // The attendant turns alerts on for her phone.
  const device = fake.device();
  const bia = await browser.newContext({ baseURL: server.url, viewport: phone });
  await bia.grantPermissions(["notifications"], { origin: server.url });
  await standInPushDevice(bia, device);
  const biaPage = await bia.newPage();
  await signIn(biaPage, attendant.email);
  await gotoReady(biaPage, "/painel/conta");
  const alerts = biaPage.getByRole("region", { name: "Alertas de novos leads" });
  await alerts.getByRole("button", { name: "Ligar alertas neste aparelho" }).click();
  await expect(alerts).toContainText("Ligados neste aparelho");

  // A lead from a Google Ads campaign arrives; nobody has it yet, so every member's phone buzzes.
  const rosa = await browser.newContext({ baseURL: server.url, viewport: phone });
  const leadId = await postLead(
    rosa.request,
    server.url,
    "consultoria",
    consultoria(name, { whatsapp: uniquePhone() }),
    {
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: campaign,
    },
  );
  await fake.waitFor(() => device.received.length === 1, 10_000);
  expect(device.received[0]!.payload).toMatchObject({
    title: "Novo lead: Consultoria · Joana R.",
    url: `/painel/leads/${leadId}`,
  });

  // The owner, on her phone, gives the lead to the attendant: audited, on the lead's timeline.
  const rosaPage = await rosa.newPage();
  await signIn(rosaPage, owner.email);
  await gotoReady(rosaPage, `/painel/leads/${leadId}`);
  await rosaPage.getByLabel("Responsável pelo lead").selectOption({ label: "Bia Atendente" });
  await rosaPage.getByRole("button", { name: "Salvar responsável" }).click();
  await expect(rosaPage.getByText("Responsável: Bia Atendente.")).toBeVisible();
  await expect(rosaPage.getByRole("region", { name: "Histórico" })).toContainText(
    "Dona Rosa passou o lead para Bia Atendente.",
  );

  // The change's own alert reaches the attendant's phone; tapping it opens the lead, now hers.
  await fake.waitFor(() => device.received.length === 2, 10_000);
  const assigned = device.received[1]!;
  expect(assigned.payload).toMatchObject({
    title: "Lead atribuído a você",
    body: "Consultoria · Joana R.",
    url: `/painel/leads/${leadId}`,
  });
  await deliverToWorker(biaPage, server.url, assigned.payload);
  await expect
    .poll(() => shownNotifications(biaPage))
    .toEqual([{ title: "Lead atribuído a você", body: "Consultoria · Joana R." }]);
  await tapNotification(bia);
  await expect(biaPage).toHaveURL(new RegExp(`/painel/leads/${leadId}$`));
  await expect(biaPage.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(biaPage.getByRole("region", { name: "Responsável" })).toContainText("Bia Atendente");

  // One tap on "Ligar" logs the attempt, then the phone's dialler opens (tel:), which a test browser cannot follow:
  // the tab is left under Chromium's "open the app?" prompt, so she comes back in a new tab (follow-ups.spec.ts).
  await biaPage.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const logged = biaPage.waitForRequest(
    (sent) => sent.method() === "POST" && sent.url().includes(`/painel/leads/${leadId}`),
  );
  await biaPage.getByRole("button", { name: "Ligar" }).click({ noWaitAfter: true });
  await logged;
  await expect(biaPage.getByText("Tentativa de contato registrada no histórico.")).toBeVisible();
  await biaPage.close();
  const desk = await bia.newPage();
  await gotoReady(desk, `/painel/leads/${leadId}`);
  await expect(desk.getByRole("region", { name: "Histórico" })).toContainText("Bia Atendente ligou para o lead.");

  // The next follow-up: tomorrow at 10:00, send the proposal.
  const next = desk.getByRole("region", { name: "Próximo contato" });
  await next.getByLabel("O que fazer").selectOption("Enviar proposta");
  await next.getByLabel("Data").fill(tomorrow());
  await next.getByLabel("Hora").fill("10:00");
  await next.getByRole("button", { name: "Marcar próximo contato" }).click();
  await expect(next).toContainText("Marcado para amanhã, 10:00 · Enviar proposta");

  // On the board, with the keyboard: to "Proposta enviada", then "Ganho" with the contract's monthly value.
  await gotoHydrated(desk, "/painel/funil");
  const card = (status: string) => column(desk, status).locator(`#lead-${leadId}`);
  const startsIn = (await card("Novo").count()) > 0 ? "Novo" : "Em contato";
  await card(startsIn).focus();
  if (startsIn === "Novo") {
    await desk.keyboard.press("ArrowRight");
    await expect(card("Em contato")).toBeFocused();
  }
  await desk.keyboard.press("ArrowRight");
  await expect(card("Proposta enviada")).toBeFocused();
  await desk.keyboard.press("ArrowRight");
  const value = card("Proposta enviada").getByLabel("Valor mensal do contrato (R$)");
  await expect(value).toBeFocused();
  await desk.keyboard.type("2.400,00");
  await desk.keyboard.press("Enter");
  await expect(card("Ganho")).toBeFocused();
  await expect(card("Ganho")).toContainText("R$ 2.400,00/mês");
  await bia.close();

  // The owner's results: this month, the paid channel, Google, the campaign: one lead, one client, R$ 2.400,00.
  await gotoReady(rosaPage, "/painel/resultados");
  const paid = rosaPage.getByRole("region", { name: "Canal Pago: origens e campanhas" });
  const campaignRow = () =>
    paid.getByRole("row").filter({ has: rosaPage.getByRole("rowheader", { name: campaign, exact: true }) });
  await expect(campaignRow().getByRole("cell")).toHaveText([
    /^1\s*1 pessoa$/,
    "1",
    "R$\u00a02.400,00",
    "—",
    "—",
    "—",
    "—",
    "—",
  ]);
  await expect(paid.getByRole("rowheader", { name: "google", exact: true })).toBeVisible();

  // The campaign's spend this month, typed: R$ 800,00 for R$ 2.400,00 of first month's value is a ROAS of 3×.
  const typed = rosaPage.getByRole("form", { name: "Digitar o investimento" });
  await typed.getByLabel("Valor (R$)").fill("800,00");
  await typed.getByLabel("Origem").fill("google");
  await typed.getByLabel("Campanha (opcional)").fill(campaign);
  await typed.getByRole("button", { name: "Salvar investimento" }).click();
  await expect(typed.getByRole("status")).toBeVisible();
  await expect(campaignRow().getByRole("cell").nth(3)).toHaveText("R$\u00a0800,00");
  await expect(campaignRow().getByRole("cell").nth(6)).toHaveText("3×");

  // Last month knows nothing of it: the lead arrived and was won in this one.
  await rosaPage.getByRole("link", { name: "Mês passado" }).click();
  await expect(rosaPage).toHaveURL(/periodo=/);
  await expect(rosaPage.getByRole("rowheader", { name: campaign, exact: true })).toHaveCount(0);
  await rosa.close();
});
