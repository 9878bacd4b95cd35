import type { RequestListener, Server } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { listen, SERVER_LIMITS, type ServerLimits } from "#server/http/listen";

/** Servers on 127.0.0.1 and raw HTTP clients for tests of the HTTP layer. */

export interface TestServer {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

/** A port nothing listens on now, for a server a test starts itself. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function serve(app: RequestListener, limits: Partial<ServerLimits> = {}): Promise<TestServer> {
  const server = await listen(app, { port: 0, host: "127.0.0.1", limits: { ...SERVER_LIMITS, ...limits } });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface RawExchange {
  /** Writes more bytes on the connection. */
  write(data: string | Buffer): void;
  /** The status line and headers of the first response, once they arrive. */
  head: Promise<{ status: number; headers: string }>;
  /** Everything received, once the server closes the connection. */
  closed: Promise<string>;
  destroy(): void;
}

/**
 * Opens a connection and writes `request` as is (a slow or partial client
 * can be played by writing more later, or nothing at all).
 */
export function rawExchange(port: number, request: string | Buffer): RawExchange {
  const socket = net.connect(port, "127.0.0.1");
  socket.on("error", () => {
    // The server may reset a connection it refused: what was received is what counts.
  });
  const chunks: Buffer[] = [];
  const received = () => Buffer.concat(chunks).toString("utf8");
  const head = new Promise<{ status: number; headers: string }>((resolve, reject) => {
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      const text = received();
      const end = text.indexOf("\r\n\r\n");
      if (end !== -1) resolve({ status: Number(text.slice(9, 12)), headers: text.slice(0, end) });
    });
    socket.on("close", () => reject(new Error(`connection closed before a response: ${JSON.stringify(received())}`)));
  });
  head.catch(() => undefined);
  const closed = new Promise<string>((resolve) => socket.on("close", () => resolve(received())));
  socket.write(request);
  return { write: (data) => socket.write(data), head, closed, destroy: () => socket.destroy() };
}
