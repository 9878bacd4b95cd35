import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newLead } from "#tests/factories";
import { PANEL_SITE_URL, startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { startFakeSmtp, type FakeSmtp } from "#tests/fake-smtp";
import { DATABASES, useDatabase } from "#tests/postgres";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Thursday 26 Nov 2026, 08:00 in Brasília. */
const AT_EIGHT = Date.parse("2026-11-26T11:00:00Z");
const FROM = { name: "Painel da agência", address: "painel@agencia-teste.com.br" };

describe.each(DATABASES)("the daily follow-up summary on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let smtp: FakeSmtp;
  let h: PanelHarness;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });
  afterEach(async () => h?.close());

  async function team(harness: PanelHarness) {
    const member = async (email: string, name: string, role: "dono" | "atendente") => ({
      id: await harness.member({ email, name, role }),
      label: email,
      ip: "",
    });
    return {
      owner: await member("rosa@agencia.com.br", "Rosa Almeida", "dono"),
      ana: await member("ana@agencia.com.br", "Ana Souza", "atendente"),
      bia: await member("bia@agencia.com.br", "Bia Lima", "atendente"),
    };
  }

  async function lead(harness: PanelHarness, nome: string) {
    const [ref] = await harness.leads.insertLeads([
      newLead({ createdAt: AT_EIGHT - 3 * DAY, data: { ...newLead().data, nome } }),
    ]);
    return ref!.id;
  }

  it("e-mails each member their follow-ups of the day once, however many replicas tick at the hour", async () => {
    h = await startPanelHarness(postgres(), { SMTP_URL: smtp.url, LEAD_EMAIL_FROM: FROM });
    const { owner, ana } = await team(h);
    const [assigned, overdue, today, tomorrow] = [
      await lead(h, "Maria Pereira"),
      await lead(h, "Dr. Carlos Nogueira"),
      await lead(h, "João Victor Santos"),
      await lead(h, "Pedro Alves"),
    ];
    h.clock.now = AT_EIGHT - 2 * DAY;
    // Ana set it, but the lead is Rosa's: Rosa's summary lists it.
    await h.panel.leads.setFollowUp(assigned, { dueAt: AT_EIGHT + 6 * HOUR, what: "Enviar proposta" }, ana);
    await h.panel.leads.assign([assigned], owner.id, owner);
    await h.panel.leads.setFollowUp(overdue, { dueAt: AT_EIGHT - DAY, what: "Ligar" }, ana);
    await h.panel.leads.setFollowUp(today, { dueAt: AT_EIGHT + 2 * HOUR, what: "Mandar o case" }, ana);
    await h.panel.leads.setFollowUp(tomorrow, { dueAt: AT_EIGHT + DAY, what: "Ligar" }, ana);
    await h.panel.followUps.saveSettings({ waitLimitMinutes: 15, summaryTime: "08:00" }, owner);

    h.clock.now = AT_EIGHT - 60_000;
    expect(await h.module.sendFollowUpSummary()).toBe(0);

    h.clock.now = AT_EIGHT;
    const replica = await h.replicaModule();
    const sent = await Promise.all([h.module.sendFollowUpSummary(), replica.sendFollowUpSummary()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(2);
    h.clock.now = AT_EIGHT + 60_000;
    expect(await replica.sendFollowUpSummary()).toBe(0);

    // Bia has no follow-ups: no e-mail for her.
    expect(smtp.received.map((mail) => mail.rcptTo).sort()).toEqual([["ana@agencia.com.br"], ["rosa@agencia.com.br"]]);
    const toAna = smtp.received.find((mail) => mail.rcptTo[0] === "ana@agencia.com.br")!.parsed;
    expect(toAna.subject).toBe("Seus próximos contatos de hoje (26/11/2026): 2 contatos");
    expect(toAna.from?.value).toEqual([FROM]);
    expect(toAna.text).toBe(
      [
        "Olá, Ana! Você tem 2 contatos para hoje, 1 atrasado.",
        "",
        "- Ligar · Carlos · atrasado desde 25/11/2026 08:00",
        `  ${PANEL_SITE_URL}/painel/leads/${overdue}`,
        "- Mandar o case · João · às 10:00",
        `  ${PANEL_SITE_URL}/painel/leads/${today}`,
        "",
        "Resumo diário do painel de Vértice Performance. O dono escolhe a hora em Resultados, no painel.",
        "",
      ].join("\n"),
    );
    expect(toAna.html).toContain(`href="${PANEL_SITE_URL}/painel/leads/${today}"`);
    const toRosa = smtp.received.find((mail) => mail.rcptTo[0] === "rosa@agencia.com.br")!.parsed;
    expect(toRosa.text).toContain("- Enviar proposta · Maria · às 14:00");
    // First names only: nothing else of the lead leaves the panel.
    for (const mail of smtp.received) expect(mail.raw).not.toMatch(/Pereira|Nogueira|Santos|padaria|98765/);
  });

  it("sends nothing when nobody has follow-ups, or when no hour is set", async () => {
    h = await startPanelHarness(postgres(), { SMTP_URL: smtp.url, LEAD_EMAIL_FROM: FROM });
    const { owner } = await team(h);
    h.clock.now = AT_EIGHT;
    expect(await h.module.sendFollowUpSummary()).toBe(0);
    await h.panel.followUps.saveSettings({ waitLimitMinutes: 15, summaryTime: "08:00" }, owner);
    expect(await h.module.sendFollowUpSummary()).toBe(0);
    expect(smtp.received).toEqual([]);
  });

  it("sends nothing without e-mail configured, and claims no day", async () => {
    h = await startPanelHarness(postgres());
    const { owner } = await team(h);
    const id = await lead(h, "Maria Pereira");
    h.clock.now = AT_EIGHT - DAY;
    await h.panel.leads.setFollowUp(id, { dueAt: AT_EIGHT + HOUR, what: "Ligar" }, owner);
    await h.panel.followUps.saveSettings({ waitLimitMinutes: 15, summaryTime: "08:00" }, owner);
    h.clock.now = AT_EIGHT;
    expect(await h.module.sendFollowUpSummary()).toBe(0);
    expect(await h.handle.db.selectFrom("follow_up_summaries").selectAll().execute()).toEqual([]);
    expect(smtp.received).toEqual([]);
  });
});
