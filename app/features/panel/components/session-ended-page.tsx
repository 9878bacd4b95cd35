import { PanelError } from "./panel-error";
import { PanelShell } from "./panel-shell";

/**
 * A panel page whose session ended while it was open (a client navigation
 * answered 401 before any panel layout could render): the panel's own frame
 * and a way back in, never the site's error page.
 */
export function SessionEndedPage({ error }: { error: unknown }) {
  return (
    <PanelShell user={null}>
      <PanelError error={error} />
    </PanelShell>
  );
}
