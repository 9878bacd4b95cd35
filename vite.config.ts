import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig } from "vite";

// Prerendering reads SITE_URL and friends from process.env, like the server does.
if (existsSync(".env")) process.loadEnvFile(".env");

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null;
}

const frameworkPattern =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/;
const rootRoute = resolve("app/root.tsx");
// A package entry that re-exports every primitive: reaching it says nothing about which ones a page uses.
const barrelPattern = /node_modules[\\/]radix-ui[\\/]/;

/**
 * How the browser build groups modules into files. Left alone, the bundler
 * makes one file per distinct set of routes that share a module: 130 files,
 * up to 57 on one page, most under 1 KB, each a request (six at a time over
 * HTTP/1.1) and a module to register before hydration. Every page loads the
 * root route, so whatever the root reaches costs no page anything extra in one
 * "shell" file, and React and React Router make one "framework" file. What
 * only some routes use keeps the default grouping.
 */
function clientChunkGroups() {
  let shellModules: Set<string> | undefined;
  const reachableFromRoot = (graph: ModuleGraph): Set<string> => {
    const seen = new Set<string>();
    const pending = [rootRoute];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (seen.has(id) || barrelPattern.test(id)) continue;
      seen.add(id);
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };

  return [
    { name: "framework", test: frameworkPattern, priority: 3 },
    {
      name: (id: string, graph: ModuleGraph) => {
        shellModules ??= reachableFromRoot(graph);
        return shellModules.has(id) && !graph.getModuleInfo(id)?.isEntry ? "shell" : null;
      },
      priority: 1,
    },
  ];
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // Font subsets stay files: inlined as data: URIs they would be blocked by the CSP's font-src 'self'.
    assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting: { groups: clientChunkGroups() } } },
  },
}));
