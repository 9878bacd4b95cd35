import http from "node:http";
import type { AddressInfo } from "node:net";
import type { WebhookPayload } from "~/features/leads/webhook-payload";

/**
 * A chat webhook on 127.0.0.1 for tests: records every call and answers as
 * the test scripts it (status, body, headers, or never answering at all).
 */

export type FakeReply = { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number } | "hang";

export interface WebhookCall {
  /** 1-based order of arrival. */
  number: number;
  payload: WebhookPayload;
  /** Lead id read from the embed title ("… — lead #42"). */
  leadId: number;
  receivedAt: number;
  status: number | "hang";
}

export interface FakeWebhook {
  url: string;
  calls: WebhookCall[];
  /** Lead ids of calls answered 2xx, in order (repeats included). */
  delivered(): number[];
  reply(handler: (call: WebhookCall) => FakeReply): void;
  waitFor(predicate: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function leadIdOf(payload: WebhookPayload): number {
  const match = /lead #(\d+)/.exec(payload.embeds[0].title);
  return match ? Number(match[1]) : -1;
}

export async function startFakeWebhook(): Promise<FakeWebhook> {
  const calls: WebhookCall[] = [];
  let handler: (call: WebhookCall) => FakeReply = () => ({ status: 204 });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const payload = JSON.parse(Buffer.concat(chunks).toString("utf8")) as WebhookPayload;
      const call: WebhookCall = {
        number: calls.length + 1,
        payload,
        leadId: leadIdOf(payload),
        receivedAt: Date.now(),
        status: 0,
      };
      const reply = handler(call);
      call.status = reply === "hang" ? "hang" : reply.status;
      calls.push(call);
      if (reply === "hang") return;
      const body = reply.body === undefined ? "" : JSON.stringify(reply.body);
      setTimeout(() => {
        res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
        res.end(body);
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api/webhooks/123/token`,
    calls,
    delivered: () =>
      calls.filter((call) => typeof call.status === "number" && call.status < 300).map((call) => call.leadId),
    reply(next) {
      handler = next;
    },
    async waitFor(predicate, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`fake webhook: condition not met within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
