/**
 * npm run bench:leads — durable lead intake under load.
 *
 * Starts the lead API as its own process (production mode, SQLite with
 * synchronous=FULL in a temp folder, rate limit raised for the run), sends
 * unique valid leads with autocannon for 20 s over 50 connections, then
 * checks every 201 answer against the database: a lead answered 201 but not
 * stored counts as lost. Writes the figures to docs/benchmarks.md ("Leads").
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { SqliteDatabase } from "../server/db/sqlite-driver";
import { machineDescription, writeBenchmarkSection } from "./bench-report";

interface AutocannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  setupRequest(request: AutocannonRequest & { body?: string }): AutocannonRequest & { body: string };
  onResponse(status: number, body: string): void;
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

function uniqueLead(): string {
  sequence += 1;
  return JSON.stringify({
    form: "consultoria",
    submissionId: crypto.randomUUID(),
    data: {
      nome: `Cliente Benchmark ${sequence}`,
      email: `cliente${sequence}@bench.example.com`,
      whatsapp: "(11) 98765-4321",
      empresa: "Loja de Teste Ltda.",
      funcionarios: "1-5",
      investimento_mensal: "1000-3000",
    },
  });
}

async function main(): Promise<void> {
  if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-leads-"));
  const port = await freePort();
  const server = await startServer(
    {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      LEADS_RATE_LIMIT: "10000000",
      LOG_LEVEL: "info",
    },
    path.join(dataDir, "server.log"),
  );
  const acknowledgedIds: number[] = [];
  try {
    console.log(`lead benchmark: ${DURATION_S} s, ${CONNECTIONS} connections against 127.0.0.1:${port}`);
    const load = (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            method: "POST",
            path: "/api/leads",
            headers: { "content-type": "application/json" },
            setupRequest: (request) => ({ ...request, body: uniqueLead() }),
            onResponse: (status, body) => {
              if (status === 201) acknowledgedIds.push((JSON.parse(body) as { id: number }).id);
            },
          },
        ],
      });
    // A short warm-up (JIT, connection pools) that is checked for losses but not measured.
    await load(WARM_UP_S);
    const warmUpAcknowledged = acknowledgedIds.length;
    const cpuBefore = cpuSeconds(server.pid);
    const result = await load(DURATION_S);
    const measured = acknowledgedIds.length - warmUpAcknowledged;
    const cpuAfter = cpuSeconds(server.pid);
    const serverCpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));

    const db = new SqliteDatabase(path.join(dataDir, "leads.db"), { readonly: true });
    const storedIds = new Set((db.prepare("select id from leads").all() as { id: number }[]).map((row) => row.id));
    const notifications = (db.prepare("select count(*) as count from notifications").get() as { count: number }).count;
    db.close();
    const lost = acknowledgedIds.filter((id) => !storedIds.has(id)).length;
    const rate = measured / result.duration;
    const cpuPerLeadMs = serverCpu === null ? null : (serverCpu / Math.max(1, measured)) * 1000;
    const pass = rate >= TARGET_RATE && result.latency.p99 < TARGET_P99_MS && lost === 0;

    const lines = [
      `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machineDescription()}.`,
      "",
      `\`npm run bench:leads\`: the production server (\`npm run build\`, then \`build/node/main.js\` with its security headers, compression and info request logs),`,
      `SQLite in WAL mode with \`synchronous=FULL\` on a temp folder, no webhook configured (notifications are`,
      `stored and wait), autocannon on the same machine: ${CONNECTIONS} connections for ${DURATION_S} s, every`,
      `request a unique valid consultancy lead, after a ${WARM_UP_S} s warm-up. Each 201 id is then looked up in the database.`,
      "",
      "| Figure | Result | Target |",
      "| --- | --- | --- |",
      `| Durable leads per second (201 answers / duration) | ${Math.round(rate)} | ≥ ${TARGET_RATE} |`,
      `| Latency p50 / p99 / max | ${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} ms | p99 < ${TARGET_P99_MS} ms |`,
      `| 201 answers (measured run / with warm-up) | ${measured} / ${acknowledgedIds.length} | |`,
      `| Other answers / errors / timeouts | ${result.non2xx} / ${result.errors} / ${result.timeouts} | 0 |`,
      `| Rows stored (leads / notifications) | ${storedIds.size} / ${notifications} | ≥ 201 answers¹ |`,
      `| Lost (201 but not stored) | ${lost} | 0 |`,
      `| Server CPU time per lead (all its threads) | ${cpuPerLeadMs === null ? "n/a" : `${cpuPerLeadMs.toFixed(2)} ms`} | |`,
      `| Machine load average (1 min) at the end | ${loadavg()[0]?.toFixed(1)} | |`,
      "",
      "¹ Requests still in flight when autocannon stops can be stored without their answer being counted.",
      "",
      "The machine is shared (see the load average): latency includes time the server waited for a CPU.",
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
