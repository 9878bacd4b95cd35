import { Icon, type IconName } from "#app/components/ui/icon";
import { cn } from "#app/lib/utils";
import type { ChatState } from "../chat-state";

const looks: Record<NonNullable<ChatState> | "nenhuma", { icon: IconName; text: string; tone: string }> = {
  enviada: { icon: "circle-check", text: "Chat enviado", tone: "text-success" },
  pendente: { icon: "clock", text: "Chat na fila", tone: "text-muted-foreground" },
  falhou: { icon: "triangle-exclamation-point", text: "Chat falhou", tone: "text-destructive" },
  nenhuma: { icon: "minus", text: "Sem aviso no chat", tone: "text-muted-foreground" },
};

/** Whether the team's chat got the lead's notification: icon and words, never colour alone. */
export function ChatStateLabel({ state, className }: { state: ChatState; className?: string }) {
  const look = looks[state ?? "nenhuma"];
  return (
    <span className={cn("inline-flex items-center gap-1 text-sm whitespace-nowrap", className)}>
      <Icon name={look.icon} className={cn("size-4", look.tone)} />
      {look.text}
    </span>
  );
}
