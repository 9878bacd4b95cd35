/**
 * npm run bench:leads — durable lead intake under load, through each way a lead arrives.
 *
 * Starts the production server as its own process (SQLite with synchronous=FULL in a temp folder, rate limit
 * raised for the run) and sends valid consultancy leads of distinct people with autocannon, 20 s over 50 connections
 * after a 3 s warm-up, in turn to:
 * - POST /api/leads, the JSON API of integrations;
 * - the home page's route action as a form with JavaScript posts it (the fetcher's data request, `/_.data?index`);
 * - the same action as a form without JavaScript posts it (a document POST to `/?index`, answered with the page).
 * Every acknowledged lead (201 from the API, 200 from the action) is then looked up in the database by its
 * unique e-mail: one acknowledged but not stored counts as lost. Writes the figures to docs/benchmarks.md ("Leads").
 * Usage: npm run bench:leads [-- --no-build] [--port N] (a free port by default)
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { machineDescription, option, writeBenchmarkSection } from "./bench-report";
import { noBancoCentral } from "#tests/no-banco-central";

interface AutocannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** `context` is the connection's: it sends one request at a time, so it holds the one in flight. */
  setupRequest(
    request: AutocannonRequest & { body?: string },
    context: { email?: string },
  ): AutocannonRequest & { body: string };
  onResponse(status: number, body: string, context: { email?: string }): void;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  "2xx": number;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}

type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const DURATION_S = 20;
const WARM_UP_S = 3;
const CONNECTIONS = 50;
const TARGET_RATE = 1000;
const TARGET_P99_MS = 100;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * The server logs to a file, as in production: a pipe the benchmark had to
 * drain would let a busy reader stall the server's synchronous log writes.
 */
async function startServer(env: Record<string, string>, logFile: string): Promise<ChildProcess> {
  const log = openSync(logFile, "w");
  const child = spawn(process.execPath, [path.join(process.env.BUILD_DIR ?? "build", "node/main.js")], {
    env: { ...process.env, ...env },
    stdio: ["ignore", log, "inherit"],
  });
  closeSync(log);
  const port = Number(env.PORT);
  const deadline = Date.now() + 60_000;
  while (!(await canConnect(port))) {
    if (child.exitCode !== null) throw new Error(`lead server exited (${child.exitCode}); see ${logFile}`);
    if (Date.now() > deadline) throw new Error("lead server did not start within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

/** CPU seconds (user + system) a process has used, from /proc: tells the server's cost apart from a busy machine. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

let sequence = 0;

/**
 * A valid consultancy lead of a new person: unique by its e-mail (the key the losses are counted by) and by its
 * phone. One phone for every lead made the whole run one person's leads (leads sharing a phone are one person since
 * issue 37), so each lead was linked to every lead before it: a person with tens of thousands of leads, not intake.
 */
function uniqueLead(): { email: string; fields: Record<string, string> } {
  sequence += 1;
  const email = `cliente${sequence}@bench.example.com`;
  const digits = String(sequence).padStart(8, "0");
  return {
    email,
    fields: {
      nome: `Cliente Benchmark ${sequence}`,
      email,
      whatsapp: `(11) 9${digits.slice(0, 4)}-${digits.slice(4)}`,
      empresa: "Loja de Teste Ltda.",
      funcionarios: "1-5",
      investimento_mensal: "1000-3000",
    },
  };
}

/** One way a lead reaches the server, as its client sends it. */
interface Entry {
  title: string;
  path: string;
  headers: Record<string, string>;
  body(lead: ReturnType<typeof uniqueLead>): string;
  /** The status of an answer that says "stored". */
  stored: number;
}

function entries(origin: string): Entry[] {
  // What the form's page posts: the hidden inputs, the empty honeypot, the first touch, then the fields.
  const formBody = (lead: ReturnType<typeof uniqueLead>, submissionId: string) =>
    new URLSearchParams({
      form: "consultoria",
      submissionId,
      website: "",
      "attribution.landing_path": "/",
      ...lead.fields,
    }).toString();
  const formHeaders = { "content-type": "application/x-www-form-urlencoded", origin, referer: `${origin}/` };
  return [
    {
      title: "`POST /api/leads` (JSON)",
      path: "/api/leads",
      headers: { "content-type": "application/json" },
      body: (lead) => JSON.stringify({ form: "consultoria", submissionId: crypto.randomUUID(), data: lead.fields }),
      stored: 201,
    },
    {
      title: "form with JavaScript (`/_.data?index`)",
      path: "/_.data?index",
      headers: formHeaders,
      body: (lead) => formBody(lead, crypto.randomUUID()),
      stored: 200,
    },
    {
      title: "form without JavaScript (`/?index`, page answered)",
      path: "/?index",
      headers: formHeaders,
      // Prerendered HTML carries an empty submission id: the service makes one.
      body: (lead) => formBody(lead, ""),
      stored: 200,
    },
  ];
}

interface EntryRun {
  entry: Entry;
  result: AutocannonResult;
  /** E-mails of the leads answered as stored, warm-up included. */
  acknowledged: string[];
  /** Of those, the measured run's. */
  measured: number;
  cpuSeconds: number | null;
}

async function measure(entry: Entry, port: number, pid: number | undefined): Promise<EntryRun> {
  const acknowledged: string[] = [];
  const load = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: "POST",
          path: entry.path,
          headers: entry.headers,
          setupRequest: (request, context) => {
            const lead = uniqueLead();
            context.email = lead.email;
            return { ...request, body: entry.body(lead) };
          },
          onResponse: (status, _body, context) => {
            if (status === entry.stored && context.email) acknowledged.push(context.email);
          },
        },
      ],
    });
  // A short warm-up (JIT, connection pools) that is checked for losses but not measured.
  await load(WARM_UP_S);
  const warmUp = acknowledged.length;
  const cpuBefore = cpuSeconds(pid);
  const result = await load(DURATION_S);
  const cpuAfter = cpuSeconds(pid);
  return {
    entry,
    result,
    acknowledged,
    measured: acknowledged.length - warmUp,
    cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  };
}

