import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { followUpSettingsMessages } from "~/features/panel/follow-up-settings";
import { startPanelHarness, type PanelHarness } from "../../../tests/panel-harness";
import { DATABASES, useDatabase } from "../../../tests/postgres";
import { action } from "./resultados";

/**
 * The owner's settings card on /painel/resultados as React Router calls it: the daily summary's hour is kept
 * (empty: off), and a time that is not one is refused with a pt-BR message beside the field, without a 500.
 */

type Args = Parameters<typeof action>[0];

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
    const context = {
      nonce: "",
      leads: undefined as never,
      clientIp: "198.51.100.7",
      publicPaths: [],
      panel: h.panel,
      dataRequest: false,
    } satisfies AppLoadContext;
    const request = new Request(`${h.panel.siteUrl}/painel/resultados`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: h.panel.siteUrl, Cookie: cookie },
      body: new URLSearchParams({ intencao: "ajustes", ...body }).toString(),
    });
    const result = await action({ request, params: {}, context } as unknown as Args);
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
