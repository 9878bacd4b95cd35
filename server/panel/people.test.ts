import { EVERY_LEAD } from "#app/features/panel/assignment";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EMPTY_FILTER, type InboxFilter } from "#app/features/panel/filters";
import { freshStorage } from "#tests/lead-harness";
import { newLead } from "#tests/factories";
import { startPanelHarness, type PanelHarness } from "#tests/panel-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { openDatabase } from "../db/connect";
import { migrationProvider } from "../db/migrations/index";

/** A consultancy lead of this person: name, e-mail and phone as the visitor typed them. */
function person(name: string, email: string, phone: string, createdAt = Date.parse("2026-11-20T12:00:00Z")) {
  return newLead({
    email: email.toLowerCase(),
    createdAt,
    data: {
      nome: name,
      email,
      whatsapp: phone,
      empresa: "Padaria Pão Quente",
      funcionarios: "1-5",
      investimento_mensal: "1000-3000",
    },
  });
}

describe.each(DATABASES)("one person, one record, and search on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let h: PanelHarness;
  const owner = { id: null, label: "dono@agencia.com.br", ip: null };
  beforeEach(async () => {
    h = await startPanelHarness(postgres());
  });
  afterEach(async () => h?.close());

  const store = async (...leads: ReturnType<typeof person>[]) =>
    (await h.leads.insertLeads(leads)).map((ref) => ref.id);
  const page = (filter: Partial<InboxFilter>) =>
    h.panel.inbox.page({ ...EMPTY_FILTER, ...filter }, h.clock.now, EVERY_LEAD);
  const found = async (search: string) => (await page({ search })).rows.map((row) => row.id);
  const keys = async () =>
    Object.fromEntries(
      (await h.handle.db.selectFrom("leads").select(["id", "person_key"]).orderBy("id").execute()).map((row) => [
        row.id,
        row.person_key,
      ]),
    );

  it("finds a name in any order and case, a phone in any form, a part of an e-mail", async () => {
    const [joao, ana] = await store(
      person("João Victor Nogueira", "JV@Padaria.com.br", "(11) 99812-3344"),
      person("Ana Nogueira", "ana@loja.com", "+55 21 3344-5566"),
    );
    expect(await found("joao nogueira")).toEqual([joao]);
    expect(await found("NOGUEIRA")).toEqual([ana, joao]);
    for (const phone of ["+55 11 99812-3344", "5511998123344", "(11) 99812-3344", "99812-33", "011 99812-3344"])
      expect(await found(phone), phone).toEqual([joao]);
    expect(await found("2133445566")).toEqual([ana]);
    expect(await found("jv@padaria")).toEqual([joao]);
    expect((await page({ search: "joao nogueira" })).counts.todos).toBe(1);
  });

  it("links leads of the same e-mail or phone, merges two people a lead joins, and marks the inbox", async () => {
    const [first, samePhone, sameEmail, other] = await store(
      person("Maria Souza", "maria@loja.com", "(11) 98765-4321"),
      person("Maria S.", "maria.s@gmail.com", "+55 11 98765-4321"),
      person("Maria", "MARIA.S@gmail.com", "(21) 3333-4444"),
      person("Pedro Lima", "pedro@x.com", "(31) 99999-0000"),
    );
    expect(await keys()).toEqual({ [first!]: first, [samePhone!]: first, [sameEmail!]: first, [other!]: other });
    const [byEmail, byPhone] = await store(
      person("Rui", "rui@x.com", "(41) 91111-2222"),
      person("Rui Costa", "rui.costa@y.com", "(41) 93333-4444"),
    );
    const [joining] = await store(person("Rui Costa", "rui@x.com", "(41) 93333-4444"));
    expect(await keys()).toMatchObject({ [byEmail!]: byEmail, [byPhone!]: byEmail, [joining!]: byEmail });

    const marks = Object.fromEntries((await page({})).rows.map((row) => [row.id, row.person]));
    expect(marks).toMatchObject({ [first!]: null, [samePhone!]: "retorno", [sameEmail!]: "retorno", [other!]: null });
    expect((await h.panel.leads.personLeads(samePhone!)).map((lead) => [lead.id, lead.status])).toEqual([
      [sameEmail, "novo"],
      [first, "novo"],
    ]);
    expect(await h.panel.leads.personLeads(other!)).toEqual([]);

    // Once one of her leads is won she is a client: her leads say so, and her next form is a client's.
    await h.panel.leads.changeStatus(first!, { status: "ganho", value: "2500" }, owner);
    const [again] = await store(person("Maria", "maria@loja.com", "11 987654321", Date.parse("2026-11-25T12:00:00Z")));
    const rows = (await page({})).rows;
    expect(rows.find((row) => row.id === again)?.person).toBe("cliente");
    expect(rows.find((row) => row.id === first)?.person).toBeNull();
    const flags = await h.handle.db.selectFrom("leads").select(["id", "arrived_as_client"]).orderBy("id").execute();
    expect(flags.filter((row) => row.arrived_as_client === 1).map((row) => row.id)).toEqual([again]);
  });

  it("keeps erased leads out of a person and out of search, linking the rest again", async () => {
    const [bridge, byEmail, byPhone] = await store(
      person("Carla Dias", "carla@x.com", "(11) 97777-6666"),
      person("Carla", "carla@x.com", "(11) 95555-4444"),
      person("Carla D.", "carla.d@y.com", "(11) 97777-6666"),
    );
    expect(await keys()).toEqual({ [bridge!]: bridge, [byEmail!]: bridge, [byPhone!]: bridge });
    await h.panel.leads.erase([bridge!], owner);
    // Without the first lead, her other two share nothing: two people again, the first one's key gone.
    expect(await keys()).toEqual({ [bridge!]: null, [byEmail!]: byEmail, [byPhone!]: byPhone });
    expect(await h.panel.leads.personLeads(byEmail!)).toEqual([]);
    expect(await found("carla dias")).toEqual([]);
    // A new lead with the erased one's contacts is not linked to it.
    const [later] = await store(person("Carla Dias", "novo@z.com", "(11) 97777-6666"));
    expect(await keys()).toMatchObject({ [later!]: byPhone });
    expect((await h.panel.leads.personLeads(later!)).map((lead) => lead.id)).toEqual([byPhone]);
  });
});

