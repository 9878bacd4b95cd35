import { ConfigError, parseEnv } from "~/config/env.server";
import { runLeadsCli } from "./leads-cli";

/** Entry of `npm run leads -- <command>`; reads the same environment as the server (DATA_DIR, DATABASE_URL). */
try {
  process.exitCode = await runLeadsCli(process.argv.slice(2), parseEnv(), {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  });
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
