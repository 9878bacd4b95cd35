import { useCallback, useState, type DragEvent } from "react";
import { data, Link, redirect, useFetchers, useSubmit } from "react-router";
import type { Route } from "./+types/funil";
import { Alert, AlertDescription } from "#app/components/ui/alert";
import { moveAsks, pendingMoveOf, withMoves, type PendingMove } from "#app/features/panel/board-moves";
import { MOVE_KEY_PREFIX, moveKey, type BoardActionResult } from "#app/features/panel/components/board-action-result";
import { BoardCard } from "#app/features/panel/components/board-card";
import { PageHeading } from "#app/features/panel/components/page-heading";
import { EMPTY_FILTER, inboxQuery } from "#app/features/panel/filters";
import { actorOf, isDataRequest, refusalsAsData, signedInUser } from "#app/features/panel/guard.server";
import { fromServer } from "#app/load-context";
import { panelPaths } from "#app/features/panel/paths";
import { counted } from "#app/features/panel/plural";
import { isLeadStatus, statusLabels, type LeadStatus } from "#app/features/panel/statuses";
import { useHydrated } from "#app/lib/hydration";
import { formatBRL, formatNumber } from "#app/lib/numbers";
import { cn } from "#app/lib/utils";
import type { BoardCard as Card } from "#app/features/panel/board-card";

export const meta: Route.MetaFunction = () => [{ title: "Funil | Painel" }];

/** The board: every member sees it and moves cards, as on the lead page. */
export async function loader(args: Route.LoaderArgs) {
  const { panel } = fromServer(args.context);
  const moved = args.url.searchParams.get("movido");
  return {
    now: Date.now(),
    columns: await panel.board(),
    saved: isLeadStatus(moved) ? `Lead movido para ${statusLabels[moved]}.` : null,
  };
}

/**
 * A card's move: the lead page's status change (server/panel/lead-status.ts), so "Ganho" asks for the value and
 * "Perdido" for the reason the same way. A fetcher gets the result as data; a form posted without JavaScript is
 * sent back to the board at the card (303), so reloading posts nothing again.
 */
export async function action(args: Route.ActionArgs) {
  const user = signedInUser(args.context);
  const { panel, clientIp } = fromServer(args.context);
  const dataRequest = isDataRequest(args.request);
  const form = await args.request.formData();
  const lead = form.get("lead");
  if (typeof lead !== "string" || !/^\d{1,15}$/.test(lead)) {
    throw data({ message: "Lead não encontrado." }, { status: 404 });
  }
  const id = Number(lead);
  const chosen = form.get("status");
  return refusalsAsData(
    async () => {
      if (form.get("intent") !== "status") {
        return data<BoardActionResult>({ ok: false, lead: id, message: "Ação desconhecida.", field: null }, 400);
      }
      const result = await panel.leads.changeStatus(
        id,
        {
          status: chosen,
          value: form.get("valor"),
          expectedValue: form.get("valor_previsto"),
          reason: form.get("motivo"),
          reasonText: form.get("motivo_texto"),
        },
        actorOf(user, clientIp),
      );
      if (!result.ok && "notFound" in result) throw data({ message: "Lead não encontrado." }, { status: 404 });
      if (!result.ok) {
        return data<BoardActionResult>(
          {
            ok: false,
            lead: id,
            message: result.error,
            field: result.field,
            ...(isLeadStatus(chosen) ? { status: chosen } : {}),
          },
          400,
        );
      }
      if (!dataRequest) return redirect(`${panelPaths.board}?movido=${result.status}#lead-${id}`, { status: 303 });
      return data<BoardActionResult>({
        ok: true,
        lead: id,
        status: result.status,
        message: `Movido para ${statusLabels[result.status]}.`,
      });
    },
    (refusal): BoardActionResult => ({ ok: false, lead: id, message: refusal.message, field: refusal.field }),
  );
}

