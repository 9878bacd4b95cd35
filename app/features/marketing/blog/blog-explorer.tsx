import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { blogSearch, readBlogQuery, visibleCount } from "./blog-query";
import { categoryChips, popularTopics } from "./categories";
import { CategoryChips } from "./category-chips";
import { FeaturedPost } from "./featured-post";
import { PostCard } from "./post-card";
import type { PostSummary } from "./post-meta";
import { filterPosts } from "./search";

/** The anchor of an article's card in the list. */
function cardId(post: PostSummary): string {
  return `artigo-${post.slug}`;
}

interface BlogExplorerProps {
  posts: PostSummary[];
  /** The newsletter box, shown in the sidebar. */
  newsletter: ReactNode;
}

function resultsMessage(count: number, shown: number, filtered: boolean): string {
  if (count === 0) return "Nenhum artigo encontrado.";
  const found = filtered ? `${count} ${count === 1 ? "artigo encontrado" : "artigos encontrados"}. ` : "";
  return `${found}Mostrando ${shown} de ${count}.`;
}

/**
 * Search, category filter and "Carregar mais" over the article list, all kept
 * in the URL (see blog-query.ts): without JavaScript they are a GET form and
 * links the server answers; with it the list filters as the visitor types.
 * Every card is rendered (hidden beyond the visible count) so the HTML links
 * every article for crawlers.
 */
export function BlogExplorer({ posts, newsletter }: BlogExplorerProps) {
  const searchId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readBlogQuery(searchParams);
  const { query, category } = view;
  const [text, setText] = useState(view.query);
  const [seenQuery, setSeenQuery] = useState(view.query);
  // A topic link or the back button changed the search: show it in the box.
  if (seenQuery !== view.query) {
    setSeenQuery(view.query);
    setText(view.query);
  }

  const filtering = view.query.trim() !== "" || view.category !== null;
  const featured = filtering ? undefined : posts.find((post) => post.featured);
  const matches = filterPosts(posts, { query, category });
  const results = featured ? matches.filter((post) => post !== featured) : matches;
  const shown = Math.min(visibleCount(view.page), results.length);

  // "Carregar mais" moves keyboard focus to the first card it revealed.
  const previousPage = useRef(view.page);
  useEffect(() => {
    if (view.page > previousPage.current) {
      const links = listRef.current?.querySelectorAll<HTMLAnchorElement>("[data-post-link]");
      links?.[visibleCount(previousPage.current)]?.focus();
    }
    previousPage.current = view.page;
  }, [view.page]);

  function search(query: string) {
    setText(query);
    setSearchParams(blogSearch({ query, category: view.category, page: 1 }), {
      replace: true,
      preventScrollReset: true,
    });
  }

  return (
    // Side by side while the list keeps 30 rem; with large text (rem doubled) the sidebar wraps under the list.
    <div className="container-page grid gap-10 py-10 sm:py-14 lg:flex lg:flex-wrap">
      <div className="min-w-0 lg:flex-[1_1_30rem]">
        <div className="flex flex-col gap-5">
          <Form method="get" action="/blog" role="search" preventScrollReset>
            <Label htmlFor={searchId} className="mb-2 block">
              Buscar artigos
            </Label>
            <div className="flex gap-2">
              <div className="relative min-w-0 flex-1">
                <Icon
                  name="search"
                  className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
                />
                <Input
                  id={searchId}
                  type="search"
                  name="q"
                  value={text}
                  onChange={(event) => search(event.target.value)}
                  placeholder="Ex.: tráfego, Google Ads, criativos"
                  autoComplete="off"
                  maxLength={100}
                  className="pl-10"
                />
              </div>
              {view.category ? (
                <input type="hidden" name="categoria" value={searchParams.get("categoria") ?? ""} />
              ) : null}
              <Button type="submit" variant="outline">
                Buscar
              </Button>
            </div>
          </Form>
          <CategoryChips chips={categoryChips(posts)} query={view.query} selected={view.category} />
          <p role="status" className="text-sm text-muted-foreground">
            {resultsMessage(results.length + (featured ? 1 : 0), shown + (featured ? 1 : 0), filtering)}
          </p>
        </div>

        {featured && (
          <div className="mt-8">
            <FeaturedPost post={featured} />
          </div>
        )}

        <section
          aria-labelledby="lista-artigos"
          className="defer-render [--deferred-height:163rem] md:[--deferred-height:89rem] lg:[--deferred-height:86rem] mt-12"
        >
          <h2 id="lista-artigos" className="text-2xl font-bold tracking-tight">
            {filtering ? "Resultados" : "Artigos recentes"}
          </h2>
          {results.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed p-8 text-center">
              <p className="font-semibold">
                Nenhum artigo encontrado{view.query.trim() ? ` para “${view.query.trim()}”` : ""}.
              </p>
              <p className="mt-2 text-sm text-muted-foreground">Tente outra palavra ou veja todas as categorias.</p>
              <Button asChild variant="outline" className="mt-4">
                <Link to="/blog" preventScrollReset>
                  <Icon name="x" />
                  Limpar filtros
                </Link>
              </Button>
            </div>
          ) : (
            // An odd card left alone in the last row spans both columns (as a wide card) instead of leaving a hole.
            <div
              ref={listRef}
              className="mt-6 grid gap-6 sm:grid-cols-2 sm:[&>:nth-child(odd_of_:not([hidden])):nth-last-child(1_of_:not([hidden]))]:col-span-2"
            >
              {results.map((post, index) => (
                <PostCard key={post.slug} id={cardId(post)} post={post} hidden={index >= shown} />
              ))}
            </div>
          )}
          {shown < results.length && (
            <div className="mt-10 flex justify-center">
              <Button asChild variant="outline" size="lg">
                {/* Lands at the first card it reveals, with or without JavaScript. */}
                <Link
                  to={`/blog${blogSearch({ ...view, page: view.page + 1 })}#${cardId(results[shown]!)}`}
                  preventScrollReset
                  replace
                >
                  Carregar mais
                </Link>
              </Button>
            </div>
          )}
        </section>
      </div>

      <aside
        aria-label="Newsletter e tópicos populares"
        className="flex flex-col gap-8 lg:sticky lg:top-24 lg:flex-[0_0_20rem] lg:self-start"
      >
        {newsletter}
        <section aria-labelledby="topicos-populares" className="rounded-xl border bg-card p-6">
          <h2 id="topicos-populares" className="text-lg font-semibold">
            Tópicos populares
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {popularTopics.map((topic) => (
              <li key={topic}>
                <Link
                  to={`/blog${blogSearch({ query: topic, category: null, page: 1 })}`}
                  preventScrollReset
                  className="inline-flex min-h-10 max-w-full items-center rounded-full bg-muted px-3 text-sm font-medium wrap-anywhere transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
                >
                  #{topic}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </aside>
    </div>
  );
}
