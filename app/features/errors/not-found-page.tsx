import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Home } from "lucide-react";
import { Button } from "~/components/ui/button";

/** Spec: "404", "Oops! Page not found", a "Return to Home" link; the missing path is logged. */
export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <title>Página não encontrada (404)</title>
      <meta name="robots" content="noindex" />
      <p className="font-heading text-7xl font-extrabold text-primary sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-heading text-2xl font-bold sm:text-3xl">
        <span className="sr-only">404 – </span>Oops! Page not found
      </h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        O endereço <code className="rounded bg-muted px-1.5 py-0.5 text-sm break-all">{pathname}</code> não existe ou
        mudou de lugar.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <Home aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </section>
  );
}
