import { Link } from "react-router";
import type { Route } from "./+types/auditoria";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHeading } from "~/features/panel/components/page-heading";
import { RelativeTime } from "~/features/panel/components/relative-time";
import { auditDetail, auditLabel } from "~/features/panel/audit-text";
import { requireUser } from "~/features/panel/guard.server";
import { panelPaths } from "~/features/panel/paths";

export const meta: Route.MetaFunction = () => [{ title: "Auditoria | Painel" }];

const PAGE = 50;

/** The audit trail, newest first, 50 at a time. Owners only. */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { role: "dono" });
  const before = new URL(args.request.url).searchParams.get("antes");
  const events = await args.context.panel.audit.list({
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
      <div
        className="overflow-x-auto rounded-xl border bg-card"
        role="region"
        aria-labelledby="auditoria-legenda"
        tabIndex={0}
      >
        <table className="w-full min-w-[44rem] text-sm">
          <caption id="auditoria-legenda" className="sr-only">
            Trilha de auditoria, mais recentes primeiro
          </caption>
          <thead className="bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                Quando
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Quem
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                O quê
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Detalhes
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                IP
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {events.map((event) => (
              <tr key={event.id} className="align-top">
                <td className="px-4 py-2 whitespace-nowrap">
                  <RelativeTime time={event.createdAt} now={now} />
                </td>
                <td className="px-4 py-2 break-words">{event.actorName ?? event.actorLabel ?? "Sistema"}</td>
                <td className="px-4 py-2">{auditLabel(event.action)}</td>
                <td className="px-4 py-2 break-words text-muted-foreground">
                  {event.leadId !== null ? (
                    <Link
                      to={panelPaths.lead(event.leadId)}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      Lead #{event.leadId}
                    </Link>
                  ) : null}
                  {event.leadId !== null && auditDetail(event) ? " · " : null}
                  {auditDetail(event)}
                </td>
                <td className="px-4 py-2 font-mono text-xs">{event.ip ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
