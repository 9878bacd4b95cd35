import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { categoryChips, popularTopics } from "./categories";
import { getPost, listPosts, relatedPosts } from "./posts.server";
import { filterPosts } from "./search";
import { socialImagePath } from "./social-image";

const posts = listPosts();

/** Width and height from a baseline or progressive JPEG's frame header. */
function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.readUInt16BE(0) !== 0xffd8) return undefined;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    if (marker === 0xffc0 || marker === 0xffc2) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return undefined;
}

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

  it("shows the spec's counts on the category chips, counted from the articles themselves", () => {
    expect(categoryChips(posts).map(({ label, count }) => [label, count])).toEqual([
      ["Todos", 25],
      ["Google Ads", 8],
      ["Facebook Ads", 7],
      ["Cases", 5],
      ["Estratégia", 3],
      ["Copywriting", 2],
    ]);
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

  it.each(posts.map((post) => post.slug))("%s has its 1200×630 social image, light enough to share", (slug) => {
    const file = `public${socialImagePath(slug)}`;
    expect(existsSync(file), `${file} missing: run npm run images:social`).toBe(true);
    const bytes = readFileSync(file);
    expect(jpegSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(bytes.length).toBeLessThanOrEqual(120 * 1024);
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

  it("wraps Markdown tables so they scroll inside the article on phones, each region with its own name", () => {
    const html = getPost("aumentar-vendas-online-google-ads")!.html;
    expect(html).toMatch(
      /<div class="overflow-x-auto" role="region" aria-label="Tabela 1" tabindex="0"><table>[\s\S]*<\/table><\/div>/,
    );
    for (const post of listPosts()) {
      const names = [...getPost(post.slug)!.html.matchAll(/role="region" aria-label="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(names).size, post.slug).toBe(names.length);
    }
  });

  it("returns nothing for an unknown slug", () => {
    expect(getPost("nao-existe")).toBeUndefined();
    expect(relatedPosts("nao-existe")).toEqual([]);
  });
});
