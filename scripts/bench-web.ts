/**
 * npm run bench:web — Lighthouse (mobile, default simulated throttling) over
 * every page of the sitemap, against the production build served locally in
 * Debian's Chromium. Prints a table and writes it to docs/benchmarks.md.
 * Usage: npm run bench:web [-- --only /,/blog]
 */
import { spawn, execSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumExecutable } from "../e2e/chromium";
import { machineDescription, writeBenchmarkSection } from "./bench-report";

const port = 3300;
const debugPort = 9333;
const origin = `http://127.0.0.1:${port}`;
const buildDir = process.env.BUILD_DIR ?? "build";

interface Row {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  jsFiles: number;
}

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await fetch(`${origin}/healthz`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not start");
}

/** Pages measured a second time, with the error of their first run. */
const remeasured: string[] = [];

/**
 * One Lighthouse run. A run that ends in a runtime error (a trace that could
 * not be read, a tab that never painted) measured nothing, so it is said and
 * tried once more; a second error is reported as it is.
 */
async function measure(path: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${origin}${path}`, {
      port: debugPort,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const error = result.lhr.runtimeError;
    if (!error || attempt === 2) {
      if (error) console.error(`${path}: Lighthouse could not measure the page again: ${error.code} ${error.message}`);
      return result;
    }
    console.error(`${path}: Lighthouse could not measure the page (${error.code} ${error.message}); measuring again`);
    remeasured.push(`${path} (${error.code})`);
  }
}

async function main() {
  if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
  const server = spawn(process.execPath, [join(buildDir, "node/main.js")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SITE_URL: origin, LOG_LEVEL: "warn", DATA_DIR: mkdtempSync(join(tmpdir(), "bench-web-")) },
    stdio: "inherit",
  });
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: [...chromiumArgs, `--remote-debugging-port=${debugPort}`],
  });
  try {
    await waitForServer();
    const onlyIndex = process.argv.indexOf("--only");
    const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
    const paths =
      onlyIndex >= 0
        ? process.argv[onlyIndex + 1]!.split(",")
        : [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

    const rows: Row[] = [];
    for (const path of paths) {
      const result = await measure(path);
      const { categories, audits } = result.lhr;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      const requests = (audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? [];
      const scripts = requests.filter((r) => r.resourceType === "Script");
      const row: Row = {
        path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
        cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        jsKb: Math.round(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024),
        jsFiles: scripts.length,
      };
      rows.push(row);
      console.log(`${path}: perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms CLS ${row.cls} JS ${row.jsKb} KB in ${row.jsFiles} files`);
    }

    const table = [
      "| page | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | CLS | JS (KB, compressed) | JS files |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...rows.map((r) => `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsKb} | ${r.jsFiles} |`),
    ].join("\n");
    const failing = rows.filter((r) => r.performance < 95 || r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100);
    const summary = failing.length
      ? `Below target (performance ≥ 95, others = 100): ${failing.map((r) => r.path).join(", ")}.`
      : "Every page meets the targets (performance ≥ 95; accessibility, best practices and SEO = 100).";
    const retries = remeasured.length ? `\n\nMeasured a second time after a Lighthouse runtime error: ${remeasured.join(", ")}.` : "";
    console.log(`\n${table}\n\n${summary}${retries}`);
    if (onlyIndex < 0) {
      writeBenchmarkSection(
        "Web (Lighthouse)",
        `Run on ${new Date().toISOString().slice(0, 10)} on ${machineDescription()}; Lighthouse mobile preset with default simulated throttling, Chromium ${browser.version()}, production build on 127.0.0.1.\n\n${table}\n\n${summary}${retries}`,
      );
    }
  } finally {
    await browser.close();
    server.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
