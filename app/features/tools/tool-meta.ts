import type { MetaDescriptor } from "react-router";
import { staticPageMeta, type MetaContext } from "~/features/seo/seo";
import { describeTool } from "~/features/tools/tool-descriptions";
import type { RouteHandle } from "~/lib/route-handle";

/**
 * The meta function of one tool page. The <title> is written per tool in its
 * route (searched words first, within the limit in seo.ts; the heading stays
 * the tool's name), so each page carries only its own; the description is the
 * tool's intro line.
 */
export function toolMeta(slug: string, title: string): (context: MetaContext) => MetaDescriptor[] {
  return staticPageMeta({ title, description: describeTool(slug) });
}

/** Every tool computes or looks something up in the page: its route ships script. */
export const toolHandle: RouteHandle = { hydrate: true };
