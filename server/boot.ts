import { selectProductionBuilds } from "./production-builds";

/**
 * The process's entry (build/node/main.js): production builds of React and
 * React Router first (decision 037), then the server itself, which esbuild
 * emits as a separate chunk so that its packages load after the hook.
 */
selectProductionBuilds();

await import("./main");
