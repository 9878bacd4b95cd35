import { memo, type ReactNode } from "react";
import { cn } from "#app/lib/utils";

export interface RadioTab {
  value: string;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * Tabs with no script: a group of native radio buttons (arrow keys move the
 * choice, as in a tab list) and one panel per radio, shown by CSS while its
 * radio is checked (`[data-radio-tabs]` in app.css, up to 8 tabs). The first
 * is chosen by default. `listClassName` and `tabClassName` replace the
 * default layout of the list and of each tab (colours and states stay).
 */
const defaultList = "inline-flex w-fit flex-wrap items-center justify-center gap-1";
const defaultTab = "min-h-9 flex-1 gap-1.5 px-3 py-1.5 whitespace-nowrap";
export function RadioTabs({
  name,
  legend,
  tabs,
  className,
  listClassName,
  tabClassName,
}: {
  name: string;
  legend: string;
  tabs: readonly RadioTab[];
  className?: string;
  listClassName?: string;
  tabClassName?: string;
}) {
  return (
    <div data-radio-tabs="" className={cn("flex flex-col", className ?? "gap-3")}>
      <RadioTabList
        name={name}
        legend={legend}
        tabs={tabs}
        listClassName={listClassName ?? defaultList}
        tabClassName={tabClassName ?? defaultTab}
      />
      <div>
        {tabs.map((tab) => (
          <div key={tab.value} data-radio-panel="">
            {tab.panel}
          </div>
        ))}
      </div>
    </div>
  );
}

interface RadioTabListProps {
  name: string;
  legend: string;
  tabs: readonly RadioTab[];
  listClassName: string;
  tabClassName: string;
}

/**
 * The radios re-render only when a tab's value or label changes, not when a
 * panel does: on every render React writes a radio's name and type again, and
 * each write re-evaluates the `:has(:checked)` rules over every panel.
 */
const RadioTabList = memo(function RadioTabList({
  name,
  legend,
  tabs,
  listClassName,
  tabClassName,
}: RadioTabListProps) {
  return (
    <fieldset className="max-w-full">
      <legend className="sr-only">{legend}</legend>
      <div className={cn("max-w-full rounded-lg bg-muted p-1 text-muted-foreground", listClassName)}>
        {tabs.map((tab, index) => (
          <label
            key={tab.value}
            data-radio-tab=""
            className={cn(
              "inline-flex cursor-pointer items-center justify-center rounded-md border border-transparent text-sm font-semibold transition-[color,box-shadow] has-checked:bg-card has-checked:text-foreground has-checked:shadow-sm has-focus-visible:ring-[3px] has-focus-visible:ring-ring [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
              tabClassName,
            )}
          >
            <input type="radio" name={name} value={tab.value} defaultChecked={index === 0} className="sr-only" />
            {tab.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}, sameTabs);

function sameTabs(previous: RadioTabListProps, next: RadioTabListProps): boolean {
  return (
    previous.name === next.name &&
    previous.legend === next.legend &&
    previous.listClassName === next.listClassName &&
    previous.tabClassName === next.tabClassName &&
    previous.tabs.length === next.tabs.length &&
    previous.tabs.every(
      (tab, index) => tab.value === next.tabs[index]?.value && Object.is(tab.label, next.tabs[index]?.label),
    )
  );
}
