import { describeTool } from "~/features/tools/tool-descriptions";
import type { MetaDescriptor } from "react-router";
import { pageMeta } from "~/features/seo/seo";
import type { RouteHandle } from "~/lib/route-handle";
import { getTool } from "./registry";

/** <title>, description and social tags of one tool page, from the registry. */
export function toolMeta(slug: string): MetaDescriptor[] {
  const tool = getTool(slug);
  return pageMeta({
    title: `${tool.name} grátis e online`,
    description: describeTool(slug),
  });
}

/** Every tool computes or looks something up in the page: its route ships script. */
export const toolHandle: RouteHandle = { hydrate: true };
