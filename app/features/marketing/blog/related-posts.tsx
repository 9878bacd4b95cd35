import { PostCard } from "./post-card";
import type { PostSummary } from "./post-meta";

export function RelatedPosts({ posts }: { posts: PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="artigos-relacionados" className="bg-muted/40 py-16 sm:py-20">
      <div className="container-page">
        <h2 id="artigos-relacionados" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Continue lendo
        </h2>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </div>
      </div>
    </section>
  );
}
