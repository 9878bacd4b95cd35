import { ConfigError, env } from "#app/config/env.server";
import { runLeadsCli } from "./leads-cli";

/**
 * Entry of `npm run leads -- <command>` (bundled into BUILD_DIR/node/leads.js):
 * the server's own validated configuration, `.env` included, so DATA_DIR and
 * DATABASE_URL point at the same leads the server stores.
 */

// `export … | head` closes the pipe once it has read enough: the rest is not wanted, so stop quietly instead of
// dying on an unhandled EPIPE with a stack trace. Any other output error is still thrown.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(0);
});

try {
  process.exitCode = await runLeadsCli(process.argv.slice(2), env(), {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    async readStdin() {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString("utf8");
    },
  });
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
