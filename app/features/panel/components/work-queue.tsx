import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { cn } from "#app/lib/utils";
import type { FollowUpRow } from "../follow-up-row";
import type { InboxRow } from "../inbox-row";
import { bucketLabels, followUpBucket, followUpWhen, type FollowUpBucket } from "../follow-up";
import { panelPaths } from "../paths";
import { counted } from "../plural";
import { LeadList } from "./lead-list";
import { StatusBadge } from "./status-badge";

/**
 * "What needs me now", the top of the panel's home: follow-ups overdue
 * (first, in red), leads nobody opened yet, follow-ups of today, then the
 * upcoming week. Empty groups are left out.
 */
export function WorkQueue({
  unopened,
  unopenedTotal,
  followUps,
  now,
  showChat,
  waitLimitMinutes,
}: {
  unopened: readonly InboxRow[];
  unopenedTotal: number;
  followUps: readonly FollowUpRow[];
  now: number;
  showChat: boolean;
  waitLimitMinutes: number;
}) {
  const bucketed = (bucket: FollowUpBucket) =>
    followUps.filter((row) => followUpBucket(row.followUpAt, now) === bucket);
  const [overdue, today, upcoming] = [bucketed("atrasado"), bucketed("hoje"), bucketed("proximo")];
  if (unopened.length === 0 && followUps.length === 0) {
    return (
      <p className="mb-8 rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
        Nada pendente agora: nenhum lead por abrir nem próximo contato marcado para esta semana.
      </p>
    );
  }
  return (
    <div className="mb-8 grid gap-6">
      <FollowUpGroup bucket="atrasado" rows={overdue} now={now} />
      {unopened.length > 0 ? (
        <section aria-labelledby="nao-abertos-titulo" className="grid gap-2">
          <h2 id="nao-abertos-titulo" className="text-lg font-semibold">
            Não abertos{" "}
            <span className="text-sm font-normal text-muted-foreground">
              ({unopenedTotal > unopened.length ? `${unopened.length} de ${unopenedTotal}` : unopenedTotal})
            </span>
          </h2>
          <LeadList rows={unopened} now={now} showChat={showChat} waitLimitMinutes={waitLimitMinutes} />
        </section>
      ) : null}
      <FollowUpGroup bucket="hoje" rows={today} now={now} />
      <FollowUpGroup bucket="proximo" rows={upcoming} now={now} />
    </div>
  );
}

function FollowUpGroup({ bucket, rows, now }: { bucket: FollowUpBucket; rows: readonly FollowUpRow[]; now: number }) {
  if (rows.length === 0) return null;
  const overdue = bucket === "atrasado";
  const headingId = `retornos-${bucket}-titulo`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className={cn("flex items-center gap-2 text-lg font-semibold", overdue && "text-destructive")}>
        {overdue ? <Icon name="siren" className="size-5" /> : <Icon name="calendar-check" className="size-5" />}
        {bucketLabels[bucket]}
        <span className="text-sm font-normal text-muted-foreground">
          ({counted(rows.length, "próximo contato", "próximos contatos")})
        </span>
      </h2>
      <ol className="grid gap-2" aria-label={bucketLabels[bucket]}>
        {rows.map((row) => (
          <li key={row.id}>
            <Link
              to={panelPaths.lead(row.id)}
              className={cn(
                "flex flex-col gap-1.5 rounded-xl border p-4 shadow-xs outline-none transition-colors hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring sm:flex-row sm:items-center sm:gap-4",
                overdue ? "border-l-4 border-destructive/40 border-l-destructive bg-destructive/5" : "bg-card",
              )}
            >
              <span className="flex min-w-0 items-start justify-between gap-3 sm:flex-1">
                <span className="min-w-0">
                  <span className="block font-semibold break-words">{row.name}</span>
                  {row.company ? (
                    <span className="block text-sm break-words text-muted-foreground">{row.company}</span>
                  ) : null}
                </span>
                <span className="sm:hidden">
                  <span className="sr-only">Status: </span>
                  <StatusBadge status={row.status} />
                </span>
              </span>
              <span
                className={cn(
                  "flex items-center gap-1.5 text-sm font-medium sm:w-56",
                  overdue ? "text-destructive" : "text-foreground",
                )}
              >
                <Icon name="clock" className="size-4 shrink-0" />
                <span className="min-w-0 break-words">
                  {overdue ? "Atrasado · " : ""}
                  {followUpWhen(row.followUpAt, now)} · {row.followUpWhat}
                </span>
              </span>
              <span className="max-sm:hidden">
                <span className="sr-only">Status: </span>
                <StatusBadge status={row.status} />
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
