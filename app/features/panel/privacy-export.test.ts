import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { routerContext } from "#app/load-context";
import { newLead } from "#tests/factories";
import { PANEL_SITE_URL, startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { callRoute, loadPanelRoute, type RouteArgs, type RouteModule } from "#tests/panel-route-calls";
import { DATABASES, useDatabase } from "#tests/postgres";

/** The two routes, each with the signed-in layout's middleware around it. */
let privacyExport: RouteModule[];
let privacyPage: RouteModule[];
beforeAll(async () => {
  privacyExport = await loadPanelRoute("routes/painel/lgpd-exportar.ts");
  privacyPage = await loadPanelRoute("routes/painel/lgpd.tsx");
});

/**
 * "Baixar dados (JSON)" on /painel/lgpd, as the server calls its route: the
 * answer is the file (an attachment, never stored by a cache), and the audit
 * trail says the data was handed over only when the file was made.
 */

describe.each(DATABASES)("the LGPD access file on $name", ({ postgres }) => {
  const server = useDatabase(postgres);
  let h: PanelHarness;
  beforeEach(async () => {
    h = await startPanelHarness(server());
  });
  afterEach(async () => h?.close());

  async function cookieOf(role: "dono" | "atendente"): Promise<string> {
    const email = `${role}@agencia.com.br`;
    await h.member({ email, role, password: "uma senha bem longa" });
    const signedIn = await h.panel.signIn({
      email,
      password: "uma senha bem longa",
      ip: "198.51.100.7",
      userAgent: null,
      presentedToken: null,
    });
    if (!signedIn.ok) throw new Error("sign-in failed");
    return h.panel.cookie.serialize(signedIn.token);
  }

  /** The arguments React Router gives an action (both routes take the same ones). */
  function args(path: string, form: Record<string, string>, headers: Record<string, string>): RouteArgs {
    const context = routerContext({
      nonce: "",
      leads: undefined as never,
      clientIp: "198.51.100.7",
      publicPaths: [],
      panel: h.panel,
    });
    const request = new Request(`${PANEL_SITE_URL}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(form).toString(),
    });
    return { request, context, params: {} };
  }

  /** What the route answered or threw: a Response, or React Router's data() with its status. */
  async function outcome(run: () => Promise<unknown>): Promise<{ status: number; response: Response | null }> {
    let result: unknown;
    try {
      result = await run();
    } catch (thrown) {
      result = thrown;
    }
    if (result instanceof Response) return { status: result.status, response: result };
    const init = (result as { init?: ResponseInit | null } | null)?.init;
    return { status: init?.status ?? 200, response: null };
  }

  const exports = async () =>
    (await h.panel.audit.list({ limit: 50 })).filter((event) => event.action === "lgpd_exportacao");

  it("answers an owner with the person's data as a file, and records it once made", async () => {
    const [lead] = await h.leads.insertLeads([newLead({ email: "maria@loja.com.br" })]);
    const cookie = await cookieOf("dono");
    const { status, response } = await outcome(() =>
      callRoute(
        privacyExport,
        "action",
        args("/painel/lgpd/exportar", { pessoa: "Maria@Loja.com.br" }, { Cookie: cookie, Origin: PANEL_SITE_URL }),
      ),
    );
    expect(status).toBe(200);
    expect(response!.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response!.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="dados-pessoais-[\d-]+\.json"$/,
    );
    expect(response!.headers.get("Cache-Control")).toBe("no-store");
    const file = (await response!.json()) as { leads: { id: number; email: string }[] };
    expect(file.leads).toEqual([expect.objectContaining({ id: lead!.id, email: "maria@loja.com.br" })]);
    expect(await exports()).toEqual([expect.objectContaining({ detail: { formato: "json", leads: 1 } })]);
  });

  it("makes no file and records nothing for a bad request, another site, an atendente or the page", async () => {
    await h.leads.insertLeads([newLead({ email: "maria@loja.com.br" })]);
    const owner = await cookieOf("dono");
    const attendant = await cookieOf("atendente");
    const person = { pessoa: "maria@loja.com.br" };
    const refused = [
      [{ pessoa: "maria" }, { Cookie: owner, Origin: PANEL_SITE_URL }, 400],
      [person, { Cookie: owner, Origin: "https://outro-site.example" }, 403],
      [person, { Cookie: attendant, Origin: PANEL_SITE_URL }, 403],
    ] as const;
    for (const [form, headers, expected] of refused) {
      const answer = await outcome(() =>
        callRoute(privacyExport, "action", args("/painel/lgpd/exportar", form, headers)),
      );
      expect(answer.status).toBe(expected);
      expect(answer.response?.headers.get("Content-Disposition") ?? null).toBeNull();
    }
    // The page's own action (what the form used to post to) renders the page: it hands nothing over.
    const page = await outcome(() =>
      callRoute(
        privacyPage,
        "action",
        args("/painel/lgpd", { ...person, intent: "exportar" }, { Cookie: owner, Origin: PANEL_SITE_URL }),
      ),
    );
    expect(page.response).toBeNull();
    expect(await exports()).toEqual([]);
  });

  it("sends a visit without a form back to the page", async () => {
    const cookie = await cookieOf("dono");
    const request = new Request(`${PANEL_SITE_URL}/painel/lgpd/exportar`, { headers: { Cookie: cookie } });
    const { status, response } = await outcome(() =>
      callRoute(privacyExport, "loader", { ...args("/painel/lgpd/exportar", {}, {}), request }),
    );
    expect(status).toBe(302);
    expect(response!.headers.get("Location")).toBe("/painel/lgpd");
  });
});
