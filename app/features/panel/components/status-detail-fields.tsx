import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { formatNumber } from "#app/lib/numbers";
import { cn } from "#app/lib/utils";
import { LOST_REASON_TEXT_LIMIT, LOST_REASONS } from "../statuses";

/** What a status asks for beside it, as the lead's current values fill it in. */
export interface StatusDetails {
  wonValueCents: number | null;
  expectedValueCents: number | null;
  lostReason: string | null;
  lostReasonText: string | null;
}

/**
 * The fields a status change asks for: the contract's monthly value with "Ganho", the expected value with
 * "Proposta enviada" (optional), the reason with "Perdido" and the team's words with "Outro motivo". Each shows by
 * CSS alone when its status is chosen (`shownWhen`: the form's own selectors, written out where Tailwind sees
 * them), or when the server refused it; the server asks for them either way (server/panel/lead-status.ts).
 */
export function StatusDetailFields({
  idPrefix,
  details,
  errorField,
  errorId,
  shownWhen,
}: {
  /** Unique in the page: the lead page has one form, the board one per card. */
  idPrefix: string;
  details: StatusDetails;
  errorField: string | null;
  errorId: string;
  shownWhen: { ganho: string; proposta: string; perdido: string; outro: string };
}) {
  const invalid = (field: string) =>
    errorField === field ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
  const shown = (field: string, when: string) => cn("gap-1.5", errorField === field ? "grid" : cn("hidden", when));
  const money = (cents: number | null) => (cents === null ? "" : formatNumber(cents / 100, 2));
  return (
    <>
      <div className={shown("valor", shownWhen.ganho)}>
        <Label htmlFor={`${idPrefix}-valor`}>Valor mensal do contrato (R$)</Label>
        <Input
          id={`${idPrefix}-valor`}
          name="valor"
          inputMode="decimal"
          autoComplete="off"
          placeholder="1.500,00"
          // A proposal's expected value is the likeliest contract value: the team corrects it if it differs.
          defaultValue={money(details.wonValueCents ?? details.expectedValueCents)}
          {...invalid("valor")}
        />
      </div>
      <div className={shown("valor_previsto", shownWhen.proposta)}>
        <Label htmlFor={`${idPrefix}-valor-previsto`}>Valor mensal previsto (R$, opcional)</Label>
        <Input
          id={`${idPrefix}-valor-previsto`}
          name="valor_previsto"
          inputMode="decimal"
          autoComplete="off"
          placeholder="1.500,00"
          defaultValue={money(details.expectedValueCents)}
          {...invalid("valor_previsto")}
        />
      </div>
      <div className={shown("motivo", shownWhen.perdido)}>
        <Label htmlFor={`${idPrefix}-motivo`}>Motivo da perda</Label>
        <NativeSelect
          id={`${idPrefix}-motivo`}
          name="motivo"
          defaultValue={details.lostReason ?? ""}
          {...invalid("motivo")}
        >
          <option value="">Escolha o motivo</option>
          {LOST_REASONS.map((reason) => (
            <option key={reason.value} value={reason.value}>
              {reason.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={shown("motivo_texto", shownWhen.outro)}>
        <Label htmlFor={`${idPrefix}-motivo-texto`}>Qual foi o motivo?</Label>
        <Input
          id={`${idPrefix}-motivo-texto`}
          name="motivo_texto"
          autoComplete="off"
          maxLength={LOST_REASON_TEXT_LIMIT}
          placeholder="Por exemplo: fechou a loja"
          defaultValue={details.lostReasonText ?? ""}
          {...invalid("motivo_texto")}
        />
      </div>
    </>
  );
}
