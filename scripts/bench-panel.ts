/**
 * npm run bench:panel — the panel's inbox with 100,000 stored leads.
 *
 * Seeds 100,000 plausible leads (every form, two years, a handful of
 * campaigns, 60 % worked: statuses, values, reasons) into a temp SQLite
 * database and, when PostgreSQL's binaries are installed, a private
 * PostgreSQL server; then times, in the server process, what the inbox's
 * loader asks the database for (the page of 25, the counters per status,
 * the results: leads per day and the campaign table, the filter's choices)
 * for the first page (its campaign table over the last 30 days, then over
 * all time) and for filtered and searched pages. 20 warm-up rounds,
 * then 200 measured ones. Writes docs/benchmarks.md ("Panel").
 * `-- --leads 20000 --runs 50` for a quick look.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import pino from "pino";
import { EMPTY_FILTER, type InboxFilter } from "~/features/panel/filters";
import { openDatabase, type DatabaseHandle } from "../server/db/connect";
import { LeadRepository } from "../server/db/lead-repository";
import { createPanelModule, type PanelService } from "../server/panel";
import { postgresSkipReason, startPostgres } from "../tests/postgres";
import { machineDescription, option, writeBenchmarkSection } from "./bench-report";
import { fakeLeads } from "./panel-fixtures";

const LEADS = Number(option("--leads") ?? 100_000);
const RUNS = Number(option("--runs") ?? 200);
const WARM_UP = 20;
const TARGET_P95_MS = 100;

interface Scenario {
  name: string;
  filter: InboxFilter;
}

const scenarios: Scenario[] = [
  { name: "First page (no filter)", filter: EMPTY_FILTER },
  { name: "First page, campaign table over all time", filter: { ...EMPTY_FILTER, allTimeResults: true } },
  {
    name: "Filtered and searched (status em contato, last 30 days, source google, search “silva”)",
    filter: { ...EMPTY_FILTER, status: "em_contato", period: "30-dias", source: "google", search: "silva" },
  },
  { name: "Search only, common name (“silva”)", filter: { ...EMPTY_FILTER, search: "silva" } },
  { name: "Search with no match (“zz-nada”)", filter: { ...EMPTY_FILTER, search: "zz-nada" } },
  { name: "Phone search (“98765-4”), then its page 2", filter: { ...EMPTY_FILTER, search: "98765-4" } },
];

async function seed(handle: DatabaseHandle, now: number): Promise<void> {
  const repository = new LeadRepository(handle);
  const leads = fakeLeads(LEADS, { now, spanDays: 730 });
  for (let start = 0; start < leads.length; start += 1000)
    await repository.insertLeads(leads.slice(start, start + 1000));
  // 60 % of the leads worked: spread over the statuses, with values and reasons.
  await sql`
    update leads set status = case
      when id % 10 < 4 then 'novo' when id % 10 < 6 then 'em_contato' when id % 10 < 8 then 'proposta'
      when id % 10 = 8 then 'ganho' else 'perdido' end
  `.execute(handle.db);
  await handle.db.updateTable("leads").set({ won_value_cents: 250000 }).where("status", "=", "ganho").execute();
  await handle.db.updateTable("leads").set({ lost_reason: "preco" }).where("status", "=", "perdido").execute();
  await handle.db.updateTable("notifications").set({ status: "sent", sent_at: now }).execute();
  // What the server does at start and daily on SQLite, and PostgreSQL's autovacuum soon after a mass update like
  // the one above (which left a dead copy of every row).
  await sql.raw(handle.dialect === "postgres" ? "vacuum analyze" : "analyze").execute(handle.db);
}

/** What the inbox's loader runs for one request. */
async function inboxLoad(panel: PanelService, filter: InboxFilter, now: number): Promise<void> {
  const [page] = await Promise.all([
    panel.inbox.page(filter, now),
    panel.inbox.origins(),
    panel.inbox.results(filter, now),
  ]);
  if (filter.search === "98765-4" && page.older !== null)
    await panel.inbox.page({ ...filter, before: page.older }, now);
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
  for (const scenario of scenarios) {
    for (let run = 0; run < WARM_UP; run += 1) await inboxLoad(panel, scenario.filter, now);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      await inboxLoad(panel, scenario.filter, now);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    rows.push(
      `| ${name} | ${scenario.name} | ${percentile(times, 50).toFixed(1)} | ${p95.toFixed(1)} | ${times.at(-1)!.toFixed(1)} | ${loadavg()[0]!.toFixed(1)} | ${p95 <= TARGET_P95_MS ? "yes" : "**no**"} |`,
    );
    console.log(rows.at(-1));
  }
  console.log(`${name}: ${LEADS} leads seeded in ${seeded.toFixed(0)} s`);
  return rows;
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
if (postgresSkipReason) {
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

const met = results.every((row) => row.endsWith("| yes |"));
writeBenchmarkSection(
  "Panel",
  [
    `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machineDescription()}.`,
    "",
    `\`npm run bench:panel\`: ${LEADS.toLocaleString("en")} leads seeded (every form, over two years, seven origins, 60 % worked),`,
    "then, in one process, what the inbox's loader asks the database for: the page of 25 with its notification",
    "rows, the counters per status, the results (leads per day for 30 days, the campaign table: the last 30 days",
    "unless the team asks for all time) and the filter's choices (cached for a minute). Statistics as the server",
    "keeps them: `ANALYZE` on SQLite; `VACUUM ANALYZE` on PostgreSQL, as autovacuum does after the seed's mass update.",
    `${WARM_UP} warm-up rounds, then ${RUNS} measured ones, one after another; times in ms. React's render of the page is`,
    "not included (it does not depend on the number of leads).",
    "",
    "| Database | Request | p50 | p95 | max | load | p95 ≤ 100 ms |",
    "| -------- | ------- | --- | --- | --- | ---- | ------------ |",
    ...results,
    "",
    ...(postgresNote ? [postgresNote] : []),
    "load: the machine's load average (1 min) when that request's runs ended. The machine is shared with other work,",
    `so with a load above its ${cpus().length} cores the times include waiting for a CPU. How the search and the`,
    "counters avoid reading the leads' rows: docs/decisions/032-inbox-search-and-counting.md.",
    "",
    met ? "All targets met." : "Some targets missed (see the table).",
  ].join("\n"),
);
