// Bundles the Express server (server/main.ts and what it imports from app/)
// into BUILD_DIR/node/main.js; npm packages stay external and load from node_modules.
import { build } from "esbuild";

const outDir = `${process.env.BUILD_DIR ?? "build"}/node`;

await build({
  entryPoints: ["server/main.ts"],
  outfile: `${outDir}/main.js`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
