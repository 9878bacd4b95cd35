import { z } from "~/lib/zod";

/** Article categories as the blog's chips name them (the spec's "Strategy" is "Estratégia" on screen). */
export const postCategories = ["Google Ads", "Facebook Ads", "Cases", "Estratégia", "Copywriting"] as const;
export type PostCategory = (typeof postCategories)[number];

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Front matter of an article file (app/content/blog/<slug>.md). Every value arrives as a string. */
export const postMetaSchema = z.object({
  title: z.string().min(10).max(110),
  excerpt: z.string().min(60).max(240),
  category: z.enum(postCategories),
  author: z.string().min(2),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "date must be YYYY-MM-DD")
    .refine(isRealDate, "date must exist"),
  readTime: z.coerce.number().int().min(1).max(30),
  cover: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/, "cover must be an SVG in /images/blog/"),
  featured: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});

export type PostMeta = z.infer<typeof postMetaSchema>;

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
