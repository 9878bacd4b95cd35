import { env } from "~/config/env.server";
import type { StructuredData } from "~/features/seo/seo";
import { getTool, tools } from "./registry";
import { describeTool } from "./tool-descriptions";
import { toolJsonLd } from "./tool-json-ld";

/**
 * What a tool page shows about itself and its neighbours: the one-line
 * descriptions and the structured data, made on the server (prerendering
 * bakes them into the page) so no tool page's script carries the
 * descriptions of all the others or the builders.
 */
export interface ToolPageData {
  description: string;
  related: { slug: string; name: string; description: string }[];
  structuredData: StructuredData[];
}

export function toolPageData(slug: string): ToolPageData {
  const tool = getTool(slug);
  const related = tools.filter((other) => other.group === tool.group && other.slug !== slug).slice(0, 3);
  return {
    description: describeTool(slug),
    related: related.map(({ slug: relatedSlug, name }) => ({
      slug: relatedSlug,
      name,
      description: describeTool(relatedSlug),
    })),
    structuredData: toolJsonLd(tool, env().SITE_URL),
  };
}
