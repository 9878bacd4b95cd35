/**
 * The Banco Central's base URLs pointed at port 9 (discard) on this machine, which nothing listens on: every fetch
 * fails at once, so a server started by a spec or a benchmark never reaches the internet, and its pages show the
 * stored values with their dates, as they do when the Banco Central is down. A spec that needs quotes passes the
 * URL of tests/fake-bcb.ts instead.
 */
const closedPort = "http://127.0.0.1:9";

export const noBancoCentral = {
  BCB_OLINDA_URL: closedPort,
  BCB_DOWNLOAD_URL: closedPort,
  BCB_SGS_URL: closedPort,
} as const;
