import { data, redirect } from "react-router";
import type { Route } from "./+types/lgpd-exportar";
import {
  actorOf,
  identifiesPerson,
  parsePersonQuery,
  privacyMessages,
  requireOwner,
} from "#app/features/panel/guard.server";
import { panelPaths } from "#app/features/panel/paths";
import { dateInputValue } from "#app/features/panel/time";
import { fromServer } from "#app/load-context";

/**
 * "Baixar dados (JSON)" of /painel/lgpd (an LGPD access request), owners
 * only: a resource route, so the answer is the file itself, never a page
 * (a page route's action would render /painel/lgpd instead). The audit row
 * is written once the file is made, just before it is sent.
 */
export async function action(args: Route.ActionArgs) {
  const user = requireOwner(args.context);
  const { panel, clientIp } = fromServer(args.context);
  const form = await args.request.formData();
  const query = parsePersonQuery(form.get("pessoa"));
  if (!query) throw data({ message: privacyMessages.query }, { status: 400 });
  if (!identifiesPerson(query)) throw data({ message: privacyMessages.identify }, { status: 400 });
  const ids = await panel.privacy.find(query);
  const body = await panel.privacy.export(ids, actorOf(user, clientIp));
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="dados-pessoais-${dateInputValue(Date.now())}.json"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The file is asked for by POST (the person's e-mail stays out of URLs and logs): a visit goes to the page. */
export function loader({ context }: Route.LoaderArgs) {
  requireOwner(context);
  return redirect(panelPaths.privacy);
}
