// `npm run leads -- <command>`: bundles the lead CLI (a second, so it always matches the
// sources), then runs it with the arguments given. Plain Node at run time, no tsx.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

const bundle = path.resolve(process.env.BUILD_DIR ?? "build", "node/leads.js");
execFileSync(process.execPath, ["scripts/build-server.mjs", "leads"], { stdio: "inherit" });
await import(pathToFileURL(bundle).href);
