/**
 * Tool pages the server renders on every visit (from its cache) instead of prerendering: they show data it
 * stores and refreshes, so a file written at build time would show the build day's data (decision 038).
 * No imports: react-router.config.ts reads this too.
 */
export const LIVE_TOOL_PAGES = ["/ferramentas/conversor-moedas"] as const;
