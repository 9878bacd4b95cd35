import { Link } from "react-router";
import { cn } from "#app/lib/utils";
import { blogSearch } from "./blog-query";
import type { CategoryChip } from "./categories";
import type { PostCategory } from "./post-meta";

interface CategoryChipsProps {
  chips: readonly CategoryChip[];
  /** The current search, kept when the category changes. */
  query: string;
  selected: PostCategory | null;
}

/** One link per category (the current one marked), so filtering works without JavaScript too. */
export function CategoryChips({ chips, query, selected }: CategoryChipsProps) {
  return (
    <nav aria-label="Filtrar por categoria">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const current = chip.category === selected;
          return (
            <li key={chip.label}>
              <Link
                to={`/blog${blogSearch({ query, category: chip.category, page: 1 })}`}
                preventScrollReset
                replace
                aria-current={current ? "true" : undefined}
                className={cn(
                  "inline-flex min-h-11 max-w-full items-center gap-2 rounded-full border px-4 text-sm font-semibold wrap-anywhere transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2",
                  current
                    ? "border-primary bg-primary text-primary-foreground"
                    : "bg-card hover:bg-accent hover:text-accent-foreground",
                )}
              >
                {chip.label}
                <span
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs",
                    current ? "bg-primary-foreground text-primary" : "bg-muted text-muted-foreground",
                  )}
                >
                  {chip.count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
