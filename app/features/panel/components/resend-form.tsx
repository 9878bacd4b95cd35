import { useFetcher } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { cn } from "#app/lib/utils";
import type { LeadPageResult } from "./lead-page-result";
import { SubmitButton } from "./submit-button";

/**
 * "Reenviar notificação" (owners), beside the deliveries it sends again, with its answer beside it: through a
 * fetcher with JavaScript; without, the page comes back (?salvo=reenviar, or the action's error) and `posted`
 * carries the answer here.
 */
export function ResendForm({ posted }: { posted: { ok: boolean; message: string } | null }) {
  const fetcher = useFetcher<LeadPageResult>();
  const answer = fetcher.data?.intent === "reenviar" ? fetcher.data : posted;
  return (
    <fetcher.Form method="post" className="mt-5 flex flex-wrap items-center gap-3 border-t pt-4">
      <input type="hidden" name="intent" value="reenviar" />
      <SubmitButton fetcher={fetcher} variant="outline" pendingLabel="Reenviando…" icon={<Icon name="send" />}>
        Reenviar notificação
      </SubmitButton>
      <p
        role="status"
        className={cn("text-sm", answer && !answer.ok ? "font-medium text-destructive" : "text-muted-foreground")}
      >
        {answer?.message ?? ""}
      </p>
    </fetcher.Form>
  );
}
