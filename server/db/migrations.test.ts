import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "#app/config/env.server";
import { freshStorage, SITE_URL, type Storage } from "#tests/lead-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { contentHash } from "../leads/content-hash";
import { createLeadsModule, type LeadsModule } from "../leads/index";
import { openDatabase, type DatabaseHandle } from "./connect";
import { LeadStore } from "./lead-store";
import { migrationProvider } from "./migrations/index";
import { Outbox } from "./outbox";
import SqliteDatabase from "better-sqlite3";

const T0 = Date.parse("2026-11-25T12:00:00Z");

/** A scheduling as the form posts it, and as releases before migration 007 stored it. */
const scheduling = {
  name: "João Lima",
  email: "joao@empresa.com",
  whatsapp: "11987654321",
  company: "Lima Tech",
  sector: "tecnologia",
  revenue: "10k-50k",
  challenge: "Quero vender mais pelo Google.",
  bestTime: "tarde (12h-18h)",
};

const consultancy = {
  nome: "Maria Souza",
  email: "maria@loja.com.br",
  whatsapp: "(11) 98765-4321",
  empresa: "Loja da Maria",
  funcionarios: "1-5",
  investimento_mensal: "5000+",
};

describe.each(DATABASES)("leads stored before migration 007 on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let storage: Storage | null = null;
  let handle: DatabaseHandle | null = null;
  let leads: LeadsModule | null = null;

  afterEach(async () => {
    await leads?.stop();
    await handle?.close();
    storage?.dispose();
    [leads, handle, storage] = [null, null, null];
  });

  /** A database as the release before 007 left it, holding `rows` (form, submission id, data, hashed or not). */
  async function databaseBefore007(
    rows: { form: string; submissionId: string; data: Record<string, string>; hashed: boolean }[],
  ) {
    storage = await freshStorage(postgres(), { unmigrated: true });
    const old = new Kysely<unknown>({
      dialect: usesPostgres
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: storage.env.DATABASE_URL, max: 1 }) })
        : new SqliteDialect({ database: new SqliteDatabase(path.join(storage.env.DATA_DIR ?? "", "leads.db")) }),
    });
    const migrator = new Migrator({ db: old, provider: migrationProvider(usesPostgres ? "postgres" : "sqlite") });
    expect((await migrator.migrateTo("006_bcb_series")).error).toBeUndefined();
    for (const row of rows) {
      const hash = row.hashed ? contentHash(row.form, row.data) : null;
      await sql`insert into leads (form, submission_id, data, email, created_at, content_hash)
        values (${row.form}, ${row.submissionId}, ${JSON.stringify(row.data)}, 'x@x.com', ${T0}, ${hash})`.execute(old);
    }
    await old.destroy();
  }

  async function open(): Promise<LeadStore> {
    handle = await openDatabase({
      dataDir: storage?.env.DATA_DIR ?? "",
      databaseUrl: storage?.env.DATABASE_URL,
      poolSize: 2,
    });
    return new LeadStore(handle);
  }

  it("moves the scheduling's fields to the Portuguese keys and leaves other forms alone", async () => {
    await databaseBefore007([
      { form: "agendamento", submissionId: crypto.randomUUID(), data: scheduling, hashed: true },
      { form: "consultoria", submissionId: crypto.randomUUID(), data: consultancy, hashed: true },
      // Older than migration 003: no content hash, and none is made up.
      { form: "agendamento", submissionId: crypto.randomUUID(), data: { ...scheduling, name: "Ana" }, hashed: false },
    ]);
    const store = await open();
    expect((await store.getLead(1))?.data).toEqual({
      nome: "João Lima",
      email: "joao@empresa.com",
      whatsapp: "11987654321",
      empresa: "Lima Tech",
      setor: "tecnologia",
      faturamento: "10k-50k",
      desafio: "Quero vender mais pelo Google.",
      melhor_horario: "tarde (12h-18h)",
    });
    expect((await store.getLead(2))?.data).toEqual(consultancy);
    expect((await store.getLead(3))?.data).toMatchObject({ nome: "Ana", empresa: "Lima Tech" });
  });

  it("still answers a retry of a scheduling stored before with that lead, not as a conflict", async () => {
    const submissionId = crypto.randomUUID();
    await databaseBefore007([{ form: "agendamento", submissionId, data: scheduling, hashed: true }]);
    const store = await open();
    const env = parseEnv({ SITE_URL, NODE_ENV: "test", ...storage?.env });
    leads = await createLeadsModule(env, pino({ level: "silent" }));
    const retry = await leads.service.submit({
      via: "api",
      form: "agendamento",
      submissionId,
      data: scheduling,
      ip: "198.51.100.4",
    });
    expect(retry).toMatchObject({ status: 201, id: 1 });
    const changed = await leads.service.submit({
      via: "api",
      form: "agendamento",
      submissionId,
      data: { ...scheduling, company: "Outra" },
      ip: "198.51.100.4",
    });
    expect(changed.status).toBe(409);
    expect(await store.countLeads()).toBe(1);
  });
});

