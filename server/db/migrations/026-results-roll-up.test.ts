import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { businessMillisBetween } from "#app/features/panel/business-hours";
import { freshStorage } from "#tests/lead-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { countedFromLeads, rolledUp } from "#tests/results-roll-up";
import { openDatabase } from "../connect";
import { migrationProvider } from "./index";

describe.each(DATABASES)("leads stored before migration 026 on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);

  it("counts the leads stored before migration 026 into the roll-up and their first contacts' waits", async () => {
    const storage = await freshStorage(postgres(), { unmigrated: true });
    try {
      const old = new Kysely<unknown>({
        dialect: usesPostgres
          ? new PostgresDialect({ pool: new pg.Pool({ connectionString: storage.env.DATABASE_URL, max: 1 }) })
          : new SqliteDialect({ database: new SqliteDatabase(path.join(storage.env.DATA_DIR ?? "", "leads.db")) }),
      });
      const migrator = new Migrator({ db: old, provider: migrationProvider(usesPostgres ? "postgres" : "sqlite") });
      expect((await migrator.migrateTo("025_assigned_alerts")).error).toBeUndefined();
      await sql`insert into users (email, name, role, created_at) values ('ana@agencia.com.br', 'Ana', 'atendente', 0)`.execute(
        old,
      );
      const lead = (id: number, createdAt: string, extra: string) =>
        sql.raw(`insert into leads (form, submission_id, data, email, created_at, origin_channel, origin_source,
          origin_campaign, status, first_won_at, first_won_value_cents, arrived_as_client, assigned_user_id,
          first_contact_at, first_contact_user_id)
          values ('consultoria', 's${id}', '{}', 'x${id}@x.com', ${Date.parse(createdAt)}, ${extra})`);
      // Friday 30 October at 17:50 in Brasília, first contacted on Monday at 9:20: 10 min on Friday, Saturday's 4 h and
      // 20 min on Monday, in opening hours.
      const won = Date.parse("2026-11-02T12:00:00Z");
      const monday = Date.parse("2026-11-02T12:20:00Z");
      await lead(
        1,
        "2026-10-30T20:50:00Z",
        `'pago', 'google', 'bf', 'ganho', ${won}, 250000, 0, 1, ${monday}, 1`,
      ).execute(old);
      await lead(
        2,
        "2026-10-31T03:00:00Z",
        "'pago', 'google', 'bf', 'proposta', null, null, 0, null, null, null",
      ).execute(old);
      await lead(
        3,
        "2026-11-02T12:00:00Z",
        `'direto', 'Direto', '', 'em_contato', ${won}, null, 1, 1, ${won}, 1`,
      ).execute(old);
      await old.destroy();
      const handle = await openDatabase({
        dataDir: storage.env.DATA_DIR ?? "",
        databaseUrl: storage.env.DATABASE_URL,
        poolSize: 2,
      });
      try {
        const rows = await rolledUp(handle.db);
        expect(rows).toEqual(await countedFromLeads(handle.db));
        expect(rows.filter((row) => row.arrived_new === 1).map((row) => row.owner_id)).toEqual([1, 0]);
        const waits = await handle.db
          .selectFrom("leads")
          .select(["id", "created_at", "first_contact_at", "first_contact_wait_ms"])
          .orderBy("id")
          .execute();
        expect(waits.map((row) => row.first_contact_wait_ms)).toEqual([(4 * 60 + 30) * 60_000, null, 0]);
        for (const row of waits)
          if (row.first_contact_at !== null)
            expect(row.first_contact_wait_ms).toBe(businessMillisBetween(row.created_at, row.first_contact_at));
      } finally {
        await handle.close();
      }
    } finally {
      storage.dispose();
    }
  });
});
