import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  const xml = sitemapXml("https://exemplo.com.br", ["/", "/blog", "/blog/estrategias-google-ads", "/home-completa", "/blog"]);

  it("lists each page once as an absolute URL", () => {
    expect(xml.match(/<loc>https:\/\/exemplo\.com\.br\/blog<\/loc>/g)).toHaveLength(1);
    expect(xml).toContain("<loc>https://exemplo.com.br/</loc>");
    expect(xml).toContain("<loc>https://exemplo.com.br/blog/estrategias-google-ads</loc>");
  });

  it("leaves out the duplicate home variant, whose canonical is /", () => {
    expect(xml).not.toContain("home-completa");
  });
});
