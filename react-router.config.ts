import { readdirSync } from "node:fs";
import type { Config } from "@react-router/dev/config";
import { LIVE_TOOL_PAGES } from "#app/features/tools/live-pages";
import { isPanelPath } from "#app/features/panel/paths";
import { STRICT_CLASSES } from "#app/lib/utils";

/** Paths served by code at request time, never written to HTML files. */
const dynamicPaths = new Set([
  "/sitemap.xml",
  "/robots.txt",
  "/api/leads",
  "/tema",
  "/ferramentas/calendario-eventos-festivais/evento.ics",
  ...LIVE_TOOL_PAGES,
]);

function blogPaths(): string[] {
  return readdirSync("app/content/blog")
    .filter((file) => file.endsWith(".md"))
    .map((file) => `/blog/${file.replace(/\.md$/, "")}`);
}

export default {
  ssr: true,
  // Separate build folders let several test runs share one checkout.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    // The pages are rendered in this process with the production bundle: a Tailwind conflict fails the build
    // here, where a production server would log it (app/lib/utils.ts).
    (globalThis as { [STRICT_CLASSES]?: boolean })[STRICT_CLASSES] = true;
    const staticPaths = getStaticPaths().filter(
      // The team's panel is rendered per request for a signed-in member: never written to a file.
      (path) => !dynamicPaths.has(path) && !path.startsWith("/nossos-servicos/") && !isPanelPath(path),
    );
    return [...staticPaths, ...blogPaths()];
  },
} satisfies Config;
