import { cn } from "~/lib/utils";
import type { CategoryChip } from "./categories";
import type { PostCategory } from "./post-meta";

interface CategoryChipsProps {
  chips: readonly CategoryChip[];
  selected: PostCategory | null;
  onSelect: (category: PostCategory | null) => void;
}

export function CategoryChips({ chips, selected, onSelect }: CategoryChipsProps) {
  return (
    <div role="group" aria-label="Filtrar por categoria" className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const pressed = chip.category === selected;
        return (
          <button
            key={chip.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(chip.category)}
            className={cn(
              "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
              pressed
                ? "border-primary bg-primary text-primary-foreground"
                : "bg-card hover:bg-accent hover:text-accent-foreground",
            )}
          >
            {chip.label}
            <span
              className={cn(
                "rounded-full px-2 py-0.5 text-xs",
                pressed ? "bg-primary-foreground text-primary" : "bg-muted text-muted-foreground",
              )}
            >
              {chip.count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
