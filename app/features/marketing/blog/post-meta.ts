/** Article categories as the blog's chips name them (the spec's "Strategy" is "Estratégia" on screen). */
export const postCategories = ["Google Ads", "Facebook Ads", "Cases", "Estratégia", "Copywriting"] as const;
export type PostCategory = (typeof postCategories)[number];

/** An article's front matter, validated (see postMetaSchema in front-matter.ts). */
export interface PostMeta {
  /** The article's heading (and its card's). */
  title: string;
  /** The <title> when `title` is too long for a search result (see TITLE_MAX in features/seo/seo.ts). */
  seoTitle?: string;
  excerpt: string;
  /** The meta description when the excerpt does not fit a result's snippet (70–160 characters). */
  description?: string;
  category: PostCategory;
  author: string;
  /** YYYY-MM-DD. */
  date: string;
  /** YYYY-MM-DD of the last change that matters to a reader, when the article was revised after `date`. */
  updated?: string;
  /** Minutes. */
  readTime: number;
  cover: string;
  featured: boolean;
}

/** What lists and cards need: the metadata plus the slug. */
export interface PostSummary extends PostMeta {
  slug: string;
}

export interface Post extends PostSummary {
  html: string;
  wordCount: number;
}

/** When the article last changed: its revision date, else its publication date. */
export function postLastModified({ date, updated }: Pick<PostMeta, "date" | "updated">): string {
  return updated ?? date;
}
