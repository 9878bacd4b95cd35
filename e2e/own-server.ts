import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { freePort } from "#tests/http";
import { noBancoCentral } from "#tests/no-banco-central";

/**
 * A production server of the spec's own (the build Playwright runs, started
 * by plain Node), for what the shared test server cannot show: another
 * SITE_URL, and the lines it logs. SITE_URL is its own address, and the
 * Banco Central a closed local port, unless `env` says otherwise.
 */
export interface OwnServer {
  port: number;
  url: string;
  dataDir: string;
  /** Every line written to stdout and stderr so far. */
  output(): string[];
  stop(): Promise<void>;
}

export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "own-server-"));
  const child: ChildProcess = spawn(process.execPath, [join(process.env.BUILD_DIR ?? "build", "node/main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LEADS_RATE_LIMIT: "1000",
      LOG_LEVEL: "info",
      SITE_URL: url,
      // Nothing reaches the internet: the Banco Central is a closed local port unless the spec gives a fake one.
      ...noBancoCentral,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout?.on("data", (chunk) => (text += chunk));
  child.stderr?.on("data", (chunk) => (text += chunk));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  // Not left running when the worker exits without stopping it (a beforeAll hook that timed out).
  const killChild = () => child.kill("SIGTERM");
  process.once("exit", killChild);
  void exited.then(() => process.off("exit", killChild));
  try {
    // As long as playwright.config.ts gives the shared server: a busy machine has taken more than 20 s.
    await expect
      .poll(
        () =>
          fetch(`${url}/healthz`).then(
            (response) => response.ok,
            () => false,
          ),
        { timeout: 60_000 },
      )
      .toBe(true);
  } catch (error) {
    // The spec never gets a server to stop.
    child.kill("SIGTERM");
    await exited;
    throw error;
  }
  return {
    port,
    url,
    dataDir,
    output: () => text.split("\n").filter((line) => line !== ""),
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
