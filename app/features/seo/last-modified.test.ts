import { describe, expect, it } from "vitest";
import type { PostSummary } from "#app/features/marketing/blog/post-meta";
import { listPosts } from "#app/features/marketing/blog/posts.server";
import { toolDefinitions } from "#app/features/tools/tool-definitions";
import { pageRoutes } from "#tests/page-routes";
import { lastModified } from "./last-modified";
import { pageUpdatedAt } from "./page-dates";

function post(slug: string, date: string, updated?: string): PostSummary {
  return {
    slug,
    title: "Um artigo de teste",
    excerpt: "Resumo.",
    category: "Cases",
    author: "Autor",
    date,
    updated,
    readTime: 5,
    cover: `/images/blog/${slug}.svg`,
    featured: false,
  };
}

describe("lastModified", () => {
  const posts = [
    post("novo", "2099-01-15"),
    post("revisado", "2025-03-01", "2025-09-30"),
    post("antigo", "2025-01-10"),
  ];

  it("dates an article by its revision, else by its publication", () => {
    expect(lastModified("/blog/revisado", posts)).toBe("2025-09-30");
    expect(lastModified("/blog/antigo", posts)).toBe("2025-01-10");
    expect(lastModified("/blog/nao-existe", posts)).toBeUndefined();
  });

  it("moves the blog list with its newest article", () => {
    expect(lastModified("/blog", posts)).toBe("2099-01-15");
    expect(lastModified("/blog", [post("antigo", "2000-01-10")])).toBe(pageUpdatedAt["/blog"]);
  });

  it("dates a tool by its definition and other pages from the page dates kept in code", () => {
    expect(lastModified("/ferramentas/tabuada-online", [])).toBe(toolDefinitions["tabuada-online"].updatedAt);
    expect(lastModified("/contato", [])).toBe(pageUpdatedAt["/contato"]);
    expect(lastModified("/pagina-nova", [])).toBeUndefined();
    expect(lastModified("/ferramentas/nova", [])).toBeUndefined();
  });
});

describe("pageUpdatedAt", () => {
  it("dates every page the site renders", async () => {
    const pages = (await pageRoutes()).map((route) => route.path).filter((path) => !path.includes(":"));
    const posts = listPosts();
    const undated = pages.filter((path) => lastModified(path, posts) === undefined);
    expect(undated, "add these pages to app/features/seo/page-dates.ts (a tool: to its definition)").toEqual([]);
    for (const { slug } of posts) expect(lastModified(`/blog/${slug}`, posts)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("holds real past dates only, of pages that exist", async () => {
    const pages = (await pageRoutes()).map((route) => route.path).filter((path) => !path.includes(":"));
    const today = new Date().toISOString().slice(0, 10);
    for (const path of Object.keys(pageUpdatedAt)) expect(pages, path).toContain(path);
    for (const path of pages) {
      const date = lastModified(path, [])!;
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), path).toBe(date);
      expect(date <= today, `${path}: ${date} is in the future`).toBe(true);
    }
  });
});
