import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  const xml = sitemapXml("https://exemplo.com.br", [
    { path: "/", lastModified: "2026-11-20" },
    { path: "/blog", lastModified: "2026-11-10" },
    { path: "/blog/estrategias-google-ads", lastModified: "2026-11-03" },
    { path: "/home-completa", lastModified: "2026-11-20" },
    { path: "/blog", lastModified: "2026-11-10" },
    { path: "/ferramentas/nova" },
  ]);

  it("lists each page once as an absolute URL", () => {
    expect(xml.match(/<loc>https:\/\/exemplo\.com\.br\/blog<\/loc>/g)).toHaveLength(1);
    expect(xml).toContain("<loc>https://exemplo.com.br/</loc>");
    expect(xml).toContain("<loc>https://exemplo.com.br/blog/estrategias-google-ads</loc>");
  });

  it("dates each page by its last content change", () => {
    expect(xml).toContain("<url><loc>https://exemplo.com.br/</loc><lastmod>2026-11-20</lastmod></url>");
    expect(xml).toContain(
      "<url><loc>https://exemplo.com.br/blog/estrategias-google-ads</loc><lastmod>2026-11-03</lastmod></url>",
    );
  });

  it("leaves the date out rather than inventing one", () => {
    expect(xml).toContain("<url><loc>https://exemplo.com.br/ferramentas/nova</loc></url>");
  });

  it("leaves out the duplicate home variant, whose canonical is /", () => {
    expect(xml).not.toContain("home-completa");
  });
});
