import { POSTS_LOAD_STEP, POSTS_PAGE_SIZE } from "./categories";
import { postCategories, type PostCategory } from "./post-meta";
import { normalizeForSearch } from "./search";

/**
 * The blog list's state lives in its URL (/blog?q=ads&categoria=cases&pagina=2),
 * so a search, a category and "Carregar mais" work as plain links and GET
 * forms without JavaScript, and every view can be shared.
 */
export interface BlogQuery {
  query: string;
  category: PostCategory | null;
  /** 1 shows the first POSTS_PAGE_SIZE cards; each page after adds POSTS_LOAD_STEP. */
  page: number;
}

/** Longest search kept: enough for any phrase, short enough for any URL. */
const MAX_QUERY_LENGTH = 100;
const MAX_PAGE = 100;

export function categorySlug(category: PostCategory): string {
  return normalizeForSearch(category).replace(/\s+/g, "-");
}

export function readBlogQuery(params: URLSearchParams): BlogQuery {
  const slug = params.get("categoria");
  const page = Number.parseInt(params.get("pagina") ?? "", 10);
  return {
    query: (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH),
    category: postCategories.find((category) => categorySlug(category) === slug) ?? null,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The URL search (with its "?", or "" for the plain list) of a blog view; defaults are left out. */
export function blogSearch({ query, category, page }: BlogQuery): string {
  const params = new URLSearchParams();
  if (query.trim() !== "") params.set("q", query.trim());
  if (category) params.set("categoria", categorySlug(category));
  if (page > 1) params.set("pagina", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** How many cards a page of the list shows. */
export function visibleCount(page: number): number {
  return POSTS_PAGE_SIZE + (page - 1) * POSTS_LOAD_STEP;
}
