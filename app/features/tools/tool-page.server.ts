import { env } from "#app/config/env.server";
import type { StructuredData } from "#app/features/seo/seo";
import { toolDefinitions, toolSlugs, type ToolSlug } from "./tool-definitions";
import { toolJsonLd } from "./tool-json-ld";
import { toolPath } from "./tool-path";

/**
 * What a tool page shows about itself and its neighbours, from its definition:
 * its name, <title> and one-line description, the related tools and the
 * structured data, made on the server (prerendering bakes them into the page)
 * so no tool page's script carries the definitions of all the others or the
 * builders.
 */
export interface ToolPageData {
  slug: ToolSlug;
  name: string;
  title: string;
  description: string;
  related: { path: string; name: string; description: string }[];
  structuredData: StructuredData[];
}

/** How many other tools "Outras ferramentas gratuitas" lists: the first ones of the same group. */
const RELATED_TOOLS = 3;

export function toolPageData(slug: ToolSlug): ToolPageData {
  const { name, title, description, group } = toolDefinitions[slug];
  const related = toolSlugs
    .filter((other) => other !== slug && toolDefinitions[other].group === group)
    .slice(0, RELATED_TOOLS);
  return {
    slug,
    name,
    title,
    description,
    related: related.map((other) => ({
      path: toolPath(other),
      name: toolDefinitions[other].name,
      description: toolDefinitions[other].description,
    })),
    structuredData: toolJsonLd(slug, env().SITE_URL),
  };
}
