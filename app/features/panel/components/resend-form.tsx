import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/utils";
import type { LeadPageResult } from "./lead-page-result";

/**
 * "Reenviar notificação" (owners), beside the deliveries it sends again, with its answer beside it: through a
 * fetcher with JavaScript; without, the page comes back (?salvo=reenviar, or the action's error) and `posted`
 * carries the answer here.
 */
export function ResendForm({ posted }: { posted: { ok: boolean; message: string } | null }) {
  const fetcher = useFetcher<LeadPageResult>();
  const answer = fetcher.data?.intent === "reenviar" ? fetcher.data : posted;
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="mt-5 flex flex-wrap items-center gap-3 border-t pt-4">
      <input type="hidden" name="intent" value="reenviar" />
      <Button type="submit" variant="outline" disabled={pending}>
        <Icon name="send" />
        {pending ? "Reenviando…" : "Reenviar notificação"}
      </Button>
      <p
        role="status"
        className={cn("text-sm", answer && !answer.ok ? "font-medium text-destructive" : "text-muted-foreground")}
      >
        {answer?.message ?? ""}
      </p>
    </fetcher.Form>
  );
}
