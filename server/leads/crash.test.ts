import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../db/connect";
import { LeadStore } from "../db/lead-store";
import { startFakeWebhook, type FakeWebhook } from "#tests/fake-webhook";
import { consultoriaLead } from "#tests/factories";
import { SITE_URL, freshStorage, postLead, type Storage } from "#tests/lead-harness";
import { DATABASES, useDatabase } from "#tests/postgres";
import { countByStatus } from "../db/outbox-stats";

/**
 * The promise to the agency: a lead answered 201 is never lost. A real server
 * process is killed with SIGKILL in the middle of 1,000 concurrent
 * submissions; after a restart every acknowledged lead is stored and reaches
 * the webhook, and visitors retrying the failed ones create no duplicates.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const SUBMISSIONS = 1000;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServerProcess(env: Record<string, string>): Promise<ChildProcess> {
  // node itself with tsx as a loader: the tsx CLI would run the server in a child process the kill would miss.
  const child = spawn(process.execPath, ["--import", "tsx", "tests/lead-server-process.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("listening on")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`test server exited early (${code}): ${output}`)));
  });
  return child;
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

describe.each(DATABASES)("kill -9 during 1,000 concurrent submissions on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let storage: Storage | null = null;
  let webhook: FakeWebhook | null = null;
  const children: ChildProcess[] = [];

  afterEach(async () => {
    for (const child of children.splice(0)) {
      child.kill("SIGKILL");
      await killed(child);
    }
    await webhook?.close();
    storage?.dispose();
  });

  it("loses no acknowledged lead and delivers every one after the restart", async () => {
    storage = await freshStorage(postgres());
    webhook = await startFakeWebhook();
    const port = await freePort();
    const env = {
      ...storage.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL,
      WEBHOOK_URL: webhook.url,
      LEADS_RATE_LIMIT: "100000",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      LEADS_OUTBOX_POLL_MS: "50",
      // Short lease: notifications claimed by the killed process are retried quickly.
      LEADS_OUTBOX_LEASE_MS: "1000",
    };
    const url = `http://127.0.0.1:${port}/api/leads`;

    const first = await startServerProcess(env);
    children.push(first);
    const submissions = Array.from({ length: SUBMISSIONS }, () => ({
      submissionId: crypto.randomUUID(),
      data: consultoriaLead(),
    }));
    const acknowledged = new Map<string, number>();
    // The visitors kill the first process once 300 leads are acknowledged.
    const firstExited = killed(first);
    const outcomes: (number | "connection lost")[] = [];
    // 100 visitors at a time keep requests in flight at the moment of the kill.
    let next = 0;
    async function visitor(): Promise<void> {
      for (let submission = submissions[next++]; submission; submission = submissions[next++]) {
        try {
          const response = await postLead(url, submission);
          outcomes.push(response.status);
          if (response.status !== 201) continue;
          acknowledged.set(submission.submissionId, response.body.id as number);
          if (acknowledged.size === 300) first.kill("SIGKILL");
        } catch {
          outcomes.push("connection lost");
        }
      }
    }
    await Promise.all(Array.from({ length: 100 }, visitor));
    expect(acknowledged.size).toBeGreaterThanOrEqual(300);
    await firstExited;
    expect(first.signalCode).toBe("SIGKILL");
    const lost = outcomes.filter((outcome) => outcome === "connection lost").length;
    expect(lost).toBeGreaterThan(0);
    expect(acknowledged.size + lost).toBe(SUBMISSIONS);

    const second = await startServerProcess(env);
    children.push(second);
    const handle = await openDatabase({
      dataDir: storage.env.DATA_DIR ?? "",
      databaseUrl: storage.env.DATABASE_URL,
      poolSize: 2,
    });
    try {
      const store = new LeadStore(handle);
      const stored = new Map((await store.listLeads()).map((lead) => [lead.submissionId, lead.id]));
      for (const [submissionId, id] of acknowledged) expect(stored.get(submissionId)).toBe(id);

      // Visitors whose request died retry with the same submission id: no duplicates.
      const unanswered = submissions.filter((candidate) => !acknowledged.has(candidate.submissionId));
      const retries = await Promise.all(unanswered.map((submission) => postLead(url, submission)));
      retries.forEach((retry, index) => {
        expect(retry.status).toBe(201);
        acknowledged.set(unanswered[index]?.submissionId ?? "", retry.body.id as number);
      });
      expect(await store.countLeads()).toBe(SUBMISSIONS);

      const expected = new Set(acknowledged.values());
      await webhook.waitFor(() => new Set(webhook?.delivered()).size === SUBMISSIONS, 120_000);
      expect(new Set(webhook.delivered())).toEqual(expected);
      await expect
        .poll(() => countByStatus(store.db), { timeout: 10_000 })
        .toEqual({
          pending: 0,
          sent: SUBMISSIONS,
          dead: 0,
        });
    } finally {
      await handle.close();
    }
    // Two server starts through tsx and 2,000 requests: minutes on a CI machine busy with other suites.
  }, 240_000);
});
