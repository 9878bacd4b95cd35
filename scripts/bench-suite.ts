/**
 * npm run bench:suite — how long `npm test` takes, phase by phase (issue 36:
 * at most 10 minutes on an idle 2-core machine; issue 12: green while
 * `stress-ng --cpu 2` runs beside it).
 *
 * Runs the phases of `npm test` in its order (typecheck and lint together, Vitest,
 * build, Playwright) one or more times, optionally beside `stress-ng --cpu 2`, stops
 * at the first failing phase, and writes the figures to docs/benchmarks.md
 * ("Test suite"). Each run's output goes to a log file whose path is printed.
 * Usage: npm run bench:suite [-- --runs 3] [--stress]
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, openSync, closeSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { machineDescription, option, writeBenchmarkSection } from "./bench-report";

const runs = Number(option("--runs") ?? 1);
const stress = process.argv.includes("--stress");

const phases = [
  // `npm test` generates React Router's route types once, then runs TypeScript and ESLint at the same time.
  {
    name: "typecheck + lint",
    command: ["sh", "-c", `react-router typegen && node scripts/together.mjs "tsc --noEmit" "eslint ."`],
  },
  { name: "Vitest", command: ["npm", "run", "-s", "test:unit"] },
  // What `npm run test:e2e` builds: the site with the business identity the sweeps read (scripts/build-e2e.ts).
  { name: "build", command: ["npx", "tsx", "scripts/build-e2e.ts"] },
  { name: "Playwright", command: ["npx", "playwright", "test"] },
] as const;

interface Run {
  seconds: Record<string, number>;
  failed: string | null;
  load: string;
}

function startStress() {
  const check = spawnSync("stress-ng", ["--version"], { stdio: "ignore" });
  if (check.error) throw new Error("stress-ng is missing: apt-get install -y stress-ng");
  return spawn("stress-ng", ["--cpu", "2", "--timeout", "0"], { stdio: "ignore" });
}

function runSuite(index: number): Run {
  const log = join(mkdtempSync(join(tmpdir(), "bench-suite-")), `run-${index}.log`);
  const out = openSync(log, "w");
  const stressor = stress ? startStress() : null;
  const seconds: Record<string, number> = {};
  let failed: string | null = null;
  try {
    for (const phase of phases) {
      const started = performance.now();
      const [command, ...args] = phase.command;
      const result = spawnSync(command, args, { stdio: ["ignore", out, out] });
      seconds[phase.name] = (performance.now() - started) / 1000;
      console.log(`run ${index}: ${phase.name} ${seconds[phase.name]!.toFixed(0)} s, exit ${result.status}`);
      if (result.status !== 0) {
        failed = phase.name;
        break;
      }
    }
  } finally {
    stressor?.kill();
    closeSync(out);
  }
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ");
  console.log(`run ${index}: ${failed ? `failed in ${failed}` : "passed"}; output in ${log}`);
  return { seconds, failed, load };
}

const results = Array.from({ length: runs }, (_, index) => runSuite(index + 1));

const minutes = (seconds: number) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
const header = `| run | ${phases.map((phase) => `${phase.name} (s)`).join(" | ")} | total | result | load (1/5/15 min) |`;
const rows = results.map((run, index) => {
  const total = Object.values(run.seconds).reduce((sum, value) => sum + value, 0);
  const cells = phases.map((phase) => (phase.name in run.seconds ? run.seconds[phase.name]!.toFixed(0) : "–"));
  return `| ${index + 1} | ${cells.join(" | ")} | ${minutes(total)} | ${run.failed ? `failed in ${run.failed}` : "passed"} | ${run.load} |`;
});
writeBenchmarkSection(
  stress ? "Test suite beside stress-ng --cpu 2" : "Test suite on an idle machine",
  [
    `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machineDescription()}.`,
    "",
    `\`npm run bench:suite${stress ? " -- --stress" : ""}\`: the phases of \`npm test\` in its order, ${
      stress ? "with `stress-ng --cpu 2` keeping both cores busy beside them" : "nothing else running"
    }. Target: ${stress ? "every run passes" : "at most 10 minutes"}.`,
    "",
    header,
    `| ---: | ${phases.map(() => "---:").join(" | ")} | ---: | --- | --- |`,
    ...rows,
  ].join("\n"),
);
if (results.some((run) => run.failed)) process.exitCode = 1;
