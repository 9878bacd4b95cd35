import { z } from "zod";
import { authorProfiles } from "./authors";
import { postCategories, type PostMeta } from "./post-meta";

/**
 * A deliberately small front-matter reader for our own article files:
 * a block of `key: value` lines between two `---` lines at the top. Values
 * may be wrapped in double quotes. Anything richer (lists, nesting) is not
 * needed and is rejected, so a typo cannot silently change an article.
 */
export interface FrontMatterDocument {
  attributes: Record<string, string>;
  body: string;
}

const BLOCK = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const LINE = /^([A-Za-z][A-Za-z0-9_]*):\s*(.*)$/;

export function parseFrontMatter(source: string): FrontMatterDocument {
  const match = BLOCK.exec(source);
  if (!match) throw new Error("front matter block (--- ... ---) missing at the top");
  const attributes: Record<string, string> = {};
  for (const [index, rawLine] of (match[1] ?? "").split(/\r?\n/).entries()) {
    const line = rawLine.trim();
    if (line === "" || line.startsWith("#")) continue;
    const pair = LINE.exec(line);
    if (!pair) throw new Error(`front matter line ${index + 1} is not "key: value": ${line}`);
    const [, key = "", rawValue = ""] = pair;
    if (key in attributes) throw new Error(`front matter key "${key}" appears twice`);
    const quoted = /^"(.*)"$/.exec(rawValue);
    attributes[key] = quoted?.[1] !== undefined ? quoted[1].replace(/\\"/g, '"') : rawValue;
  }
  return { attributes, body: source.slice(match[0].length) };
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "date must be YYYY-MM-DD")
  .refine(isRealDate, "date must exist");

/** Front matter of an article file (app/content/blog/<slug>.md). Every value arrives as a string. Server only. */
export const postMetaSchema = z
  .object({
    title: z.string().min(10).max(110),
    seoTitle: z.string().min(10).max(60).optional(),
    excerpt: z.string().min(60).max(240),
    description: z.string().min(70).max(160).optional(),
    category: z.enum(postCategories),
    author: z.string().refine((name) => name in authorProfiles, "author needs a profile in authors.ts"),
    date: isoDate,
    updated: isoDate.optional(),
    readTime: z.coerce.number().int().min(1).max(30),
    cover: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/, "cover must be an SVG in /images/blog/"),
    featured: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
  })
  .refine((meta) => meta.updated === undefined || meta.updated > meta.date, {
    message: "updated must come after date",
    path: ["updated"],
  }) satisfies z.ZodType<PostMeta, unknown>;
