import { describe, expect, it } from "vitest";
import { deferHydration, HydrationScriptError } from "./deferred-hydration";

/** The shape React Router 7 prerenders: hints hoisted into <head>, route modules imported by an inline module script. */
const page = `<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>
<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="__csp_nonce__"/><link rel="modulepreload" href="/assets/framework-B.js" nonce="__csp_nonce__"/><link rel="modulepreload" href="/assets/root-C.js" nonce="__csp_nonce__"/><link rel="modulepreload" href="/assets/sobre-nos-D.js" nonce="__csp_nonce__"/>
<link nonce="__csp_nonce__" rel="stylesheet" href="/assets/app-E.css"/></head>
<body><main><h1>Sobre nós</h1></main>
<script nonce="__csp_nonce__">window.__reactRouterContext = {"ssr":true};</script>
<script nonce="__csp_nonce__" type="module" async="">;
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/sobre-nos-D.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/sobre-nos":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

function moduleScript(html: string): string {
  return /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
}

describe("deferHydration", () => {
  const html = deferHydration(page);
  const script = moduleScript(html);

  it("leaves no module hint in the HTML, so the stylesheet is the first thing the browser fetches", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link nonce="__csp_nonce__" rel="stylesheet" href="/assets/app-E.css"/>');
    expect(html).toContain("<h1>Sobre nós</h1>");
  });

  it("waits for a painted frame before any script is requested", () => {
    const waitForPaint = script.indexOf('"first-contentful-paint"');
    expect(waitForPaint).toBeGreaterThanOrEqual(0);
    expect(script.indexOf('"modulepreload"')).toBeGreaterThan(waitForPaint);
    expect(script.indexOf("import(")).toBeGreaterThan(waitForPaint);
    expect(script).not.toMatch(/^\s*import \* as/m);
  });

  it("then preloads every module the page had hinted and imports the route modules under their names", () => {
    for (const file of ["entry.client-A", "framework-B", "root-C", "sobre-nos-D"]) {
      expect(script).toContain(`"/assets/${file}.js"`);
    }
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/sobre-nos-D.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/sobre-nos":route1};');
    expect(script.trim().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
  });

  it("keeps the nonce placeholder the server fills per response", () => {
    expect(html).toContain('<script nonce="__csp_nonce__" type="module" async="">');
  });

  it("runs as a module script: the rewritten body parses", async () => {
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => unknown;
    expect(() => new AsyncFunction(script.replaceAll("import(", "load("))).not.toThrow();
  });

  it("keeps dollar signs of route ids and paths as they are", () => {
    const withDollars = page.replace('"routes/sobre-nos":route1', () => `"routes/blog.$slug":route1, "$&": "$'"`);
    const script = moduleScript(deferHydration(withDollars));
    expect(script).toContain('{"root":route0,"routes/blog.$slug":route1, "$&": "$\'"}');
    // Expanded, "$&" would paste the original script, static imports included, into the new one.
    expect(script).not.toMatch(/^\s*import \* as/m);
    expect(script.trim().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
  });

  it("leaves a page without module hints as it is", () => {
    const plain = "<html><body><h1>404</h1></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });

  it("refuses output it does not recognise instead of serving a page that never hydrates", () => {
    const withoutScript = page.replace(/<script nonce="__csp_nonce__" type="module"[\s\S]*?<\/script>/, "");
    expect(() => deferHydration(withoutScript)).toThrow(HydrationScriptError);
    const withoutImports = page.replace(/import \* as route\d from "[^"]+";/g, "");
    expect(() => deferHydration(withoutImports)).toThrow(HydrationScriptError);
  });
});
