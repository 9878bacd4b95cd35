/**
 * Prerendered pages are complete without JavaScript (content, links, forms
 * posting to route actions), so the hydration code need not compete with the
 * stylesheet and fonts for a slow phone's bandwidth. This rewrites React
 * Router's output so that no script is requested before the first paint:
 * the `modulepreload` hints (which React hoists above the stylesheet) leave
 * the HTML, and the inline module script waits for the first contentful paint,
 * then adds the same hints and imports the route modules, all in parallel as
 * before.
 * See docs/decisions/011-hydrate-after-first-paint.md.
 */

const modulePreloadPattern = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const moduleScriptPattern = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const staticImportPattern = /^\s*import \* as (route\d+) from ("[^"]+");\s*$/gm;

/**
 * Resolves once the browser reports the first contentful paint; where paint
 * timing is missing, once a second frame has come (the first is on screen by
 * then). The timeout only guards against a paint entry that never comes. A
 * hidden tab paints nothing, so the script does not wait there at all.
 */
const afterFirstPaint = `(resolve) => {
  setTimeout(resolve, 3000);
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)));
  new PerformanceObserver((entries) => entries.getEntriesByName("first-contentful-paint").length && resolve()).observe({ type: "paint", buffered: true });
}`;

export class HydrationScriptError extends Error {}

export function deferHydration(html: string): string {
  const preloads = [...html.matchAll(modulePreloadPattern)].map((match) => match[1]!);
  if (preloads.length === 0) return html;

  const script = moduleScriptPattern.exec(html);
  if (!script) throw new HydrationScriptError("module preloads without React Router's module script");
  const [whole, open, body, close] = script as unknown as [string, string, string, string];

  const imports = [...body.matchAll(staticImportPattern)].map((match) => ({ name: match[1]!, url: match[2]! }));
  if (imports.length === 0) throw new HydrationScriptError("React Router's module script imports no route module");

  const deferred = [
    `if (document.visibilityState !== "hidden") await new Promise(${afterFirstPaint});`,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${imports.map((i) => i.name).join(", ")}] = await Promise.all([${imports.map((i) => `import(${i.url})`).join(", ")}]);`,
    body.replace(staticImportPattern, "").trim(),
  ].join("\n");

  // A function, not a string: the script may hold "$&" or "$'", which a replacement string would expand.
  return html.replace(modulePreloadPattern, "").replace(whole, () => `${open}${deferred}${close}`);
}
