import { Icon } from "#app/components/ui/icon";
import { cn } from "#app/lib/utils";
import { formatWait, isWaitingTooLong, waitMillis } from "../speed-to-lead";

/** The lead's speed to lead: its first contact's wait, or how long it has been waiting (flagged past the limit). */
export function SpeedToLead({
  createdAt,
  firstContactAt,
  now,
  limitMinutes,
}: {
  createdAt: number;
  firstContactAt: number | null;
  now: number;
  limitMinutes: number;
}) {
  const late = isWaitingTooLong(createdAt, firstContactAt, now, limitMinutes);
  const wait = formatWait(waitMillis(createdAt, firstContactAt, now));
  return (
    <p
      className={cn(
        "flex items-center gap-1.5 text-sm",
        late ? "font-semibold text-destructive" : "text-muted-foreground",
      )}
    >
      <Icon name="hourglass" className="size-4 shrink-0" />
      {firstContactAt !== null
        ? `Primeiro contato em ${wait} (horário de atendimento).`
        : `Sem contato há ${wait} (horário de atendimento)${late ? `: passou de ${limitMinutes} min.` : "."}`}
    </p>
  );
}
