import { existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { clientChunkGroups, frameworkPackages, kits } from "./chunk-groups";

const require = createRequire(import.meta.url);

describe("the browser build's chunk groups", () => {
  it.each(Object.entries(kits))("%s names only files and folders that exist", (_name, kit) => {
    const files: readonly string[] = "files" in kit ? kit.files : [];
    const folders: readonly string[] = "folders" in kit ? kit.folders : [];
    for (const file of files) expect(existsSync(file) && statSync(file).isFile(), file).toBe(true);
    for (const folder of folders) expect(existsSync(folder) && statSync(folder).isDirectory(), folder).toBe(true);
  });

  it("puts React and React Router in the framework file, and nothing of the site", () => {
    const framework = clientChunkGroups().find((group) => group.name === "framework");
    const test = framework?.test as RegExp;
    for (const name of frameworkPackages.slice(0, 4)) {
      expect(test.test(require.resolve(`${name}/package.json`)), name).toBe(true);
    }
    expect(test.test(resolve("app/root.tsx"))).toBe(false);
    expect(test.test(resolve("node_modules/sonner/dist/index.mjs"))).toBe(false);
  });

  it("claims a kit's modules by their resolved path, and a folder's whole content", () => {
    const toolKit = clientChunkGroups().find((group) => group.name === "tool-kit");
    const claims = toolKit?.test as (id: string) => boolean;
    expect(claims(resolve("app/features/tools/components/share-result.tsx"))).toBe(true);
    expect(claims(resolve("app/features/tools/tool-layout.tsx"))).toBe(true);
    expect(claims(resolve("app/features/tools/tool-definitions.ts"))).toBe(false);
    expect(claims(resolve("app/features/tools/components-extra/x.tsx"))).toBe(false);
  });

  it("leaves the calculator frame out of the tool kit, for the calculators alone to load", () => {
    const groups = clientChunkGroups();
    const test = (name: string) => groups.find((group) => group.name === name)?.test as (id: string) => boolean;
    const frame = resolve("app/features/tools/components/calculator-result.tsx");
    expect(test("calculator-kit")(frame)).toBe(true);
    expect(test("tool-kit")(frame)).toBe(false);
    expect(test("tool-kit")(resolve("app/features/tools/components/calculate-button.tsx"))).toBe(true);
  });
});
