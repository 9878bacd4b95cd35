import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { env } from "#app/config/env.server";
import { ArticleCta } from "#app/features/marketing/blog/article-cta";
import { ArticleHeader } from "#app/features/marketing/blog/article-header";
import { blogPostingJsonLd } from "#app/features/marketing/blog/blog-posting-json-ld";
import { postCrumbs } from "#app/features/marketing/blog/post-crumbs";
import { postLastModified } from "#app/features/marketing/blog/post-meta";
import { getPost, relatedPosts } from "#app/features/marketing/blog/posts.server";
import { RelatedPosts } from "#app/features/marketing/blog/related-posts";
import { socialImage } from "#app/features/marketing/blog/social-image";
import { breadcrumbJsonLd } from "#app/features/seo/breadcrumbs";
import { pageMeta, siteUrlOf, structuredDataMeta } from "#app/features/seo/seo";
import { MobileCtaBar } from "#app/features/layout/mobile-cta-bar";

/** The trail and the structured data are made here, on the server, so the route's browser code stays small. */
export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  const siteUrl = env().SITE_URL;
  const crumbs = postCrumbs(post);
  return {
    post,
    crumbs,
    related: relatedPosts(post.slug),
    structuredData: [blogPostingJsonLd(post, siteUrl), breadcrumbJsonLd(crumbs, siteUrl)],
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Artigo não encontrado" }];
  const { post } = loaderData;
  return [
    ...pageMeta(
      {
        title: post.seoTitle ?? post.title,
        description: post.description ?? post.excerpt,
        image: socialImage(post.slug),
        type: "article",
      },
      siteUrlOf({ matches }),
    ),
    { property: "article:published_time", content: post.date },
    { property: "article:modified_time", content: postLastModified(post) },
    { property: "article:section", content: post.category },
    ...structuredDataMeta(loaderData.structuredData),
  ];
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, crumbs, related } = loaderData;
  return (
    <>
      <article>
        <ArticleHeader post={post} crumbs={crumbs} />
        <div className="container-page max-w-4xl pb-16">
          <div className="prose-site mx-auto mt-10 max-w-3xl text-lg" dangerouslySetInnerHTML={{ __html: post.html }} />
          <div className="mx-auto mt-12 max-w-3xl">
            <ArticleCta />
          </div>
        </div>
      </article>
      <RelatedPosts posts={related} />
      <MobileCtaBar />
    </>
  );
}
