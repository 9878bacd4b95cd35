import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * patches/@react-router+dev+*.patch (applied by `npm install`, decision 042) makes React Router's
 * internal Vite servers ask for `envDir: false` instead of the deprecated `envFile: false`, which
 * Vite 8.1+ answers with a warning on every build and typegen. An upgrade that drops or breaks the
 * patch brings the warning back and fails here.
 */
describe("React Router's dev tooling on Vite 8", () => {
  it("generates route types without Vite's envFile deprecation warning", () => {
    const typegen = spawnSync("npx", ["react-router", "typegen"], { encoding: "utf8" });
    expect(typegen.status).toBe(0);
    expect(`${typegen.stdout}${typegen.stderr}`).not.toMatch(/deprecated/i);
  });
});
