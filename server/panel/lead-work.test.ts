import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMPTY_FILTER } from "#app/features/panel/filters";
import { newLead } from "#tests/factories";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { Outbox } from "../db/outbox";
import { statusMessages, type StatusChanged } from "./lead-status";
import { createPanelModule } from "./index";
import pino from "pino";
import { EVERY_LEAD } from "#app/features/panel/assignment";

describe.each(DATABASES)("working a lead on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let h: PanelHarness;
  let owner: { id: number; label: string; ip: string };
  beforeEach(async () => {
    h = await startPanelHarness(postgres());
    owner = {
      id: await h.member({ email: "dono@agencia.com.br", name: "Rosa Almeida" }),
      label: "dono@agencia.com.br",
      ip: "198.51.100.1",
    };
  });
  afterEach(async () => h?.close());

  async function oneLead(overrides = {}) {
    const [ref] = await h.leads.insertLeads([
      newLead({
        attribution: {
          utm_source: "google",
          utm_medium: "cpc",
          utm_campaign: "natal",
          gclid: "Cj0",
          referrer: "https://www.google.com/search?q=joao",
        },
        ...overrides,
      }),
    ]);
    return ref!.id;
  }

  it("changes the status in one function: value for Ganho, reason for Perdido, history, audit and the hook", async () => {
    const id = await oneLead();
    const changes: StatusChanged[] = [];
    const module = createPanelModule({ SITE_URL: h.panel.siteUrl }, h.handle, pino({ level: "silent" }), {
      now: () => h.clock.now,
      afterStatusChange: (change) => void changes.push(change),
    });
    const leads = module.service.leads;
    expect(await leads.changeStatus(id, { status: "ganho", value: "" }, owner)).toEqual({
      ok: false,
      field: "valor",
      error: statusMessages.value,
    });
    expect(await leads.changeStatus(id, { status: "perdido", reason: "cansou" }, owner)).toEqual({
      ok: false,
      field: "motivo",
      error: statusMessages.reason,
    });
    expect(await leads.changeStatus(id, { status: "fechado" }, owner)).toMatchObject({ ok: false, field: "status" });
    expect(await leads.changeStatus(id, { status: "em_contato" }, owner)).toEqual({
      ok: true,
      changed: true,
      status: "em_contato",
    });
    expect(await leads.changeStatus(id, { status: "ganho", value: "1.500,50" }, owner)).toEqual({
      ok: true,
      changed: true,
      status: "ganho",
    });
    // The same form posted again records nothing.
    expect(await leads.changeStatus(id, { status: "ganho", value: "1500,50" }, owner)).toEqual({
      ok: true,
      changed: false,
      status: "ganho",
    });
    expect(await leads.changeStatus(id, { status: "nada" }, owner)).toMatchObject({ ok: false });
    expect(await leads.changeStatus(999_999, { status: "novo" }, owner)).toEqual({ ok: false, notFound: true });
    const row = await h.handle.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: "ganho",
      won_value_cents: 150050,
      lost_reason: null,
      last_activity_at: h.clock.now,
    });
    expect(changes.map((change) => [change.from, change.to, change.wonValueCents])).toEqual([
      ["novo", "em_contato", null],
      ["em_contato", "ganho", 150050],
    ]);
    const trail = await h.panel.audit.list({ limit: 10 });
    expect(trail.filter((event) => event.action === "status").map((event) => event.detail)).toEqual([
      { de: "em_contato", para: "ganho", valorCentavos: 150050 },
      { de: "novo", para: "em_contato" },
    ]);
    module.stop();
  });

  it('keeps the team\'s words for "Outro motivo" on the lead, in its history and export, until the lead is erased', async () => {
    const id = await oneLead();
    const lose = (reason: string, reasonText: string) =>
      h.panel.leads.changeStatus(id, { status: "perdido", reason, reasonText }, owner);
    expect(await lose("outro", "x".repeat(201))).toMatchObject({ ok: false, field: "motivo_texto" });
    expect(await lose("outro", "  Fechou a loja\n ")).toMatchObject({ ok: true, changed: true });
    let detail = (await h.panel.leads.detail(id))!;
    expect(detail).toMatchObject({ lostReason: "outro", lostReasonText: "Fechou a loja" });
    expect(detail.timeline[0]).toMatchObject({ kind: "status", lostReason: "outro", lostReasonText: "Fechou a loja" });
    const csv = await new Response(
      (h.panel.exports.start(EMPTY_FILTER, "csv", owner, EVERY_LEAD) as { ok: true; body: ReadableStream<Uint8Array> })
        .body,
    ).text();
    expect(csv).toContain(";Outro motivo: Fechou a loja;");
    // Another reason carries no words, even if the hidden field was left filled.
    h.clock.now += 1000;
    expect(await lose("preco", "Fechou a loja")).toMatchObject({ ok: true, changed: true });
    expect((await h.panel.leads.detail(id))!.lostReasonText).toBeNull();
    h.clock.now += 1000;
    await lose("outro", "Mudou de ramo");
    await h.panel.leads.erase([id], owner);
    detail = (await h.panel.leads.detail(id))!;
    expect(detail.lostReason).toBe("outro");
    expect(detail.lostReasonText).toBeNull();
    expect(JSON.stringify(detail.timeline)).not.toContain("Mudou de ramo");
  });

  it("shows every field under the chat message's labels, the attribution and a timeline, and marks the lead opened once", async () => {
    const id = await oneLead({
      form: "agendamento",
      data: {
        nome: "Márcia Lima",
        email: "marcia@clinica.com.br",
        whatsapp: "21 99888-7766",
        empresa: "Clínica Sorriso",
        setor: "saude",
        faturamento: "10k-50k",
        desafio: "Quero mais pacientes\nno verão",
        melhor_horario: "manha (8h-12h)",
      },
      email: "marcia@clinica.com.br",
    });
    await h.leads.insertLeads([]);
    await h.panel.leads.changeStatus(id, { status: "perdido", reason: "preco" }, owner);
    h.clock.now += 60_000;
    expect(await h.panel.leads.addNote(id, "  ", owner)).toMatchObject({ ok: false });
    expect(await h.panel.leads.addNote(id, "Ligar de novo\r\nem março  ", owner)).toEqual({ ok: true });
    const detail = (await h.panel.leads.detail(id))!;
    expect(detail.fields.map((field) => [field.label, field.value])).toEqual([
      ["Nome", "Márcia Lima"],
      ["E-mail", "marcia@clinica.com.br"],
      ["WhatsApp", "21 99888-7766"],
      ["Empresa", "Clínica Sorriso"],
      ["Setor", "Saúde"],
      ["Faturamento", "De R$ 10 mil a R$ 50 mil por mês"],
      ["Melhor horário", "Manhã (8h-12h)"],
      ["Principal desafio", "Quero mais pacientes\nno verão"],
    ]);
    expect(detail.attribution).toMatchObject({ utm_source: "google", gclid: "Cj0" });
    expect(detail.timeline.map((event) => event.kind)).toEqual(["nota", "status", "na_fila", "recebido"]);
    // Stored without saying how it came in (as leads before migration 012): no claim about the way.
    expect(detail.timeline.at(-1)).toMatchObject({ kind: "recebido", via: null, integration: null });
    expect(detail.chat).toBe("pendente");
    expect(detail.timeline[0]).toMatchObject({ kind: "nota", by: "Rosa Almeida", body: "Ligar de novo\nem março" });
    // Each try of a delivery is an event of its own, with its answer.
    const outbox = new Outbox(h.handle);
    const [claimed] = await outbox.claimDueNotifications("chat", h.clock.now, h.clock.now + 60_000, 1);
    await outbox.markSent(
      [{ id: claimed?.id ?? 0, leaseUntil: claimed?.leaseUntil ?? 0, statusCode: 204 }],
      h.clock.now,
    );
    const delivered = (await h.panel.leads.detail(id))!;
    expect(delivered.chat).toBe("enviada");
    expect(delivered.timeline.filter((event) => event.kind === "entrega" || event.kind === "na_fila")).toEqual([
      expect.objectContaining({
        kind: "entrega",
        destination: "chat",
        event: "lead",
        outcome: "sent",
        statusCode: 204,
      }),
    ]);
    expect((await h.panel.audit.list({ limit: 1 }))[0]).toMatchObject({ action: "anotacao", leadId: id, detail: {} });
    await h.panel.leads.markOpened(id);
    const firstOpen = h.clock.now;
    h.clock.now += 60_000;
    await h.panel.leads.markOpened(id);
    expect(
      (await h.handle.db.selectFrom("leads").select("opened_at").where("id", "=", id).executeTakeFirstOrThrow())
        .opened_at,
    ).toBe(firstOpen);
    expect((await h.panel.inbox.page(EMPTY_FILTER, h.clock.now, EVERY_LEAD)).rows[0]?.unopened).toBe(false);
  });

  it("re-queues the chat message, sent or not, and every given-up delivery, due now; never a delivered e-mail", async () => {
    const id = await oneLead({ destinations: ["chat", "email", "meta"] });
    await h.handle.db.updateTable("notifications").set({ status: "sent", sent_at: h.clock.now }).execute();
    await h.handle.db
      .updateTable("notifications")
      .set({ status: "dead", attempts: 7, last_error: "404" })
      .where("destination", "=", "meta")
      .execute();
    expect(await h.panel.leads.requeue(id, owner)).toBe(2);
    expect(
      await h.handle.db
        .selectFrom("notifications")
        .select(["destination", "status", "attempts", "next_attempt_at", "last_error"])
        .orderBy("id")
        .execute(),
    ).toEqual([
      { destination: "chat", status: "pending", attempts: 0, next_attempt_at: h.clock.now, last_error: null },
      { destination: "email", status: "sent", attempts: 0, next_attempt_at: expect.any(Number), last_error: null },
      { destination: "meta", status: "pending", attempts: 0, next_attempt_at: h.clock.now, last_error: null },
    ]);
    expect((await h.panel.leads.detail(id))!.timeline[0]).toMatchObject({
      kind: "auditoria",
      action: "notificacao_reenviada",
    });
  });

  it("erases a person's data and keeps the row for the counts, recording only the id and the fact", async () => {
    const id = await oneLead();
    await h.panel.leads.changeStatus(id, { status: "ganho", value: "2.000" }, owner);
    await h.panel.leads.addNote(id, "Cliente João, CPF 123", owner);
    expect(await h.panel.leads.erase([id], owner)).toBe(1);
    const row = await h.handle.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: "",
      ip: null,
      user_agent: null,
      search_text: null,
      content_hash: null,
      status: "ganho",
      won_value_cents: 200000,
      origin_source: "google",
      origin_campaign: "natal",
    });
    const kept = JSON.stringify([row.data, row.attribution]);
    expect(kept).not.toMatch(/joao|Cj0|google\.com|padaria/i);
    expect(await h.handle.db.selectFrom("lead_notes").selectAll().execute()).toEqual([]);
    expect((await h.panel.inbox.page({ ...EMPTY_FILTER, search: "joao" }, h.clock.now, EVERY_LEAD)).rows).toEqual([]);
    const trail = JSON.stringify(await h.panel.audit.list({ limit: 20 }));
    expect(trail).not.toMatch(/joao|padaria|98765|CPF/i);
    expect((await h.panel.audit.list({ limit: 1 }))[0]).toMatchObject({
      action: "lgpd_apagamento",
      leadId: id,
      detail: { leads: 1 },
    });
    // Erasing again changes nothing.
    expect(await h.panel.leads.erase([id], owner)).toBe(0);
  });
});

vi.setConfig({ testTimeout: 60_000 });
