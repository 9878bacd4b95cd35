import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fontFacesCss, fontFacesPath, fontSubsets, inRange, outputPath, sourcePath, subset } from "./font-subsets";

/** Fontsource's "latin" unicode-range: the characters its Latin files can draw. */
function fontsourceLatin(): (codepoint: number) => boolean {
  const ranges = (createRequire(import.meta.url)("@fontsource-variable/inter/unicode.json") as Record<string, string>)
    .latin!.split(",")
    .map((part) =>
      part
        .replace("U+", "")
        .split("-")
        .map((bound) => parseInt(bound, 16)),
    )
    .map(([first, last]) => [first!, last ?? first!] as const);
  return (codepoint) => ranges.some(([first, last]) => codepoint >= first && codepoint <= last);
}

/** Every character written in the app's source: page texts, content modules, blog articles. */
function siteCharacters(): Set<number> {
  const found = new Set<number>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(tsx?|md|json)$/.test(name))
        for (const character of readFileSync(path, "utf8")) found.add(character.codePointAt(0)!);
    }
  };
  walk("app");
  return found;
}

describe("font subsets", () => {
  it("are up to date with their definition (run `npm run fonts` after editing scripts/font-subsets.ts)", async () => {
    expect(readFileSync(fontFacesPath, "utf8")).toBe(fontFacesCss());
    for (const font of fontSubsets)
      expect((await subset(font)).equals(readFileSync(outputPath(font))), font.file).toBe(true);
  });

  it("keep every character of the site's text that the full Latin fonts can draw", () => {
    const drawable = fontsourceLatin();
    const dropped = [...siteCharacters()]
      .filter((codepoint) => codepoint > 0x7f && drawable(codepoint) && !inRange(codepoint))
      .map((codepoint) => String.fromCodePoint(codepoint))
      // Format characters such as the zero-width joiner of emoji sequences have no glyph to keep.
      .filter((character) => !/\p{Cf}/u.test(character));
    expect(dropped).toEqual([]);
  });

  it("keep every letter of Brazilian Portuguese", () => {
    for (const letter of "ÁÀÂÃÇÉÊÍÓÔÕÚÜáàâãçéêíóôõúüªº–—“”‘’…•€")
      expect(inRange(letter.codePointAt(0)!), letter).toBe(true);
  });

  it("are much lighter than the files they are cut from", () => {
    for (const font of fontSubsets)
      expect(statSync(outputPath(font)).size, font.file).toBeLessThan(0.7 * statSync(sourcePath(font)).size);
  });
});
