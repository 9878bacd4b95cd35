import http, { type RequestListener, type Server } from "node:http";
import type { Socket } from "node:net";

/**
 * What one client may take from the server, set explicitly instead of
 * Node's defaults (docs/decisions/013-… and 029-…; measured by
 * `npm run bench:limits`, docs/benchmarks.md).
 */
export interface ServerLimits {
  /** To send the complete request headers (a connection that sends nothing is closed after this too). */
  headersTimeoutMs: number;
  /** To send the whole request, body included (bodies are at most 16 KB). */
  requestTimeoutMs: number;
  /**
   * An idle kept-alive connection is closed after this. Longer than the idle
   * timeout of the usual reverse proxies (nginx and cloud load balancers
   * keep upstream connections 60 s), so the proxy, not us, closes first and
   * never sends a request down a connection we are closing.
   */
  keepAliveTimeoutMs: number;
  /** How often Node checks the two first limits. */
  checkIntervalMs: number;
  /**
   * A connection with a request in progress and no byte moving either way
   * for this long is closed: a client that stopped reading its answer
   * keeps the answer in the server's memory until then.
   */
  socketIdleTimeoutMs: number;
  /**
   * Open connections at most. One more is closed as soon as it is accepted,
   * so the process keeps file descriptors for its database and files and the
   * connections it has keep working (at the descriptor limit, accept() would
   * fail for everyone, silently).
   */
  maxConnections: number;
  /**
   * Requests one connection may have in progress at once (HTTP/1.1
   * pipelining). Browsers and proxies send one at a time; a client that
   * pipelines hundreds without reading the answers had the server render
   * them all and hold them in memory. Past the limit the connection is closed.
   */
  maxPipelinedRequests: number;
}

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 65_000,
  checkIntervalMs: 1_000,
  socketIdleTimeoutMs: 30_000,
  maxConnections: 1_000,
  maxPipelinedRequests: 2,
};

/** A limit was reached: the server closed a connection instead of serving it. */
export type LimitEvent = "connection-refused" | "pipelining-refused";

/** The server could not take its port: one line for the operator, the process must exit. */
export class ListenError extends Error {
  override name = "ListenError";
}

function explain(error: NodeJS.ErrnoException, host: string, port: number): string {
  const where = `${host}:${port}`;
  switch (error.code) {
    case "EADDRINUSE":
      return `Cannot listen on ${where}: the port is already in use (is another server running?). Stop it or set another PORT.`;
    case "EACCES":
      return `Cannot listen on ${where}: permission denied (ports below 1024 need privileges). Set another PORT.`;
    case "EADDRNOTAVAIL":
      return `Cannot listen on ${where}: HOST is not an address of this machine.`;
    default:
      return `Cannot listen on ${where}: ${error.code ?? "error"}: ${error.message}`;
  }
}

/** The handler, closing any connection that has more than `max` requests in progress. */
export function limitPipelining(handler: RequestListener, max: number, onRefused: () => void): RequestListener {
  const inProgress = new WeakMap<Socket, number>();
  return (req, res) => {
    const socket = req.socket;
    // Requests parsed from the same chunk still arrive after the connection was closed: nothing to do for them.
    if (socket.destroyed) return;
    const count = (inProgress.get(socket) ?? 0) + 1;
    if (count > max) {
      onRefused();
      socket.destroy();
      return;
    }
    inProgress.set(socket, count);
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      inProgress.set(socket, (inProgress.get(socket) ?? 1) - 1);
    };
    res.once("finish", done);
    res.once("close", done);
    handler(req, res);
  };
}

/** An HTTP server with these limits, listening; rejects with a ListenError when the port cannot be had. */
export function listen(
  handler: RequestListener,
  options: { port: number; host: string; limits?: ServerLimits; onLimit?: (event: LimitEvent) => void },
): Promise<Server> {
  const limits = options.limits ?? SERVER_LIMITS;
  const onLimit = options.onLimit ?? (() => undefined);
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    limitPipelining(handler, limits.maxPipelinedRequests, () => onLimit("pipelining-refused")),
  );
  server.timeout = limits.socketIdleTimeoutMs;
  server.maxConnections = limits.maxConnections;
  server.on("drop", () => onLimit("connection-refused"));
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.close();
      reject(new ListenError(explain(error, options.host, options.port)));
    };
    server.once("error", onError);
    server.listen(options.port, options.host, () => {
      server.off("error", onError);
      resolve(server);
    });
  });
}
