import { useFetcher } from "react-router";
import { NativeRadio } from "#app/components/ui/native-radio";
import { cn } from "#app/lib/utils";
import { LEAD_STATUSES, statusLabels, type LeadStatus } from "../statuses";
import { FollowUpFields } from "./follow-up-fields";
import type { LeadPageResult } from "./lead-page-result";
import { StatusDetailFields, type StatusDetails } from "./status-detail-fields";
import { SubmitButton } from "./submit-button";

/**
 * Changes a lead's status. With JavaScript it saves through a fetcher (no
 * reload, the result announced); without, it is an ordinary form post. The
 * fields each status asks for show when it is chosen (StatusDetailFields).
 */
export function StatusForm({
  status,
  details,
  posted,
}: {
  status: LeadStatus;
  details: StatusDetails;
  /** The answer to this form posted without JavaScript (the page's action data). */
  posted: LeadPageResult | null;
}) {
  const fetcher = useFetcher<LeadPageResult>();
  const answer = fetcher.data ?? posted;
  const result = answer?.intent === "status" ? answer : null;
  const error = result && !result.ok ? result : null;
  return (
    <fetcher.Form method="post" className="status-form grid gap-4">
      <input type="hidden" name="intent" value="status" />
      <fieldset className="grid gap-2" aria-describedby={error?.field === "status" ? "status-erro" : undefined}>
        <legend className="mb-1 text-sm font-medium">Em que pé está este lead?</legend>
        {LEAD_STATUSES.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <NativeRadio
              id={`status-${value}`}
              name="status"
              value={value}
              defaultChecked={value === (error?.status ?? status)}
            />
            <span className="text-sm font-medium">{statusLabels[value]}</span>
          </label>
        ))}
      </fieldset>
      <StatusDetailFields
        idPrefix="status"
        details={details}
        errorField={error?.field ?? null}
        errorId="status-erro"
        shownWhen={{
          ganho: "[.status-form:has(#status-ganho:checked)_&]:grid",
          proposta: "[.status-form:has(#status-proposta:checked)_&]:grid",
          perdido: "[.status-form:has(#status-perdido:checked)_&]:grid",
          outro: "[.status-form:has(#status-perdido:checked):has(#status-motivo_option[value=outro]:checked)_&]:grid",
        }}
      />
      <fieldset className="grid gap-2 rounded-lg border border-dashed p-3">
        <legend className="px-1 text-sm font-medium">Próximo contato (opcional)</legend>
        <p className="text-sm text-muted-foreground">Escolha a data para marcar junto com o status.</p>
        <FollowUpFields prefix="status-retorno" current={null} error={error} errorId="status-erro" />
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton fetcher={fetcher} pendingLabel="Salvando…">
          Salvar status
        </SubmitButton>
        <p role="status" className={cn("text-sm", error ? "font-medium text-destructive" : "text-muted-foreground")}>
          {error ? <span id="status-erro">{error.message}</span> : (result?.message ?? "")}
        </p>
      </div>
    </fetcher.Form>
  );
}
