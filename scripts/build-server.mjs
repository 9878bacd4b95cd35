// Bundles the Express server (server/boot.ts, which loads server/main.ts once the process
// is set up) and the lead CLI (server/cli/leads.ts), with what they import from app/, into
// BUILD_DIR/node/main.js (plus the chunk it loads) and leads.js; npm packages stay external
// and load from node_modules. `node scripts/build-server.mjs leads` builds only the CLI.
import { existsSync, readdirSync, rmSync } from "node:fs";
import { build } from "esbuild";

const outDir = `${process.env.BUILD_DIR ?? "build"}/node`;
const bundles = { main: "server/boot.ts", leads: "server/cli/leads.ts" };
const wanted = process.argv.slice(2);

for (const [name, entry] of Object.entries(bundles)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  // Chunks are named by content: the previous build's would otherwise stay beside the new ones.
  const previous = existsSync(outDir) ? readdirSync(outDir).filter((file) => file.startsWith(`${name}-`)) : [];
  for (const file of previous) rmSync(`${outDir}/${file}`);
  await build({
    // main.js imports the server as a chunk of its own, so its packages load only after main.js has run.
    entryPoints: { [name]: entry },
    outdir: outDir,
    splitting: name === "main",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
}
