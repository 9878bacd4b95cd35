import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { requestLog } from "./request-log";

let server: Server | undefined;

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that logs each request as the site's does and answers `status`; returns its address and the log lines. */
async function loggingServer(status = 200): Promise<{ origin: string; lines: string[] }> {
  const lines: string[] = [];
  const logger = pino(
    { level: "info", base: undefined, timestamp: false },
    { write: (line: string) => void lines.push(line) },
  );
  const logRequest = requestLog(logger);
  server = createServer((req, res) => {
    logRequest(req, res);
    res.statusCode = status;
    res.end();
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, lines };
}

/** The log lines arrive when the response finishes, just after the client has its answer. */
async function logged(lines: string[], count: number): Promise<Record<string, unknown>[]> {
  await expect.poll(() => lines.length).toBe(count);
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("requestLog", () => {
  it("logs the page without its query string: what a visitor typed into a tool is never written", async () => {
    const { origin, lines } = await loggingServer();
    const query = "sexo=f&peso=62&altura=165&idade=34";
    await fetch(`${origin}/ferramentas/calculadora-imc-metabolismo?${query}`, {
      headers: { "X-Forwarded-For": "203.0.113.7" },
    });
    const [entry] = await logged(lines, 1);
    expect(Object.keys(entry ?? {}).sort()).toEqual(["level", "method", "ms", "msg", "path", "status"]);
    expect(entry).toMatchObject({ method: "GET", path: "/ferramentas/calculadora-imc-metabolismo", status: 200 });
    for (const text of ["?", "peso", "altura", "203.0.113.7", "127.0.0.1"]) expect(lines[0]).not.toContain(text);
  });

  it("logs a failure as an error, and health checks not at all", async () => {
    const { origin, lines } = await loggingServer(500);
    await fetch(`${origin}/healthz`);
    await fetch(`${origin}/contato`);
    const [entry] = await logged(lines, 1);
    expect(entry).toMatchObject({ level: 50, path: "/contato", status: 500 });
  });
});
