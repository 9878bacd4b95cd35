/**
 * npm run bench:web — the loading model's budgets (issue 11), against the
 * production build served locally, in Debian's Chromium:
 *
 * 1. Script transferred per page (compressed, as Lighthouse saw it).
 * 2. Lighthouse, mobile preset, median of N runs (3 by default): performance,
 *    total blocking time and time to interactive, beside the time to
 *    interactive of the same page with its scripts removed (served by a small
 *    proxy that strips them from the HTML: a measuring device, not the site).
 * 3. A slow phone (CDP: 4× CPU, 400 ms latency, 400 kbit/s): seconds from
 *    navigation until the phone menu opens on `/` and on the compound-interest
 *    tool, and until that calculator shows a result.
 * 4. Prerendered throughput of the Node server against nginx serving the same
 *    build/client files (one worker each), with autocannon.
 * 5. Calculator results (issue 27): a repeated result URL beside the same
 *    tool's prerendered page, a stream of distinct results (no cache hits)
 *    with the server's CPU time per result, and the server's memory after it.
 *    RENDER_WORKERS in the environment sets the server's render workers.
 *
 * The server runs on the Node that runs this script: through `npm run`, the project's Node 24 LTS (decision 055).
 * Writes the figures to docs/benchmarks.md ("Web", and "Web: calculator results, Node N" per server Node)
 * unless --only is given.
 * Usage: npm run bench:web [-- --no-build] [--only /,/blog [--write]] [--runs 3] [--skip lighthouse,phone,nginx,results]
 *        [--port 3300]
 */
import { execFileSync, execSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumExecutable } from "../e2e/chromium";
import { RESULT_CACHE_BYTES } from "#server/http/result-cache";
import { renderWorkers, thisMachine } from "#server/http/render-workers";
import { parseEnv } from "#app/config/env.server";
import { LIVE_TOOL_PAGES } from "#app/features/tools/live-pages";
import { machineDescription, option, writeBenchmarkSection } from "./bench-report";
import { noBancoCentral } from "#tests/no-banco-central";

