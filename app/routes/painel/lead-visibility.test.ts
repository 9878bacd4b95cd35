import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routerContext } from "#app/load-context";
import { newLead } from "#tests/factories";
import { panelRoute } from "#tests/panel-route-calls";
import type * as EmMassaRoute from "./em-massa";
import type * as ExportarRoute from "./exportar";
import type * as LeadRoute from "./lead";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
const { action: bulkAction } = await panelRoute<typeof EmMassaRoute>("routes/painel/em-massa.ts");
const { action: exportAction } = await panelRoute<typeof ExportarRoute>("routes/painel/exportar.ts");
const { action: leadAction, loader: leadLoader } = await panelRoute<typeof LeadRoute>("routes/painel/lead.tsx");

/**
 * The routes that read or change leads, as React Router calls them, for an attendant whom the owner limited to
 * their own leads: another member's lead is a 404 on its page and its action, and a selection naming it neither
 * changes nor exports it. Removing the visibility check from any of these routes fails here.
 */

let h: PanelHarness;
let ownerId: number;
let anaId: number;
let brunoId: number;
let forAna: number;
let forBruno: number;

beforeAll(async () => {
  h = await startPanelHarness(null);
  ownerId = await h.member({ email: "dona@agencia.com.br", name: "Dona", role: "dono" });
  anaId = await h.member({ email: "ana@agencia.com.br", name: "Ana", role: "atendente" });
  brunoId = await h.member({ email: "bruno@agencia.com.br", name: "Bruno", role: "atendente" });
  [forAna, forBruno] = (await h.leads.insertLeads([newLead(), newLead()])).map((ref) => ref.id) as [number, number];
  const owner = { id: ownerId, label: "dona@agencia.com.br", ip: null };
  await h.panel.leads.assign([forAna], anaId, owner);
  await h.panel.leads.assign([forBruno], brunoId, owner);
  await h.panel.exports.setPermission(anaId, true, owner);
  await h.panel.assignment.saveSettings({ distribution: "nenhuma", visibility: "proprios" }, owner);
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

function args(path: string, cookie: string, body: string | null, params: Record<string, string> = {}) {
  const context = routerContext({
    nonce: "",
    leads: undefined as never,
    clientIp: "198.51.100.7",
    publicPaths: [],
    panel: h.panel,
  });
  const request = new Request(`${h.panel.siteUrl}${path}`, {
    method: body === null ? "GET" : "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: h.panel.siteUrl, Cookie: cookie },
    ...(body === null ? {} : { body }),
  });
  return { request, url: new URL(request.url), params, context, pattern: path } as never;
}

/** The HTTP status a route function answered or threw. */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return result.status;
  if (result !== null && typeof result === "object" && "init" in result) {
    return (result as { init: ResponseInit | null }).init?.status ?? 200;
  }
  return 200;
}

const ownerIdOf = async (id: number) =>
  (await h.handle.db.selectFrom("leads").select("assigned_user_id").where("id", "=", id).executeTakeFirstOrThrow())
    .assigned_user_id;

describe("an attendant limited to their own leads", () => {
  it("opens their lead, and gets a 404 for another member's, on the page and its action", async () => {
    const ana = await cookieOf("ana@agencia.com.br");
    const page = (id: number) => leadLoader(args(`/painel/leads/${id}`, ana, null, { id: String(id) }));
    expect(await statusOf(() => page(forAna))).toBe(200);
    expect(await statusOf(() => page(forBruno))).toBe(404);
    const post = (id: number) =>
      leadAction(args(`/painel/leads/${id}`, ana, "intent=nota&nota=Liguei", { id: String(id) }));
    expect(await statusOf(() => post(forBruno))).toBe(404);
    expect((await h.panel.leads.detail(forBruno))?.timeline.some((event) => event.kind === "nota")).toBe(false);
    expect(await statusOf(() => post(forAna))).toBe(303);
  });

  it("changes and exports only their own leads from a selection", async () => {
    const ana = await cookieOf("ana@agencia.com.br");
    const selection = `selecao=1&lead=${forAna}&lead=${forBruno}`;
    const moved = await bulkAction(args("/painel/em-massa", ana, `${selection}&acao=responsavel&responsavel=${anaId}`));
    expect((moved as Response).headers.get("Location")).toBe("/painel?feito=responsavel-0");
    expect(await ownerIdOf(forBruno)).toBe(brunoId);
    await bulkAction(args("/painel/em-massa", ana, `${selection}&acao=status&status=proposta`));
    expect((await h.panel.leads.detail(forBruno))?.status).toBe("novo");
    expect((await h.panel.leads.detail(forAna))?.status).toBe("proposta");

    const exported = (await exportAction(args("/painel/exportar", ana, `${selection}&formato=json`))) as Response;
    expect(exported.status).toBe(200);
    expect(((await exported.json()) as { id: number }[]).map((lead) => lead.id)).toEqual([forAna]);
  });

  it("lets an owner open, change and export every lead", async () => {
    const owner = await cookieOf("dona@agencia.com.br");
    expect(
      await statusOf(() => leadLoader(args(`/painel/leads/${forBruno}`, owner, null, { id: String(forBruno) }))),
    ).toBe(200);
    const exported = (await exportAction(
      args("/painel/exportar", owner, `selecao=1&lead=${forAna}&lead=${forBruno}&formato=json`),
    )) as Response;
    expect(((await exported.json()) as { id: number }[]).map((lead) => lead.id).sort()).toEqual(
      [forAna, forBruno].sort(),
    );
  });
});
