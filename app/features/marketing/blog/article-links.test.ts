import { describe, expect, it } from "vitest";
import { pageRoutes } from "#tests/page-routes";
import { getPost, listPosts } from "./posts.server";

const posts = listPosts();

/** Every path the site answers with a page: its routes, each article in place of /blog/:slug. */
const sitePaths = new Set(
  (await pageRoutes()).flatMap(({ path }) =>
    path === "/blog/:slug" ? posts.map((post) => `/blog/${post.slug}`) : [path],
  ),
);

/** Where an article's links lead on this site: each href that is not another site's, an e-mail or a phone number. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)]
    .map((match) => match[1]!)
    .filter((href) => !/^(https?:|mailto:|tel:)/.test(href));
}

describe("article links", () => {
  it("are found in the articles' HTML, so the check below has something to check", () => {
    const links = posts.flatMap((post) => internalLinks(getPost(post.slug)!.html));
    expect(links).toContain("/ferramentas/calculadora-roas");
    expect(links).toContain("/comece-agora");
  });

  it.each(posts.map((post) => post.slug))("%s links only to pages the site has", (slug) => {
    for (const href of internalLinks(getPost(slug)!.html)) {
      // A link without a leading slash would resolve under /blog/; the path part must be a page of the site.
      const path = href.replace(/[?#].*$/, "");
      expect(sitePaths.has(path), `${slug} → ${href}`).toBe(true);
    }
  });
});
