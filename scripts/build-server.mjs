// Bundles the Express server (server/main.ts) and the lead CLI (server/cli/leads.ts),
// with what they import from app/, into BUILD_DIR/node/main.js and leads.js; npm
// packages stay external and load from node_modules. `node scripts/build-server.mjs leads`
// builds only the CLI.
import { build } from "esbuild";

const outDir = `${process.env.BUILD_DIR ?? "build"}/node`;
const bundles = { main: "server/main.ts", leads: "server/cli/leads.ts" };
const wanted = process.argv.slice(2);

for (const [name, entry] of Object.entries(bundles)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  await build({
    entryPoints: [entry],
    outfile: `${outDir}/${name}.js`,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
}
