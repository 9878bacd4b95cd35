import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as PanelHarnessModule from "#tests/panel-harness";
import type { PanelHarness } from "#tests/panel-harness";
import { newLead } from "#tests/factories";
import { callRoute, loadPanelRoute, type RouteArgs } from "#tests/panel-route-calls";
import { routerContext } from "#app/load-context";
import { DATABASES, useDatabase } from "#tests/postgres";

/**
 * Every expected error of every panel action, sent to the action as React
 * Router calls it: a 4xx and the pt-BR message the form shows, never a 500.
 *
 * In production the route modules (BUILD_DIR/server) and the server that
 * creates the panel's services (BUILD_DIR/node) are two bundles, each with
 * its own copy of every module both import. The test builds the same split:
 * the route modules are loaded first, the module registry is reset, and
 * the services come from fresh copies. An error class recognised by
 * `instanceof` fails here as it did on the server (issue 35: inviting a
 * member already on the team was a 500).
 */

type Action = (args: RouteArgs) => Promise<unknown>;

/** A panel route's action, called inside the middleware of the layouts around it. */
async function actionOf(file: string): Promise<Action> {
  const chain = await loadPanelRoute(file);
  return (args) => callRoute(chain, "action", args);
}

interface Routes {
  team: Action;
  lead: Action;
  privacy: Action;
  exportLeads: Action;
  account: Action;
  setPassword: Action;
  signIn: Action;
  /** The error class as the route modules see it. */
  routeCopy: unknown;
}

let routes: Routes;
let harness: typeof PanelHarnessModule;
let serviceCopy: unknown;

beforeAll(async () => {
  routes = {
    team: await actionOf("routes/painel/equipe.tsx"),
    lead: await actionOf("routes/painel/lead.tsx"),
    privacy: await actionOf("routes/painel/lgpd.tsx"),
    exportLeads: await actionOf("routes/painel/exportar.ts"),
    account: await actionOf("routes/painel/conta.tsx"),
    setPassword: await actionOf("routes/painel/definir-senha.tsx"),
    signIn: await actionOf("routes/painel/entrar.tsx"),
    routeCopy: (await import("#server/panel/panel-error")).PanelError,
  };
  vi.resetModules();
  harness = await import("#tests/panel-harness");
  serviceCopy = (await import("#server/panel/panel-error")).PanelError;
});

/** What an action answered or threw: its status and the body a form would show. */
async function outcome(run: () => Promise<unknown>): Promise<{ status: number; body: string }> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, body: await result.text() };
  if (result !== null && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init: ResponseInit | null; data: unknown };
    return { status: init?.status ?? 200, body: JSON.stringify(data) };
  }
  if (result instanceof Error) return { status: 500, body: result.message };
  return { status: 200, body: JSON.stringify(result) };
}

