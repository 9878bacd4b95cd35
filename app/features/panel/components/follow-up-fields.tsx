import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { cn } from "#app/lib/utils";
import { FOLLOW_UP_KINDS, FOLLOW_UP_TEXT_LIMIT, OTHER_KIND } from "../follow-up";
import { dateInputValue } from "../time";

/**
 * The next follow-up's inputs (date, time, what), shared by its own form and
 * the status form. The text box shows when "Outra coisa" is chosen, by CSS
 * alone; the server asks for it either way. `prefix` keeps ids unique.
 */
/** Written out whole: Tailwind finds classes in the source, not ones built at run time. */
const revealOther = {
  retorno: "hidden [.retorno-fields:has(#retorno-tipo_option[value=outro]:checked)_&]:grid",
  "status-retorno": "hidden [.status-retorno-fields:has(#status-retorno-tipo_option[value=outro]:checked)_&]:grid",
} as const;

export function FollowUpFields({
  prefix,
  current,
  error,
  errorId,
}: {
  prefix: keyof typeof revealOther;
  /** The element that says the form's error. */
  errorId: string;
  current: { dueAt: number; what: string } | null;
  error: { field: string | null; message: string } | null;
}) {
  const kind = current ? (FOLLOW_UP_KINDS.find((known) => known === current.what) ?? OTHER_KIND) : "Ligar";
  const time = current ? new Date(current.dueAt - 3 * 3_600_000).toISOString().slice(11, 16) : "";
  const invalid = (field: string) => (error?.field === field ? true : undefined);
  const described = (field: string) => (error?.field === field ? errorId : undefined);
  return (
    <div className={cn("grid gap-3", `${prefix}-fields`)}>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${prefix}-data`}>Data</Label>
          <Input
            id={`${prefix}-data`}
            name="retorno_data"
            type="date"
            defaultValue={current ? dateInputValue(current.dueAt) : ""}
            aria-invalid={invalid("retorno_data")}
            aria-describedby={described("retorno_data")}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${prefix}-hora`}>Hora</Label>
          <Input
            id={`${prefix}-hora`}
            name="retorno_hora"
            type="time"
            defaultValue={time}
            placeholder="09:00"
            aria-invalid={invalid("retorno_hora")}
            aria-describedby={described("retorno_hora")}
          />
        </div>
      </div>
      {/* A select, not radios: one line on a phone, and no two radio groups of one name on the page (this form's
          and the status form's). */}
      <div className="grid gap-1.5">
        <Label htmlFor={`${prefix}-tipo`}>O que fazer</Label>
        <NativeSelect id={`${prefix}-tipo`} name="retorno_tipo" defaultValue={kind}>
          {[...FOLLOW_UP_KINDS, OTHER_KIND].map((value) => (
            <option key={value} value={value}>
              {value === OTHER_KIND ? "Outra coisa" : value}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div
        className={cn(
          "gap-1.5",
          error?.field === "retorno_texto" || kind === OTHER_KIND ? "grid" : revealOther[prefix],
        )}
      >
        <Label htmlFor={`${prefix}-texto`}>Descreva</Label>
        <Input
          id={`${prefix}-texto`}
          name="retorno_texto"
          maxLength={FOLLOW_UP_TEXT_LIMIT}
          autoComplete="off"
          placeholder="Ex.: mandar o estudo de caso"
          defaultValue={kind === OTHER_KIND && current ? current.what : ""}
          aria-invalid={invalid("retorno_texto")}
          aria-describedby={described("retorno_texto")}
        />
      </div>
    </div>
  );
}
