import { register } from "node:module";

/**
 * The process's entry (build/node/main.js), run before anything imports React
 * or React Router, which pick their build when first imported:
 * - NODE_ENV is "production" unless set: `node build/node/main.js` alone used
 *   to serve pages with React's development build (twice the render time);
 * - React Router's production build, which its package offers only by path
 *   (remix-run/react-router#14102; the browser build takes it through a Vite
 *   alias), for every importer, the framework adapters included, so the
 *   process keeps one copy of it (docs/decisions/037).
 * Then the server itself loads.
 */
process.env.NODE_ENV ??= "production";

const productionReactRouter = `
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  return specifier === "react-router"
    ? { ...resolved, url: resolved.url.replace("/dist/development/", "/dist/production/") }
    : resolved;
}`;

if (process.env.NODE_ENV === "production") {
  register(`data:text/javascript,${encodeURIComponent(productionReactRouter)}`);
}

await import("./main");
