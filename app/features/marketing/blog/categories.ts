import type { PostCategory } from "./post-meta";

export interface CategoryChip {
  label: string;
  /** null is "Todos". */
  category: PostCategory | null;
  /** Article counts as the spec states them for the full archive. */
  count: number;
}

export const categoryChips: readonly CategoryChip[] = [
  { label: "Todos", category: null, count: 25 },
  { label: "Google Ads", category: "Google Ads", count: 8 },
  { label: "Facebook Ads", category: "Facebook Ads", count: 7 },
  { label: "Cases", category: "Cases", count: 5 },
  { label: "Estratégia", category: "Estratégia", count: 3 },
  { label: "Copywriting", category: "Copywriting", count: 2 },
];

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
