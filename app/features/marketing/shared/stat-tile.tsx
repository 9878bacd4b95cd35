import type { ReactNode } from "react";
import { cn } from "#app/lib/utils";

interface StatTileProps {
  value: ReactNode;
  label: string;
  /** Optional second line under the label. */
  detail?: string;
  tone?: "card" | "inverted";
  /** Smaller figure and padding, for tiles inside another card. */
  compact?: boolean;
  className?: string;
}

/** A big figure with its caption. The value comes first in reading order, like it does visually. */
export function StatTile({ value, label, detail, tone = "card", compact = false, className }: StatTileProps) {
  const inverted = tone === "inverted";
  return (
    <div
      data-slot="stat-tile"
      className={cn(
        "rounded-xl text-center",
        compact ? "p-4" : "p-5",
        inverted ? "bg-white/10 ring-1 ring-white/15" : "border bg-card shadow-sm",
        className,
      )}
    >
      <p
        className={cn(
          "font-heading text-2xl font-extrabold tracking-tight tabular-nums",
          // A figure stays on one line; a compact tile (inside a card) is too narrow for that at 200 % text on a
          // phone, so there "R$ 20M+" may wrap at its space.
          !compact && "whitespace-nowrap sm:text-3xl lg:text-4xl",
          inverted ? "text-highlight" : "text-primary",
        )}
      >
        {value}
      </p>
      <p className={cn("mt-1 text-sm font-semibold", inverted ? "text-white" : "text-foreground")}>{label}</p>
      {detail && <p className={cn("mt-1 text-xs", inverted ? "text-white/75" : "text-muted-foreground")}>{detail}</p>}
    </div>
  );
}

/**
 * Column templates: as many tiles per row as keep each tile's width in rem, so that with large text (rem doubled)
 * neither the figure nor the longest word of its label ("reconhecimentos") outgrows the tile and breaks. At normal
 * size that is two per row on phones from 375 px, one at 320 px, and four from large screens (auto-fit drops the
 * empty tracks, so four tiles share the row).
 */
const gridColumns = {
  default:
    "grid-cols-[repeat(auto-fit,minmax(min(100%,10rem),1fr))] sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(min(100%,12rem),1fr))]",
  compact:
    "grid-cols-[repeat(auto-fit,minmax(min(100%,7.75rem),1fr))] sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(min(100%,7.75rem),1fr))]",
};

/** Figures as a list of tiles: two per row on phones, four from large screens. */
export function StatGrid({
  stats,
  tone,
  compact,
  className,
}: {
  stats: readonly { value: ReactNode; label: string }[];
  tone?: StatTileProps["tone"];
  compact?: boolean;
  /** Spacing around the grid (margins, max width); the columns are fixed. */
  className?: string;
}) {
  return (
    <ul className={cn("grid", compact ? `${gridColumns.compact} gap-3` : `${gridColumns.default} gap-4`, className)}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <StatTile value={stat.value} label={stat.label} tone={tone} compact={compact} className="h-full" />
        </li>
      ))}
    </ul>
  );
}
