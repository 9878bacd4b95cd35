/**
 * npm run bench:panel — the panel's inbox with 100,000 stored leads.
 *
 * Seeds 100,000 plausible leads (every form, two years, a handful of
 * campaigns, 60 % worked: statuses, values, reasons) into a temp SQLite
 * database and, when PostgreSQL's binaries are installed, a private
 * PostgreSQL server; then times, in the server process, what the inbox's
 * loader asks the database for (the page of 25, the counters per status,
 * the filter's choices) for the first page and for filtered and searched
 * pages; what /painel's loader asks for ("what needs me now", issue 37); the pipeline board; and what the results
 * page's loader asks for (issue 37), for this month and for 24 months.
 * 20 warm-up rounds, then 200 measured ones. Writes docs/benchmarks.md
 * ("Panel").
 *
 * Then the export beside the rest of the server (issue 35): an Express
 * server in this process with /healthz (the same outbox read as the real
 * one) and the panel's export streamed as the server streams it
 * (compression and the one-drain-listener fix, then React Router's writer); one CSV export of every lead
 * while a client asks /healthz every 10 ms; /healthz's p99 during the
 * export (target < 100 ms); then three exports at once (the third gets a
 * 429). Writes "Panel: export beside /healthz".
 *
 * `-- --leads 20000 --runs 50` for a quick look; `--only-export` skips the
 * inbox's requests (and leaves its section as it was), `--skip-export` the
 * export (and leaves its section as it was); `--sqlite-only`; `--only board,phone` runs the
 * requests whose names hold one of those parts (not the export) and keeps the other requests' rows of the section
 * as the run before wrote them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import { sql } from "kysely";
import pino from "pino";
import { EMPTY_FILTER, type InboxFilter } from "#app/features/panel/filters";
import { monthOf, type MonthPeriod } from "#app/features/panel/results/months";
import { resultsView } from "#app/features/panel/results/results-view";
import { waitMillis } from "#app/features/panel/speed-to-lead";
import { DAY } from "#app/features/panel/time";
import { openDatabase, type DatabaseHandle } from "#server/db/connect";
import { LeadStore } from "#server/db/lead-store";
import { outboxStats } from "#server/db/outbox-stats";
import { oneDrainListener } from "#server/http/drain-listeners";
import { createPanelModule, type PanelService } from "#server/panel";
import { postgresSkipReason, startPostgres } from "#tests/postgres";
import { EVERY_LEAD } from "#app/features/panel/assignment";
import { benchmarkSection, machineDescription, option, writeBenchmarkSection } from "./bench-report";
import { fakeLeads } from "./panel-fixtures";

const LEADS = Number(option("--leads") ?? 100_000);
const ONLY_EXPORT = process.argv.includes("--only-export");
/** Comma-separated parts of request names: only those requests run (and not the export). */
const ONLY = option("--only")?.split(",") ?? null;
const SKIP_EXPORT = process.argv.includes("--skip-export") || ONLY !== null;
const SQLITE_ONLY = process.argv.includes("--sqlite-only");
const HEALTH_EVERY_MS = 10;
const TARGET_HEALTH_P99_MS = 100;
const RUNS = Number(option("--runs") ?? 200);
const WARM_UP = 20;
const TARGET_P95_MS = 100;

interface Scenario {
  name: string;
  load: (panel: PanelService, now: number) => Promise<unknown>;
}

const inbox = (name: string, filter: InboxFilter): Scenario => ({
  name,
  load: (panel, now) => inboxLoad(panel, filter, now),
});

/** What /painel/resultados's loader runs: the report of the months and its pure view, speed to lead, WhatsApp. */
const resultsPage = (name: string, months: number): Scenario => ({
  name,
  load: async (panel, now) => {
    const last = monthOf(now);
    const period: MonthPeriod = { preset: "intervalo", first: last - months + 1, last };
    return Promise.all([
      panel.results.report(period, EVERY_LEAD).then((report) => resultsView(report, period)),
      panel.followUps.speed(now, EVERY_LEAD),
      panel.followUps.settings(),
      panel.results.whatsapp(period, EVERY_LEAD),
    ]);
  },
});

/** What /painel's loader runs without a filter: "what needs me now" above the inbox's first page (issue 37). */
const homePage: Scenario = {
  name: "What needs me now (/painel: unopened leads, follow-ups, first page of the inbox)",
  load: (panel, now) =>
    Promise.all([
      panel.inbox.page(EMPTY_FILTER, now, EVERY_LEAD),
      panel.inbox.origins(),
      panel.members.listMembers(),
      panel.followUps.queue(now, EVERY_LEAD),
      panel.followUps.settings(),
    ]),
};

