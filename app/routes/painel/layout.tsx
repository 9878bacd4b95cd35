import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { PanelError } from "~/features/panel/components/panel-error";
import { PanelShell } from "~/features/panel/components/panel-shell";
import { requireSession, signedInUser } from "~/features/panel/guard.server";
import type { RouteHandle } from "~/lib/route-handle";

/** The signed-in panel: its pages and the files and sign-out below it. */
export const handle: RouteHandle = { panel: true, noIndex: true, hydrate: true };

/**
 * Before any loader or action below: the Origin of a POST and the session (app/features/panel/guard.server.ts),
 * for pages, data requests and the resource routes alike.
 */
export const middleware: Route.MiddlewareFunction[] = [requireSession];

export function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  return { user: { name: user.name, email: user.email, role: user.role } };
}

export default function PanelLayout({ loaderData }: Route.ComponentProps) {
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
