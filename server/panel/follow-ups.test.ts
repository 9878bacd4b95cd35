import { EVERY_LEAD } from "#app/features/panel/assignment";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newLead } from "#tests/factories";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { statusMessages } from "./lead-status";

const MIN = 60_000;

describe.each(DATABASES)("follow-ups and speed to lead on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let h: PanelHarness;
  let owner: { id: number; label: string; ip: string };
  let attendant: { id: number; label: string; ip: string };
  beforeEach(async () => {
    h = await startPanelHarness(postgres());
    // Thursday 26 Nov 2026, 10:00 in Brasília: within opening hours.
    h.clock.now = Date.parse("2026-11-26T13:00:00Z");
    owner = { id: await h.member({ email: "dono@agencia.com.br", name: "Rosa Almeida" }), label: "dono", ip: "" };
    attendant = {
      id: await h.member({ email: "ana@agencia.com.br", name: "Ana Souza", role: "atendente" }),
      label: "ana",
      ip: "",
    };
  });
  afterEach(async () => h?.close());

  async function lead(createdAt: number) {
    const [ref] = await h.leads.insertLeads([newLead({ createdAt })]);
    return ref!.id;
  }

  it("lists the home's work: unopened leads, then follow-ups overdue, today and upcoming", async () => {
    const now = h.clock.now;
    const [overdue, today, later, farAway, unopened] = [
      await lead(now - 3 * 86_400_000),
      await lead(now - 2 * 86_400_000),
      await lead(now - 86_400_000),
      await lead(now - 86_400_000),
      await lead(now - 5 * MIN),
    ];
    for (const id of [overdue, today, later, farAway]) await h.panel.leads.markOpened(id);
    h.clock.now = now - 2 * 86_400_000;
    await h.panel.leads.setFollowUp(overdue, { dueAt: now - 86_400_000, what: "Ligar" }, owner);
    h.clock.now = now;
    await h.panel.leads.setFollowUp(today, { dueAt: now + 2 * 3_600_000, what: "Enviar proposta" }, owner);
    await h.panel.leads.setFollowUp(later, { dueAt: now + 2 * 86_400_000, what: "Mandar o case" }, attendant);
    await h.panel.leads.setFollowUp(farAway, { dueAt: now + 30 * 86_400_000, what: "Ligar" }, attendant);

    const queue = await h.panel.followUps.queue(now, EVERY_LEAD);
    expect(queue.unopened.map((row) => row.id)).toEqual([unopened]);
    expect(queue.unopenedTotal).toBe(1);
    expect(queue.followUps.map((row) => [row.id, row.followUpWhat])).toEqual([
      [overdue, "Ligar"],
      [today, "Enviar proposta"],
      [later, "Mandar o case"],
    ]);

    // Cleared: out of the list, and said in the lead's timeline.
    h.clock.now = now + MIN;
    await h.panel.leads.setFollowUp(today, null, owner);
    expect((await h.panel.followUps.queue(now, EVERY_LEAD)).followUps.map((row) => row.id)).toEqual([overdue, later]);
    const detail = await h.panel.leads.detail(today);
    expect(detail?.followUp).toBeNull();
    expect(detail?.timeline.filter((event) => event.kind === "acompanhamento")).toEqual([
      { kind: "acompanhamento", at: now + MIN, by: "Rosa Almeida", dueAt: null, what: null },
      { kind: "acompanhamento", at: now, by: "Rosa Almeida", dueAt: now + 2 * 3_600_000, what: "Enviar proposta" },
    ]);
  });

  it("stamps the first contact once, from a logged call, a note or a status change", async () => {
    const arrived = h.clock.now - 20 * MIN;
    const [called, noted, changed] = [await lead(arrived), await lead(arrived), await lead(arrived)];
    await h.panel.leads.logContact(called, "ligar", attendant);
    await h.panel.leads.addNote(noted, "Pediu retorno à tarde", owner);
    await h.panel.leads.changeStatus(changed, { status: "em_contato" }, attendant);
    const firstAt = h.clock.now;
    h.clock.now += 30 * MIN;
    await h.panel.leads.logContact(called, "whatsapp", owner);
    await h.panel.leads.changeStatus(noted, { status: "em_contato" }, attendant);

    for (const id of [called, noted, changed]) {
      expect((await h.panel.leads.detail(id))?.firstContactAt).toBe(firstAt);
    }
    const timeline = (await h.panel.leads.detail(called))!.timeline.filter((event) => event.kind === "contato");
    expect(timeline).toEqual([
      { kind: "contato", at: h.clock.now, by: "Rosa Almeida", channel: "whatsapp" },
      { kind: "contato", at: firstAt, by: "Ana Souza", channel: "ligar" },
    ]);

    // The median per person and per month of arrival, in opening hours: 20 minutes for both.
    const speed = await h.panel.followUps.speed(h.clock.now, EVERY_LEAD);
    expect(speed.byPerson).toEqual([
      { label: "Ana Souza", contacted: 2, medianMs: 20 * MIN },
      { label: "Rosa Almeida", contacted: 1, medianMs: 20 * MIN },
    ]);
    expect(speed.byMonth).toEqual([{ label: "2026-11", month: "2026-11", contacted: 3, medianMs: 20 * MIN }]);
  });

  it("refuses a follow-up or a contact on an erased lead, and the erasure removes the team's words", async () => {
    const id = await lead(h.clock.now - MIN);
    await h.panel.leads.setFollowUp(id, { dueAt: h.clock.now + 3_600_000, what: "Ligar para a Maria Pereira" }, owner);
    await h.panel.leads.erase([id], owner);
    expect(await h.panel.leads.logContact(id, "ligar", owner)).toEqual({ ok: false, error: statusMessages.erased });
    expect(await h.panel.leads.setFollowUp(id, null, owner)).toEqual({ ok: false, error: statusMessages.erased });
    expect(await h.panel.leads.logContact(999_999, "ligar", owner)).toEqual({ ok: false, notFound: true });
    const detail = await h.panel.leads.detail(id);
    expect(detail?.followUp).toBeNull();
    expect(JSON.stringify(detail?.timeline)).not.toContain("Maria");
    expect((await h.panel.followUps.queue(h.clock.now, EVERY_LEAD)).followUps).toEqual([]);
  });

  it("keeps the owner's wait limit and summary time", async () => {
    expect(await h.panel.followUps.settings()).toEqual({ waitLimitMinutes: 15, summaryTime: null });
    await h.panel.followUps.saveSettings({ waitLimitMinutes: 30, summaryTime: "08:00" }, owner);
    expect(await h.panel.followUps.settings()).toEqual({ waitLimitMinutes: 30, summaryTime: "08:00" });
  });
});
