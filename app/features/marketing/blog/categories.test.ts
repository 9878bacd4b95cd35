import { describe, expect, it } from "vitest";
import { categoryChips } from "./categories";
import type { PostCategory } from "./post-meta";

function articles(...categories: PostCategory[]) {
  return categories.map((category) => ({ category }));
}

describe("categoryChips", () => {
  it("counts every article under Todos and each article under its own category, in the chips' order", () => {
    const chips = categoryChips(articles("Cases", "Google Ads", "Cases", "Copywriting"));
    expect(chips.map(({ label, count }) => [label, count])).toEqual([
      ["Todos", 4],
      ["Google Ads", 1],
      ["Facebook Ads", 0],
      ["Cases", 2],
      ["Estratégia", 0],
      ["Copywriting", 1],
    ]);
  });

  it("makes Todos the chip without a category", () => {
    expect(categoryChips([])[0]).toEqual({ label: "Todos", category: null, count: 0 });
  });
});
