import { useEffect } from "react";
import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { PanelError } from "#app/features/panel/components/panel-error";
import { PanelShell } from "#app/features/panel/components/panel-shell";
import { requireSession, signedInUser } from "#app/features/panel/guard.server";
import type { RouteHandle } from "#app/lib/route-handle";
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from "#app/features/panel/push-alerts";

/** The signed-in panel: its pages and the files and sign-out below it. */
export const handle: RouteHandle = { panel: true, noIndex: true, hydrate: true };

/**
 * Before any loader or action below: the Origin of a POST and the session (app/features/panel/guard.server.ts),
 * for pages, data requests and the resource routes alike.
 */
export const middleware: Route.MiddlewareFunction[] = [requireSession];

/** The panel as an installable app (docs/decisions/061): only its pages name the manifest. */
export const links: Route.LinksFunction = () => [{ rel: "manifest", href: "/painel/manifest.webmanifest" }];

export function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  return { user: { name: user.name, email: user.email, role: user.role } };
}

export default function PanelLayout({ loaderData }: Route.ComponentProps) {
  // The offline page and the lead alerts need the service worker; registered from the panel's pages only, so the
  // public site ships none of it. A browser without one (or a failed registration) simply has neither.
  useEffect(() => {
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).catch(() => undefined);
    }
  }, []);
  return (
    <PanelShell user={loaderData.user}>
      <Outlet />
    </PanelShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/painel/layout");
  // A page that answered 401 may still hold the member from before the session ended (removed, signed out
  // elsewhere): no "Conectado como" or "Sair" beside "Sua sessão terminou".
  const signedOut = isRouteErrorResponse(error) && error.status === 401;
  return (
    <PanelShell user={signedOut ? null : (data?.user ?? null)}>
      <PanelError error={error} />
    </PanelShell>
  );
}
