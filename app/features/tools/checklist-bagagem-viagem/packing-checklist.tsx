import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { NoScriptNotice } from "#app/features/tools/components/noscript-notice";
import { useStoredString } from "#app/lib/use-stored-string";
import { ChecklistSetup } from "./checklist-setup";
import { ChecklistView } from "./checklist-view";
import {
  CHECKLIST_FIELDS,
  CHECKLIST_STORAGE_KEY,
  checklistFor,
  checklistQuery,
  parseStoredChecklist,
  readChecklistConfig,
  serializeChecklist,
  toggleItem,
  type SavedChecklist,
} from "./packing-list";

/**
 * Setup, then the generated list. The trip is in the address (the setup is a
 * GET form), so the server renders the list too; the checks live in this
 * browser: each generation and each check is written to localStorage at once,
 * and the page without an address shows the list kept there. When the browser
 * refuses to store, the list still works for this visit.
 */
export function PackingChecklist() {
  const [params] = useSearchParams();
  const [stored, writeStored] = useStoredString(CHECKLIST_STORAGE_KEY);
  // What this visit last wrote: the freshest list, and the only one when storage is refused.
  const [written, setWritten] = useState<string | null>(null);
  const kept = useMemo(() => parseStoredChecklist(written ?? stored), [written, stored]);
  const trip = useMemo(() => readChecklistConfig(params), [params]);
  const checklist = trip ? checklistFor(trip, kept) : kept;

  function keep(next: SavedChecklist) {
    const text = serializeChecklist(next);
    setWritten(text);
    writeStored(text);
  }

  const configuring = params.has(CHECKLIST_FIELDS.configurar) || !checklist;
  return (
    <>
      <NoScriptNotice>
        Sem JavaScript, a lista é montada e pode ser impressa pelo menu do navegador, mas o progresso não é contado e as
        marcações não ficam guardadas.
      </NoScriptNotice>
      {configuring ? (
        <ChecklistSetup
          initial={trip ?? checklist?.config ?? null}
          onGenerate={(config) => keep(checklistFor(config, kept))}
          backTo={checklist ? `?${checklistQuery(checklist.config).toString()}` : undefined}
        />
      ) : (
        <ChecklistView
          checklist={checklist}
          onToggle={(id) => keep({ ...checklist, items: toggleItem(checklist.items, id) })}
          reconfigureTo={`?${checklistQuery(checklist.config).toString()}&${CHECKLIST_FIELDS.configurar}=1`}
        />
      )}
    </>
  );
}
