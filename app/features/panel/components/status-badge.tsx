import { cn } from "#app/lib/utils";
import { statusLabels, type LeadStatus } from "../statuses";

const tones: Record<LeadStatus, string> = {
  novo: "border-primary/30 bg-primary/10 text-foreground",
  em_contato: "border-transparent bg-accent text-accent-foreground",
  proposta: "border-warning/60 bg-warning/20 text-foreground",
  ganho: "border-transparent bg-success text-success-foreground",
  perdido: "border-border bg-muted text-muted-foreground",
};

/** A lead's status as a pill: its name is the text (the colour only repeats it). */
export function StatusBadge({ status, size = "sm" }: { status: LeadStatus; size?: "sm" | "lg" }) {
  return (
    <span
      data-status={status}
      className={cn(
        "inline-flex w-fit shrink-0 items-center rounded-full border font-semibold whitespace-nowrap",
        size === "lg" ? "px-3 py-1 text-sm" : "px-2.5 py-0.5 text-xs",
        tones[status],
      )}
    >
      {statusLabels[status]}
    </span>
  );
}