const scenarios: Scenario[] = [
  homePage,
  inbox("First page (no filter)", EMPTY_FILTER),
  inbox("Filtered and searched (status em contato, last 30 days, source google, search “silva”)", {
    ...EMPTY_FILTER,
    status: "em_contato",
    period: "30-dias",
    source: "google",
    search: "silva",
  }),
  inbox("Search only, common name (“silva”)", { ...EMPTY_FILTER, search: "silva" }),
  inbox("Search with no match (“zz-nada”)", { ...EMPTY_FILTER, search: "zz-nada" }),
  inbox("Phone search (“98765-4”), then its page 2", { ...EMPTY_FILTER, search: "98765-4" }),
  // Issue 37: words in any order, accents aside; a phone typed with the country code.
  inbox("Name search, words in any order (“silva joao”)", { ...EMPTY_FILTER, search: "silva joao" }),
  inbox("Phone search with the country code (“+55 11 98765”)", { ...EMPTY_FILTER, search: "+55 11 98765" }),
  {
    name: "Board (/painel/funil: counts and values per status, newest 50 cards of each)",
    load: (panel) => panel.board(),
  },
  resultsPage("Results (/painel/resultados), this month against the last", 1),
  resultsPage("Results, 24 months against the 24 before", 24),
];

async function seed(handle: DatabaseHandle, now: number): Promise<void> {
  const store = new LeadStore(handle);
  const leads = fakeLeads(LEADS, { now, spanDays: 730 });
  for (let start = 0; start < leads.length; start += 1000) await store.insertLeads(leads.slice(start, start + 1000));
  // 60 % of the leads worked: spread over the statuses, with values and reasons.
  await sql`
    update leads set status = case
      when id % 10 < 4 then 'novo' when id % 10 < 6 then 'em_contato' when id % 10 < 8 then 'proposta'
      when id % 10 = 8 then 'ganho' else 'perdido' end
  `.execute(handle.db);
  await handle.db.updateTable("leads").set({ won_value_cents: 250000 }).where("status", "=", "ganho").execute();
  await handle.db.updateTable("leads").set({ lost_reason: "preco" }).where("status", "=", "perdido").execute();
  await handle.db.updateTable("leads").set({ expected_value_cents: 180000 }).where("status", "=", "proposta").execute();
  // Won 0–29 days after arriving (the results' won view reads the first "Ganho"), never in the future.
  await sql`
    update leads set first_won_value_cents = 250000,
      first_won_at = case when created_at + (id % 30) * ${sql.lit(DAY)} < ${sql.lit(now)}
        then created_at + (id % 30) * ${sql.lit(DAY)} else ${sql.lit(now)} end
    where status = 'ganho'
  `.execute(handle.db);
  // The team's work on them (issue 37): three members; the worked leads opened, first contacted (1–120 min after
  // arriving) and owned by one of them, the open ones with a follow-up 30 days either side of today; a tenth of the
  // new ones never opened.
  for (const name of ["Ana", "Bruno", "Carla"])
    await handle.db
      .insertInto("users")
      .values({
        email: `${name.toLowerCase()}@bench.test`,
        name,
        role: "atendente",
        password_hash: null,
        created_at: 0,
      })
      .execute();
  await sql`
    update leads set opened_at = created_at + (id % 60 + 1) * 60000, first_contact_at = created_at + (id % 120 + 1) * 60000,
      first_contact_user_id = 1 + id % 3, assigned_user_id = 1 + id % 3
    where status <> 'novo'
  `.execute(handle.db);
  await storeWaits(handle);
  await sql`update leads set opened_at = created_at + 60000 where status = 'novo' and id % 10 <> 0`.execute(handle.db);
  await sql`
    update leads set follow_up_at = ${sql.lit(now)} + (id % 61 - 30) * ${sql.lit(DAY)}, follow_up_what = 'Ligar'
    where status in ('em_contato', 'proposta')
  `.execute(handle.db);
  await handle.db.updateTable("notifications").set({ status: "sent", sent_at: now }).execute();
  // What the server does at start and daily on SQLite, and PostgreSQL's autovacuum soon after a mass update like
  // the one above (which left a dead copy of every row).
  await sql.raw(handle.dialect === "postgres" ? "vacuum analyze" : "analyze").execute(handle.db);
}

