import { describe, expect, it } from "vitest";
import { pageMeta, pageTitle, siteUrlOf, staticPageMeta } from "./seo";

function find(descriptors: ReturnType<typeof pageMeta>, key: string, value: string): unknown {
  return (descriptors.find((d) => (d as Record<string, unknown>)[key] === value) as { content?: unknown })?.content;
}

describe("pageTitle", () => {
  it("adds the brand when the whole stays within 60 characters", () => {
    expect(pageTitle("Contato")).toBe("Contato | Vértice Performance");
    // 38 + " | Vértice Performance" (22) = 60
    expect(pageTitle("Gestão de Tráfego Pago para E-commerce")).toHaveLength(60);
  });

  it("leaves a longer title alone instead of pushing it past what results show", () => {
    expect(pageTitle("Calculadora de ROAS: seus anúncios dão lucro?")).toBe(
      "Calculadora de ROAS: seus anúncios dão lucro?",
    );
  });

  it("does not repeat a brand the title already names", () => {
    expect(pageTitle("Sobre a Vértice Performance")).toBe("Sobre a Vértice Performance");
  });
});

describe("pageMeta", () => {
  it("gives link previews an absolute image address with its size", () => {
    const meta = pageMeta({ title: "Contato", description: "Fale com a equipe." }, "https://exemplo.com.br");
    expect(find(meta, "property", "og:image")).toBe("https://exemplo.com.br/og-image.png");
    expect(find(meta, "name", "twitter:card")).toBe("summary_large_image");
    expect(find(meta, "property", "og:image:width")).toBe("1200");
    expect(find(meta, "property", "og:image:height")).toBe("630");
  });

  it("uses a page's own image", () => {
    const image = { path: "/images/blog/social/a.jpg", width: 1200, height: 630 };
    const meta = pageMeta({ title: "A", description: "B", image, type: "article" }, "https://exemplo.com.br");
    expect(find(meta, "property", "og:image")).toBe("https://exemplo.com.br/images/blog/social/a.jpg");
    expect(find(meta, "property", "og:type")).toBe("article");
  });
});

describe("siteUrlOf / staticPageMeta", () => {
  const matches = [{ id: "root", loaderData: { siteUrl: "https://www.exemplo.com.br", theme: "dark" } }];

  it("reads SITE_URL from the root route's data", () => {
    expect(siteUrlOf({ matches })).toBe("https://www.exemplo.com.br");
    expect(siteUrlOf({ matches: [] })).toBe("");
  });

  it("builds a static page's meta with it", () => {
    const meta = staticPageMeta({ title: "Contato", description: "Fale com a equipe." })({ matches });
    expect(find(meta, "property", "og:image")).toBe("https://www.exemplo.com.br/og-image.png");
  });
});
