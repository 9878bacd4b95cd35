import { describe, expect, it } from "vitest";
import { site } from "#app/config/site";
import { blogPostingJsonLd } from "./blog-posting-json-ld";
import type { Post } from "./post-meta";

const post: Post = {
  slug: "estrategias-google-ads",
  title: "Estratégias de Google Ads",
  excerpt: "Resumo do artigo.",
  category: "Google Ads",
  author: "Lucas Andrade",
  date: "2026-11-03",
  readTime: 6,
  cover: "/images/blog/estrategias-google-ads.svg",
  featured: false,
  html: "<p>Texto</p>",
  wordCount: 980,
};

describe("blogPostingJsonLd", () => {
  const data = blogPostingJsonLd(post, "https://exemplo.com.br");

  it("describes the article with absolute URLs, dates and its raster social image", () => {
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "Estratégias de Google Ads",
      description: "Resumo do artigo.",
      image: {
        "@type": "ImageObject",
        url: "https://exemplo.com.br/images/blog/social/estrategias-google-ads.jpg",
        width: 1200,
        height: 630,
      },
      datePublished: "2026-11-03",
      dateModified: "2026-11-03",
      url: "https://exemplo.com.br/blog/estrategias-google-ads",
      wordCount: 980,
    });
  });

  it("links the author to the profile on the about page", () => {
    expect(data.author).toEqual({
      "@type": "Person",
      name: "Lucas Andrade",
      url: "https://exemplo.com.br/sobre-nos#especialista",
      jobTitle: site.specialist.role,
    });
  });

  it("names the agency as publisher, with a raster logo", () => {
    expect(data.publisher).toEqual({
      "@type": "Organization",
      name: site.brand,
      url: "https://exemplo.com.br/",
      logo: { "@type": "ImageObject", url: "https://exemplo.com.br/logo.png", width: 512, height: 512 },
    });
  });

  it("uses the revision date and the search description when the article has them", () => {
    const revised = blogPostingJsonLd(
      { ...post, updated: "2026-11-20", description: "Uma descrição feita para o resultado de busca." },
      "https://exemplo.com.br",
    );
    expect(revised).toMatchObject({
      datePublished: "2026-11-03",
      dateModified: "2026-11-20",
      description: "Uma descrição feita para o resultado de busca.",
    });
  });
});
