import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { serve, type TestServer } from "#tests/http";
import { ListenError } from "./http/listen";
import { limitReporter, startServer } from "./start";

/** A stand-in for the lead pipeline that records what the server did with it. */
function pipeline() {
  const events: string[] = [];
  return {
    events,
    leads: {
      start: () => void events.push("start"),
      stop: async () => void events.push("stop"),
    },
  };
}

describe("startServer", () => {
  const servers: { close(): Promise<void> | void }[] = [];
  const logs: { msg: string }[] = [];
  const logger = pino(
    { level: "info" },
    { write: (line: string) => void logs.push(JSON.parse(line) as { msg: string }) },
  );

  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
    logs.length = 0;
  });

  it("on a port already in use, stops the lead pipeline and never says it is listening", async () => {
    const taken: TestServer = await serve(() => undefined);
    servers.push(taken);
    const { events, leads } = pipeline();
    const env = { PORT: taken.port, HOST: "127.0.0.1", SITE_URL: "http://localhost:3000", MAX_CONNECTIONS: 1000 };
    await expect(startServer({ app: () => undefined, env, leads, logger })).rejects.toBeInstanceOf(ListenError);
    expect(events).toEqual(["stop"]);
    expect(logs.map((log) => log.msg)).not.toContain("server listening");
  });

  it("starts the lead pipeline only once it listens", async () => {
    const { events, leads } = pipeline();
    const env = { PORT: 0, HOST: "127.0.0.1", SITE_URL: "http://localhost:3000", MAX_CONNECTIONS: 1000 };
    const server = await startServer({ app: (_req, res) => res.end("ok"), env, leads, logger });
    servers.push({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
    expect(events).toEqual(["start"]);
    expect(logs.map((log) => log.msg)).toEqual(["server listening"]);
  });

  it("reports the connections the limits closed in one line per interval, with how many", async () => {
    const report = limitReporter(logger, 20);
    for (let index = 0; index < 500; index++) report("connection-refused");
    report("pipelining-refused");
    await expect.poll(() => logs.length).toBe(1);
    expect(logs[0]).toMatchObject({
      msg: "connection limits reached: connections closed",
      connectionsRefused: 500,
      pipeliningRefused: 1,
    });
  });
});
