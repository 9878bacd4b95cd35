/**
 * When each page's content last changed (YYYY-MM-DD), for the sitemap's
 * <lastmod>: search engines recrawl a page when its date moves, and learn to
 * ignore dates that move without a change, so this is never the build time.
 * Bump a page's date in the commit that changes what a reader finds on it
 * (text, figures, a tool's results); a refactor that shows the same page
 * leaves it alone. Articles carry their own dates (front matter `date` and
 * `updated`), /blog moves with its newest article as well, and each tool
 * page carries its date in its definition (features/tools/tool-definitions.ts).
 * last-modified.test.ts fails when a page has no date.
 */
export const pageUpdatedAt: Readonly<Record<string, string>> = {
  "/": "2026-11-26",
  "/home-completa": "2026-11-26",
  "/sobre-nos": "2026-11-23",
  "/portfolio": "2026-11-23",
  "/blog": "2026-11-23",
  "/comece-agora": "2026-11-26",
  "/contato": "2026-11-23",
  "/politica-privacidade": "2026-11-26",
  "/servicos": "2026-11-23",
  "/servicos/marketing-digital/gestao-trafego": "2026-11-26",
  "/servicos/fornecedor/fornecedor-nacional": "2026-11-23",
  "/ferramentas": "2026-11-23",
};