describe.each(DATABASES)("migration 017 on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);

  it("gives leads stored before it their search text, phone and person, a client's form marked", async () => {
    const storage = await freshStorage(postgres(), { unmigrated: true });
    const old = new Kysely<unknown>({
      dialect: usesPostgres
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: storage.env.DATABASE_URL, max: 1 }) })
        : new SqliteDialect({ database: new SqliteDatabase(path.join(storage.env.DATA_DIR ?? "", "leads.db")) }),
    });
    const migrator = new Migrator({ db: old, provider: migrationProvider(usesPostgres ? "postgres" : "sqlite") });
    expect((await migrator.migrateTo("013_panel_settings")).error).toBeUndefined();
    const rows = [
      { nome: "João Nogueira", email: "joao@x.com", whatsapp: "(11) 99812-3344", status: "ganho", erased: false },
      { nome: "João N.", email: "jn@y.com", whatsapp: "+55 11 99812-3344", status: "novo", erased: false },
      { nome: "", email: "", whatsapp: "", status: "novo", erased: true },
      { nome: "Ana", email: "ana@z.com", whatsapp: "(21) 3333-4444", status: "novo", erased: false },
    ];
    const T0 = Date.parse("2026-11-01T12:00:00Z");
    for (const [index, row] of rows.entries()) {
      const data = row.erased
        ? {}
        : { nome: row.nome, email: row.email, whatsapp: row.whatsapp, empresa: "", funcionarios: "1-5" };
      await sql`insert into leads (form, submission_id, data, email, created_at, status, status_changed_at, anonymized_at)
        values ('consultoria', ${crypto.randomUUID()}, ${JSON.stringify(data)}, ${row.email}, ${T0 + index * 86_400_000},
          ${row.status}, ${row.status === "ganho" ? T0 + 3600_000 : null}, ${row.erased ? T0 : null})`.execute(old);
    }
    await old.destroy();
    const handle = await openDatabase({ dataDir: storage.env.DATA_DIR ?? "", databaseUrl: storage.env.DATABASE_URL });
    try {
      const stored = await handle.db
        .selectFrom("leads")
        .select(["id", "search_text", "person_phone", "person_key", "arrived_as_client"])
        .orderBy("id")
        .execute();
      expect(stored).toEqual([
        {
          id: 1,
          search_text: "joao nogueira | joao@x.com | 11998123344 5511998123344",
          person_phone: "11998123344",
          person_key: 1,
          arrived_as_client: 0,
        },
        {
          id: 2,
          search_text: "joao n. | jn@y.com | 11998123344 5511998123344",
          person_phone: "11998123344",
          person_key: 1,
          arrived_as_client: 1,
        },
        { id: 3, search_text: null, person_phone: null, person_key: null, arrived_as_client: 0 },
        {
          id: 4,
          search_text: "ana | ana@z.com | 2133334444 552133334444",
          person_phone: "2133334444",
          person_key: 4,
          arrived_as_client: 0,
        },
      ]);
    } finally {
      await handle.close();
      storage.dispose();
    }
  });
});
