import pino from "pino";
import webPush from "web-push";
import { afterEach, describe, expect, it } from "vitest";
import { startFakePushService, type FakePushService, type PushDevice } from "#tests/fake-push-service";
import {
  FAST_OUTBOX,
  freshStorage,
  postLead,
  startLeadsServer,
  type LeadsServer,
  type Storage,
} from "#tests/lead-harness";
import { newLead } from "#tests/factories";
import { PANEL_SITE_URL, TEST_SCRYPT } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { openDatabase, type DatabaseHandle } from "../../db/connect";
import type { OutboxTiming } from "../outbox-worker";
import { createPanelModule, type PanelModule, type PanelService } from "../../panel";
import type { Actor } from "../../panel/audit";
import { PushSubscriptions } from "../../push/subscriptions";

/**
 * "Lead atribuído a você" (issue 37, docs/decisions/072): a member who gives leads to another by hand, on the
 * lead's page or in bulk, makes the new responsible person's devices buzz, through the same outbox and sender as
 * the new-lead alerts (retries, a fake push service that checks the signature and decrypts as a device would).
 */

const vapid = webPush.generateVAPIDKeys();

interface Replica {
  leads: LeadsServer;
  panel: PanelService;
}

describe.each(DATABASES)("reassignment alerts (Web Push) on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let storage: Storage;
  let fake: FakePushService;
  const replicas: Replica[] = [];
  const panels: PanelModule[] = [];
  const handles: DatabaseHandle[] = [];

  afterEach(async () => {
    for (const panel of panels.splice(0)) panel.stop();
    await Promise.all(replicas.splice(0).map((replica) => replica.leads.stop()));
    await Promise.all(handles.splice(0).map((handle) => handle.close()));
    await fake.close();
    storage.dispose();
  });

  /**
   * `count` app instances (the lead pipeline and the panel, as server/main.ts wires them) on one database; the
   * outbox's timings fast unless given; without `deliver`, the outbox waits until the test starts it.
   */
  async function start(count = 1, outbox: Partial<OutboxTiming> = FAST_OUTBOX.outbox ?? {}, deliver = true) {
    fake = await startFakePushService(vapid.publicKey);
    storage = await freshStorage(postgres());
    const env = {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_SERVICE_EXTRA_ORIGIN: fake.origin,
      LEADS_RATE_LIMIT: "1000",
    };
    for (let i = 0; i < count; i += 1) {
      const leads = await startLeadsServer(storage, { env, options: { outbox }, start: deliver });
      const handle = await openDatabase({ dataDir: leads.env.DATA_DIR, databaseUrl: leads.env.DATABASE_URL });
      handles.push(handle);
      const module = createPanelModule(
        { SITE_URL: PANEL_SITE_URL, VAPID_PUBLIC_KEY: vapid.publicKey },
        handle,
        pino({ level: "silent" }),
        { passwordCost: TEST_SCRYPT, wakeDeliveries: leads.module.wakeDeliveries },
      );
      panels.push(module);
      replicas.push({ leads, panel: module.service });
    }
    const [first] = replicas;
    const subscriptions = new PushSubscriptions(handles[0]!.db);
    /** A member with devices that turned alerts on now; their actor for the audit trail. */
    async function member(name: string, role: "dono" | "atendente", devices: PushDevice[]) {
      const email = `${name.toLowerCase()}@agencia-teste.com.br`;
      const { userId } = await first!.panel.members.addMember(
        { email, name, role },
        { id: null, label: null, ip: null },
      );
      for (const device of devices) {
        const { endpoint, keys } = device.subscription;
        await subscriptions.save(userId, { endpoint, ...keys }, "Mozilla/5.0 (Linux; Android 14)", Date.now() - 1);
      }
      const actor: Actor = { id: userId, label: email, ip: null };
      return { id: userId, actor };
    }
    /** A lead through the site's API (its new-lead alert goes to every member: nobody is marked available). */
    async function lead(data?: Record<string, string>): Promise<number> {
      const { status, body } = await postLead(first!.leads.url, data ? { data } : {});
      expect(status).toBe(201);
      return Number(body.id);
    }
    const assignedRows = async (leadId: number) =>
      (await first!.leads.outbox.deliveries(leadId)).filter((delivery) => delivery.event === "assigned");
    return { first: first!, member, lead, assignedRows };
  }

  /** The alerts a device got other than new-lead ones. */
  const assignedAlerts = (device: PushDevice) =>
    device.received.filter((push) => !String(push.payload.title).startsWith("Novo lead"));

  it("tells the new responsible person within 5 s, with the form and first name only; tapping opens the lead", async () => {
    // The worker looks for due rows once a minute, and the lead is stored without waking it: an alert within 5 s
    // means the change itself woke it.
    const { first, member, assignedRows } = await start(1, { ...FAST_OUTBOX.outbox, pollMs: 60_000 });
    const ownerPhone = fake.device();
    const biaPhone = fake.device();
    const owner = await member("Rosa", "dono", [ownerPhone]);
    const bia = await member("Bia", "atendente", [biaPhone]);
    const [stored] = await first.leads.store.insertLeads([
      newLead({
        data: {
          nome: "Maria da Silva",
          email: "maria.silva@loja-teste.com.br",
          whatsapp: "(11) 99812-3344",
          empresa: "Loja da Maria",
          funcionarios: "1-5",
          investimento_mensal: "1000-3000",
        },
        destinations: [],
      }),
    ]);
    const leadId = stored!.id;

    const assignedAt = Date.now();
    await first.panel.leads.assign([leadId], bia.id, owner.actor);
    await fake.waitFor(() => biaPhone.received.length === 1, 5_000);
    const [row] = await assignedRows(leadId);
    expect(biaPhone.received[0]!.payload).toEqual({
      title: "Lead atribuído a você",
      body: "Consultoria · Maria S.",
      url: `/painel/leads/${leadId}`,
      tag: `atribuido-${row!.id}`,
    });
    expect(biaPhone.received[0]!.receivedAt - assignedAt).toBeLessThan(5_000);
    expect(biaPhone.received[0]!.urgency).toBe("high");
    expect(JSON.stringify(biaPhone.received[0]!.payload)).not.toMatch(/silva|loja|99812/i);
    await expect.poll(async () => (await assignedRows(leadId)).map((delivery) => delivery.status)).toEqual(["sent"]);
    // Only the new responsible person: the owner who made the change is not told of it.
    expect(ownerPhone.received).toEqual([]);
    expect(fake.refused).toEqual([]);
  });

  it("tells nobody when a member takes a lead for themselves or leaves it without anyone", async () => {
    const { first, member, lead, assignedRows } = await start();
    const bia = await member("Bia", "atendente", [fake.device()]);
    const owner = await member("Rosa", "dono", []);
    const leadId = await lead();
    await first.panel.leads.assign([leadId], bia.id, bia.actor);
    await first.panel.leads.assign([leadId], null, owner.actor);
    // The alert is written with the change or not at all: no row now means no alert ever.
    expect(await assignedRows(leadId)).toEqual([]);
    expect((await first.panel.audit.list({ limit: 2 })).map((event) => event.action)).toEqual([
      "responsavel",
      "responsavel",
    ]);
  });

  it("sends one alert for a bulk assignment, saying how many and opening Meus leads", async () => {
    const { first, member, lead, assignedRows } = await start();
    const biaPhone = fake.device();
    const owner = await member("Rosa", "dono", []);
    const bia = await member("Bia", "atendente", [biaPhone]);
    const ids = [await lead(), await lead(), await lead()];
    await fake.waitFor(() => biaPhone.received.length === 3, 5_000);
    const { changed } = await first.panel.leads.assign(ids, bia.id, owner.actor);
    expect(changed).toHaveLength(3);
    await fake.waitFor(() => assignedAlerts(biaPhone).length === 1, 5_000);
    expect(assignedAlerts(biaPhone)[0]!.payload).toMatchObject({
      title: "3 leads atribuídos a você",
      body: "Toque para ver os seus leads.",
      url: "/painel?responsavel=eu",
    });
    await expect.poll(async () => (await assignedRows(ids[0]!)).map((delivery) => delivery.status)).toEqual(["sent"]);
    expect(await assignedRows(ids[1]!)).toEqual([]);
    expect(assignedAlerts(biaPhone)).toHaveLength(1);
  });

  it("reaches a device the lead's new-lead alert reached, retrying a failure, once", async () => {
    const { first, member, lead, assignedRows } = await start();
    const biaPhone = fake.device();
    const owner = await member("Rosa", "dono", []);
    const bia = await member("Bia", "atendente", [biaPhone]);
    const leadId = await lead();
    await fake.waitFor(() => biaPhone.received.length === 1, 5_000);
    // Deliveries are kept per outbox row: the lead's first alert reaching this device does not count for this one.
    fake.failNext(biaPhone, 503, 1);
    await first.panel.leads.assign([leadId], bia.id, owner.actor);
    await fake.waitFor(() => assignedAlerts(biaPhone).length === 1, 10_000);
    await expect
      .poll(async () => (await assignedRows(leadId))[0]?.log.map((attempt) => attempt.outcome))
      .toEqual(["failed", "sent"]);
    expect(assignedAlerts(biaPhone)).toHaveLength(1);
  });

  it("does not announce a lead taken back before its alert went out", async () => {
    const { first, member, assignedRows } = await start(1, FAST_OUTBOX.outbox, false);
    const biaPhone = fake.device();
    const caioPhone = fake.device();
    const owner = await member("Rosa", "dono", []);
    const bia = await member("Bia", "atendente", [biaPhone]);
    const caio = await member("Caio", "atendente", [caioPhone]);
    const [stored] = await first.leads.store.insertLeads([newLead({ destinations: [] })]);
    const leadId = stored!.id;
    await first.panel.leads.assign([leadId], bia.id, owner.actor);
    await first.panel.leads.assign([leadId], caio.id, owner.actor);
    first.leads.module.start();
    await fake.waitFor(() => caioPhone.received.length === 1, 5_000);
    await expect.poll(async () => (await assignedRows(leadId)).map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(biaPhone.received).toEqual([]);
  });

  it("sends one alert per reassignment with two app instances on one database", async ({ skip }) => {
    // One SQLite file serves one process (decision 010): replicas share PostgreSQL only.
    if (!usesPostgres) skip();
    const { member, lead, assignedRows } = await start(2);
    const biaPhone = fake.device();
    const caioPhone = fake.device();
    const owner = await member("Rosa", "dono", []);
    const bia = await member("Bia", "atendente", [biaPhone]);
    await member("Caio", "atendente", [caioPhone]);
    const leads = 8;
    const ids: number[] = [];
    for (let i = 0; i < leads; i += 1) ids.push(await lead());
    await fake.waitFor(() => biaPhone.received.length === leads && caioPhone.received.length === leads, 10_000);
    // Each lead goes to Bia, on one instance then the other, while both instances' workers deliver.
    await Promise.all(ids.map((id, index) => replicas[index % 2]!.panel.leads.assign([id], bia.id, owner.actor)));
    await fake.waitFor(() => assignedAlerts(biaPhone).length >= leads, 10_000);
    // Give a duplicate every chance to arrive: both instances' outboxes are idle once every push row is sent.
    await expect
      .poll(async () => {
        const health = await replicas[0]!.leads.module.health(1000);
        return health.database === "up" ? health.destinations.push.pending : -1;
      })
      .toBe(0);
    const urls = assignedAlerts(biaPhone).map((push) => push.payload.url);
    expect(urls.sort()).toEqual(ids.map((id) => `/painel/leads/${id}`).sort());
    expect(assignedAlerts(caioPhone)).toEqual([]);
    for (const id of ids) expect(await assignedRows(id)).toHaveLength(1);
  });
});
