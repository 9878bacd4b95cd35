import { useId, useState } from "react";
import { ArrowDownUp } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { DecimalInput } from "~/features/tools/components/decimal-input";
import { ResultLive } from "~/features/tools/components/result-live";
import { parseBrazilianNumber } from "~/lib/numbers";
import {
  categories,
  convert,
  DEFAULT_CATEGORY,
  defaultUnits,
  formatConversion,
  getCategory,
  getUnit,
  type CategoryId,
} from "./units";

function UnitSelect({
  id,
  label,
  categoryId,
  value,
  onChange,
}: {
  id: string;
  label: string;
  categoryId: CategoryId;
  value: string;
  onChange: (unitId: string) => void;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {getCategory(categoryId).units.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {unit.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

export function UnitConverter() {
  const id = useId();
  const [categoryId, setCategoryId] = useState<CategoryId>(DEFAULT_CATEGORY);
  const [value, setValue] = useState("");
  const [units, setUnits] = useState(() => defaultUnits(DEFAULT_CATEGORY));

  function changeCategory(next: string) {
    const category = categories.find((c) => c.id === next);
    if (!category) return;
    setCategoryId(category.id);
    setUnits(defaultUnits(category.id));
  }

  const amount = parseBrazilianNumber(value);
  const result = amount === null ? null : convert(categoryId, amount, units.from, units.to);
  const from = getUnit(categoryId, units.from);
  const to = getUnit(categoryId, units.to);

  return (
    <div className="mx-auto max-w-2xl rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-category`}>Categoria</Label>
          <NativeSelect
            id={`${id}-category`}
            value={categoryId}
            onChange={(event) => changeCategory(event.target.value)}
          >
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-value`}>Valor</Label>
          {categoryId === "temperatura" ? (
            // Phone decimal keypads have no minus sign, and temperatures go below zero.
            <Input
              id={`${id}-value`}
              type="text"
              inputMode="text"
              autoComplete="off"
              spellCheck={false}
              value={value}
              placeholder="Ex.: 36,5 ou -10"
              onChange={(event) => setValue(event.target.value)}
            />
          ) : (
            <DecimalInput
              id={`${id}-value`}
              value={value}
              placeholder="Ex.: 10 ou 2,5"
              onChange={(event) => setValue(event.target.value)}
            />
          )}
        </div>
      </div>

      <div className="mt-5 grid items-end gap-3 sm:grid-cols-[1fr_auto_1fr]">
        <UnitSelect
          id={`${id}-from`}
          label="De"
          categoryId={categoryId}
          value={units.from}
          onChange={(unitId) => setUnits((current) => ({ ...current, from: unitId }))}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="mx-auto sm:mb-0.5 sm:rotate-90"
          onClick={() => setUnits((current) => ({ from: current.to, to: current.from }))}
          aria-label="Inverter unidades"
          title="Inverter unidades"
        >
          <ArrowDownUp aria-hidden="true" />
        </Button>
        <UnitSelect
          id={`${id}-to`}
          label="Para"
          categoryId={categoryId}
          value={units.to}
          onChange={(unitId) => setUnits((current) => ({ ...current, to: unitId }))}
        />
      </div>

      <ResultLive className="mt-6 rounded-lg bg-secondary p-5 text-secondary-foreground">
        {amount !== null && result !== null ? (
          <>
            <p className="text-sm">
              {value.trim()} {from.resultLabel} =
            </p>
            <p className="mt-1 font-heading text-2xl font-bold break-words tabular-nums sm:text-3xl">
              {formatConversion(result, to)}
            </p>
          </>
        ) : null}
      </ResultLive>
    </div>
  );
}
