import { useEffect, useRef, type DragEvent, type FormEvent, type KeyboardEvent } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/icon";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { formatBRL } from "#app/lib/numbers";
import { cn } from "#app/lib/utils";
import type { BoardCard as Card } from "../board-card";
import { neighbourStatus } from "../board-moves";
import { panelPaths } from "../paths";
import { formLabel, LEAD_STATUSES, lostReasonWithText, statusLabels, type LeadStatus } from "../statuses";
import { moveKey, type BoardActionResult } from "./board-action-result";
import { RelativeTime } from "./relative-time";
import { StatusDetailFields } from "./status-detail-fields";

/**
 * One lead on the board: its name (text, linking to its page), form, source and age, and "Mover para…", a form
 * that works without script (posted, then back to the board) and through a fetcher with it. With script the card
 * itself takes focus: ← and → move it to the column beside, and it can be dragged to any column.
 */
export function BoardCard({
  card,
  status,
  now,
  interactive,
  focused,
  posted,
  onMove,
  onFormMove,
  onFocused,
}: {
  card: Card;
  status: LeadStatus;
  now: number;
  /** Hydrated: the card takes focus, keys and drags. */
  interactive: boolean;
  /** The board asks this card to take focus (it has just moved here). */
  focused: boolean;
  /** The answer to this card's form posted without JavaScript. */
  posted: BoardActionResult | null;
  onMove: (card: Card, from: LeadStatus, to: LeadStatus, how: "teclado" | "arraste") => void;
  onFormMove: (card: Card, form: HTMLFormElement) => void;
  onFocused: () => void;
}) {
  const fetcher = useFetcher<BoardActionResult>({ key: moveKey(card.id) });
  const ref = useRef<HTMLElement>(null);
  const answer = fetcher.data ?? posted;
  const error = answer && !answer.ok ? answer : null;
  const prefix = `lead-${card.id}`;

  useEffect(() => {
    if (!focused) return;
    ref.current?.focus();
    onFocused();
  }, [focused, onFocused]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    const step = event.key === "ArrowLeft" ? -1 : event.key === "ArrowRight" ? 1 : null;
    if (step === null) return;
    event.preventDefault();
    const to = neighbourStatus(status, step);
    if (to) onMove(card, status, to, "teclado");
  };
  const onDragStart = (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.setData("text/plain", String(card.id));
    event.dataTransfer.effectAllowed = "move";
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => onFormMove(card, event.currentTarget);
  const others = LEAD_STATUSES.filter((each) => each !== status);
  return (
    <article
      ref={ref}
      id={prefix}
      tabIndex={interactive ? 0 : undefined}
      draggable={interactive || undefined}
      aria-labelledby={`${prefix}-nome`}
      aria-describedby={interactive ? "funil-teclas" : undefined}
      onKeyDown={interactive ? onKeyDown : undefined}
      onDragStart={interactive ? onDragStart : undefined}
      className={cn(
        "grid gap-1 rounded-lg border bg-card p-3 text-card-foreground shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
        interactive && "cursor-grab active:cursor-grabbing",
      )}
    >
      <h3 id={`${prefix}-nome`} className="font-semibold break-words">
        <Link
          to={panelPaths.lead(card.id)}
          className="rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          {card.name || `Lead #${card.id}`}
        </Link>
      </h3>
      <p className="text-sm break-words text-muted-foreground">
        {formLabel(card.form)} · {card.source}
      </p>
      <p className="text-xs text-muted-foreground">
        Recebido <RelativeTime time={card.createdAt} now={now} />
      </p>
      <CardValue card={card} status={status} />
      <details id={`mover-${card.id}`} open={error ? true : undefined} className="group/mover mt-1">
        <summary className="inline-flex min-h-10 cursor-pointer list-none items-center gap-1.5 rounded-md text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
          <Icon name="arrow-left-right" className="size-4" />
          Mover para…
        </summary>
        <fetcher.Form method="post" onSubmit={onSubmit} className="move-form mt-2 grid gap-3">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="lead" value={card.id} />
          <div className="grid gap-1.5">
            <Label htmlFor={`${prefix}-status`}>Nova etapa</Label>
            <NativeSelect
              id={`${prefix}-status`}
              name="status"
              className="move-status"
              defaultValue={error?.status ?? neighbourStatus(status, 1) ?? others[0]}
            >
              {others.map((each) => (
                <option key={each} value={each}>
                  {statusLabels[each]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <StatusDetailFields
            idPrefix={prefix}
            details={card}
            errorField={error?.field ?? null}
            errorId={`${prefix}-erro`}
            shownWhen={{
              ganho: "[.move-form:has(.move-status_option[value=ganho]:checked)_&]:grid",
              proposta: "[.move-form:has(.move-status_option[value=proposta]:checked)_&]:grid",
              perdido: "[.move-form:has(.move-status_option[value=perdido]:checked)_&]:grid",
              outro:
                "[.move-form:has(.move-status_option[value=perdido]:checked):has([name=motivo]_option[value=outro]:checked)_&]:grid",
            }}
          />
          {/* Never disabled: the card's previous move (a drag, a key) may still be on its way when this one is sent. */}
          <Button type="submit" className="justify-self-start">
            Mover
          </Button>
          <p role="status" className={cn("text-sm", error && "font-medium text-destructive")}>
            {error ? <span id={`${prefix}-erro`}>{error.message}</span> : ""}
          </p>
        </fetcher.Form>
      </details>
    </article>
  );
}

function CardValue({ card, status }: { card: Card; status: LeadStatus }) {
  if (status === "ganho" && card.wonValueCents !== null) {
    return <p className="text-sm font-semibold">{formatBRL(card.wonValueCents / 100)}/mês</p>;
  }
  if (status === "proposta" && card.expectedValueCents !== null) {
    return <p className="text-sm font-semibold">Previsto: {formatBRL(card.expectedValueCents / 100)}/mês</p>;
  }
  if (status === "perdido" && card.lostReason) {
    return (
      <p className="text-sm break-words text-muted-foreground">
        {lostReasonWithText(card.lostReason, card.lostReasonText)}
      </p>
    );
  }
  return null;
}
