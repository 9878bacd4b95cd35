import { Link } from "react-router";
import { formatNumber } from "#app/lib/numbers";
import { cn } from "#app/lib/utils";
import { inboxQuery, type InboxFilter } from "../filters";
import { panelPaths } from "../paths";
import { LEAD_STATUSES, statusLabels, type LeadStatus } from "../statuses";

/** How many leads of the current filter are in each status; each count links to that status. */
export function StatusCounters({
  filter,
  counts,
}: {
  filter: InboxFilter;
  counts: Record<LeadStatus | "todos", number>;
}) {
  const items: { status: LeadStatus | null; label: string; count: number }[] = [
    { status: null, label: "Todos", count: counts.todos },
    ...LEAD_STATUSES.map((status) => ({ status, label: statusLabels[status], count: counts[status] })),
  ];
  return (
    <nav aria-label="Leads por status">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const current = filter.status === item.status;
          return (
            <li key={item.label}>
              <Link
                to={`${panelPaths.inbox}${inboxQuery(filter, { status: item.status, before: null, after: null })}`}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-10 items-center gap-2 rounded-full border px-3.5 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
                  current ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
                )}
              >
                {item.label}
                <span
                  className={cn(
                    "rounded-full px-1.5 text-xs font-bold tabular-nums",
                    // The pill's two colours swapped keep the label's contrast (a translucent white gave 4.16:1).
                    current ? "bg-primary-foreground text-primary" : "bg-muted",
                  )}
                >
                  {formatNumber(item.count, 0)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
