import { Worker } from "node:worker_threads";
import type { MarketData } from "#app/features/tools/market-data";
import type { RenderReply, RenderRequest, RenderWorkerData } from "./render-worker";
import type { RenderedResult, ResultJob } from "./result-render";

/** The worker holding a render stopped (it crashed, or the pool closed): the render can be done elsewhere. */
export class RenderWorkerLost extends Error {
  override name = "RenderWorkerLost";
}

export interface RenderPoolOptions {
  /** Worker threads, each rendering one page at a time (and holding the next, IN_FLIGHT_PER_WORKER). */
  size: number;
  /** The workers' entry module: build/node/render-worker.js (server/render-worker.ts). */
  entry: URL;
  workerData: RenderWorkerData;
  /** A worker stopped on its own (it is replaced): for the log. */
  onWorkerLost?: (error: Error) => void;
}

export interface RenderPool {
  /** Renders in the first free worker, in the order asked; rejects with RenderWorkerLost if that worker dies. */
  render(job: ResultJob, marketData: MarketData): Promise<RenderedResult | null>;
  /** Stops every worker; renders not finished are rejected with RenderWorkerLost. */
  close(): Promise<void>;
}

interface Pending {
  request: RenderRequest;
  resolve: (page: RenderedResult | null) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Renders sent to the worker and not answered yet, oldest first: the one it renders, then the next. */
  held: Pending[];
}

/**
 * Renders a worker holds at once: the one it renders and the next, which it starts as soon as it answers the first.
 * With one, a worker waited for the main thread to receive each answer and send the next render: when every core
 * was busy, that wait was some 7 % of a worker's time.
 */
const IN_FLIGHT_PER_WORKER = 2;

/**
 * Workers lost in a row, with no render finished in between, after which the pool stops replacing them (a
 * build that cannot load, a machine out of memory): renders are then rejected at once, and done in the main
 * thread by the caller.
 */
const MAX_LOST_IN_A_ROW = 3;

/**
 * Calculator results rendered in worker threads (decision 046): each imports
 * the same server build and renders with React Router's request handler, so
 * the main thread only answers, from its cache, while renders use the other
 * cores. A worker that dies is replaced; the render it held is rejected so
 * the caller can do it in the main thread, and no request is lost.
 */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const slots = new Set<Slot>();
  const queue: Pending[] = [];
  let nextId = 0;
  let lostInARow = 0;
  let closed = false;

  /** Sends waiting renders to the workers holding the fewest, so an idle worker is served first. */
  function dispatch(): void {
    while (queue.length > 0) {
      let target: Slot | null = null;
      for (const slot of slots) {
        if (slot.held.length < IN_FLIGHT_PER_WORKER && (!target || slot.held.length < target.held.length)) {
          target = slot;
        }
      }
      if (!target) return;
      const pending = queue.shift()!;
      target.held.push(pending);
      target.worker.postMessage(pending.request);
    }
  }

  function start(): void {
    const worker = new Worker(options.entry, { workerData: options.workerData });
    const slot: Slot = { worker, held: [] };
    let failure: Error | null = null;
    slots.add(slot);
    worker.on("message", (reply: RenderReply) => {
      const index = slot.held.findIndex((pending) => pending.request.id === reply.id);
      if (index === -1) return;
      const [pending] = slot.held.splice(index, 1) as [Pending];
      lostInARow = 0;
      if ("error" in reply) pending.reject(new Error(`render worker: ${reply.error}`));
      else pending.resolve(reply.page);
      dispatch();
    });
    worker.on("error", (error) => {
      failure = error;
    });
    worker.on("exit", (code) => {
      slots.delete(slot);
      const held = slot.held.splice(0);
      if (closed) {
        for (const pending of held) pending.reject(new RenderWorkerLost("the render pool closed"));
        return;
      }
      lostInARow += 1;
      const error = failure ?? new Error(`a render worker exited with code ${code}`);
      options.onWorkerLost?.(error);
      for (const pending of held) {
        pending.reject(new RenderWorkerLost(`the render worker stopped: ${error.message}`, { cause: error }));
      }
      if (lostInARow < MAX_LOST_IN_A_ROW) start();
      if (slots.size === 0) {
        for (const pending of queue.splice(0)) pending.reject(new RenderWorkerLost("no render worker is running"));
      }
      dispatch();
    });
  }

  for (let index = 0; index < options.size; index++) start();

  return {
    render(job, marketData) {
      if (closed || slots.size === 0) return Promise.reject(new RenderWorkerLost("no render worker is running"));
      return new Promise((resolve, reject) => {
        queue.push({ request: { id: (nextId += 1), job, marketData }, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new RenderWorkerLost("the render pool closed"));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}