async function main(): Promise<void> {
  if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-leads-"));
  const port = option("--port") ? Number(option("--port")) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(
    {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: origin,
      LEADS_RATE_LIMIT: "10000000",
      // Nothing reaches the internet: the Banco Central fetches fail at once, as on a machine offline.
      ...noBancoCentral,
      LOG_LEVEL: "info",
    },
    path.join(dataDir, "server.log"),
  );
  try {
    const runs: EntryRun[] = [];
    for (const entry of entries(origin)) {
      console.log(`lead benchmark: ${entry.title}, ${DURATION_S} s, ${CONNECTIONS} connections against ${origin}`);
      runs.push(await measure(entry, port, server.pid));
    }
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));

    const db = new SqliteDatabase(path.join(dataDir, "leads.db"), { readonly: true });
    const storedEmails = new Set(
      (db.prepare("select email from leads").all() as { email: string }[]).map((row) => row.email),
    );
    const notifications = (db.prepare("select count(*) as count from notifications").get() as { count: number }).count;
    db.close();

    const figures = runs.map((run) => {
      const rate = run.measured / run.result.duration;
      const lost = run.acknowledged.filter((email) => !storedEmails.has(email)).length;
      const cpuPerLead = run.cpuSeconds === null ? null : (run.cpuSeconds / Math.max(1, run.measured)) * 1000;
      return { run, rate, lost, cpuPerLead };
    });
    const [api] = figures;
    const pass =
      api !== undefined &&
      api.rate >= TARGET_RATE &&
      api.run.result.latency.p99 < TARGET_P99_MS &&
      figures.every((figure) => figure.lost === 0 && figure.run.result.errors === 0 && figure.run.result.non2xx === 0);
    const row = (label: string, cell: (figure: (typeof figures)[number]) => string, target: string) =>
      `| ${label} | ${figures.map(cell).join(" | ")} | ${target} |`;

    const lines = [
      `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machineDescription()}.`,
      "",
      `\`npm run bench:leads\`: the production server (\`npm run build\`, then \`build/node/main.js\` with its security headers, compression and info request logs),`,
      `SQLite in WAL mode with \`synchronous=FULL\` on a temp folder, no webhook configured (notifications are`,
      `stored and wait), autocannon on the same machine: ${CONNECTIONS} connections for ${DURATION_S} s after a ${WARM_UP_S} s warm-up, every`,
      "request a valid consultancy lead of a distinct person (its own e-mail and phone), sent in turn the three ways a lead",
      "arrives: the JSON API of integrations,",
      "and the home page's route action as the form posts it with JavaScript (a data request answered with the result)",
      "and without (a document POST answered with the whole page). Each acknowledged lead is then looked up in the database.",
      "",
      `| Figure | ${figures.map((figure) => figure.run.entry.title).join(" | ")} | Target |`,
      `| --- | ${figures.map(() => "---").join(" | ")} | --- |`,
      row(
        "Durable leads per second (acknowledged / duration)",
        (f) => String(Math.round(f.rate)),
        `API ≥ ${TARGET_RATE}`,
      ),
      row(
        "Latency p50 / p99 / max",
        (f) => `${f.run.result.latency.p50} / ${f.run.result.latency.p99} / ${f.run.result.latency.max} ms`,
        `API p99 < ${TARGET_P99_MS} ms`,
      ),
      row("Acknowledged (measured run / with warm-up)", (f) => `${f.run.measured} / ${f.run.acknowledged.length}`, ""),
      row(
        "Other answers / errors / timeouts",
        (f) => `${f.run.result.non2xx} / ${f.run.result.errors} / ${f.run.result.timeouts}`,
        "0",
      ),
      row("Lost (acknowledged but not stored)", (f) => String(f.lost), "0"),
      row(
        "Server CPU time per lead (all its threads)",
        (f) => (f.cpuPerLead === null ? "n/a" : `${f.cpuPerLead.toFixed(2)} ms`),
        "",
      ),
      "",
      `Rows stored in all: ${storedEmails.size} leads, ${notifications} notifications (requests still in flight when autocannon stops can be stored without their answer being counted). Machine load average (1 min) at the end: ${loadavg()[0]?.toFixed(1)}.`,
      "",
      "The machine is shared (see the load average): latency includes time the server waited for a CPU. The page answered",
      "without JavaScript is rendered for each post, so that column measures the home page's render as much as the lead.",
      "",
      pass ? "All targets met." : "**Targets not met on this run** (see the figures above).",
    ];
    writeBenchmarkSection("Leads", lines.join("\n"));
    console.log(lines.join("\n"));
    process.exitCode = pass ? 0 : 1;
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
