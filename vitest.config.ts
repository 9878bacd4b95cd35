import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit tests of pure modules and the server run in Node; component tests
// (*.test.tsx) run in jsdom. Playwright's e2e/ folder is not Vitest's.
// One time limit for every test and hook: generous, because the suite also
// runs on busy shared machines and the server tests wait on real sockets,
// child processes and a PostgreSQL server they start. Tests wait on
// conditions, never on fixed delays, so the limit only bounds a failure.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    testTimeout: 60_000,
    // Vitest keeps one core for itself by default, which halves the suite on a 2-core machine; its own
    // process only collects results, so every core runs test files, and two files more: the storage and server
    // tests spend about half their time waiting on sockets, timers, child processes and PostgreSQL (the whole
    // suite on 2 cores: 205 s with 2 workers, 174 s with 3, 160 s with 4, at a load average of 4 to 7).
    maxWorkers: availableParallelism() + 2,
    hookTimeout: 60_000,
    // expect.poll waits for a condition (a delivery marked, a row written): a second is not enough on a busy machine.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          // One PostgreSQL server for the run, and the migrated SQLite file and PostgreSQL template every new storage copies.
          globalSetup: ["./tests/storage-global-setup.ts"],
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "bundling/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          environment: "jsdom",
          include: ["app/**/*.test.tsx"],
          setupFiles: ["./tests/setup-dom.ts"],
        },
      },
    ],
  },
});
