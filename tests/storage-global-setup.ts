import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#server/db/connect";
import { postgresSkipReason, startPostgres } from "./postgres";

/**
 * Vitest's globalSetup (vitest.config.ts), the storage every test file starts from:
 * - one SQLite file with the schema of today's migrations, which `freshStorage` copies for each new storage;
 * - one PostgreSQL server for the whole run, whose admin URL every storage test file reads (`useDatabase` in
 *   ./postgres) to make fresh databases of its own, copies of a template database with the same schema.
 * A server per file cost an initdb and a start each, over 40 times a run; migrating each new storage cost about a
 * fifth of a second each, over 450 times (decision 089). The migrations themselves are tested from an empty database
 * (`unmigrated`). Without the PostgreSQL binaries the tests that need it are skipped, as before.
 */
export default async function setUpStorage(project: TestProject) {
  const sqliteDir = mkdtempSync(path.join(os.tmpdir(), "leads-template-"));
  // Closed before it is copied: SQLite writes the WAL back into leads.db then, so the file alone is the database.
  const sqlite = await openDatabase({ dataDir: sqliteDir });
  await sqlite.close();
  project.provide("sqliteTemplate", sqlite.location);

  if (postgresSkipReason) {
    project.provide("postgresAdminUrl", null);
    project.provide("postgresTemplate", null);
    return () => rmSync(sqliteDir, { recursive: true, force: true });
  }
  const server = await startPostgres();
  project.provide("postgresAdminUrl", server.adminUrl);
  project.provide("postgresTemplate", await server.createTemplate());
  return () => {
    rmSync(sqliteDir, { recursive: true, force: true });
    server.stop();
  };
}
