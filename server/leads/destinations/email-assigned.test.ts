import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from "#tests/fake-smtp";
import { newLead } from "#tests/factories";
import { FAST_OUTBOX, freshStorage, startLeadsServer, type LeadsServer, type Storage } from "#tests/lead-harness";
import { PANEL_SITE_URL, TEST_SCRYPT } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { openDatabase, type DatabaseHandle } from "../../db/connect";
import { createPanelModule, type PanelModule, type PanelService } from "../../panel";
import type { Actor } from "../../panel/audit";

/**
 * "Lead atribuído a você" by e-mail (issue 37, docs/decisions/081): a member given leads by another, on the lead's
 * page or in bulk, gets one e-mail at their own address through the outbox's e-mail row written with the change,
 * sent by the team's SMTP server (a real one on loopback here) with the e-mail destination's rules.
 */

const TEAM = ["comercial@agencia-teste.com.br"];

describe.each(DATABASES)("reassignment e-mails on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let storage: Storage;
  let smtp: FakeSmtp;
  let leads: LeadsServer;
  let panel: PanelModule;
  let handle: DatabaseHandle;

  afterEach(async () => {
    panel.stop();
    await leads.stop();
    await handle.close();
    await smtp.close();
    storage.dispose();
  });

  /** The lead pipeline and the panel as server/main.ts wires them; e-mail configured unless told otherwise. */
  async function start(settings: { email?: boolean; deliver?: boolean } = {}) {
    smtp = await startFakeSmtp();
    storage = await freshStorage(postgres());
    const email: Record<string, string> =
      settings.email === false
        ? {}
        : {
            SMTP_URL: smtp.url,
            LEAD_EMAIL_TO: TEAM.join(", "),
            LEAD_EMAIL_FROM: "Site da agência <leads@agencia-teste.com.br>",
          };
    leads = await startLeadsServer(storage, {
      env: { ...email, LEADS_RATE_LIMIT: "1000" },
      options: FAST_OUTBOX,
      start: settings.deliver !== false,
    });
    handle = await openDatabase({ dataDir: leads.env.DATA_DIR, databaseUrl: leads.env.DATABASE_URL });
    panel = createPanelModule(
      { SITE_URL: PANEL_SITE_URL, SMTP_URL: leads.env.SMTP_URL, LEAD_EMAIL_FROM: leads.env.LEAD_EMAIL_FROM },
      handle,
      pino({ level: "silent" }),
      { passwordCost: TEST_SCRYPT, wakeDeliveries: leads.module.wakeDeliveries },
    );
    const service: PanelService = panel.service;
    async function member(name: string, role: "dono" | "atendente") {
      const address = `${name.toLowerCase()}@agencia-teste.com.br`;
      const { userId } = await service.members.addMember(
        { email: address, name, role },
        { id: null, label: null, ip: null },
      );
      const actor: Actor = { id: userId, label: address, ip: null };
      return { id: userId, actor, address };
    }
    /** A stored lead without deliveries of its own: every message the test sees is a reassignment's. */
    async function lead(data?: Record<string, string>): Promise<number> {
      const base = newLead({ destinations: [] });
      const [stored] = await leads.store.insertLeads([{ ...base, data: { ...base.data, ...data } }]);
      return stored!.id;
    }
    const emailRows = async (leadId: number) =>
      (await leads.outbox.deliveries(leadId)).filter(
        (delivery) => delivery.destination === "email" && delivery.event === "assigned",
      );
    return { service, member, lead, emailRows };
  }

  const to = (mail: ReceivedMail | undefined) => mail?.rcptTo;

  it("e-mails the member given a lead, at their own address, with the alert's words and the lead's link", async () => {
    const { service, member, lead, emailRows } = await start();
    const owner = await member("Rosa", "dono");
    const bia = await member("Bia", "atendente");
    const leadId = await lead({ nome: "Maria da Silva" });

    await service.leads.assign([leadId], bia.id, owner.actor);
    await smtp.waitFor(() => smtp.received.length === 1, 5_000);
    const [mail] = smtp.received;
    expect(to(mail)).toEqual([bia.address]);
    expect(mail!.parsed.to).toMatchObject({ value: [{ name: "Bia", address: bia.address }] });
    expect(mail!.parsed.from?.value).toEqual([{ name: "Site da agência", address: "leads@agencia-teste.com.br" }]);
    expect(mail!.parsed.subject).toBe("Lead atribuído a você: Consultoria · Maria S.");
    expect(mail!.parsed.text).toContain("Olá, Bia! Rosa atribuiu um lead a você no painel.");
    expect(mail!.parsed.text).toContain(`Abrir o lead: ${PANEL_SITE_URL}/painel/leads/${leadId}`);
    expect(mail!.parsed.html).toContain(`href="${PANEL_SITE_URL}/painel/leads/${leadId}"`);
    expect(mail!.parsed.headers.get("auto-submitted")).toBe("auto-generated");
    const [row] = await emailRows(leadId);
    const submission = (await leads.store.getLead(leadId))?.submissionId;
    expect(mail!.parsed.messageId).toBe(`<atribuido-${row!.id}.${submission}@www.agencia-teste.com.br>`);
    await expect.poll(async () => (await emailRows(leadId)).map((delivery) => delivery.status)).toEqual(["sent"]);
    expect(smtp.received).toHaveLength(1);
  });

  it("sends one e-mail for a bulk assignment, saying how many and opening Meus leads", async () => {
    const { service, member, lead, emailRows } = await start();
    const owner = await member("Rosa", "dono");
    const bia = await member("Bia", "atendente");
    const ids = [await lead(), await lead(), await lead()];
    const { changed } = await service.leads.assign(ids, bia.id, owner.actor);
    expect(changed).toHaveLength(3);
    await smtp.waitFor(() => smtp.received.length === 1, 5_000);
    await expect.poll(async () => (await emailRows(ids[0]!)).map((delivery) => delivery.status)).toEqual(["sent"]);
    const [mail] = smtp.received;
    expect(to(mail)).toEqual([bia.address]);
    expect(mail!.parsed.subject).toBe("3 leads atribuídos a você");
    expect(mail!.parsed.text).toContain(`Ver meus leads: ${PANEL_SITE_URL}/painel?responsavel=eu`);
    for (const id of ids) expect(mail!.parsed.text).toContain(`${PANEL_SITE_URL}/painel/leads/${id}`);
    expect(await emailRows(ids[1]!)).toEqual([]);
    expect(smtp.received).toHaveLength(1);
  });

  it("e-mails nobody when a member takes a lead for themselves or leaves it without anyone", async () => {
    const { service, member, lead, emailRows } = await start();
    const owner = await member("Rosa", "dono");
    const bia = await member("Bia", "atendente");
    const leadId = await lead();
    await service.leads.assign([leadId], bia.id, bia.actor);
    await service.leads.assign([leadId], null, owner.actor);
    // The e-mail is written with the change or not at all: no row now means no e-mail ever.
    expect(await emailRows(leadId)).toEqual([]);
    expect((await service.audit.list({ limit: 2 })).map((event) => event.action)).toEqual([
      "responsavel",
      "responsavel",
    ]);
  });

  it("does not e-mail about a lead taken back before its e-mail went out", async () => {
    const { service, member, lead, emailRows } = await start({ deliver: false });
    const owner = await member("Rosa", "dono");
    const bia = await member("Bia", "atendente");
    const caio = await member("Caio", "atendente");
    const leadId = await lead();
    await service.leads.assign([leadId], bia.id, owner.actor);
    await service.leads.assign([leadId], caio.id, owner.actor);
    leads.module.start();
    await expect.poll(async () => (await emailRows(leadId)).map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(smtp.received.map(to)).toEqual([[caio.address]]);
  });

  it("writes no e-mail row when e-mail is not configured", async () => {
    const { service, member, lead } = await start({ email: false });
    const owner = await member("Rosa", "dono");
    const bia = await member("Bia", "atendente");
    const leadId = await lead();
    const { changed } = await service.leads.assign([leadId], bia.id, owner.actor);
    expect(changed).toEqual([leadId]);
    expect(
      (await leads.outbox.deliveries(leadId)).map((delivery) => `${delivery.destination}/${delivery.event}`),
    ).toEqual([]);
  });

  it("escapes a hostile name in the HTML and retries what the SMTP server asks to retry, as the same message", async () => {
    const { service, member, lead, emailRows } = await start();
    smtp.reply((tryNumber) =>
      tryNumber === 1 ? { code: 451, message: "4.7.1 Greylisted, try again later" } : { accept: true },
    );
    const owner = await member("Rosa", "dono");
    const bia = await member("Bia", "atendente");
    const leadId = await lead({ nome: '<img src=x onerror="alert(1)"> Silva' });
    await service.leads.assign([leadId], bia.id, owner.actor);
    await smtp.waitFor(() => smtp.received.length === 1, 5_000);
    const html = String(smtp.received[0]!.parsed.html);
    expect(html).not.toContain("<img");
    expect(html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62; Silva");
    await expect
      .poll(async () => (await emailRows(leadId))[0]?.log.map((attempt) => attempt.outcome))
      .toEqual(["failed", "sent"]);
    expect(new Set(smtp.triedMessageIds).size).toBe(1);

    // A refusal (5xx) gives up at once, as for the team's e-mail.
    smtp.reply(() => ({ code: 550, message: "5.1.1 Mailbox does not exist" }));
    const second = await lead();
    await service.leads.assign([second], bia.id, owner.actor);
    await expect
      .poll(async () => (await emailRows(second))[0])
      .toMatchObject({ status: "dead", log: [{ outcome: "dead", statusCode: 550 }] });
  });
});
