import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseMonthPeriod } from "~/features/panel/results/months";
import { resultsView } from "~/features/panel/results/results-view";
import { newLead } from "../../../tests/factories";
import { startPanelHarness, type PanelHarness } from "../../../tests/panel-harness";
import { DATABASES, useDatabase } from "../../../tests/postgres";
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

    const now = resultsView(await h.panel.results.report(thisMonth), thisMonth);
    expect(now.totals).toMatchObject({ leads: 1, clients: 1, valueCents: 250_000, spendCents: 100_000 });
    const paid = now.channels.find((group) => group.channel === "pago")!;
    expect(paid.sources[0]).toMatchObject({ source: "google", leads: 0, clients: 1, valueCents: 250_000 });
    expect(paid.sources[0]!.campaigns[0]).toMatchObject({ campaign: "black-friday", metrics: { roas: 2.5 } });
    const organic = now.channels.find((group) => group.channel === "organico")!;
    expect(organic.sources).toMatchObject([{ source: "google", leads: 1, clients: 0 }]);
    expect(november).toBeDefined();

    const before = resultsView(await h.panel.results.report(lastMonth), lastMonth);
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

    const report = await h.panel.results.report(thisMonth);
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
    const report = await h.panel.results.report(thisMonth);
    expect(report.spend).toEqual([{ month: "2026-11", source: "facebook", campaign: "lp", amountCents: 70_000 }]);
    const audit = await h.panel.audit.list({ limit: 5 });
    expect(audit.filter((event) => event.action === "investimento")).toHaveLength(2);
  });
});
