import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

// app/ test files that mock modules, fake timers, stub globals or the environment, or start servers or storage: they
// run in the isolated "unit" project, each in a fresh process, like every file under app/routes/ and every
// *.server.test.ts. Every other app/**/*.test.ts is a test of pure logic and runs in the "logic" project.
const ISOLATED_APP_TESTS = [
  "app/**/*.server.test.ts",
  "app/routes/**/*.test.ts",
  "app/features/leads/client-action.test.ts",
  "app/features/leads/first-touch.test.ts",
  "app/features/panel/action-refusals.test.ts",
  "app/features/panel/posted-fields.test.ts",
  "app/features/panel/privacy-export.test.ts",
  "app/features/panel/route-guards.test.ts",
  "app/features/tools/consulta-cep-ddd-placa/lookup-api.test.ts",
  "app/features/tools/gerador-senhas-seguras/password.test.ts",
  "app/features/tools/o-que-fazer-perto-de-mim/nearby-api.test.ts",
  "app/features/tools/planejador-roteiro-viagem/itinerary.test.ts",
  "app/lib/utils.test.ts",
];

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
          // Pure logic (no vi.mock, fake timers, stubs, servers or storage: a file that needs one goes in
          // ISOLATED_APP_TESTS): the files share their worker's process and module cache instead of starting a
          // process each, which made up most of their time (decision 087: 30 CPU seconds for these 113 files, 9 shared).
          name: "logic",
          environment: "node",
          isolate: false,
          include: ["app/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...ISOLATED_APP_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          // One PostgreSQL server for the run; each storage test file makes its own databases on it (tests/postgres.ts).
          globalSetup: ["./tests/postgres-global-setup.ts"],
          include: [...ISOLATED_APP_TESTS, "server/**/*.test.ts", "scripts/**/*.test.ts", "bundling/**/*.test.ts"],
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
