import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * Which Chromium runs the browser tests, screenshots and Lighthouse:
 * CHROME_PATH, else Debian's /usr/bin/chromium, else Playwright's own download.
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (found) return found;
  if (existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    "No Chromium found. Install Debian's (apt-get install -y chromium), set CHROME_PATH, or run npx playwright install chromium.",
  );
}

/** Flags for a closed network and a root user (CI runs as root). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
