// Bundles the Express server (server/boot.ts, which loads server/main.ts once the process
// is set up), its render workers (server/render-worker.ts, decision 046) and the lead CLI
// (server/cli/leads.ts), with what they import from app/, into BUILD_DIR/node/main.js and
// render-worker.js (plus the chunks they load) and leads.js; npm packages stay external and
// load from node_modules. `node scripts/build-server.mjs leads` builds only the CLI.
import { existsSync, readdirSync, rmSync } from "node:fs";
import { build } from "esbuild";

const outDir = `${process.env.BUILD_DIR ?? "build"}/node`;
const bundles = {
  main: { main: "server/boot.ts", "render-worker": "server/render-worker.ts" },
  leads: { leads: "server/cli/leads.ts" },
};
const wanted = process.argv.slice(2);

for (const [name, entryPoints] of Object.entries(bundles)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  const split = Object.keys(entryPoints).length > 1;
  // Chunks are named by content: the previous build's would otherwise stay beside the new ones.
  const prefixes = split ? [...Object.keys(entryPoints), "chunk"] : [name];
  const previous = existsSync(outDir)
    ? readdirSync(outDir).filter((file) => prefixes.some((prefix) => file.startsWith(`${prefix}-`)))
    : [];
  for (const file of previous) rmSync(`${outDir}/${file}`);
  await build({
    // Each entry imports its code as a chunk of its own, so packages load only after the entry has set the
    // process (or the worker) up; the server and its workers share the chunks they both need.
    entryPoints,
    outdir: outDir,
    splitting: split,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
}
