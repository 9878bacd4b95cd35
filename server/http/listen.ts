import http, { type RequestListener, type Server } from "node:http";

/**
 * How long a client may take, set explicitly instead of Node's defaults
 * (a request body could trickle in for 300 s, holding its socket and memory).
 */
export interface ServerTimeouts {
  /** To send the complete request headers. */
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
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 65_000,
  checkIntervalMs: 1_000,
};

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

/** An HTTP server with these timeouts, listening; rejects with a ListenError when the port cannot be had. */
export function listen(
  handler: RequestListener,
  options: { port: number; host: string; timeouts?: ServerTimeouts },
): Promise<Server> {
  const timeouts = options.timeouts ?? SERVER_TIMEOUTS;
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    handler,
  );
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
