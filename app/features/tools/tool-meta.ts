import type { MetaDescriptor, ShouldRevalidateFunctionArgs } from "react-router";
import { pageMeta, siteUrlOf, structuredDataMeta, type MetaContext } from "~/features/seo/seo";
import type { RouteHandle } from "~/lib/route-handle";
import type { ToolPageData } from "./tool-page.server";

/**
 * The meta function of one tool page. The <title> is written per tool in its
 * route (searched words first, within the limit in seo.ts; the heading stays
 * the tool's name), so each page carries only its own; the description is the
 * tool's intro line, and its structured data, both from the loader (no page's
 * script carries them all).
 */
export function toolMeta(
  title: string,
): (
  context: MetaContext & { loaderData: Pick<ToolPageData, "description" | "structuredData"> | undefined },
) => MetaDescriptor[] {
  return ({ loaderData, ...context }) => [
    ...pageMeta({ title, description: loaderData?.description ?? "" }, siteUrlOf(context)),
    ...structuredDataMeta(loaderData?.structuredData),
  ];
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
