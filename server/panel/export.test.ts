import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EMPTY_FILTER, type InboxFilter } from "#app/features/panel/filters";
import { newLead } from "#tests/factories";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { PanelError } from "./panel-error";
import { EXPORT_BATCH, EXPORTS_AT_ONCE, type ExportFormat } from "./export";
import { EVERY_LEAD } from "#app/features/panel/assignment";

describe.each(DATABASES)("exports on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let h: PanelHarness;
  const actor = { id: null, label: "dono@agencia.com.br", ip: "198.51.100.2" };
  beforeEach(async () => {
    h = await startPanelHarness(postgres());
  });
  afterEach(async () => h?.close());

  async function seed() {
    await h.leads.insertLeads([
      newLead({
        form: "contato",
        data: {
          nome: '=HYPERLINK("http://evil";"x")',
          email: "a@x.com",
          telefone: "+55 11 98765-4321",
          empresa: "Loja;=1+1;x",
          assunto: "outro",
          mensagem: "<script>alert(1)</script>\nsegunda linha",
        },
        email: "a@x.com",
        attribution: { utm_source: "google", utm_campaign: "natal" },
      }),
      newLead({ form: "newsletter", data: { email: "b@x.com" }, email: "b@x.com" }),
    ]);
  }

  function start(filter: InboxFilter, format: ExportFormat) {
    const started = h.panel.exports.start(filter, format, actor, EVERY_LEAD);
    if (!started.ok) throw new Error("no export slot");
    return started.body;
  }

  /** The whole stream as text, its byte-order mark kept (Response.text() would drop it). */
  async function readAll(body: ReadableStream<Uint8Array>): Promise<string> {
    const bytes = new Uint8Array(await new Response(body).arrayBuffer());
    return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  }

  const download = (filter: InboxFilter, format: ExportFormat) => readAll(start(filter, format));

  async function auditRows() {
    const events = await h.handle.db.selectFrom("audit_events").selectAll().execute();
    const leadRows = await h.handle.db.selectFrom("audit_event_leads").selectAll().execute();
    return { events, leadRows };
  }

  it("writes the filter's leads as spreadsheet-safe CSV with the chat message's labels", async () => {
    await seed();
    const body = await download({ ...EMPTY_FILTER, form: "contato" }, "csv");
    expect(
      body.startsWith(
        "\uFEFFID;Recebido em;Formulário;Status;Valor mensal (R$);Motivo da perda;Nome;E-mail;WhatsApp;Empresa;",
      ),
    ).toBe(true);
    const line = body.split("\r\n")[1]!;
    expect(line).toContain(`;"'=HYPERLINK(""http://evil"";""x"")";a@x.com;;"Loja;'=1+1;x";`);
    expect(line).toContain("'+55 11 98765-4321");
    expect(body).toContain('"<script>alert(1)</script>\nsegunda linha"');
    expect(line).toContain(";google;natal;");
    expect(body.endsWith("\r\n")).toBe(false);
  });

  it("exports what was stored: landed_at as a date and time, an empty company empty, and the team's notes", async () => {
    const landedAt = Date.parse("2026-11-25T13:05:00Z");
    const [ref] = await h.leads.insertLeads([
      newLead({
        form: "contato",
        data: {
          nome: "Ana Lima",
          email: "ana@x.com",
          telefone: "11987654321",
          empresa: "",
          assunto: "outro",
          mensagem: "Quero saber mais.",
        },
        email: "ana@x.com",
        attribution: { utm_source: "google", landed_at: String(landedAt) },
      }),
    ]);
    const memberId = await h.member({ email: "rosa@agencia.com.br", name: "Rosa" });
    const by = { id: memberId, label: "rosa@agencia.com.br", ip: null };
    await h.panel.leads.addNote(ref!.id, "Ligar amanhã; às 10h", by);
    h.clock.now += 60_000;
    await h.panel.leads.addNote(ref!.id, "Pediu proposta", by);

    const csv = await download(EMPTY_FILTER, "csv");
    const [header, line] = csv.split("\r\n");
    const cells = (text: string) => text.split(";");
    const column = (name: string) => cells(header!).indexOf(name);
    expect(cells(line!)[column("Empresa")]).toBe("");
    expect(line).toContain(";25/11/2026 10:05;");
    expect(header!.endsWith(";Anotações da equipe")).toBe(true);
    expect(csv).toContain('"26/11/2026 09:00 · Rosa: Ligar amanhã; às 10h\n\n26/11/2026 09:01 · Rosa: Pediu proposta"');

    const [item] = JSON.parse(await download(EMPTY_FILTER, "json")) as {
      campos: Record<string, string>;
      atribuicao: Record<string, string>;
      anotacoes: { em: string; por: string; texto: string }[];
    }[];
    expect(item!.campos.Empresa).toBe("");
    expect(item!.atribuicao.landed_at).toBe("2026-11-25T13:05:00.000Z");
    expect(item!.anotacoes).toEqual([
      { em: "2026-11-26T12:00:00.000Z", por: "Rosa", texto: "Ligar amanhã; às 10h" },
      { em: "2026-11-26T12:01:00.000Z", por: "Rosa", texto: "Pediu proposta" },
    ]);
  });

  it("writes JSON, and records the export as one audit row with its filter and count, never the content", async () => {
    await seed();
    const body = await download({ ...EMPTY_FILTER, search: "b@x" }, "json");
    const parsed = JSON.parse(body) as { formulario: string; campos: Record<string, string> }[];
    expect(parsed).toEqual([expect.objectContaining({ formulario: "newsletter", campos: { "E-mail": "b@x.com" } })]);
    // The format JSON.stringify(leads, null, 2) wrote before the export was streamed.
    expect(body).toBe(JSON.stringify(parsed, null, 2));
    const [event] = await h.panel.audit.list({ limit: 1 });
    expect(event).toMatchObject({
      action: "exportacao",
      detail: { formato: "json", leads: 1, filtro: { busca: true } },
    });
    expect(event!.detail).not.toHaveProperty("interrompida");
    expect(JSON.stringify(event)).not.toContain("b@x");
    expect(await download({ ...EMPTY_FILTER, search: "nada-assim" }, "json")).toBe("[]");
  });

  it("streams a large filter in batches by id, the event loop turning before each, one audit row in all", async () => {
    const total = 2 * EXPORT_BATCH + 1;
    await h.leads.insertLeads(Array.from({ length: total }, () => newLead()));
    // A ticker on the event loop: SQLite's queries block the process, so without a yield between batches it
    // would not run until the whole file was made.
    let ticks = 0;
    let ticking = true;
    const tick = () => {
      ticks += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const reader = start(EMPTY_FILTER, "csv").getReader();
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    const ticksAtChunk: number[] = [];
    let csv = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      ticksAtChunk.push(ticks);
      csv += decoder.decode(value, { stream: true });
    }
    ticking = false;
    expect(ticksAtChunk).toHaveLength(3);
    for (let index = 1; index < ticksAtChunk.length; index += 1)
      expect(ticksAtChunk[index]).toBeGreaterThan(ticksAtChunk[index - 1]!);
    const ids = csv
      .split("\r\n")
      .slice(1)
      .map((line) => Number(line.split(";")[0]));
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const json = JSON.parse(await download(EMPTY_FILTER, "json")) as { id: number }[];
    expect(json.map((lead) => lead.id)).toEqual(ids);
    // Two exports of 1,001 leads: two audit rows, and no row per lead (issue 35: 500,005 rows after five exports).
    const { events, leadRows } = await auditRows();
    expect(events.filter((event) => event.action === "exportacao")).toHaveLength(2);
    expect(leadRows).toHaveLength(0);
    expect(JSON.parse(events.at(-1)!.detail!)).toMatchObject({ formato: "json", leads: total });
  });

  it(`runs ${EXPORTS_AT_ONCE} exports at once; the next is refused until one ends or is cancelled`, async () => {
    await seed();
    const first = start(EMPTY_FILTER, "csv");
    const second = start(EMPTY_FILTER, "json");
    expect(h.panel.exports.start(EMPTY_FILTER, "csv", actor, EVERY_LEAD)).toEqual({ ok: false, reason: "busy" });
    await readAll(first);
    const third = start(EMPTY_FILTER, "csv");
    expect(h.panel.exports.start(EMPTY_FILTER, "csv", actor, EVERY_LEAD)).toEqual({ ok: false, reason: "busy" });
    // A download cancelled before its end gives its slot back and is recorded as cut short.
    await second.cancel();
    await readAll(start(EMPTY_FILTER, "csv"));
    await readAll(third);
    const exports = (await auditRows()).events.filter((event) => event.action === "exportacao");
    expect(exports.map((event) => JSON.parse(event.detail!) as Record<string, unknown>)).toEqual(
      expect.arrayContaining([expect.objectContaining({ formato: "json", leads: 0, interrompida: true })]),
    );
    expect(exports).toHaveLength(4);
  });

  it("lets owners export, and an attendant only after an owner allows it (audited), until it is withdrawn", async () => {
    const ownerId = await h.member({ email: "dona@agencia.com.br", role: "dono" });
    const attendantId = await h.member({ email: "atende@agencia.com.br", role: "atendente" });
    const owner = { id: ownerId, role: "dono" as const };
    const attendant = { id: attendantId, role: "atendente" as const };
    const by = { id: ownerId, label: "dona@agencia.com.br", ip: "198.51.100.2" };
    const allowed = (user: { id: number; role: "dono" | "atendente" }) =>
      h.panel.exports.allowed({ ...user, email: "", name: "", sessionId: "" });

    expect(await allowed(owner)).toBe(true);
    expect(await allowed(attendant)).toBe(false);
    await h.panel.exports.setPermission(attendantId, true, by);
    expect(await allowed(attendant)).toBe(true);
    expect([...(await h.panel.exports.grants())]).toEqual([attendantId]);
    const [grant] = await h.panel.audit.list({ limit: 1 });
    expect(grant).toMatchObject({
      action: "permissao_exportacao",
      actorId: ownerId,
      detail: { membro: "atende@agencia.com.br", podeExportar: true },
    });

    await h.panel.exports.setPermission(attendantId, false, by);
    expect(await allowed(attendant)).toBe(false);
    await expect(h.panel.exports.setPermission(ownerId, false, by)).rejects.toThrow(PanelError);

    // Removed and invited again: the permission went with the account.
    await h.panel.exports.setPermission(attendantId, true, by);
    await h.panel.members.removeMember(attendantId, by);
    expect(await allowed(attendant)).toBe(false);
    await h.member({ email: "atende@agencia.com.br", role: "atendente" });
    expect(await allowed(attendant)).toBe(false);
  });
});