/** The part of autocannon's API used here (it ships no types). */
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  requests?: { setupRequest: (request: { path: string }) => { path: string } }[];
}) => Promise<{
  requests: { average: number; total: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/** `--port N` moves the four ports (server, stripped proxy, nginx, Chromium's debugging) to N…N+3. */
const port = Number(option("--port") ?? 3300);
const strippedPort = port + 1;
const nginxPort = port + 2;
const debugPort = option("--port") ? port + 3 : 9333;
const origin = `http://127.0.0.1:${port}`;
const buildDir = process.env.BUILD_DIR ?? "build";

const only = option("--only")?.split(",");
const runs = Number(option("--runs") ?? 3);
/** The path whose answer is the not-found page, with status 404. */
const notFoundPath = "/pagina-inexistente";
const skipped = new Set(option("--skip")?.split(",") ?? []);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (
      await fetch(url).then(
        (response) => response.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The same site with every script removed from its HTML: what the page would
 * be with no JavaScript at all, for the time-to-interactive comparison.
 */
function startStrippedProxy(): Server {
  const server = createServer((request, response) => {
    // A failed upstream request answers 502 (and says why) instead of an unhandled rejection ending the bench.
    proxyWithoutScripts(request, response).catch((error: unknown) => {
      console.error(`stripped proxy: ${request.url ?? "/"}:`, error);
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
  });
  server.listen(strippedPort, "127.0.0.1");
  return server;
}

async function proxyWithoutScripts(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const upstream = await fetch(`${origin}${request.url ?? "/"}`, { headers: { "accept-encoding": "identity" } });
  const type = upstream.headers.get("content-type") ?? "";
  let body: Buffer | string = Buffer.from(await upstream.arrayBuffer());
  if (type.startsWith("text/html")) {
    body = body
      .toString("utf8")
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<link rel="modulepreload"[^>]*>/g, "");
  }
  response.writeHead(upstream.status, { "content-type": type || "application/octet-stream" });
  response.end(body);
}

/**
 * The compressed bytes of script a prerendered page loads before it is
 * interactive: the brotli files of its module preloads and imports, as
 * written in build/client. Bodies only: HTTP/1.1 adds some 300 bytes of
 * headers per file (Lighthouse's transfer column), which HTTP/2 at a CDN
 * compresses away.
 */
function scriptBodyBytes(path: string): number | null {
  const pages = (
    JSON.parse(readFileSync(join(buildDir, "static-pages.json"), "utf8")) as { pages: Record<string, { file: string }> }
  ).pages;
  const page = pages[path];
  const file = page
    ? join(buildDir, "client", page.file)
    : path === notFoundPath
      ? join(buildDir, "client", "404.html")
      : null;
  const html = file ? readFileSync(file, "utf8") : liveHtml.get(path);
  if (html === undefined) return null;
  const urls = new Set([
    ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/import(?:\s*\*\s*as\s*\w+\s*from)?\s*\(?"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!),
  ]);
  let bytes = 0;
  for (const url of urls) {
    const plain = join(buildDir, "client", url);
    bytes += statSync(existsSync(`${plain}.br`) ? `${plain}.br` : plain).size;
  }
  return bytes;
}

/** The HTML of pages the server renders on each visit (LIVE_TOOL_PAGES), fetched once the server runs. */
const liveHtml = new Map<string, string>();

async function fetchLivePages(): Promise<void> {
  for (const path of LIVE_TOOL_PAGES) liveHtml.set(path, await (await fetch(`${origin}${path}`)).text());
}

interface LighthouseRun {
  performance: number;
  tbtMs: number;
  ttiMs: number;
  scriptBytes: number;
  scriptFiles: number;
}

async function lighthouseRun(url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: debugPort,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance"],
      // Lighthouse refuses to score a 404 answer unless told to: the not-found page is one on purpose.
      ignoreStatusCode: new URL(url).pathname === notFoundPath,
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    // A run that ended in a runtime error measured nothing: it is tried again, once.
    if (lhr.runtimeError && attempt < 2) continue;
    const requests =
      (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })
        ?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === "Script");
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
      ttiMs: Math.round(lhr.audits.interactive?.numericValue ?? 0),
      scriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      scriptFiles: scripts.length,
    };
  }
}

/** Pages with nothing interactive besides the header: they must ship no script (issue 11). */
const isContentPage = (path: string) =>
  ["/politica-privacidade", "/sobre-nos", "/servicos", "/portfolio", "/ferramentas", notFoundPath].includes(path) ||
  path.startsWith("/blog/");

interface PageRow {
  path: string;
  /** Compressed script bodies (the budget's measure), from the build. */
  scriptKiB: string;
  /** What Lighthouse saw transferred for scripts, HTTP/1.1 headers included. */
  transferredKiB: string;
  scriptFiles: number;
  performance: number;
  tbtMs: number;
  ttiMs: number;
  ttiWithoutScriptsMs: number;
}

async function lighthouseTable(paths: string[]): Promise<{ rows: PageRow[]; text: string }> {
  const rows: PageRow[] = [];
  for (const path of paths) {
    const measured: LighthouseRun[] = [];
    for (let run = 0; run < runs; run++) measured.push(await lighthouseRun(`${origin}${path}`));
    const scriptFiles = median(measured.map((run) => run.scriptFiles));
    const withoutScripts: number[] = [];
    // A page without script is its own script-free version.
    if (scriptFiles > 0) {
      for (let run = 0; run < runs; run++) {
        withoutScripts.push((await lighthouseRun(`http://127.0.0.1:${strippedPort}${path}`)).ttiMs);
      }
    }
    const row: PageRow = {
      path,
      scriptKiB: kib(scriptBodyBytes(path) ?? 0),
      transferredKiB: kib(median(measured.map((run) => run.scriptBytes))),
      scriptFiles,
      performance: median(measured.map((run) => run.performance)),
      tbtMs: median(measured.map((run) => run.tbtMs)),
      ttiMs: median(measured.map((run) => run.ttiMs)),
      ttiWithoutScriptsMs: scriptFiles > 0 ? median(withoutScripts) : median(measured.map((run) => run.ttiMs)),
    };
    rows.push(row);
    console.log(
      `${path}: script ${row.scriptKiB} KiB (${row.transferredKiB} KiB transferred) in ${row.scriptFiles} files, performance ${row.performance}, TBT ${row.tbtMs} ms, TTI ${row.ttiMs} ms (${row.ttiWithoutScriptsMs} ms without scripts)`,
    );
  }
  const ratio = (row: PageRow) => row.ttiMs / Math.max(1, row.ttiWithoutScriptsMs);
  const budget = (path: string) =>
    path === "/" ? 120 : path === "/blog" || path.startsWith("/ferramentas/") ? 110 : null;
  const table = [
    "| page | script (KiB, brotli) | transferred with headers (KiB) | script files | performance | TBT (ms) | TTI (ms) | TTI without scripts (ms) | ratio |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (row) =>
        `| ${row.path} | ${row.scriptKiB} | ${row.transferredKiB} | ${row.scriptFiles} | ${row.performance} | ${row.tbtMs} | ${row.ttiMs} | ${row.ttiWithoutScriptsMs} | ${ratio(row).toFixed(2)} |`,
    ),
  ].join("\n");
  const misses = rows.flatMap((row) => {
    const found: string[] = [];
    const limit = budget(row.path);
    if (isContentPage(row.path) && row.scriptFiles > 0) found.push(`${row.path} ships script`);
    if (limit !== null && Number(row.scriptKiB) > limit)
      found.push(`${row.path} script ${row.scriptKiB} KiB > ${limit}`);
    if (row.performance < 98) found.push(`${row.path} performance ${row.performance} < 98`);
    if (row.tbtMs > 100) found.push(`${row.path} TBT ${row.tbtMs} ms > 100`);
    if (ratio(row) > 1.3) found.push(`${row.path} TTI ${ratio(row).toFixed(2)}× the script-free page`);
    return found;
  });
  const verdict = misses.length ? `Off target: ${misses.join("; ")}.` : "Every page meets the targets.";
  return { rows, text: `${table}\n\n${verdict}` };
}

/** Seconds from navigation to each milestone on a throttled phone, in a fresh context (cold cache). */
async function slowPhone(browser: Browser): Promise<string> {
  const throttled = async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
      locale: "pt-BR",
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 400,
      downloadThroughput: (400 * 1000) / 8,
      uploadThroughput: (400 * 1000) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    return { context, page };
  };
  const seconds = (start: number) => ((performance.now() - start) / 1000).toFixed(1);

  const lines: string[] = [];
  for (const path of ["/", "/ferramentas/calculadora-juros-compostos"]) {
    const { context, page } = await throttled();
    const start = performance.now();
    await page.goto(`${origin}${path}`, { waitUntil: "commit" });
    const menu = page
      .getByRole("banner")
      .locator("details")
      .filter({ has: page.locator("summary", { hasText: "Menu" }) })
      .first();
    await menu.locator("summary").first().click({ timeout: 60_000 });
    await menu.getByRole("navigation", { name: "Menu principal" }).waitFor({ state: "visible", timeout: 60_000 });
    const menuOpen = seconds(start);
    const painted = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    );
    const hydrated = await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 120_000 })
      .then(() => seconds(start));
    lines.push(
      `| ${path} | phone menu open | ${menuOpen} s | first paint ${(painted / 1000).toFixed(1)} s, hydrated ${hydrated} s |`,
    );
    await context.close();
  }

  const { context, page } = await throttled();
  const start = performance.now();
  await page.goto(`${origin}/ferramentas/calculadora-juros-compostos`, { waitUntil: "commit" });
  await page.getByLabel("Valor inicial (R$)").fill("1.000", { timeout: 60_000 });
  await page.getByLabel("Aporte mensal (R$)").fill("200");
  await page.getByLabel("Taxa de juros (% ao ano)").fill("12");
  await page.getByLabel("Período (anos)").fill("1");
  const submit = page.getByRole("button", { name: "Calcular" });
  // Once hydrated the calculator answers as you type and may hide the button; before that it is a GET form.
  if (await submit.isVisible()) await submit.click();
  await page.getByRole("status", { name: "Resultado" }).getByText("R$ 3.663,33").waitFor({ timeout: 120_000 });
  lines.push(
    `| /ferramentas/calculadora-juros-compostos | calculator result (typed as soon as the form showed) | ${seconds(start)} s | |`,
  );
  await context.close();

  return ["| page | milestone | seconds from navigation | context |", "| --- | --- | ---: | --- |", ...lines].join(
    "\n",
  );
}

