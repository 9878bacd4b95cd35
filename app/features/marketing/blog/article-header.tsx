import { Fragment } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Badge } from "#app/components/ui/badge";
import { COVER_HEIGHT, COVER_WIDTH, PostMetaLine } from "./post-card";
import type { Crumb } from "#app/features/seo/breadcrumbs";
import type { PostSummary } from "./post-meta";

/** `crumbs`: the trail from postCrumbs, which the page's BreadcrumbList repeats. */
export function ArticleHeader({ post, crumbs }: { post: PostSummary; crumbs: readonly Crumb[] }) {
  return (
    <header className="container-page max-w-4xl pt-8 sm:pt-12">
      <nav aria-label="Trilha de navegação" className="@container">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
          {crumbs.map((crumb, index) =>
            index < crumbs.length - 1 ? (
              <Fragment key={crumb.path}>
                <li>
                  <Link
                    to={crumb.path}
                    className="inline-flex min-h-8 items-center rounded hover:text-foreground hover:underline"
                  >
                    {crumb.name}
                  </Link>
                </li>
                <li aria-hidden="true">
                  <Icon name="chevron-right" className="size-4" />
                </li>
              </Fragment>
            ) : (
              // One line (the title follows in full as the h1) while the trail is 14 rem wide or more: on a phone
              // at 200 % text it is narrower, and the whole title shows.
              <li
                key={crumb.path}
                aria-current="page"
                className="font-medium text-foreground @min-[14rem]:line-clamp-1"
              >
                {crumb.name}
              </li>
            ),
          )}
        </ol>
      </nav>
      <Badge variant="secondary" className="mt-6">
        {post.category}
      </Badge>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">{post.title}</h1>
      <p className="mt-4 text-lg text-pretty text-muted-foreground">{post.excerpt}</p>
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <span className="inline-flex items-center gap-2 font-semibold">
          <Icon name="user-round" aria-hidden="true" className="size-4 text-primary" />
          Por {post.author}
        </span>
        <PostMetaLine post={post} />
      </div>
      <img
        src={post.cover}
        alt=""
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        fetchPriority="high"
        decoding="async"
        className="mt-8 aspect-video w-full rounded-2xl border bg-muted object-cover"
      />
    </header>
  );
}
