import { postLastModified, type PostSummary } from "#app/features/marketing/blog/post-meta";
import { isToolSlug, toolDefinitions } from "#app/features/tools/tool-definitions";
import { pageUpdatedAt } from "./page-dates";

/**
 * When a page's content last changed: an article's own date, the blog list's
 * date or its newest article's (a new article changes the list), a tool
 * page's from its definition, any other page's from page-dates.ts.
 * Undefined for a page it does not know.
 */
export function lastModified(path: string, posts: readonly PostSummary[]): string | undefined {
  const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  if (slug !== undefined) {
    const post = posts.find((candidate) => candidate.slug === slug);
    return post && postLastModified(post);
  }
  const tool = /^\/ferramentas\/([^/]+)$/.exec(path)?.[1];
  if (tool !== undefined && isToolSlug(tool)) return toolDefinitions[tool].updatedAt;
  const own = pageUpdatedAt[path];
  if (path !== "/blog") return own;
  return [own, ...posts.map(postLastModified)]
    .filter((date) => date !== undefined)
    .sort()
    .at(-1);
}
