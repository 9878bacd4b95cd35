import { describe, expect, it } from "vitest";
import { filterPosts, normalizeForSearch } from "./search";
import type { SearchablePost } from "./search";

const posts: SearchablePost[] = [
  { title: "Gestão de Tráfego para E-commerce", excerpt: "Como organizar campanhas.", category: "Estratégia" },
  { title: "Estratégias de Google Ads", excerpt: "Lances, palavras-chave e Performance Max.", category: "Google Ads" },
  {
    title: "Criativos que vendem",
    excerpt: "Anúncios no Facebook e no Instagram com tráfego frio.",
    category: "Facebook Ads",
  },
];

const titles = (list: SearchablePost[]) => list.map((post) => post.title);

describe("normalizeForSearch", () => {
  it("drops accents and case", () => {
    expect(normalizeForSearch("Gestão de TRÁFEGO")).toBe("gestao de trafego");
  });
});

describe("filterPosts", () => {
  it("finds accented words typed without accents, in title or excerpt", () => {
    expect(titles(filterPosts(posts, { query: "trafego", category: null }))).toEqual([
      "Gestão de Tráfego para E-commerce",
      "Criativos que vendem",
    ]);
  });

  it("ignores case and surrounding spaces", () => {
    expect(titles(filterPosts(posts, { query: "  PERFORMANCE max ", category: null }))).toEqual([
      "Estratégias de Google Ads",
    ]);
  });

  it("requires every word, in any order", () => {
    expect(titles(filterPosts(posts, { query: "instagram frio", category: null }))).toEqual(["Criativos que vendem"]);
    expect(filterPosts(posts, { query: "instagram google", category: null })).toEqual([]);
  });

  it("combines the query with the chosen category", () => {
    expect(titles(filterPosts(posts, { query: "", category: "Google Ads" }))).toEqual(["Estratégias de Google Ads"]);
    expect(filterPosts(posts, { query: "trafego", category: "Google Ads" })).toEqual([]);
  });

  it("returns everything for an empty query and no category", () => {
    expect(filterPosts(posts, { query: "", category: null })).toHaveLength(3);
  });
});
