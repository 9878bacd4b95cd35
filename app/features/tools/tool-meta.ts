import type { MetaDescriptor, ShouldRevalidateFunctionArgs } from "react-router";
import { pageMeta, siteUrlOf, structuredDataMeta, type MetaContext } from "#app/features/seo/seo";
import type { RouteHandle } from "#app/lib/route-handle";
import type { ToolPageData } from "./tool-page.server";

/**
 * The meta function of every tool page: its <title> (searched words first,
 * within the limit in seo.ts; the heading stays the tool's name), its
 * description and its structured data, all from the loader, so no page's
 * script carries them for every tool.
 */
export function toolMeta({
  loaderData,
  ...context
}: MetaContext & {
  loaderData: Pick<ToolPageData, "title" | "description" | "structuredData"> | undefined;
}): MetaDescriptor[] {
  return [
    ...pageMeta({ title: loaderData?.title ?? "", description: loaderData?.description ?? "" }, siteUrlOf(context)),
    ...structuredDataMeta(loaderData?.structuredData),
  ];
}

/** Every tool computes or looks something up in the page: its route ships script. */
export const toolHandle: RouteHandle = { hydrate: true };

/**
 * A tool's loader data (its texts and related tools) never depends on
 * the query string, which only carries the calculator's inputs: a calculation
 * needs no request.
 */
export function toolShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