/**
 * The wait in opening hours the panel stores with each first contact (server/panel/first-contact.ts), for the first
 * contacts the seed wrote in bulk: 500 leads per statement.
 */
async function storeWaits(handle: DatabaseHandle): Promise<void> {
  const rows = await handle.db
    .selectFrom("leads")
    .select(["id", "created_at", "first_contact_at"])
    .where("first_contact_at", "is not", null)
    .execute();
  for (let start = 0; start < rows.length; start += 500) {
    const slice = rows.slice(start, start + 500);
    const waits = sql.join(
      slice.map(
        (row) => sql`when ${sql.lit(row.id)} then ${sql.lit(waitMillis(row.created_at, row.first_contact_at, 0))}`,
      ),
      sql` `,
    );
    await sql`update leads set first_contact_wait_ms = case id ${waits} end
      where id in (${sql.join(slice.map((row) => sql.lit(row.id)))})`.execute(handle.db);
  }
}

/** What the inbox's loader runs for one request. */
async function inboxLoad(panel: PanelService, filter: InboxFilter, now: number): Promise<void> {
  const [page] = await Promise.all([panel.inbox.page(filter, now, EVERY_LEAD), panel.inbox.origins()]);
  if (filter.search === "98765-4" && page.older !== null)
    await panel.inbox.page({ ...filter, before: page.older }, now, EVERY_LEAD);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(name: string, handle: DatabaseHandle): Promise<string[]> {
  const now = Date.now();
  const started = performance.now();
  await seed(handle, now);
  const seeded = (performance.now() - started) / 1000;
  const panel = createPanelModule({ SITE_URL: "http://localhost:3000" }, handle, pino({ level: "silent" })).service;
  const rows: string[] = [];
  const chosen = scenarios.filter((scenario) => !ONLY || ONLY.some((part) => scenario.name.includes(part)));
  for (const scenario of ONLY_EXPORT ? [] : chosen) {
    for (let run = 0; run < WARM_UP; run += 1) await scenario.load(panel, now);
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      const cpu = process.cpuUsage();
      await scenario.load(panel, now);
      times.push(performance.now() - start);
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    rows.push(
      `| ${name} | ${scenario.name} | ${percentile(times, 50).toFixed(1)} | ${p95.toFixed(1)} | ${times.at(-1)!.toFixed(1)} | ${percentile(cpuTimes, 95).toFixed(1)} | ${loadavg()[0]!.toFixed(1)} | ${p95 <= TARGET_P95_MS ? "yes" : "**no**"} |`,
    );
    console.log(rows.at(-1));
  }
  console.log(`${name}: ${LEADS} leads seeded in ${seeded.toFixed(0)} s`);
  if (!SKIP_EXPORT) exportRows.push(...(await exportBesideHealth(name, handle, panel)));
  return rows;
}

/** The server's part that matters here: /healthz's database read, and the export streamed as React Router does. */
function exportServer(handle: DatabaseHandle, panel: PanelService) {
  const app = express();
  app.use(compression());
  app.use(oneDrainListener());
  app.get("/healthz", async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await outboxStats(handle.db));
  });
  app.post("/exportar", async (_req, res) => {
    const started = panel.exports.start(EMPTY_FILTER, "csv", { id: null, label: "bench", ip: null }, EVERY_LEAD);
    if (!started.ok) {
      res.status(429).set("Retry-After", "30").type("text/plain; charset=utf-8").send("ocupado");
      return;
    }
    res.set("Content-Type", "text/csv; charset=utf-8");
    try {
      await writeReadableStreamToWritable(started.body, res);
    } catch {
      // The client went away.
    }
  });
  return app;
}

/** One export of every lead, its size and time (or the refusal's status). */
async function download(origin: string): Promise<{ status: number; bytes: number; ms: number }> {
  const start = performance.now();
  const response = await fetch(`${origin}/exportar`, { method: "POST" });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, bytes, ms: performance.now() - start };
}

/** /healthz every HEALTH_EVERY_MS while `work` runs (each request timed on its own); the times sorted. */
async function healthDuring(origin: string, work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  const pending = new Set<Promise<void>>();
  const ask = () => {
    const start = performance.now();
    const request = fetch(`${origin}/healthz`)
      .then((response) => response.arrayBuffer())
      .then(() => {
        times.push(performance.now() - start);
      })
      .finally(() => pending.delete(request));
    pending.add(request);
  };
  const timer = setInterval(ask, HEALTH_EVERY_MS);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  await Promise.all(pending);
  return times.sort((a, b) => a - b);
}

