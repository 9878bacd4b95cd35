import { getTool, tools } from "./registry";
import { describeTool } from "./tool-descriptions";

/**
 * What a tool page shows about itself and its neighbours: the one-line
 * descriptions, read on the server (prerendering bakes them into the page)
 * so no tool page's script carries the descriptions of all the others.
 */
export interface ToolPageData {
  description: string;
  related: { slug: string; name: string; description: string }[];
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
  };
}
