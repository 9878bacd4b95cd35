import { describe, expect, it } from "vitest";
import { parseFrontMatter, postMetaSchema } from "./front-matter.server";

const article = `---
title: "Google Ads: 7 estratégias"
category: Google Ads
date: 2026-03-14
---
## Primeira parte

Texto com --- no meio.
`;

describe("parseFrontMatter", () => {
  it("reads key/value pairs, unquotes values and returns the Markdown body", () => {
    const { attributes, body } = parseFrontMatter(article);
    expect(attributes).toEqual({ title: "Google Ads: 7 estratégias", category: "Google Ads", date: "2026-03-14" });
    expect(body).toBe("## Primeira parte\n\nTexto com --- no meio.\n");
  });

  it("keeps colons inside values", () => {
    expect(parseFrontMatter("---\ntitle: ROAS: o que é\n---\nx").attributes.title).toBe("ROAS: o que é");
  });

  it("rejects files without front matter, malformed lines and repeated keys", () => {
    expect(() => parseFrontMatter("## Sem cabeçalho")).toThrow(/missing/);
    expect(() => parseFrontMatter("---\ntitle Sem dois pontos\n---\n")).toThrow(/line 1/);
    expect(() => parseFrontMatter("---\ntitle: a\ntitle: b\n---\n")).toThrow(/twice/);
  });
});

describe("postMetaSchema", () => {
  const valid = {
    title: "Como aumentar as vendas online",
    excerpt: "Um guia prático com os ajustes que mais movem o faturamento de uma loja virtual no Google Ads.",
    category: "Google Ads",
    author: "Lucas Andrade",
    date: "2026-02-28",
    readTime: "7",
    cover: "/images/blog/vendas.svg",
  };

  it("coerces read time to a number and defaults featured to false", () => {
    const meta = postMetaSchema.parse(valid);
    expect(meta.readTime).toBe(7);
    expect(meta.featured).toBe(false);
    expect(postMetaSchema.parse({ ...valid, featured: "true" }).featured).toBe(true);
  });

  it("accepts a search title, a search description and a revision date", () => {
    const meta = postMetaSchema.parse({
      ...valid,
      seoTitle: "Vendas online com Google Ads",
      description:
        "Os ajustes que mais movem o faturamento de uma loja virtual no Google Ads, explicados passo a passo.",
      updated: "2026-03-15",
    });
    expect(meta).toMatchObject({ seoTitle: "Vendas online com Google Ads", updated: "2026-03-15" });
  });

  it("rejects a search title or description that would not fit a search result", () => {
    expect(postMetaSchema.safeParse({ ...valid, seoTitle: "x".repeat(61) }).success).toBe(false);
    expect(postMetaSchema.safeParse({ ...valid, description: "Curta demais." }).success).toBe(false);
    expect(postMetaSchema.safeParse({ ...valid, description: "y".repeat(161) }).success).toBe(false);
  });

  it("rejects a revision dated before the publication", () => {
    expect(postMetaSchema.safeParse({ ...valid, updated: "2026-02-27" }).success).toBe(false);
    expect(postMetaSchema.safeParse({ ...valid, updated: "2026-02-30" }).success).toBe(false);
  });

  it("rejects an author without a profile on the site", () => {
    expect(postMetaSchema.safeParse({ ...valid, author: "Fulano de Tal" }).success).toBe(false);
  });

  it("rejects impossible dates, unknown categories and covers outside /images/blog", () => {
    expect(postMetaSchema.safeParse({ ...valid, date: "2026-02-30" }).success).toBe(false);
    expect(postMetaSchema.safeParse({ ...valid, date: "28/02/2026" }).success).toBe(false);
    expect(postMetaSchema.safeParse({ ...valid, category: "SEO" }).success).toBe(false);
    expect(postMetaSchema.safeParse({ ...valid, cover: "https://cdn.example.com/a.png" }).success).toBe(false);
  });
});