async function exportBesideHealth(name: string, handle: DatabaseHandle, panel: PanelService): Promise<string[]> {
  const server = exportServer(handle, panel).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const quiet = await healthDuring(origin, () => new Promise((resolve) => setTimeout(resolve, 3000)));
    let one = { status: 0, bytes: 0, ms: 0 };
    const during = await healthDuring(origin, async () => {
      one = await download(origin);
    });
    let three: { status: number; bytes: number; ms: number }[] = [];
    const duringThree = await healthDuring(origin, async () => {
      three = await Promise.all([download(origin), download(origin), download(origin)]);
    });
    const cell = (times: number[]) =>
      `${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${times.at(-1)!.toFixed(1)} | ${times.length}`;
    const met = (times: number[]) => (percentile(times, 99) < TARGET_HEALTH_P99_MS ? "yes" : "**no**");
    const mb = (bytes: number) => (bytes / 1024 ** 2).toFixed(1);
    const rows = [
      `| ${name} | nothing else (3 s) | ${cell(quiet)} | ${loadavg()[0]!.toFixed(1)} | ${met(quiet)} |`,
      `| ${name} | one CSV export: ${one.status}, ${mb(one.bytes)} MiB in ${(one.ms / 1000).toFixed(1)} s | ${cell(during)} | ${loadavg()[0]!.toFixed(1)} | ${met(during)} |`,
      `| ${name} | three at once: ${three.map((result) => (result.status === 200 ? `200 (${(result.ms / 1000).toFixed(1)} s)` : String(result.status))).join(", ")} | ${cell(duringThree)} | ${loadavg()[0]!.toFixed(1)} | ${met(duringThree)} |`,
    ];
    for (const row of rows) console.log(row);
    return rows;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** What an interrupted run must not leave behind: the temp database and the private PostgreSQL server. */
const cleanups = new Set<() => void>();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    for (const cleanup of cleanups) cleanup();
    process.exit(130);
  });
}

const results: string[] = [];
const exportRows: string[] = [];
const sqliteDir = mkdtempSync(path.join(tmpdir(), "bench-panel-"));
const removeSqlite = () => rmSync(sqliteDir, { recursive: true, force: true });
cleanups.add(removeSqlite);
try {
  const handle = await openDatabase({ dataDir: sqliteDir });
  results.push(...(await measure("SQLite", handle)));
  await handle.close();
} finally {
  removeSqlite();
  cleanups.delete(removeSqlite);
}
let postgresNote = "";
if (SQLITE_ONLY) {
  postgresNote = "PostgreSQL not measured in this run (`--sqlite-only`).";
} else if (postgresSkipReason) {
  postgresNote = `PostgreSQL not measured: ${postgresSkipReason}.`;
} else {
  const postgres = await startPostgres();
  const stopPostgres = () => postgres.stop();
  cleanups.add(stopPostgres);
  try {
    const handle = await openDatabase({ dataDir: "", databaseUrl: await postgres.createDatabase(), poolSize: 10 });
    results.push(...(await measure("PostgreSQL 15", handle)));
    await handle.close();
  } finally {
    stopPostgres();
    cleanups.delete(stopPostgres);
  }
}

