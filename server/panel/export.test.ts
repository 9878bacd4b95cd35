import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EMPTY_FILTER } from "~/features/panel/filters";
import { newLead, startPanelHarness, type PanelHarness } from "../../tests/panel-harness";
import { postgresSkipReason, skipWithoutPostgres, startPostgres, type TestPostgres } from "../../tests/postgres";

describe.each([
  { name: "SQLite", postgres: false },
  { name: "PostgreSQL", postgres: true },
])("exports on $name", ({ postgres: usesPostgres }) => {
  let postgres: TestPostgres | null = null;
  let h: PanelHarness;
  const actor = { id: null, label: "dono@agencia.com.br", ip: "198.51.100.2" };

  beforeAll(async () => {
    if (usesPostgres && !postgresSkipReason) postgres = await startPostgres();
  });
  afterAll(() => postgres?.stop());
  beforeEach(async (context) => {
    if (usesPostgres) skipWithoutPostgres(context);
    h = await startPanelHarness(postgres);
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

  it("writes the filter's leads as spreadsheet-safe CSV with the chat message's labels", async () => {
    await seed();
    const { body, count } = await h.panel.leads.export({ ...EMPTY_FILTER, form: "contato" }, "csv", actor);
    expect(count).toBe(1);
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
  });

  it("writes JSON, and records each export with its filter and leads, never their content", async () => {
    await seed();
    const { body } = await h.panel.leads.export({ ...EMPTY_FILTER, search: "b@x" }, "json", actor);
    const parsed = JSON.parse(body) as { formulario: string; campos: Record<string, string> }[];
    expect(parsed).toEqual([expect.objectContaining({ formulario: "newsletter", campos: { "E-mail": "b@x.com" } })]);
    const [event] = await h.panel.audit.list({ limit: 1 });
    expect(event).toMatchObject({
      action: "exportacao",
      detail: { formato: "json", leads: 1, filtro: { busca: true } },
    });
    expect(JSON.stringify(event)).not.toContain("b@x");
    const id = (await h.panel.inbox.page(EMPTY_FILTER, h.clock.now)).rows.find((row) => row.form === "newsletter")!.id;
    expect((await h.panel.leads.detail(id))!.timeline[0]).toMatchObject({ kind: "auditoria", action: "exportacao" });
  });
});
