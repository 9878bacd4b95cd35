import { useMemo, useState } from "react";
import { useStoredString } from "~/lib/use-stored-string";
import { ChecklistSetup } from "./checklist-setup";
import { ChecklistView } from "./checklist-view";
import {
  CHECKLIST_STORAGE_KEY,
  carryOverChecks,
  generatePackingList,
  parseStoredChecklist,
  serializeChecklist,
  toggleItem,
  type ChecklistConfig,
  type SavedChecklist,
} from "./packing-list";

/**
 * Setup, then the generated list. Every change is written to localStorage at
 * once, so the list and its checks survive a reload (when the browser lets us
 * store; otherwise the list still works for this visit).
 */
export function PackingChecklist() {
  const [stored, writeStored] = useStoredString(CHECKLIST_STORAGE_KEY);
  const restored = useMemo(() => parseStoredChecklist(stored), [stored]);
  const [local, setLocal] = useState<SavedChecklist | null>(null);
  const [configuring, setConfiguring] = useState(false);
  const checklist = local ?? restored;

  function update(next: SavedChecklist) {
    setLocal(next);
    writeStored(serializeChecklist(next));
  }

  function generate(config: ChecklistConfig) {
    const items = generatePackingList(config);
    if (!items) return;
    update({ config, items: carryOverChecks(items, checklist?.items ?? []) });
    setConfiguring(false);
  }

  if (configuring || !checklist) {
    return (
      <ChecklistSetup
        key={checklist ? "reconfigure" : "new"}
        initial={checklist?.config ?? null}
        onGenerate={generate}
        onCancel={checklist ? () => setConfiguring(false) : undefined}
      />
    );
  }

  return (
    <ChecklistView
      checklist={checklist}
      onToggle={(id) => update({ ...checklist, items: toggleItem(checklist.items, id) })}
      onReconfigure={() => setConfiguring(true)}
    />
  );
}
