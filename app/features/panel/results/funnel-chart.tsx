import { formatNumber } from "#app/lib/numbers";
import { stageConversion, type FunnelStage } from "./results-view";

/**
 * The funnel of the leads that arrived in the period: one tile per stage
 * with its count, the conversion from the stage before, and a bar as long
 * as its share of the arrivals (sized by the server, no script). Screen
 * readers read the list; the bars are decoration.
 */
export function FunnelChart({ stages }: { stages: readonly FunnelStage[] }) {
  const first = stages[0]?.count ?? 0;
  return (
    <ol className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Funil dos leads que chegaram no período">
      {stages.map((stage, index) => {
        const share = first === 0 ? 0 : stage.count / first;
        const previous = index === 0 ? null : stages[index - 1]!.count;
        return (
          <li key={stage.label} className="grid content-start gap-2 rounded-lg border bg-muted/30 p-3 sm:p-4">
            <span className="text-sm font-medium text-muted-foreground">{stage.label}</span>
            <span className="text-2xl font-semibold tracking-tight tabular-nums">{formatNumber(stage.count, 0)}</span>
            <svg
              viewBox="0 0 100 6"
              preserveAspectRatio="none"
              className="h-2 w-full"
              aria-hidden="true"
              focusable="false"
            >
              <rect x={0} y={0} width={100} height={6} rx={3} className="fill-muted" />
              {share > 0 ? (
                <rect x={0} y={0} width={Math.max(2, share * 100)} height={6} rx={3} className="fill-primary" />
              ) : null}
            </svg>
            <span className="text-xs text-muted-foreground tabular-nums">
              {previous === null ? (
                "leads no período"
              ) : (
                <>
                  <span className="font-semibold text-foreground">{stageConversion(stage.count, previous)}</span> da
                  etapa anterior
                </>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
