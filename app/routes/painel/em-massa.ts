import { redirect } from "react-router";
import type { Route } from "./+types/em-massa";
import {
  BULK_LIMIT,
  BULK_OUTCOME_PARAM,
  bulkOutcomeParam,
  isBulkStatus,
  selectedLeadIds,
  type BulkOutcome,
} from "#app/features/panel/bulk";
import { inboxQuery, parseInboxFilter } from "#app/features/panel/filters";
import { actorOf, PanelError, signedInUser } from "#app/features/panel/guard.server";
import { fromServer } from "#app/load-context";
import { panelPaths } from "#app/features/panel/paths";
import { readFields, text, WHOLE_POST } from "#app/features/panel/posted-fields";

/**
 * The inbox's bulk actions on the ticked leads (issue 37): give them to a member, or move them to a status. A plain
 * form post answered with the inbox again (303, its filter kept, the outcome in "feito"), with or without script.
 * Only the leads this member may see are touched (an attendant limited to theirs cannot reach others' by id).
 * The export of a selection is /painel/exportar's (the same form, another button).
 */

export async function action(args: Route.ActionArgs) {
  const user = signedInUser(args.context);
  const { panel, clientIp } = fromServer(args.context);
  const form = await args.request.formData();
  const back = (outcome: BulkOutcome) => {
    // The filter's own fields are bounded as the inbox's address is read: the post is the only bound here.
    const filter = parseInboxFilter(new URLSearchParams(readFields(form, { volta: text(WHOLE_POST) }).volta));
    const query = inboxQuery(filter);
    const separator = query === "" ? "?" : "&";
    return redirect(`${panelPaths.inbox}${query}${separator}${BULK_OUTCOME_PARAM}=${bulkOutcomeParam(outcome)}`, {
      status: 303,
    });
  };
  const selected = selectedLeadIds(form) ?? [];
  if (selected.length === 0) return back({ kind: "erro", reason: "none" });
  if (selected.length > BULK_LIMIT) return back({ kind: "erro", reason: "tooMany" });
  const ids = await panel.leads.visibleIds(await panel.assignment.viewer(user), selected);
  if (ids.length === 0) return back({ kind: "erro", reason: "none" });
  const actor = actorOf(user, clientIp);

  switch (form.get("acao")) {
    case "responsavel": {
      const chosen = form.get("responsavel");
      const memberId =
        chosen === "" ? null : typeof chosen === "string" && /^\d{1,15}$/.test(chosen) ? Number(chosen) : -1;
      try {
        return back({ kind: "responsavel", count: (await panel.leads.assign(ids, memberId, actor)).changed.length });
      } catch (error) {
        // The member chosen is gone (or the select was tampered with): said on the inbox, never a 500.
        if (PanelError.is(error)) return back({ kind: "erro", reason: "member" });
        throw error;
      }
    }
    case "status": {
      const status = form.get("status");
      if (!isBulkStatus(status)) return back({ kind: "erro", reason: "status" });
      let changed = 0;
      for (const id of ids) {
        const result = await panel.leads.changeStatus(id, { status }, actor);
        if (result.ok && result.changed) changed += 1;
      }
      return back({ kind: "status", count: changed });
    }
    default:
      return back({ kind: "erro", reason: "action" });
  }
}

/** A visit (not a post) goes back to the inbox; the layout's middleware already checked the session. */
export function loader() {
  return redirect(panelPaths.inbox);
}
