import type { ToolSlug } from "./tool-definitions";

/**
 * A tool's page. A module of its own, so a page's script can link to a tool
 * without carrying every tool's definition.
 */
export function toolPath(slug: ToolSlug): string {
  return `/ferramentas/${slug}`;
}
