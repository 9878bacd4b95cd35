import { postCategories, type PostCategory, type PostSummary } from "./post-meta";

export interface CategoryChip {
  label: string;
  /** null is "Todos". */
  category: PostCategory | null;
  count: number;
}

/**
 * "Todos" and one chip per category, counted from the articles themselves,
 * so a chip's number is always how many articles it filters to.
 */
export function categoryChips(posts: readonly Pick<PostSummary, "category">[]): CategoryChip[] {
  return [
    { label: "Todos", category: null, count: posts.length },
    ...postCategories.map((category) => ({
      label: category,
      category,
      count: posts.filter((post) => post.category === category).length,
    })),
  ];
}

/** Searches suggested under "Tópicos populares"; each one fills the search box. */
export const popularTopics: readonly string[] = [
  "ROAS",
  "Performance Max",
  "Dropshipping",
  "Remarketing",
  "Criativos",
  "TikTok Ads",
  "Copywriting",
  "Tráfego pago",
];

/** Cards shown before the first "Carregar mais", and how many each click adds. */
export const POSTS_PAGE_SIZE = 5;
export const POSTS_LOAD_STEP = 3;
