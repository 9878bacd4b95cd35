import { Link } from "react-router";
import type { Route } from "./+types/inbox";
import { Alert, AlertDescription } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/icon";
import { BulkActions, SELECTION_FORM_ID } from "#app/features/panel/components/bulk-actions";
import { ExportForm } from "#app/features/panel/components/export-form";
import { OwnerPills } from "#app/features/panel/components/owner-pills";
import { BULK_OUTCOME_PARAM, bulkNotice } from "#app/features/panel/bulk";
import { InboxFilters } from "#app/features/panel/components/inbox-filters";
import { LeadList } from "#app/features/panel/components/lead-list";
import { PageHeading } from "#app/features/panel/components/page-heading";
import { StatusCounters } from "#app/features/panel/components/status-counters";
import { WorkQueue } from "#app/features/panel/components/work-queue";
import {
  inboxQuery,
  isFiltered,
  pagePosition,
  parseInboxFilter,
  reversedRangeNotice,
} from "#app/features/panel/filters";
import { signedInUser } from "#app/features/panel/guard.server";
import { panelPaths } from "#app/features/panel/paths";
import { formatNumber } from "#app/lib/numbers";
import { fromServer } from "#app/load-context";

export const meta: Route.MetaFunction = () => [{ title: "Leads | Painel" }];

/** The inbox: the filter comes from the query string (a GET form), newest first, keyset-paginated. */
export async function loader(args: Route.LoaderArgs) {
  const user = signedInUser(args.context);
  const { panel } = fromServer(args.context);
  const filter = parseInboxFilter(args.url.searchParams);
  const now = Date.now();
  const viewer = await panel.assignment.viewer(user);
  const [page, origins, canExport, members, queue, settings] = await Promise.all([
    panel.inbox.page(filter, now, viewer),
    panel.inbox.origins(),
    panel.exports.allowed(user),
    panel.members.listMembers(),
    // "What needs me now" opens the page; a search or filter is about the list alone (issue 37).
    isFiltered(filter) ? null : panel.followUps.queue(now, viewer),
    panel.followUps.settings(),
  ]);
  const { unconfigured } = panel;
  return {
    now,
    filter,
    page,
    origins,
    queue,
    settings,
    role: user.role,
    canExport,
    // Said once, to the owners (who set the server up), instead of "Chat na fila" on every lead.
    chatUnset: unconfigured.includes("chat"),
    onlyOwn: viewer.onlyOwn,
    members: members
      .filter((member) => member.state === "ativo")
      .map((member) => ({ id: member.id, name: member.name, available: false })),
    bulk: bulkNotice(args.url.searchParams.get(BULK_OUTCOME_PARAM)),
  };
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filter, page, origins, queue, settings, now, canExport, chatUnset, role, onlyOwn, members, bulk } =
    loaderData;
  const total = filter.status ? page.counts[filter.status] : page.counts.todos;
  const filtered = isFiltered(filter);
  const swapped = reversedRangeNotice(filter);
  return (
    <>
      <PageHeading
        title="Leads"
        description={
          filtered
            ? `${formatNumber(total, 0)} ${total === 1 ? "lead encontrado" : "leads encontrados"} com estes filtros.`
            : `${formatNumber(total, 0)} ${total === 1 ? "lead recebido" : "leads recebidos"} pelo site.`
        }
      >
        {/* Exporting is an owner's permission (server/panel/export-permission.ts): no button for the others. */}
        {canExport ? <ExportForm filter={filter} count={total} /> : null}
      </PageHeading>
      {chatUnset && role === "dono" ? (
        <Alert className="mb-6">
          <Icon name="triangle-exclamation-point" />
          <AlertDescription>
            O chat da equipe não está configurado: os avisos esperam até WEBHOOK_URL ser definido.
          </AlertDescription>
        </Alert>
      ) : null}
      {queue ? (
        <WorkQueue {...queue} now={now} showChat={!chatUnset} waitLimitMinutes={settings.waitLimitMinutes} />
      ) : null}
      <div className="grid gap-4">
        <h2 className="text-lg font-semibold">Caixa de entrada</h2>
        <InboxFilters filter={filter} sources={origins.sources} campaigns={origins.campaigns} />
        <OwnerPills filter={filter} onlyOwn={onlyOwn} />
        {swapped ? (
          <p role="status" className="text-sm text-muted-foreground">
            {swapped}
          </p>
        ) : null}
        <StatusCounters filter={filter} counts={page.counts} />
        <section aria-label="Lista de leads" className="grid gap-3">
          {page.rows.length === 0 ? (
            <div className="rounded-xl border border-dashed p-8 text-center">
              <p className="font-semibold">Nenhum lead encontrado.</p>
              <p className="mt-1 text-sm text-muted-foreground">
                {filtered
                  ? "Tente outros filtros ou limpe a busca."
                  : "Os leads dos formulários do site aparecem aqui."}
              </p>
              {filtered ? (
                <Button asChild variant="outline" className="mt-4">
                  <Link to={panelPaths.inbox}>Limpar filtros</Link>
                </Button>
              ) : null}
            </div>
          ) : (
            <>
              {bulk ? (
                <Alert variant={bulk.ok ? "success" : "destructive"} role="status">
                  <AlertDescription>{bulk.message}</AlertDescription>
                </Alert>
              ) : null}
              <BulkActions filter={filter} members={members} canExport={canExport} />
              <LeadList
                rows={page.rows}
                now={now}
                showChat={!chatUnset}
                selectionForm={SELECTION_FORM_ID}
                waitLimitMinutes={settings.waitLimitMinutes}
              />
            </>
          )}
          {page.newer !== null || page.older !== null ? (
            <nav aria-label="Páginas da lista" className="flex flex-wrap items-center justify-between gap-2">
              {page.newer !== null ? (
                <Button asChild variant="outline">
                  <Link to={`${panelPaths.inbox}${inboxQuery(filter, { before: null, after: page.newer })}`}>
                    <Icon name="chevron-left" />
                    Mais recentes
                  </Link>
                </Button>
              ) : (
                <span />
              )}
              {page.position ? (
                <p className="text-sm text-muted-foreground tabular-nums">
                  {pagePosition(page.position.first, page.position.last, page.position.total)}
                </p>
              ) : null}
              {page.older !== null ? (
                <Button asChild variant="outline">
                  <Link to={`${panelPaths.inbox}${inboxQuery(filter, { before: page.older, after: null })}`}>
                    Mais antigos
                    <Icon name="chevron-right" />
                  </Link>
                </Button>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
      </div>
    </>
  );
}
