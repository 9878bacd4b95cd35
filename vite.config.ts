import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { existsSync } from "node:fs";
import { defineConfig } from "vite";
import { clientChunkGroups } from "./bundling/chunk-groups.ts";

// Prerendering reads SITE_URL and friends from process.env, like the server does.
if (existsSync(".env")) process.loadEnvFile(".env");

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // Font subsets stay files: inlined as data: URIs they would be blocked by the CSP's font-src 'self'.
    assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting: { groups: clientChunkGroups() } } },
  },
}));
