/** Article categories as the blog's chips name them (the spec's "Strategy" is "Estratégia" on screen). */
export const postCategories = ["Google Ads", "Facebook Ads", "Cases", "Estratégia", "Copywriting"] as const;
export type PostCategory = (typeof postCategories)[number];

/** An article's front matter, validated (see postMetaSchema in front-matter.ts). */
export interface PostMeta {
  title: string;
  excerpt: string;
  category: PostCategory;
  author: string;
  /** YYYY-MM-DD. */
  date: string;
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

const dateFormat = new Intl.DateTimeFormat("pt-BR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-03-14" → "14 de março de 2026" (UTC, so server and browser agree). */
export function formatPostDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
