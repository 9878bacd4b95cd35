import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { cpus, totalmem } from "node:os";

/** "2 × AMD EPYC …, 24 GiB RAM, Node v20.20.2" — the machine a benchmark ran on. */
export function machineDescription(): string {
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  const ram = Math.round(totalmem() / 1024 ** 3);
  return `${cpus().length} × ${cpu}, ${ram} GiB RAM, Node ${process.version}, ${process.platform}`;
}

/** The value after `--name` on the command line, if given. */
export function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const file = "docs/benchmarks.md";
const header = "# Benchmarks\n\nFigures written by `npm run bench:*`; each section says when and where it ran.\n";

/** Replaces (or appends) the `## title` section of docs/benchmarks.md, keeping the others. */
export function writeBenchmarkSection(title: string, body: string): void {
  const current = existsSync(file) ? readFileSync(file, "utf8") : header;
  const sections = current.split(/^(?=## )/m);
  const intro = sections[0]?.startsWith("## ") ? header : (sections.shift() ?? header);
  const section = `## ${title}\n\n${body.trim()}\n\n`;
  const index = sections.findIndex((s) => s.startsWith(`## ${title}\n`));
  if (index >= 0) sections[index] = section;
  else sections.push(section);
  writeFileSync(file, `${intro.trimEnd()}\n\n${sections.join("").trimEnd()}\n`);
}

/** The body of docs/benchmarks.md's `## title` section as last written, or null. */
export function benchmarkSection(title: string): string | null {
  if (!existsSync(file)) return null;
  const section = readFileSync(file, "utf8")
    .split(/^(?=## )/m)
    .find((s) => s.startsWith(`## ${title}\n`));
  return section ? section.slice(`## ${title}\n`.length).trim() : null;
}
