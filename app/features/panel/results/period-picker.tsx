import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/icon";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { cn } from "#app/lib/utils";
import { panelPaths } from "../paths";
import { monthValue, PRESETS, type MonthPeriod } from "./months";

const pill =
  "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-medium whitespace-nowrap";

/**
 * This month, last month, 3 or 12 months as links; any range of months
 * through a GET form in a disclosure (no script needed for either), open
 * when the page shows a chosen range.
 */
export function PeriodPicker({ period }: { period: MonthPeriod }) {
  const chosen = period.preset === "intervalo";
  return (
    <div className="grid gap-3">
      <nav aria-label="Períodos" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {PRESETS.filter((preset) => preset.value !== "intervalo").map((preset) => {
          const current = period.preset === preset.value;
          return (
            <Link
              key={preset.value}
              to={`${panelPaths.results}${preset.value === "este-mes" ? "" : `?periodo=${preset.value}`}`}
              aria-current={current ? "page" : undefined}
              className={cn(
                pill,
                current ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-muted",
              )}
            >
              {preset.label}
            </Link>
          );
        })}
      </nav>
      <details open={chosen} className="group">
        <summary
          className={cn(
            pill,
            "w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden",
            chosen ? "border-primary bg-primary/10 text-primary" : "bg-card hover:bg-muted",
          )}
        >
          <Icon name="calendar-days" className="size-4" />
          Escolher meses
          <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <Form
          method="get"
          action={panelPaths.results}
          className="mt-3 flex max-w-xl flex-wrap items-end gap-3 rounded-xl border bg-card p-4 shadow-xs"
        >
          <input type="hidden" name="periodo" value="intervalo" />
          <div className="grid flex-[1_1_9rem] gap-1.5">
            <Label htmlFor="p-de">De (mês)</Label>
            <Input id="p-de" name="de" type="month" defaultValue={monthValue(period.first)} required />
          </div>
          <div className="grid flex-[1_1_9rem] gap-1.5">
            <Label htmlFor="p-ate">Até (mês)</Label>
            <Input id="p-ate" name="ate" type="month" defaultValue={monthValue(period.last)} required />
          </div>
          <Button type="submit">Ver meses</Button>
        </Form>
      </details>
    </div>
  );
}