/** The section's run line and table rows as the run before wrote them, for `--only` to keep the others. */
const before = benchmarkSection("Panel");
// A run that was itself `--only` says where its other rows came from.
const previousRun = before?.match(/the others' rows: (Run .*)$/m)?.[1] ?? before?.match(/^Run .*$/m)?.[0] ?? null;
const cells = (row: string) => row.split("|").map((cell) => cell.trim());
const previousRows = (before?.split("\n") ?? []).filter((line) => /^\| (SQLite|PostgreSQL)/.test(line));
/** Every database and request in the table's order: this run's row, else (with `--only`) the one before. */
const rows = !ONLY
  ? results
  : ["SQLite", "PostgreSQL 15"].flatMap((database) =>
      scenarios.flatMap((scenario) => {
        const same = (row: string) => cells(row)[1] === database && cells(row)[2] === scenario.name;
        const row = results.find(same) ?? previousRows.find(same);
        return row ? [row] : [];
      }),
    );
// The rows kept from the file are padded as the formatter left them.
const met = rows.every((row) => cells(row).at(-2) === "yes");
if (!ONLY_EXPORT)
  writeBenchmarkSection(
    "Panel",
    [
      `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machineDescription()}.`,
      ...(ONLY && previousRun
        ? [
            `Only the requests named ${ONLY.map((part) => `“${part}”`).join(", ")} (\`--only\`); the others' rows: ${previousRun}`,
          ]
        : []),
      "",
      `\`npm run bench:panel\`: ${LEADS.toLocaleString("en")} leads seeded (every form, over two years, seven origins, 60 % worked),`,
      "then, in one process, what the inbox's loader asks the database for: the page of 25 with its notification",
      "rows, the counters per status and the filter's choices (cached for a minute). Statistics as the server keeps",
      "them: `ANALYZE` on SQLite; `VACUUM ANALYZE` on PostgreSQL, as autovacuum does after the seed's mass update.",
      "The team's work (issue 37): three members; every worked lead opened, first contacted 1–120 min after arriving",
      "and owned by one of them; open leads with a follow-up 30 days either side of today; a tenth of the new ones",
      'never opened. "What needs me now" is what /painel\'s loader asks for without a filter: the unopened leads and',
      "their count, the follow-ups, the inbox's first page, the members and the settings.",
      "The board (issue 37) is what /painel/funil's loader asks for: per status its count and monthly value (won",
      "contracts; proposals' expected values, set on every proposal here) and its newest 50 cards.",
      `${WARM_UP} warm-up rounds, then ${RUNS} measured ones, one after another; times in ms. React's render of the page is`,
      "not included (it does not depend on the number of leads). The results page (issue 37): what its loader asks for",
      "(arrived and won views by channel, source and campaign, the daily series, the previous period's totals, the",
      "ad spend, speed to lead over the last 12 months, the WhatsApp clicks) and the page's pure view of it, for this",
      "month and for 24 months; 10 % of the leads won, each 0–29 days after arriving (`first_won_at`).",
      "",
      "| Database | Request | p50 | p95 | max | CPU p95 | load | p95 ≤ 100 ms |",
      "| -------- | ------- | --- | --- | --- | ------- | ---- | ------------ |",
      ...rows,
      "",
      ...(postgresNote ? [postgresNote] : []),
      "load: the machine's load average (1 min) when that request's runs ended. The machine is shared with other work,",
      `so with a load above its ${cpus().length} cores the times include waiting for a CPU. CPU p95: the benchmark`,
      "process's own CPU time per request (`process.cpuUsage`), which waiting for a CPU does not inflate: all of the",
      "work on SQLite (in this process), the client's part only on PostgreSQL (its server is other processes). How the search and the",
      "counters avoid reading the leads' rows: docs/decisions/032-inbox-search-and-counting.md; the results page's: a",
      "roll-up kept by triggers and waits stored with each first contact, docs/decisions/080-results-roll-up-and-stored-waits.md.",
      "",
      met ? "All targets met." : "Some targets missed (see the table).",
    ].join("\n"),
  );
if (!SKIP_EXPORT)
  writeBenchmarkSection(
    "Panel: export beside /healthz",
    [
      `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machineDescription()}.`,
      "",
      `\`npm run bench:panel\` (issue 35): the same ${LEADS.toLocaleString("en")} leads; an Express server in the benchmark's process`,
      "answers /healthz (the outbox read the real one does) and streams the panel's CSV export of every lead as the",
      "server does (`compression`, React Router's stream writer: batches of 500 by id, a turn of the event loop",
      `before each, 2 exports at once). A client in the same process asks /healthz every ${HEALTH_EVERY_MS} ms, first with`,
      "nothing else running, then during one export, then during three started together (the third is refused",
      "with a 429). Times of /healthz in ms; n: answers counted.",
      "",
      `| Database | Beside | p50 | p99 | max | n | load | p99 < ${TARGET_HEALTH_P99_MS} ms |`,
      "| -------- | ------ | --- | --- | --- | - | ---- | ------------ |",
      ...exportRows,
      "",
      ...(postgresNote ? [postgresNote, ""] : []),
      "load: the machine's load average (1 min) after the three runs. The machine is shared with other engineers'",
      `builds and tests, so with a load above its ${cpus().length} cores the times include waiting for a CPU. Before`,
      "streaming (issue 35) one export left /healthz unanswered for 2–4 s, three for up to 10 s.",
      "",
      exportRows.every((row) => row.endsWith("| yes |")) ? "Target met." : "Target missed (see the table).",
    ].join("\n"),
  );
