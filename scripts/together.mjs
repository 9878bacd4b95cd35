/**
 * node scripts/together.mjs "<command>" "<command>" … — runs the commands at the same time and fails if any fails.
 *
 * `npm test` runs TypeScript and ESLint through it (decision 087): each is one single-threaded process, so on two
 * cores the pair takes about as long as the slower one instead of both in turn. Each command's output is printed
 * whole when it ends, so the two never interleave; the exit code is the first failing command's.
 */
import { spawn } from "node:child_process";

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/together.mjs "<command>" "<command>" …');
  process.exit(2);
}

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      process.stdout.write(`> ${command}${status === 0 ? "" : ` (failed: exit ${code ?? signal})`}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });
}

const statuses = await Promise.all(commands.map(run));
process.exitCode = statuses.find((status) => status !== 0) ?? 0;