describe.each(DATABASES)("panel actions refuse with a 4xx and a message on $name", ({ postgres }) => {
  const server = useDatabase(postgres);
  let h: PanelHarness;
  let ownerId: number;
  let ownerCookie: string;
  let attendantCookie: string;

  beforeEach(async () => {
    h = await harness.startPanelHarness(server());
    ownerId = await h.member({ email: "dona@agencia.com.br", role: "dono" });
    await h.member({ email: "atendente@agencia.com.br", role: "atendente" });
    ownerCookie = await cookieOf("dona@agencia.com.br");
    attendantCookie = await cookieOf("atendente@agencia.com.br");
  });
  afterEach(async () => h?.close());

  async function cookieOf(email: string): Promise<string> {
    const result = await h.panel.signIn({
      email,
      password: "uma senha bem longa",
      ip: "198.51.100.7",
      userAgent: null,
      presentedToken: null,
    });
    if (!result.ok) throw new Error(`sign-in failed: ${result.reason}`);
    return (await h.panel.cookie.serialize(result.token)).split(";")[0]!;
  }

  /** A form posted from the panel without JavaScript, as the signed-in member of `cookie` (none: signed out). */
  function post(
    action: Action,
    path: string,
    fields: Record<string, string>,
    cookie: string | null = ownerCookie,
    params: Record<string, string> = {},
  ) {
    const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded", Origin: h.panel.siteUrl });
    if (cookie) headers.set("Cookie", cookie);
    const request = new Request(`${h.panel.siteUrl}${path}`, {
      method: "POST",
      headers,
      body: new URLSearchParams(fields),
    });
    const context = routerContext({
      nonce: "",
      leads: undefined as never,
      clientIp: "198.51.100.7",
      publicPaths: [],
      panel: h.panel,
    });
    return outcome(() => action({ request, params, context }));
  }

  it("runs the routes and the services as two copies, like the production bundles", () => {
    expect(serviceCopy).not.toBe(routes.routeCopy);
  });

  it("team: invitations, new links and removals", async () => {
    const team = (fields: Record<string, string>) => post(routes.team, "/painel/equipe", fields);
    const invite = { intent: "convidar", nome: "Ana Costa", email: "ana@agencia.com.br", papel: "atendente" };
    expect(await team(invite)).toMatchObject({ status: 200 });

    const expected: [Record<string, string>, number, string][] = [
      [invite, 409, "Essa pessoa já faz parte da equipe."],
      [{ ...invite, email: "DONA@agencia.com.br" }, 409, "Essa pessoa já faz parte da equipe."],
      [{ ...invite, email: "sem-arroba" }, 400, "Informe um e-mail válido."],
      [{ ...invite, email: "bia@agencia.com.br", nome: "B" }, 400, "Informe o nome (de 2 a 120 caracteres)."],
      [{ intent: "novo-link", membro: "9999" }, 404, "Membro não encontrado."],
      [{ intent: "novo-link", membro: "abc" }, 404, "Membro não encontrado."],
      [{ intent: "novo-link" }, 404, "Membro não encontrado."],
      [{ intent: "remover", membro: "9999" }, 404, "Membro não encontrado."],
      [{ intent: "remover", membro: "1e400" }, 404, "Membro não encontrado."],
      [{ intent: "remover", membro: String(ownerId) }, 400, "Você não pode remover a si mesmo."],
      [{ intent: "outra" }, 400, "Ação desconhecida."],
    ];
    for (const [fields, status, message] of expected) {
      const answer = await team(fields);
      expect(answer.status, JSON.stringify(fields)).toBe(status);
      expect(answer.body, JSON.stringify(fields)).toContain(message);
    }
    // The form puts each message beside its field.
    expect(JSON.parse((await team(invite)).body)).toMatchObject({ ok: false, field: "email" });
    expect(JSON.parse((await team({ ...invite, email: "bia@x.com.br", nome: "" })).body)).toMatchObject({
      field: "nome",
    });
    expect(await post(routes.team, "/painel/equipe", invite, attendantCookie)).toMatchObject({ status: 403 });
  });

  it("lead: status, note, re-send and erasure", async () => {
    const [stored] = await h.leads.insertLeads([newLead({ createdAt: h.clock.now - 60_000 })]);
    const id = stored!.id;
    // A lead whose notifications all went out has nothing to send again.
    await h.handle.db.deleteFrom("notifications").where("lead_id", "=", id).execute();
    const path = `/painel/leads/${id}`;
    const lead = (fields: Record<string, string>, cookie = ownerCookie, leadId = String(id)) =>
      post(routes.lead, path, fields, cookie, { id: leadId });
    const expected: [Record<string, string>, number, string][] = [
      [{ intent: "status", status: "inventado" }, 400, "status"],
      [{ intent: "status", status: "ganho", valor: "" }, 400, "valor"],
      [{ intent: "status", status: "perdido" }, 400, "motivo"],
      [{ intent: "nota", nota: "   " }, 400, "nota"],
      [{ intent: "nota", nota: "x".repeat(5001) }, 400, "nota"],
      [{ intent: "reenviar" }, 409, "Este lead não tem notificações para reenviar."],
      [{ intent: "apagar" }, 400, "Marque a confirmação para apagar os dados."],
      [{ intent: "outra" }, 400, "Ação desconhecida."],
    ];
    for (const [fields, status, text] of expected) {
      const answer = await lead(fields);
      expect(answer.status, JSON.stringify(fields)).toBe(status);
      expect(answer.body, JSON.stringify(fields)).toContain(text);
      expect(JSON.parse(answer.body), JSON.stringify(fields)).toMatchObject({ ok: false, message: expect.any(String) });
    }
    expect(await lead({ intent: "apagar", confirmo: "sim" }, attendantCookie)).toMatchObject({
      status: 403,
      body: expect.stringContaining("Só o dono do painel pode fazer isso."),
    });
    expect(await lead({ intent: "nota", nota: "oi" }, ownerCookie, "999999")).toMatchObject({
      status: 404,
      body: expect.stringContaining("Lead não encontrado."),
    });
  });

  it("LGPD requests and exports", async () => {
    expect(await post(routes.privacy, "/painel/lgpd", { intent: "buscar", pessoa: "jo" })).toMatchObject({
      status: 400,
      body: expect.stringContaining("Informe o nome, o e-mail ou o telefone da pessoa"),
    });
    // A name finds candidates; erasing needs the whole e-mail or phone, so nobody else's leads go with them.
    expect(
      await post(routes.privacy, "/painel/lgpd", { intent: "apagar", pessoa: "joao", confirmo: "sim" }),
    ).toMatchObject({ status: 400, body: expect.stringContaining("Para baixar ou apagar, busque pelo e-mail") });
    expect(
      await post(routes.privacy, "/painel/lgpd", { intent: "apagar", pessoa: "joao@padaria.com.br" }),
    ).toMatchObject({ status: 400, body: expect.stringContaining("Marque a confirmação para apagar.") });
    expect(await post(routes.exportLeads, "/painel/exportar", { formato: "xlsx" })).toMatchObject({
      status: 400,
      body: expect.stringContaining("Escolha CSV ou JSON."),
    });
  });

  it("sign-in, password links and the account page", async () => {
    const signIn = (fields: Record<string, string>) => post(routes.signIn, "/painel/entrar", fields, null);
    expect(await signIn({ email: "", senha: "" })).toMatchObject({
      status: 400,
      body: expect.stringContaining("Informe o e-mail e a senha."),
    });
    expect(await signIn({ email: "dona@agencia.com.br", senha: "errada" })).toMatchObject({
      status: 400,
      body: expect.stringContaining("E-mail ou senha incorretos."),
    });

    const setPassword = (fields: Record<string, string>) =>
      post(routes.setPassword, "/painel/definir-senha", fields, null);
    expect(
      await setPassword({ codigo: "x".repeat(43), senha: "uma senha bem longa", confirmacao: "uma senha bem longa" }),
    ).toMatchObject({
      status: 410,
      body: expect.stringContaining("Este link não é válido."),
    });
    const token = await h.panel.members.resetMember(ownerId, { id: null, label: null, ip: null });
    expect(await setPassword({ codigo: token, senha: "curta", confirmacao: "curta" })).toMatchObject({
      status: 400,
      body: expect.stringContaining("senha"),
    });

    const freshCookie = await cookieOf("atendente@agencia.com.br");
    const account = (fields: Record<string, string>) => post(routes.account, "/painel/conta", fields, freshCookie);
    expect(
      await account({ atual: "errada", nova: "outra senha bem longa", confirmacao: "outra senha bem longa" }),
    ).toMatchObject({ status: 400, body: expect.stringContaining("atual") });
    expect(
      await account({ atual: "uma senha bem longa", nova: "outra senha bem longa", confirmacao: "diferente" }),
    ).toMatchObject({ status: 400, body: expect.stringContaining("confirmacao") });
  });
});