function ensureNginx(): string | null {
  const found = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() !== 0) return null;
  console.log("Installing nginx from Debian for the throughput comparison…");
  execSync(
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx-light >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null",
    { stdio: "inherit" },
  );
  return ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate)) ?? null;
}

/** Requests per second for one URL, gzip accepted (nginx's stock build has no brotli), 50 connections, 10 s. */
async function throughput(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 50, duration: 10, headers: { "accept-encoding": "gzip" } });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return Math.round(result.requests.average);
}

async function nginxComparison(): Promise<string> {
  const nginx = ensureNginx();
  if (!nginx) return "nginx is not installed and this user cannot install it: comparison skipped.";
  const folder = mkdtempSync(join(tmpdir(), "bench-nginx-"));
  const root = resolve(buildDir, "client");
  writeFileSync(
    join(folder, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${folder};
  proxy_temp_path ${folder};
  fastcgi_temp_path ${folder};
  uwsgi_temp_path ${folder};
  scgi_temp_path ${folder};
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  etag on;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${root};
    location / { try_files $uri $uri/index.html =404; add_header Cache-Control "public, max-age=0, must-revalidate"; }
  }
}
`,
  );
  const server: ChildProcess = spawn(nginx, ["-c", join(folder, "nginx.conf"), "-p", folder], { stdio: "inherit" });
  try {
    await waitFor(`http://127.0.0.1:${nginxPort}/`);
    const rows: string[] = [];
    for (const path of ["/", "/blog/estrategias-google-ads", "/ferramentas/calculadora-juros-compostos"]) {
      await throughput(`${origin}${path}`);
      const node = await throughput(`${origin}${path}`);
      await throughput(`http://127.0.0.1:${nginxPort}${path}`);
      const reference = await throughput(`http://127.0.0.1:${nginxPort}${path}`);
      const share = Math.round((node / reference) * 100);
      rows.push(`| ${path} | ${node} | ${reference} | ${share} % |`);
      console.log(`${path}: Node ${node} req/s, nginx ${reference} req/s (${share} %)`);
    }
    return [
      `nginx ${execFileSync(nginx, ["-v"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim() || "(Debian)"} with one worker process, \`gzip_static on\`, access log off; the Node server is one process (\`node build/node/main.js\`, info logs at warn). Each figure follows a 10 s warm-up run; gzip accepted.`,
      "",
      "| page | Node (req/s) | nginx (req/s) | Node / nginx |",
      "| --- | ---: | ---: | ---: |",
      ...rows,
    ].join("\n");
  } finally {
    server.kill("SIGTERM");
  }
}

