import { useId } from "react";
import { Form } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import type { CalendarQuery } from "./calendar-query";
import { MONTH_NAMES } from "#app/lib/dates";
import { REGIONS } from "./festivals";
import { HOLIDAY_STATES, HOLIDAY_STATE_NAMES, MAX_CALENDAR_YEAR, MIN_CALENDAR_YEAR } from "./holidays";

/**
 * The filters, a plain GET form: the server renders the chosen year, month,
 * state and region, so it works with no script at all.
 */
export function CalendarFilters({ query }: { query: CalendarQuery }) {
  const id = useId();
  return (
    <Form
      method="get"
      preventScrollReset
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-[8rem_repeat(3,minmax(0,1fr))_auto] lg:items-end"
    >
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-ano`}>Ano</Label>
        <Input
          id={`${id}-ano`}
          name="ano"
          type="number"
          inputMode="numeric"
          min={MIN_CALENDAR_YEAR}
          max={MAX_CALENDAR_YEAR}
          step={1}
          required
          defaultValue={query.year}
        />
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-mes`}>Mês</Label>
        <NativeSelect id={`${id}-mes`} name="mes" defaultValue={query.month === null ? "" : String(query.month)}>
          <option value="">O ano todo</option>
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={index + 1}>
              {capitalize(name)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-uf`}>Feriados estaduais</Label>
        <NativeSelect id={`${id}-uf`} name="uf" defaultValue={query.state ?? ""}>
          <option value="">Só os nacionais</option>
          {HOLIDAY_STATES.map((state) => (
            <option key={state} value={state}>
              {HOLIDAY_STATE_NAMES[state]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-regiao`}>Região dos festivais</Label>
        <NativeSelect id={`${id}-regiao`} name="regiao" defaultValue={query.region ?? ""}>
          <option value="">Todo o Brasil</option>
          {REGIONS.map((region) => (
            <option key={region} value={region}>
              {region}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" size="lg" className="w-full sm:col-span-2 lg:col-span-1 lg:w-auto">
        <Icon name="calendar-days" aria-hidden="true" />
        Mostrar
      </Button>
    </Form>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
