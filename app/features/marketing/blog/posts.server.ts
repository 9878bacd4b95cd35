import { Marked, Renderer, type Tokens } from "marked";
import { parseFrontMatter, postMetaSchema } from "./front-matter.server";
import type { Post, PostSummary } from "./post-meta";

/**
 * Articles are bundled into the server build at build time (so the runtime
 * never reads app/ from disk) and rendered to HTML here, on the server only:
 * no Markdown code ever reaches the browser.
 */
const files = import.meta.glob<string>("/app/content/blog/*.md", { query: "?raw", import: "default", eager: true });

function slugOf(path: string): string {
  return path.replace(/^.*\/([^/]+)\.md$/, "$1");
}

function countWords(markdown: string): number {
  return markdown
    .replace(/[#>*_`[\]()|-]/g, " ")
    .split(/\s+/)
    .filter((word) => /\p{L}|\d/u.test(word)).length;
}

/**
 * An article's Markdown as HTML. Wide tables scroll inside the article on
 * phones instead of widening the page, in a region that takes keyboard
 * focus; each is named by its place ("Tabela 2"), since landmarks on one
 * page need distinct names. The table is marked's own rendering, wrapped.
 */
function renderArticle(markdown: string): string {
  let tables = 0;
  const parser = new Marked({
    async: false,
    gfm: true,
    renderer: {
      table(this: Renderer, token: Tokens.Table) {
        tables += 1;
        const table = Renderer.prototype.table.call(this, token);
        return `<div class="overflow-x-auto" role="region" aria-label="Tabela ${tables}" tabindex="0">${table.trimEnd()}</div>\n`;
      },
    },
  });
  return parser.parse(markdown, { async: false });
}

function loadPost(path: string, source: string): Post {
  const slug = slugOf(path);
  const { attributes, body } = parseFrontMatter(source);
  const parsed = postMetaSchema.safeParse(attributes);
  if (!parsed.success) throw new Error(`app/content/blog/${slug}.md: ${parsed.error.message}`);
  const html = renderArticle(body);
  return { ...parsed.data, slug, html, wordCount: countWords(body) };
}

const posts: Post[] = Object.entries(files)
  .map(([path, source]) => loadPost(path, source))
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

/** Cards and lists leave out the body and what only the article's own <head> uses. */
function summary({
  html: _html,
  wordCount: _wordCount,
  seoTitle: _seoTitle,
  description: _description,
  ...meta
}: Post): PostSummary {
  return meta;
}

/** Every article's metadata, newest first. */
export function listPosts(): PostSummary[] {
  return posts.map(summary);
}

export function getPost(slug: string): Post | undefined {
  return posts.find((post) => post.slug === slug);
}

/** Up to `limit` other articles: same category first, then the newest. */
export function relatedPosts(slug: string, limit = 3): PostSummary[] {
  const current = getPost(slug);
  if (!current) return [];
  const others = posts.filter((post) => post.slug !== slug);
  const sameCategory = others.filter((post) => post.category === current.category);
  const rest = others.filter((post) => post.category !== current.category);
  return [...sameCategory, ...rest].slice(0, limit).map(summary);
}
