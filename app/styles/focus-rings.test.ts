import { describe, expect, it } from "vitest";

/**
 * docs/design.md: focus rings use the `ring` colour, chosen for 3:1 contrast against the background
 * (WCAG 2.2, 1.4.11 and 2.4.13); a translucent variant (`ring-ring/50`) falls below it on cards and muted
 * backgrounds, so a keyboard user loses track of the focus there.
 */
const sources = import.meta.glob<string>(["/app/**/*.{tsx,ts,css}", "!/app/**/*.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("focus indicators", () => {
  it("are never drawn in a translucent ring colour", () => {
    const offenders = Object.entries(sources).flatMap(([file, source]) =>
      source
        .split("\n")
        .flatMap((line, index) => (/\b(ring|outline)-ring\/\d+/.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
