import { register } from "node:module";

const productionReactRouter = `
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  return specifier === "react-router"
    ? { ...resolved, url: resolved.url.replace("/dist/development/", "/dist/production/") }
    : resolved;
}`;

/**
 * Run in each thread before anything imports React or React Router, which
 * pick their build when first imported (docs/decisions/037):
 * - NODE_ENV is "production" unless set: `node build/node/main.js` alone used
 *   to serve pages with React's development build (twice the render time);
 * - React Router's production build, which its package offers only by path
 *   (remix-run/react-router#14102; the browser build takes it through a Vite
 *   alias), for every importer, the framework adapters included, so the
 *   thread keeps one copy of it. A worker thread does not inherit the hook:
 *   it registers its own.
 */
export function selectProductionBuilds(): void {
  process.env.NODE_ENV ??= "production";
  if (process.env.NODE_ENV === "production") {
    register(`data:text/javascript,${encodeURIComponent(productionReactRouter)}`);
  }
}
