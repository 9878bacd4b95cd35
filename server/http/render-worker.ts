import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import type { ServerBuild } from "react-router";
import type { ServerContext } from "#app/load-context";
import type { MarketData } from "#app/features/tools/market-data";
import { renderResult, SCRIPT_MARKER, type RenderedResult, type ResultJob } from "./result-render";
import { createHandler } from "./request-handler";

/** What the pool starts a worker with. */
export interface RenderWorkerData {
  /** file: URL of the server build (BUILD_DIR/server/index.js). */
  buildUrl: string;
  siteUrl: string;
  mode: "production" | "development";
}

/** A render asked of a worker: the page, and the Banco Central data of the moment it was asked for. */
export interface RenderRequest {
  id: number;
  job: ResultJob;
  marketData: MarketData;
}

export type RenderReply = { id: number; page: RenderedResult | null } | { id: number; error: string };

function unavailable(what: string): never {
  throw new Error(`${what} is not available to a result page rendered in a worker (decision 046)`);
}

/**
 * What a result page's loaders get in a worker: what the main thread gives them (server/app.ts) except the
 * services only actions and the panel use, which live in the main thread; a loader that reached for them
 * would fail loudly here rather than write from another thread.
 */
function workerContext(marketData: MarketData): ServerContext {
  return {
    nonce: SCRIPT_MARKER,
    cacheable: true,
    clientIp: "",
    publicPaths: [],
    marketData,
    get leads(): ServerContext["leads"] {
      return unavailable("The lead intake");
    },
    get panel(): ServerContext["panel"] {
      return unavailable("The panel");
    },
  };
}

const port = parentPort;
if (!port) throw new Error("render-worker runs as a worker thread (server/http/render-pool.ts)");
const { buildUrl, siteUrl, mode } = workerData as RenderWorkerData;
// Asked for before the build has loaded, a render waits for it.
const handler = import(buildUrl).then((build: ServerBuild) => createHandler(build, mode));
// A build that cannot load ends the worker: the pool counts it as lost and, after three in a row, starts no more.
handler.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

async function answer(to: MessagePort, { id, job, marketData }: RenderRequest): Promise<void> {
  let reply: RenderReply;
  try {
    reply = { id, page: await renderResult(await handler, siteUrl, workerContext(marketData), job) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  // Copied, not transferred: 50 KB copy in a few microseconds, and a small Buffer may share Node's pool.
  to.postMessage(reply);
}

/**
 * One render at a time, in the order sent: the pool sends the next render before this one is answered
 * (render-pool.ts), and it starts as soon as this one ends.
 */
let previous = Promise.resolve();
port.on("message", (request: RenderRequest) => {
  previous = previous.then(() => answer(port, request));
});
