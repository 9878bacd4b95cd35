import { redirect } from "react-router";
import type { Route } from "./+types/sair";
import { signedInUser } from "#app/features/panel/guard.server";
import { panelPaths } from "#app/features/panel/paths";
import { fromServer } from "#app/load-context";

/**
 * "Sair" (this browser) and "Sair de todos os aparelhos" (intent=todos):
 * a POST from the panel only (the layout's middleware checks the Origin and
 * the session); the session ends in the database and the cookie is cleared.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = signedInUser(context);
  const { panel, clientIp } = fromServer(context);
  const form = await request.formData();
  if (form.get("intent") === "todos") await panel.sessions.signOutEverywhere(user, clientIp);
  else await panel.sessions.signOut(user, clientIp);
  return redirect(`${panelPaths.signIn}?saiu=1`, {
    status: 303,
    headers: { "Set-Cookie": await panel.cookie.clear() },
  });
}

/** Signing out is a POST (a link or an image elsewhere cannot do it): a visit here goes back to the panel. */
export function loader() {
  return redirect(panelPaths.inbox);
}
