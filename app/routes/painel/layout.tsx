import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { PanelError } from "~/features/panel/components/panel-error";
import { PanelShell } from "~/features/panel/components/panel-shell";
import { requireUser } from "~/features/panel/guard.server";
import type { RouteHandle } from "~/lib/route-handle";

/** The signed-in panel: every page below it checks the session in its own loader and action too. */
export const handle: RouteHandle = { panel: true, noIndex: true, hydrate: true };

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
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
