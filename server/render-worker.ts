import { selectProductionBuilds } from "./production-builds";

/**
 * A render worker's entry (build/node/render-worker.js, decision 046): like
 * the process's (boot.ts), production builds first, then the worker itself.
 */
selectProductionBuilds();

await import("./http/render-worker");
