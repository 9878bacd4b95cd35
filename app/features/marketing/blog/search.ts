import type { PostCategory } from "./post-meta";

/** Lower case without accents, so "trafego" matches "Tráfego" and "PERFORMANCE" matches "performance". */
export function normalizeForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

export interface SearchablePost {
  title: string;
  excerpt: string;
  category: PostCategory;
}

export interface PostFilter {
  query: string;
  /** null means every category ("Todos"). */
  category: PostCategory | null;
}

/**
 * Posts whose title or excerpt contains every word of the query (in any
 * order), ignoring case and accents, within the chosen category.
 */
export function filterPosts<T extends SearchablePost>(posts: readonly T[], { query, category }: PostFilter): T[] {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    if (category && post.category !== category) return false;
    const title = normalizeForSearch(post.title);
    const excerpt = normalizeForSearch(post.excerpt);
    return words.every((word) => title.includes(word) || excerpt.includes(word));
  });
}
