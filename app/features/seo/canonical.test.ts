import { describe, expect, it } from "vitest";
import { canonicalUrl } from "./canonical";

describe("canonicalUrl", () => {
  it.each([
    ["/", "https://a.com.br/"],
    ["/blog/", "https://a.com.br/blog"],
    ["/ferramentas/tabuada-online", "https://a.com.br/ferramentas/tabuada-online"],
  ])("%s → %s", (path, expected) => {
    expect(canonicalUrl("https://a.com.br", path)).toBe(expected);
  });
});
