import { Worker } from "node:worker_threads";
import type { MarketData } from "~/features/tools/market-data";
import type { RenderReply, RenderRequest, RenderWorkerData } from "./render-worker";
import type { RenderedResult, ResultJob } from "./result-render";

/** The worker holding a render stopped (it crashed, or the pool closed): the render can be done elsewhere. */
export class RenderWorkerLost extends Error {
  override name = "RenderWorkerLost";
}

export interface RenderPoolOptions {
  /** Worker threads, each rendering one page at a time. */
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
  current: Pending | null;
}

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

  function dispatch(): void {
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (slot.current) continue;
      slot.current = queue.shift()!;
      slot.worker.postMessage(slot.current.request);
    }
  }

  function start(): void {
    const worker = new Worker(options.entry, { workerData: options.workerData });
    const slot: Slot = { worker, current: null };
    let failure: Error | null = null;
    slots.add(slot);
    worker.on("message", (reply: RenderReply) => {
      const pending = slot.current;
      if (!pending || pending.request.id !== reply.id) return;
      slot.current = null;
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
      const held = slot.current;
      slot.current = null;
      if (closed) {
        held?.reject(new RenderWorkerLost("the render pool closed"));
        return;
      }
      lostInARow += 1;
      const error = failure ?? new Error(`a render worker exited with code ${code}`);
      options.onWorkerLost?.(error);
      held?.reject(new RenderWorkerLost(`the render worker stopped: ${error.message}`, { cause: error }));
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
