import { useContext, useState } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * The page's modules announced at low priority, as React does for its own
 * bootstrap modules. React Router's `<Scripts>` announces the same files at
 * Chrome's high priority, beside the stylesheet and the fonts, so on a slow
 * connection the script shared the bandwidth the first paint needs. The browser
 * fetches a module once, at the priority of the first link that names it, and
 * React hoists these into the head in render order: rendered before
 * `<Scripts>`, they come first. The list is React Router's own (entry, then
 * each matched route's module and imports) for the page the visit began on.
 * The links then stay as they are: removing them after hydration would change
 * the head in the commit that enables the page, and each removal makes the
 * browser re-check every `:has()` rule; route modules load on navigation as
 * usual.
 *
 * The manifest is read through `UNSAFE_FrameworkContext` because nothing
 * supported sets a preload's priority (decision 043): `e2e/loading.spec.ts`
 * fails when an upgrade leaves this rendering nothing (every module would then
 * load at high priority), the typecheck when the context changes shape.
 */
export function ModulePreloads() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const [hrefs] = useState(() => {
    if (!framework) return [];
    const { manifest } = framework;
    const found = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const match of matches) {
      const route = manifest.routes[match.id];
      if (!route) continue;
      // React Router 8 splits a route's client action and loader into modules of their own, loaded with it.
      const modules = [route.module, route.clientActionModule, route.clientLoaderModule, route.clientMiddlewareModule];
      for (const href of [...modules, ...(route.imports ?? [])]) if (href) found.add(href);
    }
    return [...found];
  });
  return hrefs.map((href) => <link key={href} rel="modulepreload" href={href} fetchPriority="low" />);
}
