import { execFile, spawn } from "node:child_process";
import { builtinModules } from "node:module";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/connect";
import { LeadStore } from "../db/lead-store";

/**
 * `npm run leads` as the owner runs it: the CLI bundle (built like the
 * server's), started by plain Node in the project folder, with its settings
 * in `.env` the way the server reads them.
 */

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
// Inside the project, so the bundle's npm imports resolve from its node_modules as in build/.
const BUILD_DIR = path.join(ROOT, "node_modules/.cache/leads-bundle-test", String(process.pid));
const BUNDLE = path.join(BUILD_DIR, "node/leads.js");

async function cli(cwd: string, ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BUNDLE, ...argv], { cwd, env: { PATH: process.env.PATH } });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
}

describe("the lead CLI bundle", () => {
  const folders: string[] = [];

  function folder(prefix: string): string {
    const created = mkdtempSync(path.join(os.tmpdir(), prefix));
    folders.push(created);
    return created;
  }

  beforeAll(async () => {
    await run(process.execPath, ["scripts/build-server.mjs", "leads"], {
      cwd: ROOT,
      env: { ...process.env, BUILD_DIR },
    });
  });

  afterAll(() => {
    for (const created of [...folders, BUILD_DIR]) rmSync(created, { recursive: true, force: true });
  });

  it("honours an LGPD deletion with DATA_DIR set only in .env", async () => {
    const dataDir = folder("leads-data-");
    const project = folder("leads-project-");
    writeFileSync(path.join(project, ".env"), `DATA_DIR=${dataDir}\nLOG_LEVEL=warn\n`);
    const handle = await openDatabase({ dataDir });
    const store = new LeadStore(handle);
    await store.insertLeads([
      {
        form: "newsletter",
        submissionId: crypto.randomUUID(),
        data: { email: "titular@x.com" },
        email: "titular@x.com",
        ip: null,
        userAgent: null,
        createdAt: Date.now(),
      },
    ]);
    try {
      const forget = await cli(project, "forget", "--email", "titular@x.com");
      expect(forget.err).toBe("");
      expect(forget.out).toContain("Dados pessoais de 1 lead(s) de titular@x.com apagados");
      const [row] = await handle.db.selectFrom("leads").select(["email", "anonymized_at"]).execute();
      expect(row?.email).toBe("");
      expect(row?.anonymized_at).not.toBeNull();
    } finally {
      await handle.close();
    }
  });

  it("ends quietly when the reader closes the pipe early (export | head)", async () => {
    const dataDir = folder("leads-data-");
    const handle = await openDatabase({ dataDir });
    // Far more than a pipe holds (64 KB), so the CLI is still writing when the reader goes away.
    await new LeadStore(handle).insertLeads(
      Array.from({ length: 3000 }, (_, index) => ({
        form: "newsletter" as const,
        submissionId: crypto.randomUUID(),
        data: { email: `leitor${index}@x.com` },
        email: `leitor${index}@x.com`,
        ip: null,
        userAgent: null,
        createdAt: Date.now(),
      })),
    );
    await handle.close();
    const child = spawn(process.execPath, [BUNDLE, "export", "--format", "csv"], {
      cwd: folder("leads-project-"),
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    // Like head: read the first lines, then close the pipe.
    child.stdout.once("data", () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(stderr).toBe("");
    expect(code).toBe(0);
  });

  it("stops with one line naming a bad setting, like the server", async () => {
    const project = folder("leads-project-");
    writeFileSync(path.join(project, ".env"), "TRUST_PROXY=true\n");
    const result = await cli(project, "list");
    expect(result.code).toBe(1);
    expect(result.err.trim()).toMatch(/^Invalid configuration: TRUST_PROXY: [^\n]+$/);
  });

  it("needs only the runtime dependencies (no tsx)", () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    const imported = [...readFileSync(BUNDLE, "utf8").matchAll(/^import .*? from "([^"]+)";$/gm)].map(
      (match) => match[1] ?? "",
    );
    const packages = imported
      .filter((name) => !name.startsWith("node:") && !builtinModules.includes(name))
      .map((name) => (name.startsWith("@") ? name.split("/").slice(0, 2).join("/") : (name.split("/")[0] ?? name)));
    expect(packages.length).toBeGreaterThan(0);
    for (const name of packages) expect(Object.keys(manifest.dependencies), name).toContain(name);
    expect(Object.keys(manifest.dependencies)).not.toContain("tsx");
  });
});
