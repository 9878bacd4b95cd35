import { useEffect } from "react";
import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { PanelError } from "~/features/panel/components/panel-error";
import { PanelShell } from "~/features/panel/components/panel-shell";
import { requireUser } from "~/features/panel/guard.server";
import type { RouteHandle } from "~/lib/route-handle";
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from "~/features/panel/push-alerts";

/** The signed-in panel: every page below it checks the session in its own loader and action too. */
export const handle: RouteHandle = { panel: true, noIndex: true, hydrate: true };

/** The panel as an installable app (docs/decisions/061): only its pages name the manifest. */
export const links: Route.LinksFunction = () => [{ rel: "manifest", href: "/painel/manifest.webmanifest" }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
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
