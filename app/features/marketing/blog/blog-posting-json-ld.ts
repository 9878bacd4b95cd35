import { site } from "~/config/site";
import type { Post } from "./post-meta";
import { socialImagePath } from "./social-image";

/** schema.org BlogPosting for an article page, with absolute URLs. */
export function blogPostingJsonLd(post: Post, siteUrl: string): Record<string, unknown> {
  const url = `${siteUrl}/blog/${post.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: `${siteUrl}${socialImagePath(post.slug)}`,
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: "pt-BR",
    articleSection: post.category,
    wordCount: post.wordCount,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: site.brand, url: siteUrl },
  };
}
