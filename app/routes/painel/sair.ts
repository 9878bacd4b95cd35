import { redirect } from "react-router";
import type { Route } from "./+types/sair";
import { requireAction, requireUser } from "~/features/panel/guard.server";
import { panelPaths } from "~/features/panel/paths";

/**
 * "Sair" (this browser) and "Sair de todos os aparelhos" (intent=todos):
 * a POST from the panel only; the session ends in the database and the
 * cookie is cleared.
 */
export async function action(args: Route.ActionArgs) {
  const user = await requireAction(args);
  const { context } = args;
  const form = await args.request.formData();
  if (form.get("intent") === "todos") await context.panel.sessions.signOutEverywhere(user, context.clientIp);
  else await context.panel.sessions.signOut(user, context.clientIp);
  return redirect(`${panelPaths.signIn}?saiu=1`, {
    status: 303,
    headers: { "Set-Cookie": await context.panel.cookie.clear() },
  });
}

/** Signing out is a POST (a link or an image elsewhere cannot do it): a visit here goes back to the panel. */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return redirect(panelPaths.inbox);
}