/** Autocannon at 50 connections for 10 s, gzip accepted, after a 5 s warm-up; distinct: a new query each request. */
async function measure(url: string, distinct?: (n: number) => string) {
  let n = 0;
  const run = (duration: number) =>
    autocannon({
      url,
      connections: 50,
      duration,
      headers: { "accept-encoding": "gzip" },
      ...(distinct ? { requests: [{ setupRequest: (request) => ({ ...request, path: distinct((n += 1)) }) }] } : {}),
    });
  const warmUp = await run(5);
  const result = await run(10);
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  // Errors are timeouts (10 s): requests a saturated server could not answer in time.
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    timeouts: result.errors,
    answered: warmUp.requests.total + result.requests.total,
  };
}

/** CPU time a process has used (all its threads, and its main thread alone), in ms, from /proc (Linux). */
function cpuMs(pid: number): { all: number; main: number } {
  // utime and stime, in clock ticks (100 per second), after the command name's closing parenthesis.
  const ticks = (path: string) => {
    const fields = readFileSync(path, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  return { all: ticks(`/proc/${pid}/stat`), main: ticks(`/proc/${pid}/task/${pid}/stat`) };
}

/** Resident memory of a process, from /proc (Linux), in MiB. */
function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function resultThroughput(serverPid: number): Promise<string> {
  const tool = "/ferramentas/calculadora-juros-compostos";
  const result = `${tool}?inicial=1000&aporte=200&taxa=12&anos=3`;
  const prerendered = await measure(`${origin}${tool}`);
  const repeated = await measure(`${origin}${result}`);
  const before = residentMiB(serverPid);
  const cpuBefore = cpuMs(serverPid);
  const distinct = await measure(`${origin}${result}`, (n) => `${tool}?inicial=${n}&aporte=200&taxa=12&anos=3`);
  const cpuAfter = cpuMs(serverPid);
  const after = residentMiB(serverPid);
  const perResult = (ms: number) => (ms / distinct.answered).toFixed(1);
  const workers = renderWorkers(
    parseEnv({ RENDER_WORKERS: process.env.RENDER_WORKERS }).RENDER_WORKERS,
    thisMachine(),
  ).count;
  const share = Math.round((repeated.rps / prerendered.rps) * 100);
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ");
  const verdict = [
    share >= 50 ? null : `repeated result at ${share} % of the prerendered page (target ≥ 50 %)`,
    repeated.p99 <= 50 ? null : `repeated result p99 ${repeated.p99} ms (target ≤ 50 ms)`,
    distinct.rps >= 300 ? null : `distinct results at ${distinct.rps} requests/s (target ≥ 300)`,
  ].filter(Boolean);
  console.log(`results: prerendered ${prerendered.rps}, repeated ${repeated.rps}, distinct ${distinct.rps} req/s`);
  return [
    `One Node process with ${workers} render worker${workers === 1 ? "" : "s"} (\`RENDER_WORKERS\`, decision 046), autocannon on the same machine at 50 connections, 10 s after a 5 s warm-up, gzip accepted. The`,
    `repeated URL is \`${result}\` (rendered once, then answered from the result cache, decision 036); the distinct`,
    "stream changes `inicial` on every request, so every answer is a render. Memory is the server's resident set before",
    `and after the distinct stream; the cache holds at most ${RESULT_CACHE_BYTES / 1024 / 1024} MiB of pages (bounded by bytes and entries, \`bounded-cache.test.ts\`).`,
    "",
    "| request | requests/s | p99 (ms) | target |",
    "| --- | ---: | ---: | --- |",
    `| ${tool} (prerendered) | ${prerendered.rps} | ${prerendered.p99} | |`,
    `| the same tool's result, repeated | ${repeated.rps} (${share} %) | ${repeated.p99} | ≥ 50 % of the prerendered page, p99 ≤ 50 ms |`,
    `| distinct results (no cache hits) | ${distinct.rps}${distinct.timeouts ? ` (${distinct.timeouts} timed out)` : ""} | ${distinct.p99} | ≥ 300 requests/s |`,
    "",
    `Server CPU time per distinct result: ${perResult(cpuAfter.all - cpuBefore.all)} ms (all threads; ${perResult(cpuAfter.main - cpuBefore.main)} ms in the main thread). Server memory: ${before} MiB before the distinct stream, ${after} MiB after it (${distinct.answered} distinct results rendered). Load average at the end: ${load}.`,
    "",
    verdict.length ? `Off target: ${verdict.join("; ")}.` : "Every target met.",
  ].join("\n");
}

async function main() {
  if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
  const server = spawn(process.execPath, [join(buildDir, "node/main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: origin,
      // Nothing reaches the internet: the Banco Central fetches fail at once, as on a machine offline.
      ...noBancoCentral,
      LOG_LEVEL: "warn",
      DATA_DIR: mkdtempSync(join(tmpdir(), "bench-web-")),
    },
    stdio: "inherit",
  });
  const stripped = startStrippedProxy();
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: [...chromiumArgs, `--remote-debugging-port=${debugPort}`],
  });
  try {
    await waitFor(`${origin}/healthz`);
    await fetchLivePages();
    const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
    const paths = only ?? [
      ...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname),
      notFoundPath,
    ];
    const date = new Date().toISOString().slice(0, 10);
    const sections: string[] = [
      `Run on ${date} on ${machineDescription()}, Chromium ${browser.version()}, production build served by Node ${process.version} on 127.0.0.1 (HTTP/1.1, no CDN).`,
    ];
    const allPages = [
      ...[
        ...Object.keys(
          (JSON.parse(readFileSync(join(buildDir, "static-pages.json"), "utf8")) as { pages: Record<string, unknown> })
            .pages,
        ),
        ...LIVE_TOOL_PAGES,
      ].sort(),
      notFoundPath,
    ];
    const budget = (path: string) =>
      isContentPage(path) ? 0 : path === "/" ? 120 : path === "/blog" || path.startsWith("/ferramentas/") ? 110 : null;
    const over = allPages.filter((path) => {
      const limit = budget(path);
      return limit !== null && (scriptBodyBytes(path) ?? 0) / 1024 > limit;
    });
    sections.push(
      [
        "### Script per page (brotli bodies from the build; budgets: 0 on content pages, ≤ 120 KiB on `/`, ≤ 110 KiB on `/blog` and every tool)",
        "",
        "| page | script (KiB) | budget (KiB) |",
        "| --- | ---: | ---: |",
        ...allPages.map((path) => `| ${path} | ${kib(scriptBodyBytes(path) ?? 0)} | ${budget(path) ?? "—"} |`),
        "",
        over.length ? `Over budget: ${over.join(", ")}.` : "Every page within its budget.",
      ].join("\n"),
    );
    if (!skipped.has("lighthouse")) {
      const { text } = await lighthouseTable(paths);
      sections.push(
        `### Script and Lighthouse (mobile preset, simulated throttling, median of ${runs})\n\nTargets: 0 script on content pages, ≤ 120 KiB on \`/\`, ≤ 110 KiB on \`/blog\` and every tool; performance ≥ 98, TBT ≤ 100 ms, TTI ≤ 1.3× the same page with its scripts removed.\n\n${text}`,
      );
    }
    if (!skipped.has("phone")) {
      sections.push(
        `### Slow phone (CDP: 4× CPU, 400 ms latency, 400 kbit/s, cold cache, 375 px)\n\n${await slowPhone(browser)}`,
      );
    }
    if (!skipped.has("nginx")) {
      sections.push(`### Prerendered pages: Node against nginx (target ≥ 80 %)\n\n${await nginxComparison()}`);
    }
    const write = !only || process.argv.includes("--write");
    if (!skipped.has("results") && server.pid !== undefined) {
      // A section of its own, so `--skip lighthouse,phone,nginx` measures results without replacing the rest.
      const results = `${sections.slice(0, 2).join("\n\n")}\n\n### Calculator results (issue 27)\n\n${await resultThroughput(server.pid)}`;
      console.log(`\n${results}`);
      const major = process.version.replace(/^v/, "").split(".")[0];
      if (write) writeBenchmarkSection(`Web: calculator results, Node ${major}`, results);
    }
    const measured = ["lighthouse", "phone", "nginx"].some((part) => !skipped.has(part));
    const report = sections.join("\n\n");
    console.log(`\n${report}`);
    if (write && measured) writeBenchmarkSection("Web", report);
  } finally {
    await browser.close();
    stripped.close();
    server.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
