import { RouterContextProvider, type MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { getPost, listPosts } from "#app/features/marketing/blog/posts.server";
import { pageRoutes } from "#tests/page-routes";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "./seo";

const siteUrl = "https://www.exemplo.com.br";
const rootMatch = { id: "root", loaderData: { siteUrl, theme: "system" } };

interface PageHead {
  page: string;
  title: string;
  description: string;
  image: string;
}

function content(descriptors: readonly MetaDescriptor[], key: "name" | "property", value: string): string {
  const found = descriptors.find((descriptor) => (descriptor as Record<string, unknown>)[key] === value);
  return String((found as { content?: unknown } | undefined)?.content ?? "");
}

function head(page: string, descriptors: MetaDescriptor[] | undefined): PageHead {
  const list = descriptors ?? [];
  const title = list.find((descriptor): descriptor is { title: string } => "title" in descriptor)?.title ?? "";
  return {
    page,
    title,
    description: content(list, "name", "description"),
    image: content(list, "property", "og:image"),
  };
}

/** Every page's head, computed by the same meta functions the routes export; articles one by one. */
async function everyPageHead(): Promise<PageHead[]> {
  const heads: PageHead[] = [];
  for (const { path, file, module } of await pageRoutes()) {
    if (!module.meta) throw new Error(`app/${file} renders a page without a meta function`);
    if (path === "/blog/:slug") {
      for (const { slug } of listPosts()) {
        const loaderData = { post: getPost(slug), related: [], siteUrl };
        heads.push(
          head(
            `/blog/${slug}`,
            module.meta({ loaderData, matches: [rootMatch, { id: "routes/blog-post", loaderData }] }),
          ),
        );
      }
    } else {
      // Tool pages take their description from their loader, as prerendering runs it (no server context).
      const loaderData = module.loader
        ? await module.loader({
            request: new Request(`${siteUrl}${path}`),
            params: {},
            context: new RouterContextProvider(),
          })
        : undefined;
      heads.push(head(path, module.meta({ loaderData, params: {}, matches: [rootMatch] })));
    }
  }
  return heads;
}

const heads = await everyPageHead();

describe("every page's title and description fit a search result", () => {
  it("covers the marketing pages, every article and every tool", () => {
    expect(heads.map((h) => h.page)).toEqual(expect.arrayContaining(["/", "/blog", "/ferramentas/tabuada-online"]));
    expect(heads.filter((h) => h.page.startsWith("/blog/"))).toHaveLength(listPosts().length);
    expect(heads.filter((h) => h.page.startsWith("/ferramentas/")).length).toBeGreaterThanOrEqual(23);
  });

  it.each(heads.map((h) => [h.page, h] as const))("%s", (_page, { title, description, image }) => {
    expect(title.length, title).toBeGreaterThan(0);
    expect(title.length, title).toBeLessThanOrEqual(TITLE_MAX);
    expect(description.length, description).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
    expect(description.length, description).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(image).toMatch(new RegExp(`^${siteUrl.replace(/\./g, "\\.")}/.+\\.(png|jpg)$`));
  });

  it("gives each page its own title and description", () => {
    const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);
    expect(duplicates(heads.map((h) => h.title))).toEqual([]);
    expect(duplicates(heads.map((h) => h.description))).toEqual([]);
  });
});
