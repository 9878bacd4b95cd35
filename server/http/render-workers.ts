import { readFileSync } from "node:fs";
import { availableParallelism, totalmem } from "node:os";

/**
 * How many render workers (render-pool.ts) a server starts when RENDER_WORKERS is not set. Each worker holds its
 * own copy of the server build and heap, about 300 MB on Node 24 under a stream of distinct results, so one per
 * core (the count that serves most results per second) exhausts an ordinary 8-core host with 2 GB. The default is
 * one per core as far as the memory goes, after a reserve for the main thread (its build, caches, database).
 */
export const WORKER_BYTES = 300 * 1024 ** 2;
export const MAIN_THREAD_RESERVE_BYTES = 512 * 1024 ** 2;

export interface Machine {
  cores: number;
  /** The machine's memory (os.totalmem()). */
  totalBytes: number;
  /** The container's memory limit (cgroup), when there is one. */
  limitBytes?: number;
}

export interface RenderWorkerCount {
  count: number;
  /** Why this count, for the start-up log. */
  reason: string;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;

export function defaultRenderWorkers(machine: Machine): RenderWorkerCount {
  const limited = machine.limitBytes !== undefined && machine.limitBytes < machine.totalBytes;
  const memory = limited ? machine.limitBytes! : machine.totalBytes;
  const room = Math.max(0, Math.floor((memory - MAIN_THREAD_RESERVE_BYTES) / WORKER_BYTES));
  const count = Math.min(machine.cores, room);
  const source = `${mb(memory)} of memory${limited ? " (cgroup limit)" : ""}`;
  const reason =
    count === machine.cores
      ? `one per core (${machine.cores}); ${source} holds ${room} at ${mb(WORKER_BYTES)} each beside a ${mb(MAIN_THREAD_RESERVE_BYTES)} reserve`
      : `${source} holds ${room} at ${mb(WORKER_BYTES)} each beside a ${mb(MAIN_THREAD_RESERVE_BYTES)} reserve, fewer than the ${machine.cores} cores${count === 0 ? ": results render in the main thread" : ""}`;
  return { count, reason };
}

/** The count RENDER_WORKERS sets, or else the machine's default. */
export function renderWorkers(configured: number | undefined, machine: Machine): RenderWorkerCount {
  return configured === undefined
    ? defaultRenderWorkers(machine)
    : { count: configured, reason: "set by RENDER_WORKERS" };
}

/** A cgroup memory limit file's content in bytes: v2 `memory.max` says "max" when unlimited. */
export function parseMemoryLimit(text: string): number | undefined {
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

const CGROUP_LIMITS = ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"];

/** This machine's cores and memory, and the container's memory limit if it runs in one. */
export function thisMachine(): Machine {
  let limitBytes: number | undefined;
  for (const file of CGROUP_LIMITS) {
    try {
      limitBytes = parseMemoryLimit(readFileSync(file, "utf8"));
      break;
    } catch {
      // Not in a cgroup with that file (not Linux, or cgroup v1 instead of v2): the machine's memory counts.
    }
  }
  return { cores: availableParallelism(), totalBytes: totalmem(), ...(limitBytes ? { limitBytes } : {}) };
}
