import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Badge } from "#app/components/ui/badge";
import { cn } from "#app/lib/utils";
import { formatLongDate } from "#app/lib/dates";
import type { PostSummary } from "./post-meta";

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;

export function PostMetaLine({ post, className }: { post: PostSummary; className?: string }) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground", className)}>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar-days" aria-hidden="true" className="size-4" />
        <time dateTime={post.date}>{formatLongDate(post.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" aria-hidden="true" className="size-4" />
        {post.readTime} min de leitura
      </span>
    </p>
  );
}

interface PostCardProps {
  post: PostSummary;
  id?: string;
  headingLevel?: "h2" | "h3";
  hidden?: boolean;
}

/**
 * Article teaser; the title link covers the whole card, so the card is one tab stop. A card given a wide slot (the
 * blog list's last card alone in its row) lays its cover beside the text.
 */
export function PostCard({ post, id, headingLevel: Heading = "h3", hidden }: PostCardProps) {
  return (
    <article
      id={id}
      hidden={hidden}
      className="group @container/card relative overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring hover:shadow-md"
    >
      <div className="flex h-full flex-col @min-[36rem]/card:flex-row">
        <img
          src={post.cover}
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-muted object-cover @min-[36rem]/card:w-1/2 @min-[36rem]/card:self-stretch"
        />
        <div className="@container flex flex-1 flex-col gap-3 p-5">
          <Badge variant="secondary">{post.category}</Badge>
          <Heading className="text-lg leading-snug font-semibold text-balance">
            <Link
              to={`/blog/${post.slug}`}
              prefetch="intent"
              data-post-link=""
              className="outline-none after:absolute after:inset-0 group-hover:text-primary"
            >
              {post.title}
            </Link>
          </Heading>
          {/*
          Three lines while a line holds some 35 characters or more: the excerpt at least 15 rem wide, in the root's
          rem, which follows the text size. At 200 % text the lines are shorter and the whole excerpt shows.
        */}
          <p className="text-sm text-muted-foreground @min-[15rem]:line-clamp-3">{post.excerpt}</p>
          <PostMetaLine post={post} className="mt-auto pt-2" />
        </div>
      </div>
    </article>
  );
}
