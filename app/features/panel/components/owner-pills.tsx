import { Link } from "react-router";
import { cn } from "#app/lib/utils";
import type { OwnerFilter } from "../assignment";
import { inboxQuery, type InboxFilter } from "../filters";
import { panelPaths } from "../paths";

const choices: { owner: OwnerFilter | null; label: string }[] = [
  { owner: null, label: "Todos os responsáveis" },
  { owner: "eu", label: "Meus leads" },
  { owner: "nenhum", label: "Sem responsável" },
];

/** "Meus leads" and "Sem responsável": links that keep the rest of the filter (issue 37). */
export function OwnerPills({ filter, onlyOwn }: { filter: InboxFilter; onlyOwn: boolean }) {
  // An attendant limited to theirs sees only theirs: the other choices would show the same list or nothing.
  if (onlyOwn) return null;
  return (
    <nav aria-label="Leads por responsável">
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const current = filter.owner === choice.owner;
          return (
            <li key={choice.label}>
              <Link
                to={`${panelPaths.inbox}${inboxQuery(filter, { owner: choice.owner, before: null, after: null })}`}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-10 items-center rounded-full border px-3.5 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
                  current ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
                )}
              >
                {choice.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
