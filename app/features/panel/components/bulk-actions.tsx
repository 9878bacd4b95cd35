import { useHydrated } from "#app/lib/hydration";
import { buttonVariants } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/icon";
import { NativeCheckbox } from "#app/components/ui/native-checkbox";
import { NativeSelect } from "#app/components/ui/native-select";
import { BULK_STATUSES, SELECTION_FIELD, SELECTION_MARKER } from "../bulk";
import { leadsQuery, type InboxFilter } from "../filters";
import { panelPaths } from "../paths";
import { statusLabels } from "../statuses";
import type { OwnerChoice } from "./owner-form";

export const SELECTION_FORM_ID = "selecao-leads";

/**
 * What to do with the leads ticked in the list (their checkboxes belong to this form by its id): give them to a
 * member, move them to a status, export them. A plain form post, with or without script; with script a box ticks
 * every lead of the page.
 */
export function BulkActions({
  filter,
  members,
  canExport,
}: {
  filter: InboxFilter;
  members: readonly OwnerChoice[];
  canExport: boolean;
}) {
  const scripted = useHydrated();
  const tickAll = (checked: boolean) => {
    for (const box of document.querySelectorAll<HTMLInputElement>(
      `input[form="${SELECTION_FORM_ID}"][name="${SELECTION_FIELD}"]`,
    )) {
      box.checked = checked;
    }
  };
  return (
    <form
      id={SELECTION_FORM_ID}
      method="post"
      action={panelPaths.bulk}
      aria-labelledby="selecao-titulo"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs"
    >
      <input type="hidden" name={SELECTION_MARKER} value="1" />
      <input type="hidden" name="volta" value={leadsQuery(filter)} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="selecao-titulo" className="text-sm font-semibold">
          Com os leads selecionados
        </h3>
        {scripted ? (
          <label className="flex min-h-10 items-center gap-2 text-sm">
            <NativeCheckbox onChange={(event) => tickAll(event.currentTarget.checked)} />
            Selecionar todos desta página
          </label>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="massa-responsavel" className="sr-only">
              Novo responsável
            </label>
            <NativeSelect id="massa-responsavel" name="responsavel" defaultValue="">
              <option value="">Sem responsável</option>
              {members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <button type="submit" name="acao" value="responsavel" className={buttonVariants({ variant: "secondary" })}>
            Atribuir
          </button>
        </div>
        <div className="flex gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="massa-status" className="sr-only">
              Novo status
            </label>
            <NativeSelect id="massa-status" name="status" defaultValue="em_contato">
              {BULK_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <button type="submit" name="acao" value="status" className={buttonVariants({ variant: "secondary" })}>
            Mudar status
          </button>
        </div>
      </div>
      {canExport ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            formAction={panelPaths.export}
            name="formato"
            value="csv"
            className={buttonVariants({ variant: "outline" })}
          >
            <Icon name="download" />
            Exportar selecionados (CSV)
          </button>
        </div>
      ) : null}
    </form>
  );
}
