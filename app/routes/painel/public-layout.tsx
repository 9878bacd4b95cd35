import { Outlet } from "react-router";
import type { Route } from "./+types/public-layout";
import { PanelError } from "#app/features/panel/components/panel-error";
import { PanelShell } from "#app/features/panel/components/panel-shell";
import type { RouteHandle } from "#app/lib/route-handle";

/** The panel's pages for someone not signed in yet: signing in and choosing a password. */
export const handle: RouteHandle = { panel: true, noIndex: true, hydrate: true };

export default function PublicPanelLayout() {
  return (
    <PanelShell user={null}>
      <Outlet />
    </PanelShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PanelShell user={null}>
      <PanelError error={error} />
    </PanelShell>
  );
}
