/**
 * npm run bench:push — how long a member waits for a new lead's alert
 * (issue 37: p95 ≤ 5 s). The lead API with the production outbox timings,
 * on SQLite and on a private PostgreSQL, alerts 3 members' 2 devices each
 * through the loopback fake push service (tests/fake-push-service.ts: it
 * checks the VAPID signature and decrypts every alert, as a real one and
 * the device would). Leads come one at a time (a pause between them), then
 * as a burst of 50 at once. Time from the POST of a lead (so its storing is
 * included) to each device's alert arriving. Writes docs/benchmarks.md.
 */
import { cpus, loadavg } from "node:os";
import webPush from "web-push";
import { startFakePushService, type PushDevice } from "#tests/fake-push-service";
import { consultoriaLead } from "#tests/factories";
import { freshStorage, postLead, startLeadsServer } from "#tests/lead-harness";
import { postgresSkipReason, startPostgres, type TestPostgres } from "#tests/postgres";
import { openDatabase } from "#server/db/connect";
import { PushSubscriptions } from "#server/push/subscriptions";
import { machineDescription, writeBenchmarkSection } from "./bench-report";

const ONE_AT_A_TIME = 200;
const PAUSE_MS = 50;
const BURST = 50;
const TARGET_MS = 5_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function measure(name: string, postgres: TestPostgres | null): Promise<string[]> {
  const vapid = webPush.generateVAPIDKeys();
  const fake = await startFakePushService(vapid.publicKey);
  // Outside Vitest there is no template to copy: the server migrates the new storage as it opens it.
  const storage = await freshStorage(postgres, { unmigrated: true });
  const server = await startLeadsServer(storage, {
    env: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_SERVICE_EXTRA_ORIGIN: fake.origin,
      LEADS_RATE_LIMIT: "100000",
      LOG_LEVEL: "silent",
    },
  });
  const handle = await openDatabase({ dataDir: server.env.DATA_DIR, databaseUrl: server.env.DATABASE_URL });
  const rows: string[] = [];
  try {
    const subscriptions = new PushSubscriptions(handle.db);
    const devices: PushDevice[] = [];
    for (let member = 1; member <= 3; member += 1) {
      const { id } = await handle.db
        .insertInto("users")
        .values({
          email: `m${member}@bench.test`,
          name: `M ${member}`,
          role: "atendente",
          password_hash: null,
          created_at: 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (let d = 0; d < 2; d += 1) {
        const device = fake.device();
        devices.push(device);
        const { endpoint, keys } = device.subscription;
        await subscriptions.save(Number(id), { endpoint, ...keys }, null, Date.now() - 1000);
      }
    }
    const sentAt = new Map<string, number>();
    async function post(): Promise<void> {
      const started = Date.now();
      const { status, body } = await postLead(server.url, { data: consultoriaLead() });
      if (status !== 201) throw new Error(`lead answered ${status}`);
      sentAt.set(`lead-${String(body.id)}`, started);
    }
    const latencies = (): number[] =>
      devices
        .flatMap((device) => device.received)
        .filter((push) => sentAt.has(String(push.payload.tag)))
        .map((push) => push.receivedAt - sentAt.get(String(push.payload.tag))!)
        .sort((a, b) => a - b);
    const row = (label: string, leads: number) => {
      const times = latencies();
      const p95 = percentile(times, 95);
      return `| ${name} | ${label} | ${times.length} | ${percentile(times, 50)} | ${p95} | ${times.at(-1)} | ${loadavg()[0]!.toFixed(1)} | ${p95 <= TARGET_MS && times.length === leads * devices.length ? "yes" : "no"} |`;
    };

    for (let i = 0; i < ONE_AT_A_TIME; i += 1) {
      await post();
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    await fake.waitFor(() => fake.received.length === ONE_AT_A_TIME * devices.length, 60_000);
    rows.push(row(`${ONE_AT_A_TIME} leads, ${PAUSE_MS} ms apart`, ONE_AT_A_TIME));

    sentAt.clear();
    const before = fake.received.length;
    await Promise.all(Array.from({ length: BURST }, () => post()));
    await fake.waitFor(() => fake.received.length === before + BURST * devices.length, 60_000);
    rows.push(row(`${BURST} leads at once`, BURST));
    if (fake.refused.length > 0) throw new Error(`the fake refused alerts: ${fake.refused[0]}`);
    return rows;
  } finally {
    await handle.close();
    await server.stop();
    await fake.close();
    storage.dispose();
  }
}

const rows = await measure("SQLite", null);
let note = "";
if (postgresSkipReason) {
  note = `PostgreSQL not measured: ${postgresSkipReason}.`;
} else {
  const postgres = await startPostgres();
  try {
    rows.push(...(await measure("PostgreSQL 15", postgres)));
  } finally {
    postgres.stop();
  }
}
const met = rows.every((row) => row.endsWith("| yes |"));
writeBenchmarkSection(
  "Push alerts",
  [
    `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machineDescription()}.`,
    "",
    "`npm run bench:push` (issue 37): the lead API with the production outbox timings alerts 3 members' 2 devices each",
    "(6 alerts per lead) through the loopback fake push service, which checks the VAPID signature and decrypts every",
    "alert as the device would. Time in ms from the POST of the lead (its storing included) to each alert's arrival;",
    "n: alerts counted (every one must arrive).",
    "",
    `| Database | Leads | n | p50 | p95 | max | load | p95 ≤ ${TARGET_MS} ms |`,
    "| -------- | ----- | - | --- | --- | --- | ---- | --------- |",
    ...rows,
    "",
    ...(note ? [note, ""] : []),
    `load: the machine's load average (1 min) when the row ended (${cpus().length} cores, shared with other work).`,
    "",
    met ? "All targets met." : "Some targets missed (see the table).",
  ].join("\n"),
);
console.log(rows.join("\n"));
process.exit(0);
