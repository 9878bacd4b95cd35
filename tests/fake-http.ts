import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An HTTP service on 127.0.0.1 for tests, standing in for a third party
 * (the chat webhook, Meta's Graph API): records every POST, with its path
 * and parsed JSON payload, and answers as the test scripts it (status, body,
 * headers, a delay, or never answering at all).
 */

export type FakeReply = { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number } | "hang";

export interface FakeCall<Body> {
  /** 1-based order of arrival. */
  number: number;
  path: string;
  payload: Body;
  /** Lead id the call is about, as `leadIdOf` reads it from the payload. */
  leadId: number;
  receivedAt: number;
  status: number | "hang";
}

export interface FakeHttp<Body> {
  /** The server's origin, http://127.0.0.1:<port>. */
  origin: string;
  calls: FakeCall<Body>[];
  /** Lead ids of calls answered 2xx, in order (repeats included). */
  delivered(): number[];
  reply(handler: (call: FakeCall<Body>) => FakeReply): void;
  waitFor(predicate: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * `refuse` answers what the real service refuses whatever the test scripted (null: not refused), so a
 * scripted success never hides a payload the service would turn away.
 */
export async function startFakeHttp<Body>(
  leadIdOf: (body: Body) => number,
  defaultReply: FakeReply,
  refuse: (body: Body) => FakeReply | null = () => null,
): Promise<FakeHttp<Body>> {
  const calls: FakeCall<Body>[] = [];
  let handler: (call: FakeCall<Body>) => FakeReply = () => defaultReply;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const payload = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Body;
      const call: FakeCall<Body> = {
        number: calls.length + 1,
        path: req.url ?? "",
        payload,
        leadId: leadIdOf(payload),
        receivedAt: Date.now(),
        status: 0,
      };
      const reply = refuse(payload) ?? handler(call);
      call.status = reply === "hang" ? "hang" : reply.status;
      calls.push(call);
      if (reply === "hang") return;
      const text = reply.body === undefined ? "" : JSON.stringify(reply.body);
      setTimeout(() => {
        res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
        res.end(text);
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    delivered: () =>
      calls.filter((call) => typeof call.status === "number" && call.status < 300).map((call) => call.leadId),
    reply(next) {
      handler = next;
    },
    async waitFor(predicate, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`fake service: condition not met within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
