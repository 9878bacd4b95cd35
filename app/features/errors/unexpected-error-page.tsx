import { isRouteErrorResponse, Link } from "react-router";
import { Button } from "#app/components/ui/button";

/**
 * The router's fallback for failures nobody handled. The stack is shown only
 * in development; production answers never carry it (the server also strips it).
 */
export function UnexpectedErrorPage({ error }: { error: unknown }) {
  const detail =
    import.meta.env.DEV && error instanceof Error
      ? error.stack
      : isRouteErrorResponse(error)
        ? `${error.status} ${error.statusText}`
        : null;

  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <title>Erro inesperado</title>
      <meta name="robots" content="noindex" />
      <h1 className="font-heading text-2xl font-bold sm:text-3xl">Unexpected Application Error</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        Algo deu errado do nosso lado. Tente recarregar a página; se o problema continuar, fale com a gente.
      </p>
      {detail ? (
        <pre className="mt-6 max-w-full overflow-x-auto rounded-md bg-muted p-4 text-left text-xs">{detail}</pre>
      ) : null}
      <Button asChild size="lg" className="mt-8">
        <Link to="/" reloadDocument>
          Voltar para a página inicial
        </Link>
      </Button>
    </section>
  );
}
