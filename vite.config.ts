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
/** Helpers every page with script uses (page meta): they ride in the shell. */
const sharedHelpersPattern = /app[\\/]features[\\/]seo[\\/]seo\.ts$/;
/** pt-BR numbers: the calculators and the marketing figures, not the blog or the lead forms. */
const numbersPattern = /app[\\/]lib[\\/]numbers\.ts$/;
/** Form controls, shared by the lead forms and the tools. */
const formKitPattern =
  /app[\\/]components[\\/]ui[\\/](input|label|textarea|alert|field-error|native-(select|radio|checkbox|range)|progress-bar)\.tsx$/;
/** What every tool page uses and no other page does: its frame, form, result and share pieces. */
const toolKitPattern = /app[\\/]features[\\/]tools[\\/](components[\\/]|tool-layout|tool-meta|form-fields)/;
/**
 * Marketing page pieces: headings, figures, artwork, the specialist's portrait, structured data and the phone
 * CTA bar. Not serialize-json-ld, which the tool pages share.
 */
const marketingKitPattern =
  /app[\\/]features[\\/](marketing[\\/]shared[\\/](json-ld|section-heading|stat-tile|artwork|specialist-portrait)\.tsx?$|layout[\\/]mobile-cta-bar)/;
/** What the lead forms (not the blog newsletter) share: options, privacy note, success panel, WhatsApp toast. */
const leadKitPattern =
  /app[\\/]features[\\/]leads[\\/](options\.ts|components[\\/](privacy-note|success-panel|whatsapp-toast)\.tsx?$)/;
/**
 * The blog list's cards and the long dates they write. Pages without script (articles, the privacy policy, the
 * events calendar) share them, which would otherwise split them into two more files for the blog list to load.
 */
const blogKitPattern = /app[\\/](features[\\/]marketing[\\/]blog[\\/]post-card\.tsx|lib[\\/]dates\.ts)$/;

/**
 * How the browser build groups modules into files. Left alone, the bundler
 * makes one file per distinct set of routes that share a module: 130 files,
 * up to 57 on one page, most under 1 KB, each a request (six at a time over
 * HTTP/1.1) and a module to register before hydration. Every page loads the
 * root route, so whatever the root reaches costs no page anything extra in one
 * "shell" file, and React and React Router make one "framework" file. The
 * form controls make one "form-kit" file and the pieces every tool page shares
 * one "tool-kit" file (about 1 KB less than as a dozen tiny files). The
 * marketing pieces and the lead forms' surroundings make "marketing-kit" and
 * "lead-kit": the home page went from 20 files to 14; "blog-kit" keeps the blog list at 10. Groups rank shell over
 * form-kit over the kits, so a module is claimed by the file the most pages
 * need anyway. What only some routes use keeps the default grouping.
 */
function clientChunkGroups() {
  let shellModules: Set<string> | undefined;
  const reachableFromRoot = (graph: ModuleGraph): Set<string> => {
    const seen = new Set<string>();
    const pending = [rootRoute];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };

  return [
    { name: "framework", test: frameworkPattern, priority: 4 },
    // Its own file: inside the tool kit it would bring the whole kit to the home page.
    { name: "numbers", test: numbersPattern, priority: 3 },
    // Below the shell, so a module both reach stays in the shell every page loads anyway.
    { name: "form-kit", test: formKitPattern, priority: 2 },
    { name: "tool-kit", test: toolKitPattern, priority: 1 },
    { name: "marketing-kit", test: marketingKitPattern, priority: 1 },
    { name: "lead-kit", test: leadKitPattern, priority: 1 },
    { name: "blog-kit", test: blogKitPattern, priority: 1 },
    {
      name: (id: string, graph: ModuleGraph) => {
        shellModules ??= reachableFromRoot(graph);
        const inShell = shellModules.has(id) || sharedHelpersPattern.test(id);
        return inShell && !graph.getModuleInfo(id)?.isEntry ? "shell" : null;
      },
      priority: 3,
    },
  ];
}

/**
 * React Router's package exports point at its development build for every
 * condition (remix-run/react-router#14102): the browser would carry its
 * development warnings. The browser build takes the production build instead,
 * which differs only in that switch; the server keeps the package's default.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: resolve("node_modules/react-router/dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: resolve("node_modules/react-router/dist/production/dom-export.mjs") },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true, alias: isSsrBuild ? [] : reactRouterProduction },
  build: {
    // Font subsets stay files: inlined as data: URIs they would be blocked by the CSP's font-src 'self'.
    assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting: { groups: clientChunkGroups() } } },
  },
}));
