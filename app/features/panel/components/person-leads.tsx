import { Link } from "react-router";
import type { OtherLead } from "../people";
import { panelPaths } from "../paths";
import { formLabel } from "../statuses";
import { formatDate } from "../time";
import { StatusBadge } from "./status-badge";

/** The person's other leads (same e-mail or phone): each a link with its form, date and status. */
export function PersonLeads({ leads }: { leads: readonly OtherLead[] }) {
  return (
    <ul className="grid gap-2" aria-label="Outros leads desta pessoa">
      {leads.map((lead) => (
        <li key={lead.id}>
          <Link
            to={panelPaths.lead(lead.id)}
            className="flex min-h-11 items-center justify-between gap-3 rounded-lg border p-3 text-sm outline-none transition-colors hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            <span className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-0.5">
              <span className="font-semibold text-primary">Lead #{lead.id}</span>
              <span className="text-muted-foreground">
                {formLabel(lead.form)} · {formatDate(lead.createdAt)}
              </span>
            </span>
            <span className="shrink-0">
              <span className="sr-only">Status: </span>
              <StatusBadge status={lead.status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
