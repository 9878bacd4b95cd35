import webPush from "web-push";
import { afterEach, describe, expect, it } from "vitest";
import { startFakePushService, type FakePushService, type PushDevice } from "#tests/fake-push-service";
import { consultoriaLead } from "#tests/factories";
import {
  FAST_OUTBOX,
  freshStorage,
  postLead,
  startLeadsServer,
  type LeadsServer,
  type Storage,
} from "#tests/lead-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { openDatabase, type DatabaseHandle } from "../../db/connect";
import { PushSubscriptions } from "../../push/subscriptions";

/**
 * Lead alerts through the outbox to a fake push service that checks the
 * VAPID signature and decrypts each alert as the device would.
 */

const vapid = webPush.generateVAPIDKeys();

describe.each(DATABASES)("lead alerts (Web Push) on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let storage: Storage;
  let fake: FakePushService;
  const servers: LeadsServer[] = [];
  const handles: DatabaseHandle[] = [];

  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    await Promise.all(handles.splice(0).map((handle) => handle.close()));
    await fake.close();
    storage.dispose();
  });

  async function start(replicas = 1) {
    fake = await startFakePushService(vapid.publicKey);
    storage = await freshStorage(postgres());
    const env = {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_SERVICE_EXTRA_ORIGIN: fake.origin,
      LEADS_RATE_LIMIT: "1000",
    };
    for (let i = 0; i < replicas; i += 1) servers.push(await startLeadsServer(storage, { env, options: FAST_OUTBOX }));
    const handle = await openDatabase({ dataDir: servers[0]!.env.DATA_DIR, databaseUrl: servers[0]!.env.DATABASE_URL });
    handles.push(handle);
    const subscriptions = new PushSubscriptions(handle.db);
    let members = 0;
    /** A member (removed ones too) with devices subscribed now. */
    async function member(devices: PushDevice[], removed = false): Promise<number> {
      members += 1;
      const { id } = await handle.db
        .insertInto("users")
        .values({
          email: `membro${members}@agencia-teste.com.br`,
          name: `Membro ${members}`,
          role: "atendente",
          password_hash: null,
          created_at: Date.now() - 1000,
          removed_at: removed ? Date.now() : null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const device of devices) {
        const { endpoint, keys } = device.subscription;
        await subscriptions.save(
          Number(id),
          { endpoint, ...keys },
          "Mozilla/5.0 (Linux; Android 14)",
          Date.now() - 500,
        );
      }
      return Number(id);
    }
    return { handle, subscriptions, member };
  }

  it("alerts every active member's device within 5 s with the form and first name only; tapping opens the lead", async () => {
    const { member } = await start();
    const phone = fake.device();
    const laptop = fake.device();
    const formerMember = fake.device();
    await member([phone, laptop]);
    await member([formerMember], true);
    const storedAt = Date.now();
    const { body } = await postLead(servers[0]!.url, {
      data: {
        nome: "Maria da Silva",
        email: "maria.silva@loja-teste.com.br",
        whatsapp: "(11) 99812-3344",
        empresa: "Loja da Maria",
        funcionarios: "1-5",
        investimento_mensal: "1000-3000",
      },
    });
    await fake.waitFor(() => phone.received.length === 1 && laptop.received.length === 1, 5_000);
    const leadId = Number(body.id);
    expect(phone.received[0]!.payload).toEqual({
      title: "Novo lead: Consultoria · Maria S.",
      body: "Toque para abrir o lead.",
      url: `/painel/leads/${leadId}`,
      tag: `lead-${leadId}`,
    });
    expect(phone.received[0]!.receivedAt - storedAt).toBeLessThan(5_000);
    expect(phone.received[0]!.urgency).toBe("high");
    expect(fake.refused).toEqual([]);
    expect(formerMember.received).toEqual([]);
    const deliveries = await servers[0]!.outbox.deliveries(leadId);
    await expect
      .poll(async () => (await servers[0]!.outbox.deliveries(leadId)).find((d) => d.destination === "push")?.status)
      .toBe("sent");
    expect(deliveries.map((delivery) => delivery.destination)).toContain("push");
  });

  it("alerts the members marked available for an unassigned lead, and only the responsible person once assigned", async () => {
    const { handle, member } = await start();
    const onDuty = fake.device();
    const offDuty = fake.device();
    const onDutyId = await member([onDuty]);
    const offDutyId = await member([offDuty]);
    await handle.db.updateTable("users").set({ available: 1 }).where("id", "=", onDutyId).execute();
    const first = await postLead(servers[0]!.url, { data: consultoriaLead() });
    await fake.waitFor(() => onDuty.received.length === 1, 5_000);
    expect(onDuty.received[0]!.payload).toMatchObject({ url: `/painel/leads/${Number(first.body.id)}` });

    // Distribution in turn gives the next lead to the member who is off duty: only they are alerted.
    await handle.db
      .insertInto("panel_settings")
      .values({ name: "responsaveis.distribuicao", value: "rodizio", updated_at: Date.now(), updated_by: null })
      .execute();
    await handle.db.updateTable("users").set({ available: 0 }).where("id", "=", onDutyId).execute();
    await handle.db.updateTable("users").set({ available: 1 }).where("id", "=", offDutyId).execute();
    const second = await postLead(servers[0]!.url, { data: consultoriaLead() });
    await fake.waitFor(() => offDuty.received.length === 1, 5_000);
    expect(offDuty.received[0]!.payload).toMatchObject({ url: `/painel/leads/${Number(second.body.id)}` });
    expect(onDuty.received).toHaveLength(1);
    expect(offDuty.received).toHaveLength(1);
  });

  it("deletes a device its push service reports gone, and still alerts the others", async () => {
    const { member, subscriptions } = await start();
    const gone = fake.device({ gone: true });
    const phone = fake.device();
    const memberId = await member([gone, phone]);
    const { body } = await postLead(servers[0]!.url);
    await fake.waitFor(() => phone.received.length === 1);
    await expect
      .poll(async () => (await subscriptions.listForMember(memberId)).map((device) => device.endpoint))
      .toEqual([phone.subscription.endpoint]);
    await expect
      .poll(
        async () =>
          (await servers[0]!.outbox.deliveries(Number(body.id))).find((d) => d.destination === "push")?.status,
      )
      .toBe("sent");
  });

  it("retries a device whose push service failed, without alerting the others twice", async () => {
    const { member } = await start();
    const flaky = fake.device();
    const steady = fake.device();
    await member([flaky, steady]);
    fake.failNext(flaky, 503, 2);
    const { body } = await postLead(servers[0]!.url);
    await fake.waitFor(() => flaky.received.length === 1);
    const outcomes = async () =>
      (await servers[0]!.outbox.deliveries(Number(body.id)))
        .find((delivery) => delivery.destination === "push")
        ?.log.map((attempt) => attempt.outcome);
    await expect.poll(outcomes).toEqual(["failed", "failed", "sent"]);
    expect(steady.received).toHaveLength(1);
  });

  it("sends one alert per device per lead with two replicas delivering from the same outbox", async () => {
    const { member } = await start(2);
    const phone = fake.device();
    const laptop = fake.device();
    await member([phone]);
    await member([laptop]);
    const leads = 12;
    for (let i = 0; i < leads; i += 1) expect((await postLead(servers[i % 2]!.url)).status).toBe(201);
    await fake.waitFor(() => phone.received.length >= leads && laptop.received.length >= leads);
    // Give a duplicate every chance to arrive: both replicas' outboxes are idle once every push row is sent.
    await expect
      .poll(async () => {
        const health = await servers[0]!.module.health(1000);
        return health.database === "up" ? health.destinations.push.pending : -1;
      })
      .toBe(0);
    const tags = (device: PushDevice) => device.received.map((push) => push.payload.tag).sort();
    expect(new Set(tags(phone)).size).toBe(leads);
    expect(tags(phone)).toHaveLength(leads);
    expect(tags(laptop)).toHaveLength(leads);
  });
});
