import { data, redirect } from "react-router";
import type { Route } from "./+types/exportar";
import { parseInboxFilter } from "~/features/panel/filters";
import { actorOf, requireAction, requireUser } from "~/features/panel/guard.server";
import { panelPaths } from "~/features/panel/paths";
import { dateInputValue } from "~/features/panel/time";

/**
 * The inbox's export: a POST of the current filter (the inbox's fields,
 * hidden) and the format, answered with the file. A POST, so another site
 * cannot start one (Origin check) and every export is in the audit trail.
 */
export async function action(args: Route.ActionArgs) {
  const user = await requireAction(args);
  const form = await args.request.formData();
  const format = form.get("formato");
  if (format !== "csv" && format !== "json") throw data({ message: "Escolha CSV ou JSON." }, { status: 400 });
  const params = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") params.append(name, value);
  const filter = { ...parseInboxFilter(params), before: null, after: null };
  const { body } = await args.context.panel.leads.export(filter, format, actorOf(user, args.context.clientIp));
  return new Response(body, {
    headers: {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${dateInputValue(Date.now())}.${format}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return redirect(panelPaths.inbox);
}
