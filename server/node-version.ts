/** The Node major the server is built and tested on (decision 055). */
export const REQUIRED_NODE_MAJOR = 24;

/**
 * Why the server cannot run on this Node, or null when it can. better-sqlite3 13 loads on an older
 * Node and then crashes the process (a segmentation fault on Node 20) at the first database it
 * opens, so the server refuses to start with one line instead.
 */
export function unsupportedNode(version: string): string | null {
  const major = Number(version.replace(/^v/, "").split(".")[0]);
  if (major >= REQUIRED_NODE_MAJOR) return null;
  return (
    `Node ${version} is not supported: the server needs Node ${REQUIRED_NODE_MAJOR} LTS or later. ` +
    "`npm start` and `npm run serve` use the one the project installs in node_modules."
  );
}
