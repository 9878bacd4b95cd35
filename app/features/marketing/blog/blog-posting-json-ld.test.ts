import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { blogPostingJsonLd } from "./blog-posting-json-ld";
import type { Post } from "./post-meta";

const post: Post = {
  slug: "estrategias-google-ads",
  title: "Estratégias de Google Ads",
  excerpt: "Resumo do artigo.",
  category: "Google Ads",
  author: "Autora",
  date: "2026-11-03",
  readTime: 6,
  cover: "/images/blog/estrategias-google-ads.svg",
  featured: false,
  html: "<p>Texto</p>",
  wordCount: 980,
};

describe("blogPostingJsonLd", () => {
  it("describes the article with absolute URLs, dates, author and publisher", () => {
    const data = blogPostingJsonLd(post, "https://exemplo.com.br");
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "Estratégias de Google Ads",
      image: "https://exemplo.com.br/images/blog/social/estrategias-google-ads.jpg",
      datePublished: "2026-11-03",
      url: "https://exemplo.com.br/blog/estrategias-google-ads",
      author: { "@type": "Person", name: "Autora" },
      publisher: { "@type": "Organization", name: site.brand },
      wordCount: 980,
    });
  });
});
