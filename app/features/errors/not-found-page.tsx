import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";

/**
 * Spec: "404", "Oops! Page not found", a "Return to Home" link. The page is
 * one prerendered file for every unknown address and ships no script, so the
 * missing path is logged by the server (one request line with status 404).
 */
export function NotFoundPage() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <title>Página não encontrada (404)</title>
      <p className="font-heading text-7xl font-extrabold text-primary sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-heading text-2xl font-bold sm:text-3xl">
        <span className="sr-only">404 – </span>Oops! Page not found
      </h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        O endereço que você tentou abrir não existe ou mudou de lugar. Confira se ele foi digitado corretamente ou volte
        para a página inicial.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <Icon name="house" aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </section>
  );
}
