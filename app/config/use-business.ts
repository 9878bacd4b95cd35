import { useRouteLoaderData } from "react-router";
import type { MetaContext } from "#app/features/seo/seo";
import { unconfiguredBusiness, type Business } from "./business";

/**
 * The business identity the root loader handed to the page (at build time
 * for prerendered pages). Without the root's data (a test rendering one
 * component, an error before the root loaded) nothing is configured.
 */
export function useBusiness(): Business {
  const data = useRouteLoaderData("root") as { business?: Business } | undefined;
  return data?.business ?? unconfiguredBusiness;
}

/** The same identity for a meta function, which reads the root's data from the matched routes. */
export function businessOf({ matches }: MetaContext): Business {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { business?: Business } | undefined;
  return root?.business ?? unconfiguredBusiness;
}
