import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "#tests/http";
import { expect, test } from "./fixtures";
import { addMember, database, PASSWORD } from "./panel/helpers";

/**
 * `npm run dev` as a contributor runs it: the whole app (load context included), so signing in and a lead form
 * work in development, not only after a production build. Here rather than in Vitest: it starts npm, tsx and Vite,
 * a process tree of its own that the unit suite should not wait on.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let child: ChildProcess;
let url: string;
let dataDir: string;
let output = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
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
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`npm run dev stopped:\n${output}`);
        return fetch(`${url}/painel/entrar`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 90_000, intervals: [250] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (child?.pid !== undefined && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test("npm run dev signs a member in and opens the panel", async () => {
  // The member is made as the owner makes one, with the CLI (the production build's bundle, on the dev database).
  const { email } = addMember(url, { name: "Rosa Almeida", dataDir });

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

test("npm run dev stores a lead posted by the newsletter form without JavaScript", async () => {
  const email = "leitora@loja-dev.com.br";
  const response = await fetch(`${url}/blog`, {
    method: "POST",
    headers: { Origin: url },
    body: new URLSearchParams({ form: "newsletter", email, submissionId: crypto.randomUUID() }),
    redirect: "manual",
  });
  expect(response.status, output).toBeLessThan(400);
  expect(await response.text()).toContain("Inscrição confirmada!");

  const stored = database(true, dataDir);
  try {
    expect(stored.prepare("SELECT form FROM leads WHERE email = ?").get(email)).toEqual({ form: "newsletter" });
  } finally {
    stored.close();
  }
});
