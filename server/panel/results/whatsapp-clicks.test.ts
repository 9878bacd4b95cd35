import { EVERY_LEAD } from "#app/features/panel/assignment";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseMonthPeriod } from "#app/features/panel/results/months";
import { whatsappView } from "#app/features/panel/results/whatsapp-view";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { recordWhatsappClick } from "../../leads/whatsapp-clicks";
import { leadFromWhatsappCode } from "../whatsapp-leads";

const NOW = Date.parse("2026-11-27T15:00:00Z");
const november = parseMonthPeriod(new URLSearchParams(), NOW);
const actor = { id: null, label: "atendente@agencia.com.br", ip: null };

describe.each(DATABASES)("WhatsApp clicks on the results page on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let h: PanelHarness;
  beforeEach(async () => {
    h = await startPanelHarness(postgres());
  });
  afterEach(async () => h?.close());

  const click = (at: string, attribution: Record<string, string> | null) =>
    recordWhatsappClick(h.handle.db, { pagePath: "/contato", attribution }, Date.parse(at));

  it("counts the period's clicks and the leads made from them per source and campaign", async () => {
    const blackFriday = { utm_source: "google", utm_medium: "cpc", utm_campaign: "black-friday" };
    const used = await click("2026-11-20T13:00:00Z", { ...blackFriday, gclid: "Cj0-a" });
    await click("2026-11-21T13:00:00Z", { ...blackFriday, gclid: "Cj0-b" });
    await click("2026-11-22T13:00:00Z", { fbclid: "IwAR-c", utm_source: "Facebook", utm_campaign: "zap" });
    await click("2026-11-23T13:00:00Z", null);
    // October: outside the period.
    await click("2026-10-30T13:00:00Z", { ...blackFriday, gclid: "Cj0-d" });
    await leadFromWhatsappCode(
      h.handle.db,
      async (lead) => (await h.leads.insertLeads([lead]))[0]!,
      { code: used, nome: "Ana Souza", telefone: "(11) 98765-4321", consent: false },
      actor,
      NOW,
    );

    const view = whatsappView(await h.panel.results.whatsapp(november, EVERY_LEAD));
    expect(view.totals).toEqual({ clicks: 4, leads: 1, share: "25%" });
    expect(view.sources).toEqual([
      {
        channel: "pago",
        source: "google",
        clicks: 2,
        leads: 1,
        share: "50%",
        campaigns: [{ campaign: "black-friday", clicks: 2, leads: 1, share: "50%" }],
      },
      {
        channel: "direto",
        source: "Direto",
        clicks: 1,
        leads: 0,
        share: "0%",
        campaigns: [{ campaign: "", clicks: 1, leads: 0, share: "0%" }],
      },
      {
        channel: "social",
        source: "facebook",
        clicks: 1,
        leads: 0,
        share: "0%",
        campaigns: [{ campaign: "zap", clicks: 1, leads: 0, share: "0%" }],
      },
    ]);

    const october = parseMonthPeriod(new URLSearchParams("periodo=mes-passado"), NOW);
    expect(whatsappView(await h.panel.results.whatsapp(october, EVERY_LEAD)).totals).toEqual({
      clicks: 1,
      leads: 0,
      share: "0%",
    });
  });
});
