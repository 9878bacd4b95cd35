import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * React Router 7's dev tooling passed Vite 8.1+ the deprecated `envFile: false`, a warning on every
 * build and typegen, which a patch of ours removed (decision 042). React Router 8 asks for
 * `envDir: false` itself and the patch is gone (decision 055); an upgrade that brings a deprecation
 * warning back fails here.
 */
describe("React Router's dev tooling on Vite 8", () => {
  it("generates route types without Vite's envFile deprecation warning", () => {
    const typegen = spawnSync("npx", ["react-router", "typegen"], { encoding: "utf8" });
    expect(typegen.status).toBe(0);
    expect(`${typegen.stdout}${typegen.stderr}`).not.toMatch(/deprecated/i);
  });
});
