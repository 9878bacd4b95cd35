import { readFileSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { migrateLeadsBeforeThePanel } from "#tests/fixtures/migrations/leads-before-the-panel";
import { DATABASES, useDatabase } from "#tests/postgres";
import { migrationProvider } from "./index";

/**
 * The migrations, once one file each, against what the single-file migrations of the release before made
 * (tests/fixtures/migrations, written by that release's code): its databases see nothing to do, a fresh database
 * gets the same schema, and the data migrations fill the same columns.
 */
const FIXTURES = path.resolve(import.meta.dirname, "../../../tests/fixtures/migrations");
/** The last migration the fixtures' release had; later ones are the next releases' own. */
const LAST_RELEASED = "023_follow_up_summaries";

interface Recorded {
  name: string;
  timestamp: string;
}

describe.each(DATABASES)("the migrations on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  const dialect = usesPostgres ? "postgres" : "sqlite";
  const opened: Kysely<unknown>[] = [];

  afterEach(async () => {
    for (const db of opened.splice(0)) await db.destroy();
  });

  async function emptyDatabase(): Promise<Kysely<unknown>> {
    const db = new Kysely<unknown>({
      dialect: usesPostgres
        ? new PostgresDialect({
            pool: new pg.Pool({ connectionString: await postgres()!.createDatabase({ unmigrated: true }), max: 1 }),
          })
        : new SqliteDialect({ database: new SqliteDatabase(":memory:") }),
    });
    opened.push(db);
    return db;
  }

  /** A database exactly as the released migrations left it, from its dump (pg_dump, or SQLite's own statements). */
  async function releasedDatabase(): Promise<Kysely<unknown>> {
    const dump = readFileSync(path.join(FIXTURES, `released-${dialect}.sql`), "utf8");
    if (!usesPostgres) {
      const sqlite = new SqliteDatabase(":memory:");
      sqlite.exec(dump);
      const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
      opened.push(db);
      return db;
    }
    const url = await postgres()!.createDatabase({ unmigrated: true });
    // The dump sets its own search path: a connection of its own, closed after.
    const loader = new pg.Client({ connectionString: url });
    await loader.connect();
    await loader.query(dump).finally(() => loader.end());
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }) });
    opened.push(db);
    return db;
  }

  const recorded = async (db: Kysely<unknown>) =>
    (await sql<Recorded>`select name, timestamp from kysely_migration order by name`.execute(db)).rows;

  /** Tables, columns, types, defaults, checks, keys and indexes, as the database itself describes them. */
  async function schema(db: Kysely<unknown>): Promise<unknown> {
    if (!usesPostgres) {
      return (
        await sql`select type, name, tbl_name, sql from sqlite_master where name not like 'sqlite_%' order by type, name`.execute(
          db,
        )
      ).rows;
    }
    const [columns, indexes, constraints] = await Promise.all([
      sql`select table_name, column_name, ordinal_position, data_type, is_nullable, column_default
        from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`.execute(
        db,
      ),
      sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`.execute(
        db,
      ),
      sql`select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
        from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`.execute(db),
    ]);
    return { columns: columns.rows, indexes: indexes.rows, constraints: constraints.rows };
  }

  it("leaves a database the released migrations built as it was: nothing renamed, nothing run again", async () => {
    const db = await releasedDatabase();
    const before = await recorded(db);
    expect(before.map((row) => row.name)).toContain(LAST_RELEASED);

    const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
    const { error, results } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    // Only the migrations of later releases run; every released name is still known and not run again.
    const released = new Set(before.map((row) => row.name));
    expect(results?.filter((result) => released.has(result.migrationName))).toEqual([]);
    const names = (await migrator.getMigrations()).map((migration) => migration.name);
    expect(names.slice(0, before.length)).toEqual(before.map((row) => row.name));
    expect((await recorded(db)).slice(0, before.length)).toEqual(before);
  });

  it("builds a fresh database with exactly the schema the released migrations built", async () => {
    const fresh = await emptyDatabase();
    const { error } = await new Migrator({ db: fresh, provider: migrationProvider(dialect) }).migrateTo(LAST_RELEASED);
    expect(error).toBeUndefined();
    expect(await schema(fresh)).toEqual(await schema(await releasedDatabase()));
  });

  it("fills the columns of leads stored before the panel as the released migrations did", async () => {
    const released: unknown = JSON.parse(readFileSync(path.join(FIXTURES, "released-backfills.json"), "utf8"));
    const filled = await migrateLeadsBeforeThePanel(await emptyDatabase(), migrationProvider(dialect), LAST_RELEASED);
    expect(filled).toEqual(released);
  });
});
