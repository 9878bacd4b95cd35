import { Link } from "react-router";
import { cn } from "#app/lib/utils";
import type { InboxRow } from "../inbox-row";
import { Icon } from "#app/components/ui/icon";
import { originLabel } from "../origin";
import { formatWait, isWaitingTooLong, waitMillis } from "../speed-to-lead";
import { panelPaths } from "../paths";
import { formLabel } from "../statuses";
import { ChatStateLabel } from "./chat-state";
import { PersonMarkBadge } from "./person-mark";
import { NativeCheckbox } from "#app/components/ui/native-checkbox";
import { SELECTION_FIELD } from "../bulk";
import { RelativeTime } from "./relative-time";
import { StatusBadge } from "./status-badge";

/** When, who, form, status, origin, chat: the columns on a wide screen (a phone stacks them in the card). */
const columns = "lg:grid-cols-[7.5rem_minmax(0,1fr)_7.5rem_9.5rem_minmax(0,11rem)_9.5rem]";
/** The same without the chat's column, when no chat is configured. */
const columnsWithoutChat = "lg:grid-cols-[7.5rem_minmax(0,1fr)_7.5rem_9.5rem_minmax(0,11rem)]";

/**
 * The inbox rows: one link per lead, what the team scans for at a glance.
 * Every visitor-written value is a React text child: HTML or Markdown in a
 * lead shows as the characters typed.
 */
export function LeadList({
  rows,
  now,
  showChat,
  selectionForm,
  waitLimitMinutes,
}: {
  rows: readonly InboxRow[];
  now: number;
  /** The id of the bulk actions' form: each lead gets a checkbox of it, beside (not inside) its link. */
  selectionForm?: string;
  /** The owner's limit for a first contact: leads waiting longer (in opening hours) are flagged. */
  waitLimitMinutes: number;
  /** False when the deployment has no chat: every lead's would say the same (the inbox says it once instead). */
  showChat: boolean;
}) {
  const grid = showChat ? columns : columnsWithoutChat;
  return (
    <div className="grid gap-2">
      <div
        aria-hidden="true"
        className={cn(
          "hidden gap-x-4 px-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase lg:grid",
          grid,
        )}
      >
        <span>Recebido</span>
        <span>Lead</span>
        <span>Formulário</span>
        <span>Status</span>
        <span>Origem</span>
        {showChat ? <span>Chat</span> : null}
      </div>
      <ol className="grid gap-2" aria-label="Leads">
        {rows.map((row) => (
          <li key={row.id} className={selectionForm ? "flex items-stretch gap-1" : undefined}>
            {selectionForm ? (
              <label className="flex min-w-11 cursor-pointer items-center justify-center rounded-xl hover:bg-accent/60">
                <NativeCheckbox
                  form={selectionForm}
                  name={SELECTION_FIELD}
                  value={row.id}
                  aria-label={`Selecionar ${row.name}`}
                />
              </label>
            ) : null}
            <Link
              to={panelPaths.lead(row.id)}
              className={cn(
                "flex min-w-0 flex-1 flex-col gap-2 rounded-xl border bg-card p-4 shadow-xs outline-none transition-colors hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring",
                "lg:grid lg:items-center lg:gap-x-4 lg:py-3",
                grid,
                row.unopened && "border-l-4 border-l-primary",
              )}
            >
              <span className="flex items-start justify-between gap-3 lg:contents">
                <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 lg:col-start-2 lg:row-start-1">
                  {row.unopened ? (
                    <span className="inline-flex items-center gap-1 text-xs font-semibold text-primary">
                      <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
                      Não aberto
                    </span>
                  ) : null}
                  {isWaitingTooLong(row.createdAt, row.firstContactAt, now, waitLimitMinutes) ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-semibold text-destructive">
                      <Icon name="hourglass" className="size-3" />
                      Sem contato há {formatWait(waitMillis(row.createdAt, null, now))}
                    </span>
                  ) : null}
                  <span className="min-w-0 font-semibold break-words">{row.name}</span>
                  {row.person ? <PersonMarkBadge mark={row.person} /> : null}
                  {row.company ? (
                    <span className="min-w-0 basis-full text-sm break-words text-muted-foreground lg:basis-auto">
                      <span aria-hidden="true" className="max-lg:hidden">
                        ·{" "}
                      </span>
                      {row.company}
                    </span>
                  ) : null}
                  <span className="basis-full text-sm text-muted-foreground">
                    {row.owner ? `Responsável: ${row.owner.name}` : "Sem responsável"}
                  </span>
                </span>
                <span className="lg:col-start-4 lg:row-start-1">
                  <span className="sr-only">Status: </span>
                  <StatusBadge status={row.status} />
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground lg:contents">
                <span className="lg:col-start-1 lg:row-start-1">
                  <RelativeTime time={row.createdAt} now={now} />
                </span>
                <span className="lg:col-start-3 lg:row-start-1 lg:text-foreground">
                  <span className="sr-only">Formulário: </span>
                  {formLabel(row.form)}
                </span>
                <span className="min-w-0 break-words lg:col-start-5 lg:row-start-1">
                  <span className="sr-only">Origem: </span>
                  {originLabel({ source: row.source, campaign: row.campaign })}
                </span>
                {showChat ? (
                  <span className="lg:col-start-6 lg:row-start-1">
                    <ChatStateLabel state={row.chat} />
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
