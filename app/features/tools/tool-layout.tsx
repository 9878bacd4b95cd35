import type { ReactNode } from "react";
import { Link, useLoaderData } from "react-router";
import { Icon } from "#app/components/ui/icon";
import type { ToolPageData } from "./tool-page.server";

/**
 * The frame of every tool page: breadcrumb, heading, one-line intro, the tool
 * itself first, then "Como funciona" (how it calculates) and related tools.
 */
export function ToolLayout({
  children,
  explanation,
}: {
  children: ReactNode;
  /** Short pt-BR text on how the tool calculates: formula, table source. */
  explanation?: ReactNode;
}) {
  const { name, description, related } = useLoaderData<ToolPageData>();

  return (
    <div className="container-page py-8 sm:py-12 print:py-0">
      <nav aria-label="Trilha de navegação" className="mb-4 text-sm text-muted-foreground print:hidden">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/ferramentas" className="inline-flex min-h-8 items-center hover:text-foreground hover:underline">
              Ferramentas
            </Link>
          </li>
          <li aria-hidden="true">
            <Icon name="chevron-right" className="size-4" />
          </li>
          <li aria-current="page" className="text-foreground">
            {name}
          </li>
        </ol>
      </nav>
      <header className="mb-8 max-w-3xl">
        <h1 className="font-heading text-3xl font-bold tracking-tight text-balance sm:text-4xl">{name}</h1>
        <p className="mt-3 text-lg text-muted-foreground print:hidden">{description}</p>
      </header>

      <div className="tool-content">{children}</div>

      {explanation ? (
        <section aria-labelledby="como-funciona" className="prose-site mt-12 max-w-3xl print:hidden">
          <h2 id="como-funciona">Como funciona</h2>
          {explanation}
        </section>
      ) : null}

      {related.length > 0 ? (
        <aside aria-labelledby="outras-ferramentas" className="mt-12 border-t pt-8 print:hidden">
          <h2 id="outras-ferramentas" className="font-heading text-xl font-semibold">
            Outras ferramentas gratuitas
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {related.map((t) => (
              <li key={t.path}>
                <Link
                  to={t.path}
                  className="block h-full rounded-lg border bg-card p-4 transition-colors hover:border-primary hover:bg-accent"
                >
                  <span className="font-medium">{t.name}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">{t.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </div>
  );
}
