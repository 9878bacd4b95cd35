import type { Crumb } from "#app/features/seo/breadcrumbs";
import { blogSearch } from "./blog-query";
import type { PostSummary } from "./post-meta";

/** The trail above an article: Início › Blog › its category (the filtered list) › the article. */
export function postCrumbs(post: Pick<PostSummary, "slug" | "title" | "category">): Crumb[] {
  return [
    { name: "Início", path: "/" },
    { name: "Blog", path: "/blog" },
    { name: post.category, path: `/blog${blogSearch({ query: "", category: post.category, page: 1 })}` },
    { name: post.title, path: `/blog/${post.slug}` },
  ];
}
