import { describe, expect, it } from "vitest";
import { blogSearch, categorySlug, readBlogQuery, visibleCount } from "./blog-query";

const read = (search: string) => readBlogQuery(new URLSearchParams(search));

describe("readBlogQuery", () => {
  it("reads the search, the category by its slug and the page", () => {
    expect(read("q=ROAS&categoria=google-ads&pagina=3")).toEqual({ query: "ROAS", category: "Google Ads", page: 3 });
    expect(read("categoria=estrategia")).toEqual({ query: "", category: "Estratégia", page: 1 });
  });

  it("falls back to the whole list for unknown or broken values", () => {
    expect(read("categoria=culinaria&pagina=abc")).toEqual({ query: "", category: null, page: 1 });
    expect(read("pagina=0").page).toBe(1);
    expect(read("pagina=-2").page).toBe(1);
    expect(read("pagina=999999").page).toBe(100);
  });

  it("keeps searches to a sane length", () => {
    expect(read(`q=${"a".repeat(500)}`).query).toHaveLength(100);
  });
});

describe("blogSearch", () => {
  it("writes only what differs from the plain list", () => {
    expect(blogSearch({ query: "", category: null, page: 1 })).toBe("");
    expect(blogSearch({ query: " tráfego pago ", category: "Cases", page: 2 })).toBe(
      "?q=tr%C3%A1fego+pago&categoria=cases&pagina=2",
    );
  });

  it("round-trips through readBlogQuery", () => {
    const view = { query: "Meta Ads", category: "Facebook Ads" as const, page: 4 };
    expect(read(blogSearch(view).slice(1))).toEqual(view);
  });
});

describe("categorySlug", () => {
  it("makes URL-friendly names without accents", () => {
    expect(categorySlug("Estratégia")).toBe("estrategia");
    expect(categorySlug("Facebook Ads")).toBe("facebook-ads");
  });
});

describe("visibleCount", () => {
  it("shows five cards, then three more per page", () => {
    expect(visibleCount(1)).toBe(5);
    expect(visibleCount(2)).toBe(8);
    expect(visibleCount(4)).toBe(14);
  });
});
