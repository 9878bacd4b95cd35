import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeRadio } from "~/components/ui/native-radio";
import { NativeSelect } from "~/components/ui/native-select";
import { formatNumber } from "~/lib/numbers";
import { cn } from "~/lib/utils";
import { LEAD_STATUSES, LOST_REASON_TEXT_LIMIT, LOST_REASONS, statusLabels, type LeadStatus } from "../statuses";
import { FollowUpFields } from "./follow-up-fields";
import type { LeadActionResult } from "./lead-action-result";

/**
 * Changes a lead's status. With JavaScript it saves through a fetcher (no
 * reload, the result announced); without, it is an ordinary form post. The
 * contract value shows when "Ganho" is chosen and the reason when "Perdido"
 * is, and the team's own words when "Outro motivo" is, by CSS alone; the
 * server asks for them either way.
 */
export function StatusForm({
  status,
  wonValueCents,
  lostReason,
  lostReasonText,
  posted,
}: {
  status: LeadStatus;
  wonValueCents: number | null;
  lostReason: string | null;
  lostReasonText: string | null;
  /** The answer to this form posted without JavaScript (the page's action data). */
  posted: LeadActionResult | null;
}) {
  const fetcher = useFetcher<LeadActionResult>();
  const answer = fetcher.data ?? posted;
  const result = answer?.intent === "status" ? answer : null;
  const pending = fetcher.state !== "idle";
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
      <div
        className={cn(
          "gap-1.5",
          error?.field === "valor" ? "grid" : "hidden [.status-form:has(#status-ganho:checked)_&]:grid",
        )}
      >
        <Label htmlFor="status-valor">Valor mensal do contrato (R$)</Label>
        <Input
          id="status-valor"
          name="valor"
          inputMode="decimal"
          autoComplete="off"
          placeholder="1.500,00"
          defaultValue={wonValueCents === null ? "" : formatNumber(wonValueCents / 100, 2)}
          aria-invalid={error?.field === "valor" ? true : undefined}
          aria-describedby={error?.field === "valor" ? "status-erro" : undefined}
        />
      </div>
      <div
        className={cn(
          "gap-1.5",
          error?.field === "motivo" ? "grid" : "hidden [.status-form:has(#status-perdido:checked)_&]:grid",
        )}
      >
        <Label htmlFor="status-motivo">Motivo da perda</Label>
        <NativeSelect
          id="status-motivo"
          name="motivo"
          defaultValue={lostReason ?? ""}
          aria-invalid={error?.field === "motivo" ? true : undefined}
          aria-describedby={error?.field === "motivo" ? "status-erro" : undefined}
        >
          <option value="">Escolha o motivo</option>
          {LOST_REASONS.map((reason) => (
            <option key={reason.value} value={reason.value}>
              {reason.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div
        className={cn(
          "gap-1.5",
          error?.field === "motivo_texto"
            ? "grid"
            : "hidden [.status-form:has(#status-perdido:checked):has(#status-motivo_option[value=outro]:checked)_&]:grid",
        )}
      >
        <Label htmlFor="status-motivo-texto">Qual foi o motivo?</Label>
        <Input
          id="status-motivo-texto"
          name="motivo_texto"
          autoComplete="off"
          maxLength={LOST_REASON_TEXT_LIMIT}
          placeholder="Por exemplo: fechou a loja"
          defaultValue={lostReasonText ?? ""}
          aria-invalid={error?.field === "motivo_texto" ? true : undefined}
          aria-describedby={error?.field === "motivo_texto" ? "status-erro" : undefined}
        />
      </div>
      <fieldset className="grid gap-2 rounded-lg border border-dashed p-3">
        <legend className="px-1 text-sm font-medium">Próximo contato (opcional)</legend>
        <p className="text-sm text-muted-foreground">Escolha a data para marcar junto com o status.</p>
        <FollowUpFields prefix="status-retorno" current={null} error={error} errorId="status-erro" />
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? "Salvando…" : "Salvar status"}
        </Button>
        <p role="status" className={cn("text-sm", error ? "font-medium text-destructive" : "text-muted-foreground")}>
          {error ? <span id="status-erro">{error.message}</span> : (result?.message ?? "")}
        </p>
      </div>
    </fetcher.Form>
  );
}
