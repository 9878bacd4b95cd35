// Production smoke test: serves an existing build (npm run build) with a throwaway database, fetches a
// prerendered page and a server-rendered one, posts a lead as a browser without JavaScript would, and
// checks that it was stored. Plain Node, no test runner: `npm run smoke` after `npm run build`, a minute's
// check of a build before the whole Playwright suite. Exits 0 when everything answered as expected.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

async function waitForHealth(base, server) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) return response.json();
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error("the server did not answer /healthz within 30 s");
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "smoke-"));
const server = spawn(process.execPath, [join(buildDir, "node/main.js")], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: base,
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitForHealth(base, server);

  const home = await fetch(`${base}/`);
  check(home.status === 200, `GET / answered ${home.status}`);
  check((await home.text()).includes('lang="pt-BR"'), "GET / is not the Portuguese home page");

  const rendered = await fetch(`${base}/ferramentas/calculadora-porcentagem?modo=quanto-e&x=15&y=200`);
  check(rendered.status === 200, `a calculator result answered ${rendered.status}`);
  check((await rendered.text()).includes(">30,00<"), "the calculator result page does not show 15% of 200 (30,00)");

  const form = new URLSearchParams({
    form: "newsletter",
    submissionId: crypto.randomUUID(),
    email: "smoke@exemplo.com.br",
  });
  const posted = await fetch(`${base}/blog`, {
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: form,
    redirect: "manual",
  });
  check(posted.status === 200, `the newsletter form post answered ${posted.status}`);

  const health = await waitForHealth(base, server);
  check(health.outbox?.pending === 1, `expected one stored lead waiting, /healthz said ${JSON.stringify(health)}`);
  console.log(`smoke test passed on Node ${process.version}: pages served, a lead stored`);
} finally {
  server.kill("SIGTERM");
  await new Promise((done) => (server.exitCode === null ? server.once("exit", done) : done()));
  rmSync(dataDir, { recursive: true, force: true });
}
