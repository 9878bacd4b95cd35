import { cacheRules } from "#app/config/cache-rules";
import type { Route } from "./+types/sitemap[.]xml";
import { env } from "#app/config/env.server";
import { listPosts } from "#app/features/marketing/blog/posts.server";
import { lastModified } from "#app/features/seo/last-modified";
import { sitemapXml } from "#app/features/seo/sitemap";
import { fromServer } from "#app/load-context";

/** Every prerendered page (the server lists them from the build), so the sitemap never drifts from the routes. */
export function loader({ context }: Route.LoaderArgs) {
  const posts = listPosts();
  const pages = fromServer(context).publicPaths.map((path) => ({ path, lastModified: lastModified(path, posts) }));
  return new Response(sitemapXml(env().SITE_URL, pages), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": cacheRules.generatedFile },
  });
}
