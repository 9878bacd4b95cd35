import type { Route } from "./+types/sitemap[.]xml";
import { env } from "~/config/env.server";
import { sitemapXml } from "~/features/seo/sitemap";

/** Every prerendered page (the server lists them from the build), so the sitemap never drifts from the routes. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapXml(env().SITE_URL, context.publicPaths), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
