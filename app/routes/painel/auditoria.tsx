import { Link } from "react-router";
import type { Route } from "./+types/auditoria";
import { Button } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/icon";
import { PageHeading } from "#app/features/panel/components/page-heading";
import { RelativeTime } from "#app/features/panel/components/relative-time";
import { auditDetail, auditLabel } from "#app/features/panel/audit-text";
import { requireOwner } from "#app/features/panel/guard.server";
import { panelPaths } from "#app/features/panel/paths";
import { fromServer } from "#app/load-context";

export const meta: Route.MetaFunction = () => [{ title: "Auditoria | Painel" }];

const PAGE = 50;

/** The audit trail, newest first, 50 at a time. Owners only. */
export async function loader(args: Route.LoaderArgs) {
  requireOwner(args.context);
  const before = args.url.searchParams.get("antes");
  const events = await fromServer(args.context).panel.audit.list({
    limit: PAGE + 1,
    ...(before !== null && /^\d{1,15}$/.test(before) ? { before: Number(before) } : {}),
  });
  return { now: Date.now(), events: events.slice(0, PAGE), older: events.length > PAGE ? events[PAGE - 1]!.id : null };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { events, now, older } = loaderData;
  return (
    <>
      <PageHeading
        title="Auditoria"
        description="Quem fez o quê e quando: entradas, convites, status, anotações, exportações e apagamentos. O conteúdo dos leads nunca fica aqui."
      />
      <ol className="divide-y rounded-xl border bg-card" aria-label="Eventos, mais recentes primeiro">
        {events.map((event) => {
          const detail = auditDetail(event);
          return (
            <li key={event.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-x-4">
              <span className="text-sm text-muted-foreground">
                <RelativeTime time={event.createdAt} now={now} />
              </span>
              <div className="min-w-0">
                <p className="text-sm break-words">
                  <span className="font-semibold">{event.actorName ?? event.actorLabel ?? "Sistema"}</span>
                  {" · "}
                  {auditLabel(event.action)}
                </p>
                <p className="text-sm break-words text-muted-foreground">
                  {event.leadId !== null ? (
                    <Link to={panelPaths.lead(event.leadId)} className="text-primary underline underline-offset-4">
                      Lead #{event.leadId}
                    </Link>
                  ) : null}
                  {event.leadId !== null && detail ? " · " : null}
                  {detail}
                  {event.ip ? `${event.leadId !== null || detail ? " · " : ""}IP ${event.ip}` : null}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      {older !== null ? (
        <div className="mt-4 flex justify-end">
          <Button asChild variant="outline">
            <Link to={`${panelPaths.audit}?antes=${older}`}>
              Mais antigos
              <Icon name="chevron-right" />
            </Link>
          </Button>
        </div>
      ) : null}
    </>
  );
}
