import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);

interface Exports {
  [condition: string]: string | Exports;
}

/** The file a package export resolves to for a set of conditions, as Node and Vite read the `exports` map. */
function resolveExport(target: string | Exports, conditions: readonly string[]): string | null {
  if (typeof target === "string") return target;
  for (const [condition, next] of Object.entries(target)) {
    if (condition === "default" || conditions.includes(condition)) {
      const found = resolveExport(next, conditions);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * React Router 7 resolved its development build for every condition: the server took the production build through
 * a module resolve hook in ./production-builds.ts, the browser build through a Vite alias (decisions 037 and 043).
 * React Router 8 picks its production build unless the `development` condition is set, and both workarounds are
 * gone (decision 058). An upgrade that goes back fails here.
 */
describe("React Router's production build, chosen by the package itself", () => {
  const manifest = JSON.parse(readFileSync(require.resolve("react-router/package.json"), "utf8")) as {
    exports: Record<string, Exports>;
  };
  // What the server's Node resolves with (`node build/node/main.js`: no development condition; the test runner
  // itself runs with it, so it is read from the package here), and Vite's client build in production mode.
  const runtimes = {
    server: ["node", "import", "module-sync"],
    browser: ["import", "module", "browser", "production"],
  };

  it.each(Object.entries(runtimes))("is what the %s takes, and development only when asked", (_runtime, conditions) => {
    for (const entry of [".", "./dom"]) {
      expect(resolveExport(manifest.exports[entry]!, conditions), entry).toMatch(/^\.\/dist\/production\//);
      expect(resolveExport(manifest.exports[entry]!, ["development", ...conditions]), entry).toMatch(
        /^\.\/dist\/development\//,
      );
    }
  });
});
