import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { e2eBusinessEnv } from "./e2e/business";
import { chromiumArgs, chromiumExecutable } from "./e2e/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
/** The fake Banco Central the server fetches quotes and indices from (tests/fake-bcb.ts). */
const bcbPort = Number(process.env.E2E_BCB_PORT ?? port + 10);
const bcbUrl = `http://127.0.0.1:${bcbPort}`;
const buildDir = process.env.BUILD_DIR ?? "build";
const baseURL = `http://127.0.0.1:${port}`;
// The server's throwaway data folder, which specs read to check what was stored (workers inherit the variable).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "site-e2e-")));

/** Runs the production build (npm run test:e2e builds it first) with a throwaway database. */
export default defineConfig({
  testDir: "e2e",
  // One folder per port, so parallel runs from one checkout keep their own traces.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    // A trace costs every test its recording (DOM snapshots at each action, the screencast, the worker writing
    // them): about a fifth of the run's CPU, browser and runner together (decision 085). CI retries a failed test
    // once and records that retry; locally, run the failing spec again with --trace on.
    trace: "on-first-retry",
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: "node --import tsx tests/fake-bcb.ts",
      url: `${bcbUrl}/dados/serie/bcdata.sgs.433/dados?formato=json`,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { FAKE_BCB_PORT: String(bcbPort) },
    },
    {
      command: `node ${buildDir}/node/main.js`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_URL: baseURL,
        BUILD_DIR: buildDir,
        DATA_DIR: dataDir,
        LEADS_RATE_LIMIT: "1000",
        LOG_LEVEL: "warn",
        TRUST_PROXY: "1",
        BCB_OLINDA_URL: bcbUrl,
        BCB_DOWNLOAD_URL: bcbUrl,
        BCB_SGS_URL: bcbUrl,
        ...e2eBusinessEnv,
      },
    },
  ],
});
