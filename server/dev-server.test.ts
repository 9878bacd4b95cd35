import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseEnv } from "~/config/env.server";
import { freePort } from "../tests/http";
import { runLeadsCli } from "./cli/leads-cli";

const PASSWORD = "girassol na janela azul";

/**
 * `npm run dev` as a contributor runs it: the whole app (load context
 * included), so signing in and a lead form work in development, not only
 * after a production build.
 */
describe("npm run dev", () => {
  let child: ChildProcess;
  let url: string;
  let dataDir: string;
  let output = "";

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), "dev-server-"));
    child = spawn("npm", ["run", "dev"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        // Nothing reaches the internet: Banco Central's data is simply not fetched.
        BCB_OLINDA_URL: "http://127.0.0.1:9",
        BCB_DOWNLOAD_URL: "http://127.0.0.1:9",
        BCB_SGS_URL: "http://127.0.0.1:9",
      },
      // Its own process group, so npm, tsx and the server stop together.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    // Until Vite is ready the server answers 503: wait for a rendered page.
    await vi.waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`npm run dev stopped:\n${output}`);
        const status = await fetch(`${url}/painel/entrar`).then(
          (response) => response.status,
          () => 0,
        );
        expect(status).toBe(200);
      },
      { timeout: 90_000, interval: 250 },
    );
  }, 120_000);

  afterAll(async () => {
    if (child?.pid !== undefined && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("signs a member in and opens the panel", async () => {
    const env = parseEnv({ NODE_ENV: "development", SITE_URL: url, DATA_DIR: dataDir });
    const email = "rosa@agencia-dev.com.br";
    const code = await runLeadsCli(
      ["users", "add", "--email", email, "--name", "Rosa Almeida", "--role", "dono", "--password-stdin"],
      env,
      { out: () => undefined, err: (text) => (output += text), readStdin: () => Promise.resolve(`${PASSWORD}\n`) },
    );
    expect(code, output).toBe(0);

    const signIn = await fetch(`${url}/painel/entrar`, {
      method: "POST",
      headers: { Origin: url },
      body: new URLSearchParams({ email, senha: PASSWORD }),
      redirect: "manual",
    });
    expect([302, 303], output).toContain(signIn.status);
    const session = /painel_sessao=[^;]*/.exec(signIn.headers.get("set-cookie") ?? "")?.[0];
    expect(session).toBeDefined();

    const inbox = await fetch(`${url}/painel`, { headers: { Cookie: session! }, redirect: "manual" });
    expect(inbox.status, output).toBe(200);
    expect(await inbox.text()).toContain("Rosa Almeida");
  });

  it("stores a lead posted by the newsletter form without JavaScript", async () => {
    const email = "leitora@loja-dev.com.br";
    const response = await fetch(`${url}/blog`, {
      method: "POST",
      headers: { Origin: url },
      body: new URLSearchParams({ form: "newsletter", email, submissionId: crypto.randomUUID() }),
      redirect: "manual",
    });
    expect(response.status, output).toBeLessThan(400);
    expect(await response.text()).toContain("Inscrição confirmada!");

    const database = new Database(join(dataDir, "leads.db"), { readonly: true });
    try {
      const row = database.prepare("SELECT form FROM leads WHERE email = ?").get(email);
      expect(row).toEqual({ form: "newsletter" });
    } finally {
      database.close();
    }
  });
});
