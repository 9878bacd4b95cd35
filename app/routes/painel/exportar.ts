import { redirect } from "react-router";
import type { Route } from "./+types/exportar";
import { EMPTY_FILTER, parseInboxFilter } from "#app/features/panel/filters";
import { selectedLeadIds } from "#app/features/panel/bulk";
import { actorOf, exportMessages, signedInUser } from "#app/features/panel/guard.server";
import { panelPaths } from "#app/features/panel/paths";
import { dateInputValue } from "#app/features/panel/time";
import { fromServer } from "#app/load-context";

/**
 * The inbox's export: a POST of the current filter (the inbox's fields,
 * hidden) and the format, answered with the file, streamed as it is read
 * (server/panel/export.ts). A POST, so another site cannot start one (Origin
 * check) and every export is in the audit trail. Owners export, and the
 * attendants an owner allowed (403 for the others); past the exports a
 * process runs at once, a 429 with Retry-After.
 */

/** Seconds a refused export waits before trying again: about what a large export takes. */
const RETRY_AFTER_S = 30;

/**
 * A refusal the browser shows as the page (the form is a plain post): the panel's other answers outside React are
 * plain text too (server/http/panel-headers.ts).
 */
function refusal(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

export async function action(args: Route.ActionArgs) {
  const user = signedInUser(args.context);
  const { panel, clientIp } = fromServer(args.context);
  if (!(await panel.exports.allowed(user))) return refusal(403, exportMessages.refused);
  const form = await args.request.formData();
  const format = form.get("formato");
  if (format !== "csv" && format !== "json") return refusal(400, exportMessages.format);
  const params = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") params.append(name, value);
  // The inbox's selection (its checkboxes) exports those leads alone; the export button, the whole filter.
  const selected = selectedLeadIds(form);
  // A selection's form carries the bulk actions' own fields ("status"…), not a filter.
  const filter = selected !== null ? EMPTY_FILTER : { ...parseInboxFilter(params), before: null, after: null };
  if (selected !== null && selected.length === 0) return refusal(400, exportMessages.noneSelected);
  const viewer = await panel.assignment.viewer(user);
  const started = panel.exports.start(filter, format, actorOf(user, clientIp), viewer, selected ?? undefined);
  if (!started.ok) return refusal(429, exportMessages.busy, { "Retry-After": String(RETRY_AFTER_S) });
  return new Response(started.body, {
    headers: {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${dateInputValue(Date.now())}.${format}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export function loader() {
  return redirect(panelPaths.inbox);
}
