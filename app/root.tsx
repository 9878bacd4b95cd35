import { lazy, Suspense, useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import interFont from "#app/styles/fonts/inter.woff2?url";
import jakartaFont from "#app/styles/fonts/plus-jakarta-sans.woff2?url";
import appCss from "./styles/app.css?url";
import { business } from "#app/config/business.server";
import { env } from "#app/config/env.server";
import { Toaster } from "#app/components/ui/toaster";
import { menuTools } from "#app/features/layout/menu-tools.server";
import { RouteAnnouncer } from "#app/features/layout/route-announcer";
import { SiteFooter } from "#app/features/layout/site-footer";
import { rememberFirstTouch } from "#app/features/leads/first-touch";
import { ModulePreloads } from "#app/features/layout/module-preloads";
import { SiteHeader } from "#app/features/layout/site-header";
import { canonicalUrl } from "#app/features/seo/canonical";
import { useNonce } from "#app/features/security/nonce";
import { readThemeCookie, type Theme } from "#app/features/theme/theme";
import { ThemeProvider, useTheme } from "#app/features/theme/theme-provider";
import { useHydrated } from "#app/lib/hydration";
import { usePageHandle, useRouteHandles } from "#app/lib/route-handle";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: jakartaFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function loader({ request }: Route.LoaderArgs) {
  return {
    siteUrl: env().SITE_URL,
    theme: readThemeCookie(request.headers.get("Cookie")),
    business: business(),
    menuTools: menuTools(),
  };
}

/**
 * Neither the site address, the business identity, the menus' tools nor the theme cookie changes by navigating; the
 * theme changes in place.
 */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <ThemeProvider initialTheme={data?.theme ?? "system"}>
      <Document siteUrl={data?.siteUrl ?? ""}>{children}</Document>
    </ThemeProvider>
  );
}

function Document({ siteUrl, children }: { siteUrl: string; children: ReactNode }) {
  const nonce = useNonce();
  const { theme } = useTheme();
  const { pathname } = useLocation();
  const handle = usePageHandle();
  const canonical = canonicalUrl(siteUrl, handle.canonicalPath ?? pathname);
  const routeError = useRouteError();
  // Error pages (a 404 thrown by a loader, a failure) stay out of search results too.
  const noIndex = handle.noIndex === true || routeError != null;
  // The panel brings its own frame; so does its "session ended" answer when a panel layout's own loader refused.
  const panelFrame = handle.panel === true || (isRouteErrorResponse(routeError) && routeError.status === 401);
  // The documented way to ship no JavaScript where nothing needs it: a route opts in through its handle.
  const hydrate = useRouteHandles().some((routeHandle) => routeHandle.hydrate);

  return (
    <html lang="pt-BR" data-theme={theme satisfies Theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f3fb8" />
        <Meta />
        {noIndex ? (
          <meta name="robots" content="noindex" />
        ) : (
          <>
            <link rel="canonical" href={canonical} />
            <meta property="og:url" content={canonical} />
          </>
        )}
        {/* With a precedence, React places the stylesheet before any script preload: paint never waits on JavaScript. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Links />
      </head>
      {/*
        The page is a size container in rem (@container/page): with the text enlarged, the header and the phone's
        call-to-action bar adapt to the room the text leaves, not to the window's pixels (media queries ignore the
        root's font size).
      */}
      <body className="@container/page flex min-h-dvh flex-col">
        {panelFrame ? (
          children
        ) : (
          <>
            {/* Focused, a bar above the header (the page moves down for it), never over the logo. */}
            <a
              href="#conteudo"
              data-slot="skip-link"
              className="sr-only bg-primary font-semibold text-primary-foreground outline-none focus:not-sr-only focus:ring-[3px] focus:ring-highlight focus:ring-inset focus:px-4 focus:py-3 focus:text-center focus:underline focus:underline-offset-4"
            >
              Pular para o conteúdo
            </a>
            <SiteHeader />
            <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
              {children}
            </main>
            <SiteFooter />
          </>
        )}
        <ScriptedParts serverRendered={hydrate} recordVisit={!handle.panel} nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * What a page running script needs: the framework's scripts, scroll restoration, the route announcer and toasts.
 * The server renders them only for routes that hydrate (their handle says so). Once the app runs, they stay after a
 * client navigation to a page that ships no script of its own (a blog post reached from the blog's list), so that
 * page still opens at its top, takes focus on its heading and is announced, and Back returns to where the visitor was.
 */
function ScriptedParts({
  serverRendered,
  recordVisit,
  nonce,
}: {
  serverRendered: boolean;
  recordVisit: boolean;
  nonce: string | undefined;
}) {
  const hydrated = useHydrated();
  if (!serverRendered && !hydrated) return null;
  return (
    <>
      <Toaster />
      <RouteAnnouncer />
      <HydrationMark recordVisit={recordVisit} />
      <ScrollRestoration nonce={nonce} />
      <ModulePreloads />
      <Scripts nonce={nonce} />
    </>
  );
}

/**
 * Once hydrated: records where the visit came from (for the lead forms; not
 * the team's own visits to the panel) and sets html[data-hydrated], which
 * browser tests wait on.
 */
function HydrationMark({ recordVisit }: { recordVisit: boolean }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    if (recordVisit) rememberFirstTouch();
    document.documentElement.dataset.hydrated = "true";
  }, [hydrated, recordVisit]);
  return null;
}

export default function App() {
  return <Outlet />;
}

// Error pages are rare in a visit: their code loads only when one is shown.
const NotFoundPage = lazy(() =>
  import("#app/features/errors/not-found-page").then((m) => ({ default: m.NotFoundPage })),
);
const UnexpectedErrorPage = lazy(() =>
  import("#app/features/errors/unexpected-error-page").then((m) => ({ default: m.UnexpectedErrorPage })),
);
const SessionEndedPage = lazy(() =>
  import("#app/features/panel/components/session-ended-page").then((m) => ({ default: m.SessionEndedPage })),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Suspense fallback={null}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundPage />
      ) : isRouteErrorResponse(error) && error.status === 401 ? (
        <SessionEndedPage error={error} />
      ) : (
        <UnexpectedErrorPage error={error} />
      )}
    </Suspense>
  );
}

export function HydrateFallback() {
  return null;
}
