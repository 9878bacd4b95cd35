import webPush from "web-push";
import { startFakePushService, type FakePushService } from "#tests/fake-push-service";
import { expect, test } from "../fixtures";
import { startOwnServer, type OwnServer } from "../own-server";
import { consultoria, PASSWORD, seedMember } from "./helpers";
import { deliverToWorker, shownNotifications, standInPushDevice, tapNotification } from "./push-device";

/**
 * A phone that buzzes (issue 37): a member turns lead alerts on at
 * /painel/conta, a lead arrives, the server's outbox sends the alert to a
 * push service (a loopback fake that checks the VAPID signature and decrypts
 * it as the device would), the browser's service worker shows it, and
 * tapping it opens the lead.
 *
 * Two stand-ins, because nothing here reaches the internet: Chromium's
 * pushManager.subscribe() registers with Google's push service (FCM), so the
 * page gets the fake service's device instead (an init script); and the
 * fake cannot reach the browser, so the alert it decrypted is handed to the
 * service worker through the DevTools protocol (ServiceWorker.deliverPushMessage),
 * which fires the worker's real push event.
 */
test.describe.configure({ timeout: 120_000 });

const phone = { width: 390, height: 844 };
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

/** An attendant with a password on this spec's server. */
async function addAttendant(name: string): Promise<string> {
  return (await seedMember(server.url, { role: "atendente", name, dataDir: server.dataDir })).email;
}

test("an attendant turns alerts on, a lead arrives, the alert shows and its tap opens the lead; offline, the panel says so", async ({
  browser,
}) => {
  const device = fake.device();
  const context = await browser.newContext({ baseURL: server.url, viewport: phone });
  await context.grantPermissions(["notifications"], { origin: server.url });
  await standInPushDevice(context, device);
  const page = await context.newPage();
  await page.goto("/painel/entrar");
  await page.getByLabel("E-mail").fill(await addAttendant("Bia Atendente"));
  await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).not.toHaveURL(/entrar/, { timeout: 30_000 });

  await page.goto("/painel/conta");
  const alerts = page.getByRole("region", { name: "Alertas de novos leads" });
  await expect(alerts).toContainText("Desligados neste aparelho");
  await alerts.getByRole("button", { name: "Ligar alertas neste aparelho" }).click();
  await expect(alerts).toContainText("Ligados neste aparelho");
  await page.reload();
  await expect(alerts.getByRole("listitem")).toHaveCount(1);
  await expect(alerts.getByRole("listitem")).toContainText(/Chrome no \w+/);

  const storedAt = Date.now();
  const response = await page.request.post("/api/leads", {
    headers: { Origin: server.url },
    data: { form: "consultoria", submissionId: crypto.randomUUID(), data: consultoria("Maria da Silva") },
  });
  expect(response.status()).toBe(201);
  const leadId = ((await response.json()) as { id: number }).id;
  await fake.waitFor(() => device.received.length === 1, 5_000);
  const alert = device.received[0]!;
  expect(alert.receivedAt - storedAt).toBeLessThan(5_000);
  expect(alert.payload).toMatchObject({ title: "Novo lead: Consultoria · Maria S.", url: `/painel/leads/${leadId}` });
  expect(JSON.stringify(alert.payload)).not.toMatch(/silva|loja-e2e|98765/i);

  // The push service's delivery to the browser: the worker's own push event, with the bytes the fake decrypted.
  await deliverToWorker(page, server.url, alert.payload);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: "Novo lead: Consultoria · Maria S.", body: "Toque para abrir o lead." }]);

  // The tap: the worker's notificationclick handler, with the notification it showed.
  await tapNotification(context);
  await expect(page).toHaveURL(new RegExp(`/painel/leads/${leadId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Maria da Silva");

  // Without a network, a panel address gets the offline page: nothing of the leads was kept.
  await context.setOffline(true);
  await page.goto("/painel");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sem conexão com a internet");
  await expect(page.getByText("Maria")).toHaveCount(0);
  await context.close();
});

test("without JavaScript the account page says alerts need it, and a device is removed with a plain form", async ({
  browser,
}) => {
  const email = await addAttendant("Caio Sem Script");
  const withScript = await browser.newContext({ baseURL: server.url, viewport: phone });
  await withScript.grantPermissions(["notifications"], { origin: server.url });
  const device = fake.device();
  await withScript.addInitScript((subscription) => {
    PushManager.prototype.subscribe = () =>
      Promise.resolve({ ...subscription, toJSON: () => subscription } as unknown as PushSubscription);
  }, device.subscription);
  const first = await withScript.newPage();
  await first.goto("/painel/entrar");
  await first.getByLabel("E-mail").fill(email);
  await first.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await first.getByRole("button", { name: "Entrar" }).click();
  await expect(first).not.toHaveURL(/entrar/, { timeout: 30_000 });
  await first.goto("/painel/conta");
  await first.getByRole("button", { name: "Ligar alertas neste aparelho" }).click();
  await expect(first.getByRole("region", { name: "Alertas de novos leads" })).toContainText("Ligados neste aparelho");
  await withScript.close();

  const context = await browser.newContext({ baseURL: server.url, viewport: phone, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/painel/entrar");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).not.toHaveURL(/entrar/, { timeout: 30_000 });
  await page.goto("/painel/conta");
  const alerts = page.getByRole("region", { name: "Alertas de novos leads" });
  await expect(alerts).toContainText("Ligar os alertas precisa de JavaScript");
  await expect(alerts.getByRole("listitem")).toHaveCount(1);
  await alerts.getByRole("button", { name: /Remover/ }).click();
  await expect(alerts).toContainText("Aparelho removido: ele não recebe mais alertas.");
  await expect(alerts).toContainText("Nenhum aparelho ainda.");
  await context.close();
});

test("the public site registers no service worker and never asks for it", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.length))).toBe(0);
  expect(asked.filter((path) => path.startsWith("/painel"))).toEqual([]);
  await context.close();
});
