import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv, type Env } from "#app/config/env.server";
import { newLead } from "#tests/factories";
import { freshStorage, type Storage } from "#tests/lead-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { openDatabase, type DatabaseHandle } from "../db/connect";
import { listConsentingLeads } from "../db/ads-consent";
import { LeadStore, type NewLead } from "../db/lead-store";
import { Outbox } from "../db/outbox";
import { countByStatus } from "../db/outbox-stats";
import type { Destination } from "#app/features/leads/destinations";
import { runLeadsCli } from "./leads-cli";

const DAY = 86_400_000;

/** Maria's consultancy lead, whose fields the listings and exports below are read for. */
const maria = {
  nome: "Maria Souza",
  email: "maria@loja.com.br",
  whatsapp: "(11) 98765-4321",
  empresa: "Loja da Maria",
  funcionarios: "1-5",
  investimento_mensal: "5000+",
};

function lead(overrides: Partial<NewLead> = {}): NewLead {
  return newLead({
    data: maria,
    email: maria.email,
    ip: "203.0.113.7",
    userAgent: "Mozilla/5.0",
    createdAt: Date.now(),
    ...overrides,
  });
}

describe.each(DATABASES)("npm run leads on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let storage: Storage;
  let env: Env;
  let handle: DatabaseHandle;
  let store: LeadStore;
  let outbox: Outbox;

  beforeEach(async () => {
    storage = await freshStorage(postgres());
    env = parseEnv({ NODE_ENV: "test", ...storage.env });
    handle = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, poolSize: 2 });
    store = new LeadStore(handle);
    outbox = new Outbox(handle);
  });

  afterEach(async () => {
    await handle?.close();
    storage?.dispose();
  });

  /** Gives up on a lead's delivery as the outbox worker would, holding its current lease. */
  async function kill(
    leadId: number,
    attempts: number,
    error: string,
    destination: Destination = "chat",
    statusCode: number | null = null,
  ): Promise<void> {
    const delivery = (await outbox.deliveries(leadId)).find((row) => row.destination === destination);
    const update = {
      leaseUntil: delivery?.nextAttemptAt ?? 0,
      attempts,
      error,
      attempt: { at: Date.now(), statusCode },
    };
    expect(await outbox.markDead(delivery?.id ?? 0, update)).toBe(true);
  }

  async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
    let out = "";
    let err = "";
    const code = await runLeadsCli(argv, env, {
      out: (text) => (out += `${text}\n`),
      err: (text) => (err += `${text}\n`),
    });
    return { code, out, err };
  }

  it("prints new VAPID keys the configuration accepts when none are set, and only the public key once set", async () => {
    const { code, out } = await cli("push-keys");
    expect(code).toBe(0);
    const publicKey = /^VAPID_PUBLIC_KEY=(\S+)$/m.exec(out)?.[1];
    const privateKey = /^VAPID_PRIVATE_KEY=(\S+)$/m.exec(out)?.[1];
    const configured = parseEnv({
      DATA_DIR: env.DATA_DIR,
      DATABASE_URL: env.DATABASE_URL,
      SITE_URL: "https://www.agencia-teste.com.br",
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
    });
    expect(configured.VAPID_PUBLIC_KEY).toBe(publicKey);
    let shown = "";
    const again = await runLeadsCli(["push-keys"], configured, { out: (text) => (shown = text), err: () => undefined });
    expect(again).toBe(0);
    expect(shown).toContain(`Chave pública: ${publicKey}`);
    expect(shown).not.toContain(privateKey);
  });

  it("lists leads newest first with their notification status", async () => {
    await store.insertLeads([lead(), lead({ data: { ...lead().data, nome: "João Lima" }, email: "joao@x.com" })]);
    const { code, out } = await cli("list");
    expect(code).toBe(0);
    const lines = out.trim().split("\n");
    expect(lines[0]).toMatch(/^ID\s+Recebido em\s+Formulário\s+Nome\s+E-mail\s+Origem\s+Notificação$/);
    expect(lines[1]).toMatch(/^#2\s.*consultoria\s+João Lima\s+joao@x\.com\s+—\s+pendente$/);
    expect(lines[2]).toMatch(/^#1\s.*Maria Souza/);
  });

  it("shows one lead with labels, option labels and each delivery with its tries", async () => {
    const [ref] = await store.insertLeads([lead({ destinations: ["chat", "email"] })]);
    await kill(1, 1, "the webhook does not exist (404)", "chat", 404);
    const { out } = await cli("show", String(ref?.id));
    expect(out).toContain("Lead #1 — Consultoria gratuita");
    expect(out).toContain("Investimento mensal: Mais de R$ 5.000 por mês");
    expect(out).toContain("IP: 203.0.113.7");
    const deliveries = out.slice(out.indexOf("Entregas:")).split("\n");
    expect(deliveries[1]).toBe("  Chat da equipe (novo lead): desistida, 1 falha(s)");
    expect(deliveries[2]).toBe("    Último erro: the webhook does not exist (404)");
    expect(deliveries[3]).toMatch(
      /^ {4}\d\d\/\d\d\/\d{4},? \d\d:\d\d {2}desistida {2}404 {2}the webhook does not exist \(404\)$/,
    );
    expect(deliveries[4]).toBe("  E-mail da equipe (novo lead): pendente, 0 falha(s)");
    const missing = await cli("show", "99");
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("Lead #99 não encontrado.");
  });

  it("exports CSV that spreadsheets open safely, and JSON", async () => {
    await store.insertLeads([
      lead({
        data: { ...lead().data, nome: '=HYPERLINK("http://golpe.example","clique")', empresa: "Loja;=1+1;x" },
      }),
      lead({
        form: "agendamento",
        email: "ana@x.com",
        data: {
          nome: "Ana",
          email: "ana@x.com",
          whatsapp: "+55 21 99999-0000",
          empresa: "Silva, Souza & Cia",
          setor: "alimentacao",
          faturamento: "0-10k",
          desafio: 'Linha 1\nLinha 2 com "aspas"',
          melhor_horario: "manha (8h-12h)",
        },
      }),
    ]);
    const csv = (await cli("export", "--format", "csv")).out;
    expect(csv.startsWith("\uFEFFid;created_at;form;nome;email;whatsapp;empresa;")).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://golpe.example"",""clique"")"`);
    expect(csv).toContain(`"Loja;'=1+1;x"`);
    expect(csv).toContain('"Silva, Souza & Cia"');
    expect(csv).toContain("'+55 21 99999-0000");
    expect(csv).toContain('"Linha 1\nLinha 2 com ""aspas"""');
    const [header, , scheduling] = csv.replace(/^\uFEFF/, "").split("\r\n");
    // One column per field, the same field of every form in the same column.
    expect(header?.split(";").slice(3, 16)).toEqual([
      "nome",
      "email",
      "whatsapp",
      "empresa",
      "funcionarios",
      "investimento_mensal",
      "setor",
      "faturamento",
      "melhor_horario",
      "desafio",
      "telefone",
      "assunto",
      "mensagem",
    ]);
    expect(scheduling?.split(";").slice(2, 7)).toEqual([
      "agendamento",
      "Ana",
      "ana@x.com",
      "'+55 21 99999-0000",
      '"Silva, Souza & Cia"',
    ]);
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(3);

    const json = JSON.parse((await cli("export", "--format", "json")).out) as { form: string; data: object }[];
    expect(json.map((row) => row.form)).toEqual(["consultoria", "agendamento"]);
    expect(json[1]?.data).toMatchObject({ nome: "Ana", melhor_horario: "manha (8h-12h)" });
  });

  it("exports only leads since a date (Brasília midnight)", async () => {
    await store.insertLeads([
      lead({ createdAt: Date.parse("2026-03-01T02:59:00Z") }),
      lead({ createdAt: Date.parse("2026-03-01T03:00:00Z") }),
    ]);
    const json = JSON.parse((await cli("export", "--format", "json", "--since", "2026-03-01")).out) as unknown[];
    expect(json).toHaveLength(1);
    const bad = await cli("export", "--format", "json", "--since", "01/03/2026");
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('Data inválida em --since: "01/03/2026"');
    expect((await cli("export", "--format", "xml")).code).toBe(1);
  });

  it("retry puts dead deliveries of every destination back in the queue", async () => {
    await store.insertLeads([lead({ destinations: ["chat", "email", "meta"] }), lead()]);
    await kill(1, 3, "401");
    await kill(1, 1, "535 authentication failed", "email");
    await kill(1, 1, "Meta rejected the event", "meta");
    const { out } = await cli("retry");
    expect(out).toContain(
      "3 entrega(s) de volta à fila (Chat da equipe: 1; E-mail da equipe: 1; Meta (API de Conversões): 1)",
    );
    for (const delivery of await outbox.deliveries(1)) {
      expect(delivery).toMatchObject({ status: "pending", attempts: 0 });
    }
    expect((await cli("retry")).out).toContain("Nenhuma entrega desistida.");
  });

  it("forget erases the personal data of every lead of one e-mail, whatever its case, keeping them counted", async () => {
    await store.insertLeads([lead(), lead(), lead({ email: "outra@x.com" })]);
    const { out } = await cli("forget", "--email", "  MARIA@Loja.com.br ");
    expect(out).toContain("Dados pessoais de 2 lead(s) de");
    expect(await store.countLeads()).toBe(3);
    const rows = await handle.db.selectFrom("leads").select(["email", "data", "anonymized_at"]).orderBy("id").execute();
    expect(rows.map((row) => row.email)).toEqual(["", "", "outra@x.com"]);
    expect(JSON.stringify(rows.slice(0, 2))).not.toContain("Maria");
    expect(await countByStatus(store.db)).toEqual({ pending: 1, sent: 0, dead: 0 });
    expect((await cli("forget")).code).toBe(1);
  });

  it("withdraw-consent takes a person out of the Google Ads feed and cancels their unsent Meta events", async () => {
    const consent = { given: true, version: "2026-11-26", at: Date.now() };
    await store.insertLeads([
      lead({ adsConsent: consent, destinations: ["chat", "meta"], attribution: { gclid: "Cj0KCQiA_x" } }),
      lead({ email: "outra@x.com", adsConsent: consent, destinations: ["chat", "meta"] }),
    ]);
    const { out } = await cli("withdraw-consent", "--email", " MARIA@loja.com.br");
    expect(out).toContain("Autorização retirada em 1 lead(s) de  MARIA@loja.com.br");
    expect(out).toContain("1 envio(s) à Meta cancelado(s).");
    expect((await outbox.deliveries(1)).map((row) => row.destination)).toEqual(["chat"]);
    expect((await store.getLead(1))?.adsConsent).toMatchObject({ given: false, version: "2026-11-26" });
    expect((await listConsentingLeads(store.db, 0)).map((row) => row.email)).toEqual(["outra@x.com"]);
    expect((await cli("withdraw-consent", "--email", "maria@loja.com.br")).out).toContain(
      "Nenhum lead de maria@loja.com.br com autorização para Google e Meta.",
    );
  });

  it("purge erases the personal data of leads idle for 2 years, counting from their last status change or note", async () => {
    const now = Date.now();
    const [old, worked] = await store.insertLeads([
      lead({ createdAt: now - 731 * DAY }),
      lead({ createdAt: now - 900 * DAY }),
      lead({ createdAt: now - 700 * DAY }),
      lead({ createdAt: now }),
    ]);
    // Worked on recently: the 2 years count from then.
    await handle.db
      .updateTable("leads")
      .set({ last_activity_at: now - 30 * DAY })
      .where("id", "=", worked!.id)
      .execute();
    const { out } = await cli("purge");
    expect(out).toMatch(/^Dados pessoais de 1 lead\(s\) sem atividade desde/);
    const erased = await handle.db.selectFrom("leads").select("id").where("anonymized_at", "is not", null).execute();
    expect(erased.map((row) => row.id)).toEqual([old!.id]);
    expect(await store.countLeads()).toBe(4);
  });

  it("shows each lead's campaign origin in list, show and both exports", async () => {
    const attribution = { utm_source: "google", utm_medium: "cpc", utm_campaign: "black-friday", gclid: "Cj0KCQ" };
    await store.insertLeads([lead({ attribution }), lead({ email: "semorigem@x.com" })]);
    const list = (await cli("list")).out.trim().split("\n");
    expect(list[1]).toMatch(/^#2\s.*\s—\s+pendente$/);
    expect(list[2]).toMatch(/\sgoogle \/ cpc \/ black-friday · gclid\s+pendente$/);
    const show = (await cli("show", "1")).out;
    expect(show).toContain("Origem: google / cpc / black-friday · gclid");
    expect(show).toContain("  utm_campaign: black-friday");
    expect((await cli("show", "2")).out).toContain("Origem: —");

    const csv = (await cli("export", "--format", "csv")).out.replace(/^\uFEFF/, "").split("\r\n");
    const header = csv[0]?.split(";") ?? [];
    const column = (name: string) => header.indexOf(name);
    expect(header.slice(-14)).toEqual([
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "gclid",
      "gbraid",
      "wbraid",
      "fbclid",
      "ttclid",
      "referrer",
      "landing_path",
      "landed_at",
      "notification",
    ]);
    const first = csv[1]?.split(";") ?? [];
    expect([
      first[column("utm_source")],
      first[column("utm_campaign")],
      first[column("gclid")],
      first[column("fbclid")],
    ]).toEqual(["google", "black-friday", "Cj0KCQ", ""]);
    const json = JSON.parse((await cli("export", "--format", "json")).out) as { attribution: unknown }[];
    expect(json.map((row) => row.attribution)).toEqual([attribution, null]);
  });

  it("prints the usage for no or an unknown command", async () => {
    expect((await cli()).out).toContain("Uso: npm run leads -- <comando>");
    const unknown = await cli("apagar-tudo");
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("Comando desconhecido: apagar-tudo.");
  });

  it("refuses a misspelt or unknown flag, naming it, and does nothing", async () => {
    const old = Date.now() - 3 * 365 * DAY;
    await store.insertLeads([lead({ createdAt: old }), lead({ email: "joao@x.com", data: { nome: "João" } })]);

    const misspelt = await cli("list", "--limt", "1");
    expect(misspelt).toMatchObject({ code: 1, out: "" });
    expect(misspelt.err).toContain("Opção desconhecida em list: --limt.");
    expect(misspelt.err).toContain("Uso: npm run leads -- <comando>");

    // A destructive command with a flag it does not know runs neither as typed nor as if the flag were absent.
    expect((await cli("purge", "--dry-run")).err).toContain("Opção desconhecida em purge: --dry-run.");
    expect((await cli("forget", "--emial", "maria@loja.com.br")).err).toContain(
      "Opção desconhecida em forget: --emial.",
    );
    expect((await cli("forget", "maria@loja.com.br")).err).toContain(
      'Argumento inesperado em forget: "maria@loja.com.br".',
    );
    expect(await store.countLeads()).toBe(2);

    expect((await cli("show", "1", "2")).err).toContain('Argumento inesperado em show: "2".');
    expect((await cli("list", "--limit")).err).toContain("--limit precisa de um valor.");
    expect((await cli("list", "--limit", "--format", "csv")).err).toContain("--limit precisa de um valor.");
    expect((await cli("list", "--limit", "-5")).err).toContain('Valor ambíguo em --limit: "-5"');
    expect((await cli("export", "--format", "csv", "--since")).err).toContain("--since precisa de um valor.");
    expect((await cli("list", "-n", "5")).err).toContain("Opção desconhecida em list: -n.");

    // The flags each command takes still work, in either spelling node:util accepts.
    expect((await cli("list", "--limit=1")).out).toContain("Mostrando 1 de 2.");
    expect((await cli("show", "2")).out).toContain("Lead #2");
  });
});
