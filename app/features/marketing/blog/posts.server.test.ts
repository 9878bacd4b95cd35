import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { popularTopics } from "./categories";
import { getPost, listPosts, relatedPosts } from "./posts.server";
import { filterPosts } from "./search";

const posts = listPosts();

describe("blog articles", () => {
  it("has at least nine valid articles, including the four the home page links to", () => {
    expect(posts.length).toBeGreaterThanOrEqual(9);
    for (const slug of [
      "especialista-dropshipping-ecommerce",
      "gestao-trafego-ecommerce",
      "estrategias-google-ads",
      "aumentar-vendas-online-google-ads",
    ]) {
      expect(getPost(slug), slug).toBeDefined();
    }
  });

  it("lists articles newest first, with exactly one featured", () => {
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts.filter((post) => post.featured)).toHaveLength(1);
  });

  it.each(posts.map((post) => post.slug))("%s is substantial, honest about read time and has its cover", (slug) => {
    const post = getPost(slug)!;
    expect(post.wordCount).toBeGreaterThanOrEqual(800);
    expect(post.wordCount).toBeLessThanOrEqual(1400);
    // About 200 words per minute for a careful reader.
    expect(Math.abs(post.readTime - post.wordCount / 200)).toBeLessThanOrEqual(2);
    expect(existsSync(`public${post.cover}`)).toBe(true);
    expect(post.html).toContain("<h2");
    expect(post.html).not.toMatch(/<h1/);
  });

  it("has something to show for every popular topic", () => {
    for (const topic of popularTopics) {
      expect(filterPosts(posts, { query: topic, category: null }).length, topic).toBeGreaterThan(0);
    }
  });

  it("relates articles of the same category first and never the article itself", () => {
    const related = relatedPosts("estrategias-google-ads");
    expect(related).toHaveLength(3);
    expect(related.map((post) => post.slug)).not.toContain("estrategias-google-ads");
    expect(related[0]?.category).toBe("Google Ads");
  });

  it("wraps Markdown tables so they scroll inside the article on phones", () => {
    const html = getPost("aumentar-vendas-online-google-ads")!.html;
    expect(html).toMatch(/<div class="overflow-x-auto" role="region" aria-label="Tabela" tabindex="0"><table>[\s\S]*<\/table><\/div>/);
  });

  it("returns nothing for an unknown slug", () => {
    expect(getPost("nao-existe")).toBeUndefined();
    expect(relatedPosts("nao-existe")).toEqual([]);
  });
});