describe.each(DATABASES)("the outbox before migration 016 on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let storage: Storage | null = null;
  let handle: DatabaseHandle | null = null;

  afterEach(async () => {
    await handle?.close();
    storage?.dispose();
    [handle, storage] = [null, null];
  });

  it("keeps every delivery and its tries, and accepts push rows alone among new destinations", async () => {
    storage = await freshStorage(postgres(), { unmigrated: true });
    const sqlite = usesPostgres ? null : new SqliteDatabase(path.join(storage.env.DATA_DIR ?? "", "leads.db"));
    sqlite?.pragma("foreign_keys = ON");
    const old = new Kysely<unknown>({
      dialect: usesPostgres
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: storage.env.DATABASE_URL, max: 1 }) })
        : new SqliteDialect({ database: sqlite! }),
    });
    const migrator = new Migrator({ db: old, provider: migrationProvider(usesPostgres ? "postgres" : "sqlite") });
    expect((await migrator.migrateTo("013_panel_settings")).error).toBeUndefined();
    await sql`insert into leads (form, submission_id, data, email, created_at)
      values ('consultoria', 's-1', ${JSON.stringify(consultancy)}, 'maria@loja.com.br', ${T0})`.execute(old);
    await sql`insert into notifications (lead_id, status, next_attempt_at, created_at, destination)
      values (1, 'dead', ${T0}, ${T0}, 'email')`.execute(old);
    await sql`insert into delivery_attempts (notification_id, attempted_at, outcome, status_code, error)
      values (1, ${T0}, 'dead', 535, 'auth')`.execute(old);
    await old.destroy();

    handle = await openDatabase({ dataDir: storage.env.DATA_DIR ?? "", databaseUrl: storage.env.DATABASE_URL });
    const outbox = new Outbox(handle);
    const [email] = await outbox.deliveries(1);
    expect(email).toMatchObject({ destination: "email", status: "dead" });
    expect(email?.log).toEqual([{ at: T0, outcome: "dead", statusCode: 535, error: "auth" }]);
    await outbox.enqueueEvent(1, { destination: "push", event: "lead", valueCents: null, createdAt: T0 });
    expect((await outbox.deliveries(1)).map((delivery) => delivery.destination)).toEqual(["email", "push"]);
    await expect(
      sql`insert into notifications (lead_id, status, next_attempt_at, created_at, destination)
        values (1, 'pending', ${T0}, ${T0}, 'fax')`.execute(handle.db),
    ).rejects.toThrow(/check/i);
    // The one-row-per-event index came back with the table.
    await expect(
      sql`insert into notifications (lead_id, status, next_attempt_at, created_at, destination)
        values (1, 'pending', ${T0}, ${T0}, 'push')`.execute(handle.db),
    ).rejects.toThrow(/unique|duplicate/i);
  });
});
