import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_FILTER } from "#app/features/panel/filters";
import { routerContext } from "#app/load-context";
import { newLead } from "#tests/factories";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { callRoute, loadPanelRoute, type RouteModule } from "#tests/panel-route-calls";
import { EVERY_LEAD } from "#app/features/panel/assignment";

/**
 * POST /painel/exportar as React Router calls it, with a signed-in member: the answers the browser shows when
 * the export is refused (an attendant without the owner's permission, every export slot taken), and the file.
 * The permission and the slots themselves are tested on both databases in server/panel/export.test.ts.
 */

let h: PanelHarness;
let ownerId: number;
let attendantId: number;
/** The route with the signed-in layout's middleware around it. */
let exportRoute: RouteModule[];

beforeAll(async () => {
  exportRoute = await loadPanelRoute("routes/painel/exportar.ts");
  h = await startPanelHarness(null);
  ownerId = await h.member({ email: "dona@agencia.com.br", role: "dono" });
  attendantId = await h.member({ email: "atende@agencia.com.br", role: "atendente" });
  await h.leads.insertLeads([newLead(), newLead()]);
});
afterAll(() => h.close());

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

async function postExport(cookie: string): Promise<Response> {
  const context = routerContext({
    nonce: "",
    leads: undefined as never,
    clientIp: "198.51.100.7",
    publicPaths: [],
    panel: h.panel,
  });
  const request = new Request(`${h.panel.siteUrl}/painel/exportar`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: h.panel.siteUrl, Cookie: cookie },
    body: "formato=csv&status=novo",
  });
  return (await callRoute(exportRoute, "action", { request, params: {}, context })) as Response;
}

describe("POST /painel/exportar", () => {
  it("refuses an attendant (403, pt-BR) until an owner allows the export", async () => {
    const attendant = await cookieOf("atende@agencia.com.br");
    const refused = await postExport(attendant);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await refused.text()).toBe(
      "Exportar os leads é uma permissão do dono do painel. Peça a ele para liberar na página Equipe.",
    );
    expect((await h.panel.audit.list({ limit: 1 }))[0]?.action).not.toBe("exportacao");

    await h.panel.exports.setPermission(attendantId, true, { id: ownerId, label: "dona@agencia.com.br", ip: null });
    const allowed = await postExport(attendant);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("Content-Disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect((await allowed.text()).split("\r\n")).toHaveLength(3);
    expect((await h.panel.audit.list({ limit: 1 }))[0]).toMatchObject({
      action: "exportacao",
      actorId: attendantId,
      detail: { formato: "csv", leads: 2, filtro: { status: "novo" } },
    });
  });

  it("answers 429 with Retry-After while every export slot is taken", async () => {
    const owner = await cookieOf("dona@agencia.com.br");
    const actor = { id: ownerId, label: "dona@agencia.com.br", ip: null };
    const running = [
      h.panel.exports.start(EMPTY_FILTER, "csv", actor, EVERY_LEAD),
      h.panel.exports.start(EMPTY_FILTER, "csv", actor, EVERY_LEAD),
    ];
    const busy = await postExport(owner);
    expect(busy.status).toBe(429);
    expect(busy.headers.get("Retry-After")).toBe("30");
    expect(await busy.text()).toBe("Já há exportações em andamento. Tente de novo em instantes.");
    for (const started of running) if (started.ok) await started.body.cancel();
    expect((await postExport(owner)).status).toBe(200);
  });
});