export default function BoardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { now, saved } = loaderData;
  const interactive = useHydrated();
  const submit = useSubmit();
  const [announcement, setAnnouncement] = useState("");
  // The card to focus once it shows in its new column (a move by keyboard or form: focus follows the card).
  const [focusTarget, setFocusTarget] = useState<PendingMove | null>(null);
  const [dropTarget, setDropTarget] = useState<LeadStatus | null>(null);
  // Moves on their way to the server show at once; the loader's answer after each replaces them.
  const pending = useFetchers()
    .filter((fetcher) => fetcher.key.startsWith(MOVE_KEY_PREFIX) && fetcher.formData)
    .map((fetcher) => pendingMoveOf(fetcher.formData!))
    .filter((move): move is PendingMove => move !== null);
  const columns = withMoves(loaderData.columns, pending);

  const onMove = useCallback(
    (card: Card, from: LeadStatus, to: LeadStatus, how: "teclado" | "arraste") => {
      if (moveAsks(to)) {
        askFirst(card, to);
        setAnnouncement(
          to === "ganho"
            ? `Para mover ${card.name} para Ganho, informe o valor mensal do contrato.`
            : `Para mover ${card.name} para Perdido, escolha o motivo da perda.`,
        );
        return;
      }
      void submit(
        { intent: "status", lead: String(card.id), status: to },
        { method: "post", navigate: false, fetcherKey: moveKey(card.id) },
      );
      // Said as the card shows it, at once: an answer arriving later must not talk over the next move.
      setAnnouncement(`${card.name} movido para ${statusLabels[to]}.`);
      if (how === "teclado") setFocusTarget({ id: card.id, to, wonValueCents: null });
    },
    [submit],
  );
  const onFormMove = useCallback((card: Card, form: HTMLFormElement) => {
    // The card moves at once only when the server will take the move; else its form stays open for the message.
    const move = pendingMoveOf(new FormData(form));
    if (move === null || move.id !== card.id) return;
    setAnnouncement(`${card.name} movido para ${statusLabels[move.to]}.`);
    setFocusTarget(move);
  }, []);
  const onFocused = useCallback(() => setFocusTarget(null), []);

  const dropHandlers = (status: LeadStatus) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      setDropTarget(status);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropTarget(null);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDropTarget(null);
      const id = Number(event.dataTransfer.getData("text/plain"));
      const from = columns.find((column) => column.cards.some((card) => card.id === id));
      const card = from?.cards.find((each) => each.id === id);
      if (from && card && from.status !== status) onMove(card, from.status, status, "arraste");
    },
  });

  return (
    <>
      <PageHeading
        title="Funil"
        description="Cada lead na etapa em que está. Arraste um card, use as setas ← → com ele em foco ou “Mover para…”."
      />
      <p id="funil-teclas" className="sr-only">
        Setas para a esquerda e a direita movem o card para a etapa ao lado.
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {saved ? (
        <Alert variant="success" role="status" className="mb-4">
          <AlertDescription>{saved}</AlertDescription>
        </Alert>
      ) : null}
      {/* Relative: the cards' screen-reader texts (absolutely placed) stay inside the scroller, not widening the page. */}
      <div className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-4 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-5 lg:overflow-visible lg:px-0">
        {columns.map((column) => (
          <section
            key={column.status}
            aria-labelledby={`coluna-${column.status}`}
            {...(interactive ? dropHandlers(column.status) : {})}
            className={cn(
              "flex w-[calc(100%-2rem)] max-w-sm shrink-0 snap-start flex-col rounded-xl border bg-muted/40 sm:w-80 lg:w-auto lg:max-w-none lg:min-w-0",
              dropTarget === column.status && "border-primary bg-primary/5",
            )}
          >
            <header className="grid content-start gap-0.5 border-b px-3 py-2.5 lg:min-h-17">
              <div className="flex items-baseline justify-between gap-2">
                <h2 id={`coluna-${column.status}`} className="font-semibold">
                  {statusLabels[column.status]}
                </h2>
                <span className="text-sm text-muted-foreground tabular-nums">
                  {counted(column.count, "lead", "leads")}
                </span>
              </div>
              {column.valueCents !== null ? (
                <p className="text-sm font-medium tabular-nums">
                  {formatBRL(column.valueCents / 100)}
                  {column.status === "proposta" ? " previstos por mês" : " por mês"}
                </p>
              ) : null}
            </header>
            {column.cards.length > 0 ? (
              <ol className="grid gap-2 p-2">
                {column.cards.map((card) => (
                  <li key={card.id}>
                    <BoardCard
                      card={card}
                      status={column.status}
                      now={now}
                      interactive={interactive}
                      focused={focusTarget?.id === card.id && focusTarget.to === column.status}
                      posted={actionData && "lead" in actionData && actionData.lead === card.id ? actionData : null}
                      onMove={onMove}
                      onFormMove={onFormMove}
                      onFocused={onFocused}
                    />
                  </li>
                ))}
              </ol>
            ) : (
              <p className="p-3 text-sm text-muted-foreground">Nenhum lead nesta etapa.</p>
            )}
            {column.count > column.cards.length ? (
              <Link
                to={`${panelPaths.inbox}${inboxQuery(EMPTY_FILTER, { status: column.status })}`}
                className="mx-2 mb-2 inline-flex min-h-10 items-center justify-center rounded-md text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
              >
                Ver todos os {formatNumber(column.count, 0)} em {statusLabels[column.status]}
              </Link>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}

/** Opens the card's own form on "Ganho" or "Perdido" and puts the cursor on what it asks for. */
function askFirst(card: Card, to: LeadStatus): void {
  const details = document.getElementById(`mover-${card.id}`);
  if (!(details instanceof HTMLDetailsElement)) return;
  details.open = true;
  const select = details.querySelector<HTMLSelectElement>("select[name=status]");
  if (select) select.value = to;
  details.querySelector<HTMLElement>(to === "ganho" ? "[name=valor]" : "[name=motivo]")?.focus();
}
