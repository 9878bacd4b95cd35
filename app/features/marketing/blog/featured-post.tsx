import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Badge } from "#app/components/ui/badge";
import { COVER_HEIGHT, COVER_WIDTH, PostMetaLine } from "./post-card";
import type { PostSummary } from "./post-meta";

export function FeaturedPost({ post }: { post: PostSummary }) {
  return (
    <article
      aria-labelledby="artigo-destaque"
      className="group relative grid overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring hover:shadow-md md:grid-cols-2"
    >
      <img
        src={post.cover}
        alt=""
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        decoding="async"
        className="aspect-video h-full w-full bg-muted object-cover"
      />
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <div className="flex flex-wrap gap-2">
          <Badge variant="highlight">
            <Icon name="star" aria-hidden="true" />
            Destaque
          </Badge>
          <Badge variant="secondary">{post.category}</Badge>
        </div>
        <h2 id="artigo-destaque" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          <Link
            to={`/blog/${post.slug}`}
            prefetch="intent"
            className="outline-none after:absolute after:inset-0 group-hover:text-primary"
          >
            {post.title}
          </Link>
        </h2>
        <p className="text-muted-foreground">{post.excerpt}</p>
        <PostMetaLine post={post} />
        <p aria-hidden="true" className="mt-auto inline-flex items-center gap-2 font-semibold text-primary">
          Ler artigo completo
          <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}
