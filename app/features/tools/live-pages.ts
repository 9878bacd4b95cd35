import { toolDefinitions, toolSlugs } from "./tool-definitions";
import { toolPath } from "./tool-path";

/**
 * Tool pages the server renders on every visit (from its cache) instead of prerendering: they show data it
 * stores and refreshes, so a file written at build time would show the build day's data (decision 038).
 * react-router.config.ts reads this too: it and what it imports stay free of path aliases at run time.
 */
export const LIVE_TOOL_PAGES: readonly string[] = toolSlugs.filter((slug) => toolDefinitions[slug].live).map(toolPath);
