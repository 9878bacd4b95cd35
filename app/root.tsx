import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import interFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import jakartaFont from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import appCss from "./styles/app.css?url";
import { env } from "~/config/env.server";
import { Toaster } from "~/components/ui/sonner";
import { SiteFooter } from "~/features/layout/site-footer";
import { SiteHeader } from "~/features/layout/site-header";
import { NotFoundPage } from "~/features/errors/not-found-page";
import { UnexpectedErrorPage } from "~/features/errors/unexpected-error-page";
import { canonicalUrl, type SeoHandle } from "~/features/seo/canonical";
import { useNonce } from "~/features/security/nonce";
import { useHydrated } from "~/lib/hydration";
import { ThemeProvider } from "~/features/theme/theme";
import { themeInitScript } from "~/features/theme/theme-script";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: jakartaFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: appCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function loader() {
  return { siteUrl: env().SITE_URL };
}

function useSiteUrl(): string {
  return useRouteLoaderData<typeof loader>("root")?.siteUrl ?? "";
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const siteUrl = useSiteUrl();
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as SeoHandle | undefined;
  const canonical = canonicalUrl(siteUrl, handle?.canonicalPath ?? pathname);

  const hydrated = useHydrated();
  useEffect(() => {
    // Lets browser tests wait until hydration, browser-only values included, has rendered.
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);

  return (
    <html lang="pt-BR" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f3fb8" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        <Meta />
        {handle?.noIndex ? (
          <meta name="robots" content="noindex" />
        ) : (
          <>
            <link rel="canonical" href={canonical} />
            <meta property="og:url" content={canonical} />
          </>
        )}
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#conteudo"
          data-slot="skip-link"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Pular para o conteúdo
        </a>
        <ThemeProvider>
          <SiteHeader />
          <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter />
          <Toaster />
        </ThemeProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <UnexpectedErrorPage error={error} />;
}

export function HydrateFallback() {
  return null;
}
