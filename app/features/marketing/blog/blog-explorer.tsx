import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { Search, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { POSTS_LOAD_STEP, POSTS_PAGE_SIZE, categoryChips, popularTopics } from "./categories";
import { CategoryChips } from "./category-chips";
import { FeaturedPost } from "./featured-post";
import { PostCard } from "./post-card";
import type { PostCategory, PostSummary } from "./post-meta";
import { filterPosts } from "./search";

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
 * Search, category filter and "Carregar mais" over the article list. Every
 * card is rendered (hidden beyond the visible count) so the prerendered HTML
 * links every article for crawlers and visitors without JavaScript.
 */
export function BlogExplorer({ posts, newsletter }: BlogExplorerProps) {
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const focusFromIndex = useRef<number | null>(null);
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<PostCategory | null>(null);
  const [visible, setVisible] = useState(POSTS_PAGE_SIZE);
  const chips = useMemo(() => categoryChips(posts), [posts]);

  const filtering = query.trim() !== "" || category !== null;
  const featured = filtering ? undefined : posts.find((post) => post.featured);
  const results = useMemo(() => {
    const matches = filterPosts(posts, { query, category });
    return featured ? matches.filter((post) => post !== featured) : matches;
  }, [posts, query, category, featured]);
  const shown = Math.min(visible, results.length);

  useEffect(() => {
    if (focusFromIndex.current === null) return;
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>("[data-post-link]");
    links?.[focusFromIndex.current]?.focus();
    focusFromIndex.current = null;
  }, [visible]);

  function changeQuery(value: string) {
    setQuery(value);
    setVisible(POSTS_PAGE_SIZE);
  }

  function changeCategory(value: PostCategory | null) {
    setCategory(value);
    setVisible(POSTS_PAGE_SIZE);
  }

  function loadMore() {
    focusFromIndex.current = shown;
    setVisible(shown + POSTS_LOAD_STEP);
  }

  function searchTopic(topic: string) {
    changeQuery(topic);
    searchRef.current?.focus();
  }

  return (
    <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        <div className="flex flex-col gap-5">
          <div>
            <Label htmlFor={searchId} className="mb-2 block">
              Buscar artigos
            </Label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                ref={searchRef}
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => changeQuery(event.target.value)}
                placeholder="Ex.: tráfego, Google Ads, criativos"
                autoComplete="off"
                className="pl-10"
              />
            </div>
          </div>
          <CategoryChips chips={chips} selected={category} onSelect={changeCategory} />
          <p role="status" className="text-sm text-muted-foreground">
            {resultsMessage(results.length + (featured ? 1 : 0), shown + (featured ? 1 : 0), filtering)}
          </p>
        </div>

        {featured && (
          <div className="mt-8">
            <FeaturedPost post={featured} />
          </div>
        )}

        <section aria-labelledby="lista-artigos" className="mt-12">
          <h2 id="lista-artigos" className="text-2xl font-bold tracking-tight">
            {filtering ? "Resultados" : "Artigos recentes"}
          </h2>
          {results.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed p-8 text-center">
              <p className="font-semibold">Nenhum artigo encontrado{query.trim() ? ` para “${query.trim()}”` : ""}.</p>
              <p className="mt-2 text-sm text-muted-foreground">Tente outra palavra ou veja todas as categorias.</p>
              <Button
                type="button"
                variant="outline"
                className="mt-4"
                onClick={() => {
                  changeQuery("");
                  changeCategory(null);
                }}
              >
                <X aria-hidden="true" />
                Limpar filtros
              </Button>
            </div>
          ) : (
            <div ref={listRef} className="mt-6 grid gap-6 sm:grid-cols-2">
              {results.map((post, index) => (
                <PostCard key={post.slug} post={post} hidden={index >= shown} />
              ))}
            </div>
          )}
          {shown < results.length && (
            <div className="mt-10 flex justify-center">
              <Button type="button" variant="outline" size="lg" onClick={loadMore}>
                Carregar mais
              </Button>
            </div>
          )}
        </section>
      </div>

      <aside
        aria-label="Newsletter e tópicos populares"
        className="flex flex-col gap-8 lg:sticky lg:top-24 lg:self-start"
      >
        {newsletter}
        <section aria-labelledby="topicos-populares" className="rounded-xl border bg-card p-6">
          <h2 id="topicos-populares" className="text-lg font-semibold">
            Tópicos populares
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {popularTopics.map((topic) => (
              <li key={topic}>
                <button
                  type="button"
                  onClick={() => searchTopic(topic)}
                  className="inline-flex min-h-10 items-center rounded-full bg-muted px-3 text-sm font-medium transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  #{topic}
                </button>
              </li>
            ))}
          </ul>
        </section>
      </aside>
    </div>
  );
}
