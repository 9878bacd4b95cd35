import { formatNumber } from "~/lib/numbers";
import { stageConversion, type FunnelStage } from "./results-view";

/**
 * The funnel of the leads that arrived in the period: one bar per stage,
 * as wide as its share of the arrivals, with the conversion from the stage
 * before. Plain SVG bars sized by the server; the list is what screen
 * readers read.
 */
export function FunnelChart({ stages }: { stages: readonly FunnelStage[] }) {
  const first = stages[0]?.count ?? 0;
  return (
    <ol className="grid gap-3" aria-label="Funil dos leads que chegaram no período">
      {stages.map((stage, index) => {
        const share = first === 0 ? 0 : stage.count / first;
        const previous = index === 0 ? null : stages[index - 1]!.count;
        return (
          <li key={stage.label} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium">{stage.label}</span>
              <span className="tabular-nums">
                <span className="font-semibold">{formatNumber(stage.count, 0)}</span>
                {previous !== null ? (
                  <span className="text-muted-foreground">
                    {" "}
                    · {stageConversion(stage.count, previous)} <span className="sr-only">da etapa anterior</span>
                  </span>
                ) : null}
              </span>
            </div>
            <svg
              viewBox="0 0 100 8"
              preserveAspectRatio="none"
              className="h-3 w-full"
              aria-hidden="true"
              focusable="false"
            >
              <rect x={0} y={0} width={100} height={8} rx={2} className="fill-muted" />
              {share > 0 ? (
                <rect x={0} y={0} width={Math.max(1, share * 100)} height={8} rx={2} className="fill-primary" />
              ) : null}
            </svg>
          </li>
        );
      })}
    </ol>
  );
}
