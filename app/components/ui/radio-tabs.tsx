import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

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
      <fieldset className="max-w-full">
        <legend className="sr-only">{legend}</legend>
        <div className={cn("max-w-full rounded-lg bg-muted p-1 text-muted-foreground", listClassName ?? defaultList)}>
          {tabs.map((tab, index) => (
            <label
              key={tab.value}
              data-radio-tab=""
              className={cn(
                "inline-flex cursor-pointer items-center justify-center rounded-md border border-transparent text-sm font-semibold transition-[color,box-shadow] has-checked:bg-card has-checked:text-foreground has-checked:shadow-sm has-focus-visible:ring-[3px] has-focus-visible:ring-ring [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
                tabClassName ?? defaultTab,
              )}
            >
              <input type="radio" name={name} value={tab.value} defaultChecked={index === 0} className="sr-only" />
              {tab.label}
            </label>
          ))}
        </div>
      </fieldset>
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
