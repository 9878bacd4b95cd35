import { unsupportedNode } from "./node-version";
import { selectProductionBuilds } from "./production-builds";

/**
 * The process's entry (build/node/main.js): the Node it runs on checked
 * (decision 055), production builds of React and React Router first
 * (decision 037), then the server itself, which esbuild emits as a separate
 * chunk so that its packages load after the hook.
 */
const nodeProblem = unsupportedNode(process.version);
if (nodeProblem) {
  console.error(nodeProblem);
  process.exit(1);
}
selectProductionBuilds();

await import("./main");
