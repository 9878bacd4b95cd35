import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconIds } from "#app/components/ui/icon-ids";
import { buildSprite, spritePath } from "./icon-sprite";

describe("icon sprite", () => {
  it("is up to date with the icon list (run `npm run icons` after editing app/components/ui/icon-ids.ts)", async () => {
    expect(readFileSync(spritePath, "utf8")).toBe(await buildSprite());
  });

  it("draws every listed icon", () => {
    const sprite = readFileSync(spritePath, "utf8");
    for (const id of iconIds)
      expect(sprite).toMatch(
        new RegExp(`<symbol id="${id}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse) `),
      );
  });
});
