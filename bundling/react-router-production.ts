import { resolve } from "node:path";

/**
 * React Router's package exports point at its development build for every condition
 * (remix-run/react-router#14102, open for the 7 line): the browser would carry its development
 * warnings (0.5 KiB). The browser build takes the production build instead, which differs only in
 * that switch; the server keeps the package's default. `react-router-production.test.ts` fails when
 * an upgrade moves these files or makes the package resolve its production build by itself (then
 * drop the alias).
 */
export const reactRouterProductionEntries = {
  "react-router": "node_modules/react-router/dist/production/index.mjs",
  "react-router/dom": "node_modules/react-router/dist/production/dom-export.mjs",
} as const;

/** `resolve.alias` entries for the browser build. */
export function reactRouterProductionAlias(root = process.cwd()) {
  return Object.entries(reactRouterProductionEntries).map(([specifier, file]) => ({
    find: new RegExp(`^${specifier.replace("/", "\\/")}$`),
    replacement: resolve(root, file),
  }));
}
