import { useMatches } from "react-router";

/** What a route module's `handle` can tell the root layout. */
export interface RouteHandle {
  /**
   * The page has something interactive besides the header (a form enhanced
   * with validation and toasts, a calculator computing in place): the root
   * renders React Router's <Scripts/>. Pages without it ship no script; the
   * header, FAQs and links work natively.
   */
  hydrate?: boolean;
  /** The page shows the consultancy lead form (#lead-form), so its calls to action link within the page. */
  leadForm?: boolean;
  /** Canonical path when it differs from the page's own (a duplicate page points to its original). */
  canonicalPath?: string;
  /** Keep the page out of search results (not-found, errors). */
  noIndex?: boolean;
  /** A page of the team's panel: it brings its own header and main landmark instead of the site's. */
  panel?: boolean;
}

/** The handles of every matched route, outermost first. */
export function useRouteHandles(): RouteHandle[] {
  return useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
}

/** The page's own handle merged over its parents'. */
export function usePageHandle(): RouteHandle {
  return Object.assign({}, ...useRouteHandles()) as RouteHandle;
}
