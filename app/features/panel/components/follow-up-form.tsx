import { useFetcher } from "react-router";
import { cn } from "#app/lib/utils";
import { followUpWhen } from "../follow-up";
import { FollowUpFields } from "./follow-up-fields";
import type { LeadPageResult } from "./lead-page-result";
import { SubmitButton } from "./submit-button";

/**
 * Sets, changes or clears the lead's next follow-up. With JavaScript it
 * saves through a fetcher; without, it is an ordinary form post.
 */
export function FollowUpForm({
  current,
  now,
  posted,
}: {
  current: { dueAt: number; what: string } | null;
  now: number;
  posted: LeadPageResult | null;
}) {
  const fetcher = useFetcher<LeadPageResult>();
  const answer = fetcher.data ?? posted;
  const result = answer?.intent === "retorno" ? answer : null;
  const error = result && !result.ok ? result : null;
  const overdue = current !== null && current.dueAt < now;
  return (
    <fetcher.Form method="post" className="grid gap-4">
      <input type="hidden" name="intent" value="retorno" />
      <p className={cn("text-sm", overdue ? "font-semibold text-destructive" : "text-muted-foreground")}>
        {current
          ? `${overdue ? "Atrasado: " : "Marcado para "}${followUpWhen(current.dueAt, now)} · ${current.what}`
          : "Nenhum próximo contato marcado."}
      </p>
      <FollowUpFields prefix="retorno" current={current} error={error} errorId="retorno-erro" />
      <div className="flex flex-wrap items-center gap-2">
        <SubmitButton fetcher={fetcher} variant="secondary">
          {current ? "Salvar próximo contato" : "Marcar próximo contato"}
        </SubmitButton>
        {current ? (
          <SubmitButton fetcher={fetcher} name="remover" value="sim" variant="ghost">
            Remover
          </SubmitButton>
        ) : null}
      </div>
      <p role="status" className={cn("text-sm", error ? "font-medium text-destructive" : "text-muted-foreground")}>
        {error ? <span id="retorno-erro">{error.message}</span> : result?.ok ? result.message : ""}
      </p>
    </fetcher.Form>
  );
}
