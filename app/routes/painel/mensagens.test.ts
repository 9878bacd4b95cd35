import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { routerContext } from "#app/load-context";
import { panelRoute, type RouteArgs } from "#tests/panel-route-calls";
import type * as LeadRoute from "./lead";
import type * as MensagensRoute from "./mensagens";
import { defaultMessages } from "#app/features/panel/whatsapp-messages";
import { newLead } from "#tests/factories";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
const { action: leadAction, loader: leadLoader } = await panelRoute<typeof LeadRoute>("routes/painel/lead.tsx");
const { action, loader } = await panelRoute<typeof MensagensRoute>("routes/painel/mensagens.tsx");

/**
 * /painel/mensagens as React Router calls it, on both databases: an owner's texts are kept (read by another
 * replica), refused with a pt-BR message beside the text that names the unknown placeholder, and emptied back to
 * the default; the lead page's WhatsApp link carries the text of the lead's stage.
 */

type Args = RouteArgs;

describe.each(DATABASES)("WhatsApp messages on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let h: PanelHarness;

  beforeEach(async () => {
    h = await startPanelHarness(postgres());
    await h.member({ email: "dona@agencia.com.br", name: "Dra. Rosa Almeida", role: "dono" });
    await h.member({ email: "atende@agencia.com.br", name: "PAULO REIS", role: "atendente" });
  });
  afterEach(() => h.close());

  async function cookieOf(email: string): Promise<string> {
    const result = await h.panel.signIn({
      email,
      password: "uma senha bem longa",
      ip: "198.51.100.7",
      userAgent: null,
      presentedToken: null,
    });
    if (!result.ok) throw new Error("sign-in failed");
    return (await h.panel.cookie.serialize(result.token)).split(";")[0]!;
  }

  function args(path: string, cookie: string, body?: Record<string, string>, params: Record<string, string> = {}) {
    const context = routerContext({
      nonce: "",
      leads: undefined as never,
      clientIp: "198.51.100.7",
      publicPaths: [],
      panel: h.panel,
    });
    const request = new Request(`${h.panel.siteUrl}${path}`, {
      method: body ? "POST" : "GET",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: h.panel.siteUrl, Cookie: cookie },
      ...(body ? { body: new URLSearchParams(body).toString() } : {}),
    });
    return { request, url: new URL(request.url), params, context, pattern: path } as unknown as Args;
  }

  /** The action's answer: a thrown redirect or returned data, as React Router would send it. */
  async function post(cookie: string, body: Record<string, string>) {
    try {
      const result = await action(args("/painel/mensagens", cookie, body));
      return { status: result.init?.status ?? 200, data: result.data, location: null };
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      return { status: thrown.status, data: null, location: thrown.headers.get("Location") };
    }
  }

  const typed = (overrides: Record<string, string>) => ({
    novo: defaultMessages.novo,
    em_contato: defaultMessages.em_contato,
    proposta: defaultMessages.proposta,
    ganho: defaultMessages.ganho,
    ...overrides,
  });

  it("keeps an owner's text, previews it, and puts it in the WhatsApp link of a lead in that stage", async () => {
    const owner = await cookieOf("dona@agencia.com.br");
    const proposal = "Oi, {nome}! Aqui é {especialista}. Deu para ver a proposta da {empresa}?";
    expect(await post(owner, typed({ proposta: proposal }))).toMatchObject({
      status: 303,
      location: "/painel/mensagens?salvo=1",
    });

    const page = await loader(args("/painel/mensagens?salvo=1", owner));
    expect(page.saved).toBe(true);
    expect(page.texts.proposta).toBe(proposal);
    expect(page.texts.novo).toBe(defaultMessages.novo);
    expect(page.previews.proposta).toEqual({
      withCompany: "Oi, Mariana! Aqui é Rosa. Deu para ver a proposta da Ateliê Flor de Lis?",
      withoutCompany: "Oi, Mariana! Aqui é Rosa. Deu para ver a proposta?",
    });
    expect((await (await h.replica()).messages.read()).proposta).toBe(proposal);

    const [ref] = await h.leads.insertLeads([
      newLead({ data: { ...newLead().data, nome: "SRA. MARIA DAS DORES", empresa: "Doces da Maria" } }),
    ]);
    const id = String(ref!.id);
    const attendant = await cookieOf("atende@agencia.com.br");
    const whatsappText = async () => {
      const lead = await leadLoader(args(`/painel/leads/${id}`, attendant, undefined, { id }) as never);
      return new URL(lead.links.whatsapp!).searchParams.get("text");
    };
    expect(await whatsappText()).toMatch(/^Olá, Maria! Aqui é Paulo, da .+ para a Doces da Maria\./);
    await expect(
      leadAction(args(`/painel/leads/${id}`, attendant, { intent: "status", status: "proposta" }, { id }) as never),
    ).resolves.toMatchObject({ status: 303 });
    expect(await whatsappText()).toBe("Oi, Maria! Aqui é Paulo. Deu para ver a proposta da Doces da Maria?");
  });

  it("refuses an unknown placeholder by name and saves none of the texts", async () => {
    const owner = await cookieOf("dona@agencia.com.br");
    const answer = await post(owner, typed({ novo: "Oi {nome}!", proposta: "Oi, {cliente}!" }));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      errors: {
        proposta:
          "A mensagem “Depois da proposta” usa {cliente}, que o painel não conhece. Use só {nome}, {empresa} e {especialista}.",
      },
      typed: { proposta: "Oi, {cliente}!" },
    });
    expect(await h.panel.messages.read()).toEqual(defaultMessages);
  });

  it("goes back to the default when a text is emptied, and keeps the page for owners", async () => {
    const owner = await cookieOf("dona@agencia.com.br");
    await post(owner, typed({ ganho: "Bem-vinda, {nome}!" }));
    expect((await h.panel.messages.read()).ganho).toBe("Bem-vinda, {nome}!");
    await post(owner, typed({ ganho: "  " }));
    expect((await h.panel.messages.read()).ganho).toBe(defaultMessages.ganho);

    const attendant = await cookieOf("atende@agencia.com.br");
    await expect(action(args("/painel/mensagens", attendant, typed({ novo: "Oi!" })))).rejects.toMatchObject({
      init: { status: 403 },
    });
    await expect(loader(args("/painel/mensagens", attendant))).rejects.toMatchObject({ init: { status: 403 } });
    expect((await h.panel.messages.read()).novo).toBe(defaultMessages.novo);
  });
});
