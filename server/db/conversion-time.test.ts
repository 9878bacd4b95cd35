import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { freshStorage, type Storage } from "#tests/lead-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { openDatabase, type DatabaseHandle } from "./connect";
import { migrationProvider } from "./migrations/index";

const T0 = Date.parse("2026-10-01T12:00:00Z");
const DAY = 86_400_000;

describe.each(DATABASES)("migration 018 on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let storage: Storage | null = null;
  let handle: DatabaseHandle | null = null;

  afterEach(async () => {
    await handle?.close();
    storage?.dispose();
    [handle, storage] = [null, null];
  });

  it("backfills each won lead's first 'Ganho' from its status history, not its latest", async () => {
    storage = await freshStorage(postgres(), { unmigrated: true });
    const old = new Kysely<unknown>({
      dialect: usesPostgres
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: storage.env.DATABASE_URL, max: 1 }) })
        : new SqliteDialect({ database: new SqliteDatabase(path.join(storage.env.DATA_DIR ?? "", "leads.db")) }),
    });
    const migrator = new Migrator({ db: old, provider: migrationProvider(usesPostgres ? "postgres" : "sqlite") });
    expect((await migrator.migrateTo("013_panel_settings")).error).toBeUndefined();
    const insertLead = async (id: number, status: string, valueCents: number | null, changedAt: number | null) => {
      await sql`insert into leads (id, form, submission_id, data, email, created_at, status, status_changed_at,
          won_value_cents)
        values (${id}, 'consultoria', ${`s-${id}`}, '{}', 'x@x.com', ${T0}, ${status}, ${changedAt}, ${valueCents})`.execute(
        old,
      );
    };
    const change = async (leadId: number, from: string, to: string, valueCents: number | null, at: number) => {
      await sql`insert into lead_status_changes (lead_id, from_status, to_status, won_value_cents, created_at)
        values (${leadId}, ${from}, ${to}, ${valueCents}, ${at})`.execute(old);
    };
    // Won, lost, won again: the first "Ganho" counts.
    await insertLead(1, "ganho", 200_000, T0 + 3 * DAY);
    await change(1, "novo", "ganho", 150_000, T0 + DAY);
    await change(1, "ganho", "perdido", null, T0 + 2 * DAY);
    await change(1, "perdido", "ganho", 200_000, T0 + 3 * DAY);
    // Won once, then lost: still a conversion that happened.
    await insertLead(2, "perdido", null, T0 + 5 * DAY);
    await change(2, "novo", "ganho", 90_000, T0 + 4 * DAY);
    await change(2, "ganho", "perdido", null, T0 + 5 * DAY);
    // Never won.
    await insertLead(3, "proposta", null, T0 + DAY);
    await change(3, "novo", "proposta", null, T0 + DAY);
    await old.destroy();

    handle = await openDatabase({ dataDir: storage.env.DATA_DIR ?? "", databaseUrl: storage.env.DATABASE_URL });
    const rows = await handle.db
      .selectFrom("leads")
      .select(["id", "first_won_at", "first_won_value_cents"])
      .orderBy("id")
      .execute();
    expect(
      rows.map((row) =>
        [Number(row.id), row.first_won_at, row.first_won_value_cents].map((v) => (v === null ? null : Number(v))),
      ),
    ).toEqual([
      [1, T0 + DAY, 150_000],
      [2, T0 + 4 * DAY, 90_000],
      [3, null, null],
    ]);
  });
});
