import { publisherJsonLd } from "#app/features/seo/publisher";
import { authorProfiles } from "./authors";
import { postLastModified, type Post } from "./post-meta";
import { socialImage } from "./social-image";

function authorJsonLd(name: string, siteUrl: string): Record<string, unknown> {
  const profile = authorProfiles[name];
  if (!profile) throw new Error(`Autor sem perfil: ${name}`);
  return {
    "@type": "Person",
    name,
    url: `${siteUrl}${profile.path}`,
    jobTitle: profile.jobTitle,
  };
}

/** schema.org BlogPosting for an article page, with absolute URLs. */
export function blogPostingJsonLd(post: Post, siteUrl: string): Record<string, unknown> {
  const url = `${siteUrl}/blog/${post.slug}`;
  const image = socialImage(post.slug);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description ?? post.excerpt,
    image: { "@type": "ImageObject", url: `${siteUrl}${image.path}`, width: image.width, height: image.height },
    datePublished: post.date,
    dateModified: postLastModified(post),
    inLanguage: "pt-BR",
    articleSection: post.category,
    wordCount: post.wordCount,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: authorJsonLd(post.author, siteUrl),
    publisher: publisherJsonLd(siteUrl),
  };
}
