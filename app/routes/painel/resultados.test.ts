import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { routerContext } from "#app/load-context";
import { panelRoute } from "#tests/panel-route-calls";
import type * as ResultadosRoute from "./resultados";
import { followUpSettingsMessages } from "#app/features/panel/follow-up-settings";
import { monthOf } from "#app/features/panel/results/months";
import { newLead } from "#tests/factories";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
const { action, loader } = await panelRoute<typeof ResultadosRoute>("routes/painel/resultados.tsx");

/**
 * The owner's settings card on /painel/resultados as React Router calls it: the daily summary's hour is kept
 * (empty: off), and a time that is not one is refused with a pt-BR message beside the field, without a 500.
 */

describe.each(DATABASES)("the summary hour on /painel/resultados on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let h: PanelHarness;
  let cookie: string;

  beforeEach(async () => {
    h = await startPanelHarness(postgres());
    await h.member({ email: "dona@agencia.com.br", name: "Rosa Almeida", role: "dono" });
    const result = await h.panel.signIn({
      email: "dona@agencia.com.br",
      password: "uma senha bem longa",
      ip: "198.51.100.7",
      userAgent: null,
      presentedToken: null,
    });
    if (!result.ok) throw new Error("sign-in failed");
    cookie = (await h.panel.cookie.serialize(result.token)).split(";")[0]!;
  });
  afterEach(() => h.close());

  async function post(body: Record<string, string>) {
    const context = routerContext({
      nonce: "",
      leads: undefined as never,
      clientIp: "198.51.100.7",
      publicPaths: [],
      panel: h.panel,
    });
    const request = new Request(`${h.panel.siteUrl}/painel/resultados`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: h.panel.siteUrl, Cookie: cookie },
      body: new URLSearchParams({ intencao: "ajustes", ...body }).toString(),
    });
    const result = await action({ request, params: {}, context });
    return "init" in result && "data" in result
      ? { status: result.init?.status ?? 200, data: result.data }
      : { status: 200, data: result };
  }

  it("keeps the hour, turns the summary off when empty, and refuses a time that is not one", async () => {
    expect(await post({ limite: "20", resumo: "08:30" })).toMatchObject({ status: 200, data: { ok: true } });
    expect(await h.panel.followUps.settings()).toEqual({ waitLimitMinutes: 20, summaryTime: "08:30" });

    expect(await post({ limite: "20", resumo: "25:00" })).toEqual({
      status: 400,
      data: { form: "ajustes", ok: false, field: "resumo", message: followUpSettingsMessages.summaryTime },
    });
    expect((await h.panel.followUps.settings()).summaryTime).toBe("08:30");

    expect(await post({ limite: "20", resumo: "" })).toMatchObject({ status: 200, data: { ok: true } });
    expect(await h.panel.followUps.settings()).toEqual({ waitLimitMinutes: 20, summaryTime: null });
  });
});

/**
 * The page's loader for an attendant whom the owner limited to their own leads (issue 37): the figures are of
 * their leads alone, with no spend and no WhatsApp clicks; the owner still sees the team's.
 */
describe.each(DATABASES)(
  "/painel/resultados for an attendant limited to theirs on $name",
  ({ postgres: usesPostgres }) => {
    const postgres = useDatabase(usesPostgres);
    let h: PanelHarness;

    beforeEach(async () => {
      h = await startPanelHarness(postgres());
    });
    afterEach(() => h.close());

    async function load(email: string) {
      const result = await h.panel.signIn({
        email,
        password: "uma senha bem longa",
        ip: "198.51.100.7",
        userAgent: null,
        presentedToken: null,
      });
      if (!result.ok) throw new Error("sign-in failed");
      const cookie = (await h.panel.cookie.serialize(result.token)).split(";")[0]!;
      const context = routerContext({
        nonce: "",
        leads: undefined as never,
        clientIp: "198.51.100.7",
        publicPaths: [],
        panel: h.panel,
      });
      const request = new Request(`${h.panel.siteUrl}/painel/resultados?periodo=intervalo&de=2026-10&ate=2026-10`, {
        headers: { Cookie: cookie },
      });
      return loader({ request, params: {}, context });
    }

    it("shows her own leads' figures without the owner's spend, and the owner the whole team's", async () => {
      const owner = await h.member({ email: "dona@agencia.com.br", name: "Dona", role: "dono" });
      const ana = await h.member({ email: "ana@agencia.com.br", name: "Ana", role: "atendente" });
      const bruno = await h.member({ email: "bruno@agencia.com.br", name: "Bruno", role: "atendente" });
      const actor = { id: owner, label: "dona@agencia.com.br", ip: null };
      // Leads of October 2026, the month the page is asked for.
      const at = Date.parse("2026-10-15T13:00:00Z");
      const phones = ["(11) 91111-0001", "(11) 91111-0002", "(11) 91111-0003"];
      const [mine, theirs] = (
        await h.leads.insertLeads(
          phones.map((phone) =>
            newLead({
              createdAt: at,
              data: {
                nome: "Cliente",
                whatsapp: phone,
                empresa: "Loja",
                funcionarios: "1-5",
                investimento_mensal: "1000-3000",
              },
            }),
          ),
        )
      ).map((ref) => ref.id) as [number, number, number];
      await h.panel.leads.assign([mine], ana, actor);
      await h.panel.leads.assign([theirs], bruno, actor);
      await h.panel.assignment.saveSettings({ distribution: "nenhuma", visibility: "proprios" }, actor);
      await h.panel.results.saveSpend([{ month: monthOf(at), source: "Direto", campaign: "", amountCents: 50_000 }], {
        fromFile: false,
        actor,
      });

      const forAna = await load("ana@agencia.com.br");
      expect(forAna.onlyOwn).toBe(true);
      expect(forAna.view.totals).toMatchObject({ leads: 1, spendCents: 0 });
      expect(forAna.view.channels.flatMap((group) => group.sources).map((source) => source.spendCents)).toEqual([0]);

      const forOwner = await load("dona@agencia.com.br");
      expect(forOwner.onlyOwn).toBe(false);
      expect(forOwner.view.totals).toMatchObject({ leads: 3, spendCents: 50_000 });
    });
  },
);
