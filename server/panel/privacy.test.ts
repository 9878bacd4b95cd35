import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newLead } from "#tests/factories";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { parsePersonQuery } from "./privacy";

describe("LGPD person queries", () => {
  it("take a whole e-mail or phone as that person's, anything else as the inbox's search", () => {
    expect(parsePersonQuery(" Maria@Loja.com.br ")).toEqual({ kind: "email", email: "maria@loja.com.br" });
    expect(parsePersonQuery("+55 (11) 98765-4321")).toEqual({ kind: "phone", phone: "11987654321" });
    expect(parsePersonQuery("5511987654321")).toEqual({ kind: "phone", phone: "11987654321" });
    expect(parsePersonQuery("98765-4321")).toEqual({ kind: "search", search: "98765-4321" });
    expect(parsePersonQuery("souza maria")).toEqual({ kind: "search", search: "souza maria" });
    expect(parsePersonQuery("ma")).toBeNull();
    expect(parsePersonQuery("")).toBeNull();
  });
});

describe.each(DATABASES)("LGPD requests on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let h: PanelHarness;
  const actor = { id: null, label: "dono@agencia.com.br", ip: null };
  beforeEach(async () => {
    h = await startPanelHarness(postgres());
  });
  afterEach(async () => h?.close());

  it("finds a person's leads by e-mail or by phone in any format, exports everything and erases it", async () => {
    const refs = await h.leads.insertLeads([
      newLead({
        email: "maria@loja.com.br",
        data: {
          nome: "Maria",
          email: "maria@loja.com.br",
          whatsapp: "(11) 98765-4321",
          empresa: "Loja",
          funcionarios: "1-5",
          investimento_mensal: "ate-500",
        },
      }),
      newLead({
        form: "contato",
        email: "outro@x.com",
        data: {
          nome: "Maria",
          email: "outro@x.com",
          telefone: "+55 11 98765-4321",
          empresa: "",
          assunto: "duvidas",
          mensagem: "Olá, tudo bem?",
        },
      }),
      newLead({
        email: "joana@x.com",
        data: {
          nome: "Joana",
          email: "joana@x.com",
          whatsapp: "(21) 98765-4321",
          empresa: "X",
          funcionarios: "1-5",
          investimento_mensal: "ate-500",
        },
      }),
    ]);
    const [first, second] = refs.map((ref) => ref.id);
    expect(await h.panel.privacy.find({ kind: "email", email: "maria@loja.com.br" })).toEqual([first]);
    expect(await h.panel.privacy.find({ kind: "phone", phone: "11987654321" })).toEqual([second, first]);
    // The inbox's rules: words in any order, without accents, a part of a phone or an e-mail.
    expect(await h.panel.privacy.find({ kind: "search", search: "MARIA 4321" })).toEqual([second, first]);
    expect(await h.panel.privacy.find({ kind: "search", search: "outro@" })).toEqual([second]);
    await h.panel.leads.addNote(first!, "Prefere contato à tarde", {
      id: await h.member({ email: "dono@agencia.com.br", name: "Rosa" }),
      label: null,
      ip: null,
    });
    const exported = JSON.parse(await h.panel.privacy.export([second!, first!], actor)) as {
      leads: {
        id: number;
        dados: Record<string, string>;
        ip: string;
        anotacoes: { texto: string }[];
        envios: unknown[];
      }[];
    };
    expect(exported.leads.map((lead) => lead.id)).toEqual([first, second]);
    expect(exported.leads[0]).toMatchObject({
      ip: "203.0.113.9",
      dados: { whatsapp: "(11) 98765-4321" },
      anotacoes: [{ texto: "Prefere contato à tarde" }],
    });
    expect(exported.leads[0]?.envios).toEqual([expect.objectContaining({ destino: "chat", evento: "lead" })]);
    expect(await h.panel.privacy.erase([first!, second!], actor)).toBe(2);
    expect(await h.panel.privacy.find({ kind: "phone", phone: "11987654321" })).toEqual([]);
    expect(await h.panel.privacy.find({ kind: "search", search: "maria" })).toEqual([]);
    const trail = await h.panel.audit.list({ limit: 5 });
    expect(trail.slice(0, 2).map((event) => [event.action, event.detail])).toEqual([
      ["lgpd_apagamento", { leads: 2 }],
      ["lgpd_exportacao", { formato: "json", leads: 2 }],
    ]);
    expect(JSON.stringify(trail)).not.toMatch(/maria|98765/i);
  });
});
