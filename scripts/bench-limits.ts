/**
 * npm run bench:limits — what hostile clients cost the server, with the
 * site's connection limits (server/http/listen.ts) and with Node's defaults.
 *
 * Each run starts the production app (BUILD_DIR, built unless --no-build) as
 * its own process and plays, against 127.0.0.1 only and bounded in count and
 * time:
 *
 * 1. Pipelining: 4 connections each send 500 requests for a server-rendered
 *    calculator page (about 90 KB each) in one write and never read the
 *    answers; held for 15 s. Measured: the server's resident memory and how
 *    long /healthz takes on a fresh connection meanwhile.
 * 2. Connection flood: 1,200 connections that send nothing. Measured: how
 *    many the server closes at once, whether /healthz gets through while they
 *    are open, and when the server has closed them all (waited for 40 s).
 *
 * Writes the figures to docs/benchmarks.md ("Connection limits").
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { SERVER_LIMITS } from "#server/http/listen";
import { machineDescription, writeBenchmarkSection } from "./bench-report";
import { noBancoCentral } from "#tests/no-banco-central";

type Mode = "site" | "node";

const buildDir = process.env.BUILD_DIR ?? "build";
const PIPELINE_CONNECTIONS = 4;
const PIPELINED_REQUESTS = 500;
const PIPELINE_HOLD_MS = 15_000;
const FLOOD_CONNECTIONS = 1_200;
const FLOOD_WAIT_MS = 40_000;
const HEALTH_TIMEOUT_MS = 10_000;
const PAGE = "/ferramentas/calculadora-juros-compostos?inicial=1000&aporte=100&taxa=10&anos=100";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The server's resident memory in MB, from /proc. */
function residentMb(pid: number | undefined): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Math.round(Number(match?.[1] ?? 0) / 1024);
}

/** Milliseconds for GET /healthz on a new connection; null when it was refused or took over 10 s. */
async function healthMs(port: number): Promise<number | null> {
  const started = performance.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
      headers: { Connection: "close" },
    });
    await response.arrayBuffer();
    return response.ok ? Math.round(performance.now() - started) : null;
  } catch {
    return null;
  }
}

async function startServer(
  mode: Mode,
  bundle: string,
  dataDir: string,
): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const log = openSync(path.join(dataDir, `${mode}.log`), "w");
  const child = spawn(process.execPath, [bundle, mode], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      // Nothing reaches the internet: the Banco Central fetches fail at once, as on a machine offline.
      ...noBancoCentral,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", log, "inherit"],
  });
  closeSync(log);
  const deadline = Date.now() + 60_000;
  while ((await healthMs(port)) === null) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error("server did not start within 60 s");
    await sleep(200);
  }
  return { child, port };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill("SIGKILL");
  await new Promise((resolve) => child.once("exit", resolve));
}

function summary(values: (number | null)[]): { p50: string; max: string; failed: number } {
  const answered = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  const p50 = answered[Math.floor(answered.length / 2)];
  return {
    p50: p50 === undefined ? "—" : `${p50} ms`,
    max: answered.length === 0 ? "—" : `${answered.at(-1)} ms`,
    failed: values.length - answered.length,
  };
}

interface PipelineFigures {
  idleMb: number;
  peakMb: number;
  health: ReturnType<typeof summary>;
  probes: number;
}

async function pipelining(pid: number | undefined, port: number): Promise<PipelineFigures> {
  const idleMb = residentMb(pid);
  const sockets = Array.from({ length: PIPELINE_CONNECTIONS }, (_, client) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => undefined);
    // Never read: the answers pile up wherever the server keeps them.
    socket.pause();
    const requests = Array.from(
      { length: PIPELINED_REQUESTS },
      (_, index) => `GET ${PAGE}&c=${client}-${index} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n`,
    ).join("");
    socket.write(requests);
    return socket;
  });
  let peakMb = idleMb;
  const health: (number | null)[] = [];
  const until = Date.now() + PIPELINE_HOLD_MS;
  const sampler = (async () => {
    while (Date.now() < until) {
      peakMb = Math.max(peakMb, residentMb(pid));
      await sleep(200);
    }
  })();
  while (Date.now() < until) {
    health.push(await healthMs(port));
    await sleep(250);
  }
  await sampler;
  for (const socket of sockets) socket.destroy();
  return { idleMb, peakMb, health: summary(health), probes: health.length };
}

interface FloodFigures {
  closedAtOnce: number;
  healthDuringFlood: string;
  allClosedAfter: string;
}

