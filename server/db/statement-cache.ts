import type SqliteDatabase from "better-sqlite3";
import type { SqliteDatabase as KyselySqliteDatabase } from "kysely";
import { BoundedCache } from "#server/http/bounded-cache";

/**
 * Distinct SQL texts whose compiled statements are kept. Kysely writes one text per query shape (an `in` list or a
 * multi-row insert of another length is another text), so a few hundred hold every shape the server runs.
 */
const STATEMENTS_KEPT = 500;

/**
 * The better-sqlite3 database as Kysely's SqliteDialect sees it, with each SQL text compiled once and its statement
 * reused. Kysely's driver prepares every query it runs, and on the lead intake path (about nine statements per stored
 * batch, three or four of them per lead) compiling the SQL cost as much server CPU as running it. A statement still iterating rows
 * (Kysely's stream()) cannot run again before it is done: that one case prepares a fresh statement.
 */
export function withCachedStatements(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new BoundedCache<SqliteDatabase.Statement>(Number.POSITIVE_INFINITY, STATEMENTS_KEPT);
  return {
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(sql);
      if (!kept) statements.set(sql, statement, 0);
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
