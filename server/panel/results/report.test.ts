import { EVERY_LEAD } from "#app/features/panel/assignment";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseMonthPeriod } from "#app/features/panel/results/months";
import { resultsView } from "#app/features/panel/results/results-view";
import { newLead } from "#tests/factories";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { recordWhatsappClick } from "../../leads/whatsapp-clicks";
import { SERVER_ACTOR } from "../audit";

const NOW = Date.parse("2026-11-27T15:00:00Z");
const thisMonth = parseMonthPeriod(new URLSearchParams(), NOW);
const lastMonth = parseMonthPeriod(new URLSearchParams("periodo=mes-passado"), NOW);

describe.each(DATABASES)("results report on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let h: PanelHarness;
  beforeEach(async () => {
    h = await startPanelHarness(postgres());
  });
  afterEach(async () => h?.close());

  it("counts a deal won this month on a lead of last month in this month's won view, and its arrival in last month's", async () => {
    const [october, november] = await h.leads.insertLeads([
      newLead({
        createdAt: Date.parse("2026-10-20T13:00:00Z"),
        attribution: { utm_source: "google", utm_medium: "cpc", utm_campaign: "black-friday", gclid: "x" },
      }),
      newLead({
        createdAt: Date.parse("2026-11-03T13:00:00Z"),
        attribution: { referrer: "https://www.google.com.br/" },
      }),
    ]);
    h.clock.now = Date.parse("2026-11-10T14:00:00Z");
    await h.panel.leads.changeStatus(october!.id, { status: "ganho", value: "2.500,00" }, SERVER_ACTOR);
    await h.panel.results.saveSpend(
      [{ month: thisMonth.first, source: "google", campaign: "black-friday", amountCents: 100_000 }],
      { fromFile: true, actor: SERVER_ACTOR },
    );

    const now = resultsView(await h.panel.results.report(thisMonth, EVERY_LEAD), thisMonth);
    expect(now.totals).toMatchObject({ leads: 1, clients: 1, valueCents: 250_000, spendCents: 100_000 });
    const paid = now.channels.find((group) => group.channel === "pago")!;
    expect(paid.sources[0]).toMatchObject({ source: "google", leads: 0, clients: 1, valueCents: 250_000 });
    expect(paid.sources[0]!.campaigns[0]).toMatchObject({ campaign: "black-friday", metrics: { roas: 2.5 } });
    const organic = now.channels.find((group) => group.channel === "organico")!;
    expect(organic.sources).toMatchObject([{ source: "google", leads: 1, clients: 0 }]);
    expect(november).toBeDefined();

    const before = resultsView(await h.panel.results.report(lastMonth, EVERY_LEAD), lastMonth);
    expect(before.totals).toMatchObject({ leads: 1, clients: 0, valueCents: 0 });
    expect(before.funnel.map((stage) => stage.count)).toEqual([1, 1, 1, 1]);
    expect(now.totals.clientsChange).toBe("—");
  });

  it("counts the people among the new leads and a client's new form apart, not as a new lead of its campaign", async () => {
    const at = (day: number) => Date.parse(`2026-11-${String(day).padStart(2, "0")}T12:00:00Z`);
    const person = (name: string, email: string, phone: string, day: number, campaign: string) =>
      newLead({
        email,
        createdAt: at(day),
        data: {
          nome: name,
          email,
          whatsapp: phone,
          empresa: "Loja",
          funcionarios: "1-5",
          investimento_mensal: "1000-3000",
        },
        attribution: { utm_source: "google", utm_medium: "cpc", utm_campaign: campaign, gclid: "x" },
      });
    const [won] = await h.leads.insertLeads([
      person("Maria", "maria@loja.com", "(11) 98765-4321", 10, "black-friday"),
      person("Maria S.", "maria@loja.com", "", 11, "black-friday"),
    ]);
    h.clock.now = at(12);
    await h.panel.leads.changeStatus(won!.id, { status: "ganho", value: "2.500,00" }, SERVER_ACTOR);
    await h.leads.insertLeads([
      // Maria again, a client now: her form is not a new lead of the campaign.
      person("Maria", "outra@loja.com", "+55 11 98765-4321", 20, "black-friday"),
      person("Pedro", "pedro@x.com", "(31) 99999-0000", 21, "black-friday"),
      // Pedro through a second campaign: a lead of each, one person in all.
      person("Pedro", "pedro@x.com", "(31) 99999-0000", 22, "lp"),
    ]);

    const report = await h.panel.results.report(thisMonth, EVERY_LEAD);
    const row = (campaign: string) => report.arrived.find((arrived) => arrived.campaign === campaign);
    expect(row("black-friday")).toMatchObject({ leads: 3, people: 2, fromClients: 1, won: 1 });
    expect(row("lp")).toMatchObject({ leads: 1, people: 1, fromClients: 0 });
    const view = resultsView(report, thisMonth);
    expect(view.totals).toMatchObject({ leads: 4, people: 2, fromClients: 1, clients: 1 });
    expect(view.funnel[0]).toEqual({ label: "Chegaram", count: 4 });
    const campaigns = view.channels.find((group) => group.channel === "pago")!.sources[0]!.campaigns;
    expect(campaigns.find((line) => line.campaign === "black-friday")).toMatchObject({
      leads: 3,
      people: 2,
      fromClients: 1,
    });
  });

  it("keeps the spend of a month, source and campaign once when imported again", async () => {
    const entry = { month: thisMonth.first, source: "facebook", campaign: "lp", amountCents: 50_000 };
    await h.panel.results.saveSpend([entry], { fromFile: true, actor: SERVER_ACTOR });
    await h.panel.results.saveSpend([{ ...entry, amountCents: 70_000 }], { fromFile: true, actor: SERVER_ACTOR });
    const report = await h.panel.results.report(thisMonth, EVERY_LEAD);
    expect(report.spend).toEqual([{ month: "2026-11", source: "facebook", campaign: "lp", amountCents: 70_000 }]);
    const audit = await h.panel.audit.list({ limit: 5 });
    expect(audit.filter((event) => event.action === "investimento")).toHaveLength(2);
  });
  it("counts for an attendant limited to theirs only their leads, without the owner's spend or clicks", async () => {
    const owner = await h.member({ email: "dona@agencia.com.br", name: "Dona", role: "dono" });
    const ana = await h.member({ email: "ana@agencia.com.br", name: "Ana", role: "atendente" });
    const bruno = await h.member({ email: "bruno@agencia.com.br", name: "Bruno", role: "atendente" });
    const ownerActor = { id: owner, label: "dona@agencia.com.br", ip: null };
    const paid = { utm_source: "google", utm_medium: "cpc", utm_campaign: "black-friday", gclid: "x" };
    const lead = (day: string, phone: string) =>
      newLead({
        createdAt: Date.parse(`2026-${day}T13:00:00Z`),
        attribution: paid,
        data: {
          nome: "Cliente",
          whatsapp: phone,
          empresa: "Loja",
          funcionarios: "1-5",
          investimento_mensal: "1000-3000",
        },
      });
    const [anaWon, anaOpen, brunoWon, , anaBefore, brunoBefore] = (
      await h.leads.insertLeads([
        lead("11-03", "(11) 91111-0001"),
        lead("11-04", "(11) 91111-0002"),
        lead("11-05", "(11) 91111-0003"),
        // Nobody's: an attendant limited to theirs does not see it either.
        lead("11-06", "(11) 91111-0004"),
        lead("10-10", "(11) 91111-0005"),
        lead("10-11", "(11) 91111-0006"),
      ])
    ).map((ref) => ref.id) as [number, number, number, number, number, number];
    await h.panel.leads.assign([anaWon, anaOpen, anaBefore], ana, ownerActor);
    await h.panel.leads.assign([brunoWon, brunoBefore], bruno, ownerActor);
    await h.panel.assignment.saveSettings({ distribution: "nenhuma", visibility: "proprios" }, ownerActor);
    h.clock.now = Date.parse("2026-11-10T14:00:00Z");
    await h.panel.leads.changeStatus(anaWon, { status: "ganho", value: "1.000,00" }, ownerActor);
    await h.panel.leads.changeStatus(brunoWon, { status: "ganho", value: "3.000,00" }, ownerActor);
    await h.panel.leads.logContact(anaOpen, "ligar", { ...ownerActor, id: ana });
    await h.panel.leads.logContact(brunoWon, "ligar", { ...ownerActor, id: bruno });
    await h.panel.results.saveSpend(
      [{ month: thisMonth.first, source: "google", campaign: "black-friday", amountCents: 100_000 }],
      { fromFile: false, actor: ownerActor },
    );
    await recordWhatsappClick(h.handle.db, { pagePath: "/contato", attribution: paid }, h.clock.now);
    const viewerOf = (id: number, role: "dono" | "atendente") =>
      h.panel.assignment.viewer({ id, role, email: "", name: "", sessionId: "" });

    const anaView = await viewerOf(ana, "atendente");
    const mine = await h.panel.results.report(thisMonth, anaView);
    expect(mine.spend).toEqual([]);
    expect(mine.previous).toMatchObject({ leads: 1, clients: 0, spendCents: 0 });
    const view = resultsView(mine, thisMonth);
    expect(view.totals).toMatchObject({ leads: 2, people: 2, clients: 1, valueCents: 100_000, spendCents: 0 });
    expect(view.funnel.map((stage) => stage.count)).toEqual([2, 1, 1, 1]);
    expect(view.leadsSeries.lines.flatMap((line) => line.values).reduce((a, b) => a + b, 0)).toBe(2);
    expect(await h.panel.results.whatsapp(thisMonth, anaView)).toEqual([]);
    const speed = await h.panel.followUps.speed(h.clock.now, anaView);
    expect(speed.byMonth.map((row) => row.contacted)).toEqual([2]);

    const everything = resultsView(await h.panel.results.report(thisMonth, await viewerOf(owner, "dono")), thisMonth);
    expect(everything.totals).toMatchObject({ leads: 4, clients: 2, valueCents: 400_000, spendCents: 100_000 });
    expect(everything.totals.metrics.roas).toBe(4);
    expect(await h.panel.results.whatsapp(thisMonth, await viewerOf(owner, "dono"))).toHaveLength(1);
    expect((await h.panel.followUps.speed(h.clock.now, await viewerOf(owner, "dono"))).byMonth[0]?.contacted).toBe(3);
    // An attendant who sees every lead (the owner's other choice) sees the owner's figures too.
    await h.panel.assignment.saveSettings({ distribution: "nenhuma", visibility: "todos" }, ownerActor);
    const all = resultsView(await h.panel.results.report(thisMonth, await viewerOf(ana, "atendente")), thisMonth);
    expect(all.totals).toEqual(everything.totals);
  });
});
