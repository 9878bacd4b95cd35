import type { MetaDescriptor, ShouldRevalidateFunctionArgs } from "react-router";
import { pageMeta } from "~/features/seo/seo";
import type { RouteHandle } from "~/lib/route-handle";
import { getTool } from "./registry";
import type { ToolPageData } from "./tool-page.server";

/** <title>, description and social tags of one tool page, from the registry and its loader's data. */
export function toolMeta(slug: string, data: Pick<ToolPageData, "description"> | undefined): MetaDescriptor[] {
  const tool = getTool(slug);
  return pageMeta({
    title: `${tool.name} grátis e online`,
    description: data?.description ?? "",
  });
}

/** Every tool computes or looks something up in the page: its route ships script. */
export const toolHandle: RouteHandle = { hydrate: true };

/**
 * A tool's loader data (its description and related tools) never depends on
 * the query string, which only carries the calculator's inputs: a calculation
 * needs no request.
 */
export function toolShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
