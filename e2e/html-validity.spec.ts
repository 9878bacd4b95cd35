import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";

/**
 * Every prerendered page (build/client/**\/index.html and the not-found page,
 * 404.html) passes the Nu HTML Checker (vnu.jar from the vnu-jar package) with
 * zero errors. One Java process checks all the files at once (a few seconds);
 * Java 11 or later must be on the PATH (Debian: apt-get install
 * default-jre-headless; .ci/run installs it).
 */

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = join(buildDir, "client");
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

function prerenderedPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() && (entry.name === "index.html" || join(entry.parentPath, entry.name) === join(dir, "404.html")),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

test("every prerendered page is valid HTML", async () => {
  test.setTimeout(120_000);
  const files = prerenderedPages(clientDir);
  expect(files.length).toBeGreaterThan(50);
  expect(files).toContain(join(clientDir, "404.html"));

  // vnu exits with 1 when it reports an error; its JSON report (on stderr) is what counts.
  const { stderr } = await promisify(execFile)(
    "java",
    ["-jar", vnuJar, "--errors-only", "--format", "json", ...files],
    {
      maxBuffer: 32 * 1024 * 1024,
    },
  ).catch((error: NodeJS.ErrnoException & { stderr?: string }) => {
    if (error.code === "ENOENT")
      throw new Error("Java not found: install Java 11+ (Debian: apt-get install default-jre-headless)");
    return { stderr: error.stderr ?? "" };
  });
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  const report = messages.map(
    (m) =>
      `${relative(clientDir, new URL(m.url ?? "file:///").pathname)}:${m.lastLine ?? "?"} ${m.message}\n    ${m.extract ?? ""}`,
  );
  expect(report, report.join("\n")).toEqual([]);
});