async function flood(port: number): Promise<FloodFigures> {
  const started = Date.now();
  let closed = 0;
  const sockets = await Promise.all(
    Array.from({ length: FLOOD_CONNECTIONS }, async () => {
      const socket = net.connect(port, "127.0.0.1");
      socket.on("error", () => undefined);
      socket.on("data", () => undefined);
      socket.on("close", () => {
        closed += 1;
      });
      await new Promise((resolve) => {
        socket.once("connect", resolve);
        socket.once("close", resolve);
      });
      return socket;
    }),
  );
  // The server accepts what the kernel queued as fast as it can: count once the number stops moving for a second.
  let closedAtOnce = -1;
  while (closedAtOnce !== closed && Date.now() - started < FLOOD_WAIT_MS) {
    closedAtOnce = closed;
    await sleep(1_000);
  }
  const health = await healthMs(port);
  let allClosedAfter = `not within ${FLOOD_WAIT_MS / 1000} s`;
  while (Date.now() - started < FLOOD_WAIT_MS) {
    if (closed === FLOOD_CONNECTIONS) {
      allClosedAfter = `${((Date.now() - started) / 1000).toFixed(1)} s`;
      break;
    }
    await sleep(100);
  }
  for (const socket of sockets) socket.destroy();
  return {
    closedAtOnce,
    healthDuringFlood: health === null ? "refused or over 10 s" : `${health} ms`,
    allClosedAfter,
  };
}

async function run(mode: Mode, bundle: string): Promise<{ pipeline: PipelineFigures; flood: FloodFigures }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-limits-${mode}-`));
  try {
    const first = await startServer(mode, bundle, dataDir);
    console.log(
      `${mode}: pipelining, ${PIPELINE_CONNECTIONS} × ${PIPELINED_REQUESTS} requests for ${PIPELINE_HOLD_MS / 1000} s`,
    );
    const pipeline = await pipelining(first.child.pid, first.port);
    await stopServer(first.child);
    // A fresh process, so the first attack's leftovers do not count against the second.
    const second = await startServer(mode, bundle, dataDir);
    console.log(`${mode}: ${FLOOD_CONNECTIONS} idle connections`);
    const figures = await flood(second.port);
    await stopServer(second.child);
    return { pipeline, flood: figures };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
  const bundle = path.join(buildDir, "node/bench-limits-server.js");
  await build({
    entryPoints: ["scripts/bench-limits-server.ts"],
    outfile: bundle,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    logLevel: "warning",
  });
  const results = { node: await run("node", bundle), site: await run("site", bundle) };
  const row = (label: string, value: (figures: typeof results.site) => string | number) =>
    `| ${label} | ${value(results.node)} | ${value(results.site)} |`;
  const limits = SERVER_LIMITS;
  const lines = [
    `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machineDescription()}.`,
    "",
    "`npm run bench:limits`: the production app (`build/`) as its own process, logs at warn, attacked from the same",
    "machine over 127.0.0.1, once with Node's defaults and once with the site's limits (`server/http/listen.ts`:",
    `headers ${limits.headersTimeoutMs / 1000} s, whole request ${limits.requestTimeoutMs / 1000} s, no byte moving on a connection with a request in`,
    `progress ${limits.socketIdleTimeoutMs / 1000} s, keep-alive ${limits.keepAliveTimeoutMs / 1000} s, at most ${limits.maxConnections} connections and ${limits.maxPipelinedRequests} requests in progress per`,
    "connection).",
    "",
    `1. Pipelining: ${PIPELINE_CONNECTIONS} connections each write ${PIPELINED_REQUESTS} requests for a server-rendered calculator page`,
    `   (\`${PAGE}\`, about 90 KB)`,
    `   at once and never read; held ${PIPELINE_HOLD_MS / 1000} s while /healthz is asked every 250 ms on a new connection (10 s timeout).`,
    `2. Connection flood: ${FLOOD_CONNECTIONS} connections that send nothing, on a fresh process.`,
    "",
    "| Figure | Node's defaults | Site's limits |",
    "| --- | ---: | ---: |",
    row("Resident memory idle → peak (pipelining)", (r) => `${r.pipeline.idleMb} → ${r.pipeline.peakMb} MB`),
    row("/healthz p50 / max during pipelining", (r) => `${r.pipeline.health.p50} / ${r.pipeline.health.max}`),
    row("/healthz refused or over 10 s (of probes)", (r) => `${r.pipeline.health.failed} of ${r.pipeline.probes}`),
    row("Flood connections closed at once", (r) => r.flood.closedAtOnce),
    row("/healthz while the flood's connections are open", (r) => r.flood.healthDuringFlood),
    row("Every flood connection closed by the server after", (r) => r.flood.allClosedAfter),
    "",
    `The machine is shared (load average ${loadavg()[0]?.toFixed(1)} over the last minute at the end): a wait includes time the server waited for a CPU.`,
    "",
    "While the connection limit is reached, a new connection (a visitor's, or /healthz) is closed at once too, until",
    "the idle ones time out: the limit keeps the process and its open connections working, and a reverse proxy in",
    'front (README, "Behind a reverse proxy") is what keeps one client from taking them all.',
  ];
  writeBenchmarkSection("Connection limits", lines.join("\n"));
  console.log(lines.join("\n"));
}

await main();
