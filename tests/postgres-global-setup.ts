import type { TestProject } from "vitest/node";
import { postgresSkipReason, startPostgres } from "./postgres";

/**
 * Vitest's globalSetup (vitest.config.ts): one PostgreSQL server for the whole run, whose admin URL every storage
 * test file reads (`useDatabase` in ./postgres) to make fresh databases of its own. A server per file cost an initdb
 * and a start each, over 40 times a run. Without the binaries the tests that need it are skipped, as before.
 */
export default async function startRunPostgres(project: TestProject) {
  if (postgresSkipReason) {
    project.provide("postgresAdminUrl", null);
    return undefined;
  }
  const server = await startPostgres();
  project.provide("postgresAdminUrl", server.adminUrl);
  return () => server.stop();
}
