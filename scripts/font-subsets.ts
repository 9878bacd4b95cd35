import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import subsetFont from "subset-font";

/**
 * The site's two typefaces, cut down to what its Brazilian Portuguese text uses: Basic Latin, Latin-1 (every
 * accented letter of Portuguese, Spanish, French and German), the typographic quotes, dashes, bullet, ellipsis,
 * euro sign and minus, and the weights the design uses (400–800). Fontsource's Latin files carry the whole
 * 100–900 axis and a few hundred more characters: 75 KiB before the first paint instead of 47 KiB. Anything
 * outside the range (a name typed with "ł", an emoji) is drawn by the metric-matched fallback face.
 */
export const codepointRanges: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
];

export const weightRange = { min: 400, max: 800 } as const;

export interface FontSubset {
  family: string;
  /** The Fontsource Latin file it is cut from. */
  source: string;
  /** Where the subset is written, beside the stylesheet that declares it. */
  file: string;
}

export const fontSubsets: readonly FontSubset[] = [
  {
    family: "Inter Variable",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "app/styles/fonts/inter.woff2",
  },
  {
    family: "Plus Jakarta Sans Variable",
    source: "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
    file: "app/styles/fonts/plus-jakarta-sans.woff2",
  },
];

export const fontFacesPath = "app/styles/fonts.css";

const hex = (codepoint: number) => codepoint.toString(16).toUpperCase().padStart(4, "0");

export const unicodeRange = codepointRanges
  .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
  .join(",");

export const inRange = (codepoint: number) =>
  codepointRanges.some(([first, last]) => codepoint >= first && codepoint <= last);

/** The @font-face rules for the subsets, imported by app.css. */
export function fontFacesCss(): string {
  const faces = fontSubsets.map(
    ({ family, file }) => `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${weightRange.min} ${weightRange.max};
  src: url("./fonts/${file.split("/").pop()}") format("woff2-variations");
  unicode-range: ${unicodeRange};
}
`,
  );
  return `/* Written by \`npm run fonts\` (scripts/font-subsets.ts): edit the script, not this file. */\n${faces.join("\n")}`;
}

export const sourcePath = (font: FontSubset) => createRequire(import.meta.url).resolve(font.source);

/** The subset of one typeface, as WOFF2. */
export async function subset(font: FontSubset): Promise<Buffer> {
  const text = codepointRanges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
    )
    .join("");
  return subsetFont(readFileSync(sourcePath(font)), text, {
    targetFormat: "woff2",
    variationAxes: { wght: weightRange },
  });
}

export const outputPath = (font: FontSubset) => resolve(font.file);
