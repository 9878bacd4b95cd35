import { useEffect, useEffectEvent, useId, useRef, useState, type ChangeEvent } from "react";
import { useSearchParams } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { AgencyBridge } from "#app/features/tools/components/agency-bridge";
import { DecimalInput } from "#app/features/tools/components/decimal-input";
import { ResultLive } from "#app/features/tools/components/result-live";
import { ShareResult } from "#app/features/tools/components/share-result";
import { ToolForm } from "#app/features/tools/components/tool-form";
import { useHydrated } from "#app/lib/hydration";
import { parseBrazilianNumber } from "#app/lib/numbers";
import {
  categories,
  convert,
  defaultUnits,
  formatConversion,
  getCategory,
  getUnit,
  readConversion,
  type CategoryId,
  type Conversion,
} from "./units";

/** The form's field names, which are also the keys of a conversion's shareable URL. */
const fieldNames = { category: "categoria", value: "valor", from: "de", to: "para" } as const;

function conversionFrom(read: (name: string) => string | null): Conversion {
  return readConversion({
    category: read(fieldNames.category),
    value: read(fieldNames.value),
    from: read(fieldNames.from),
    to: read(fieldNames.to),
  });
}

function queryOf(conversion: Conversion): Record<string, string> {
  return {
    [fieldNames.category]: conversion.categoryId,
    [fieldNames.value]: conversion.value,
    [fieldNames.from]: conversion.from,
    [fieldNames.to]: conversion.to,
  };
}

function sameConversion(a: Conversion, b: Conversion): boolean {
  return a.categoryId === b.categoryId && a.value === b.value && a.from === b.from && a.to === b.to;
}

/**
 * Converts live as anything changes (spec): the fields are React state, and
 * every change also goes to the URL, so the address is always a link to this
 * conversion. Without JavaScript the same form is a GET form with a Converter
 * button, and the server renders the conversion from the URL.
 */
export function UnitConverter() {
  const id = useId();
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const [conversion, setConversion] = useState(() => conversionFrom((name) => params.get(name)));
  const formRef = useRef<HTMLFormElement>(null);

  function update(next: Conversion) {
    setConversion(next);
    setParams(queryOf(next), { replace: true, preventScrollReset: true });
  }

  // What the visitor typed or chose before the page's script ran is in the form, not in the state yet.
  const adoptEarlyInput = useEffectEvent(() => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    const typed = conversionFrom((name) => data.get(name)?.toString() ?? null);
    if (!sameConversion(typed, conversion)) update(typed);
  });
  useEffect(() => adoptEarlyInput(), []);

  function changeCategory(next: string) {
    const category = categories.find((c) => c.id === next);
    if (category) update({ ...conversion, categoryId: category.id, ...defaultUnits(category.id) });
  }

  const { categoryId, value } = conversion;
  const amount = parseBrazilianNumber(value);
  const from = getUnit(categoryId, conversion.from);
  const to = getUnit(categoryId, conversion.to);
  const result = amount === null ? null : convert(categoryId, amount, from.id, to.id);
  const valueProps = {
    id: `${id}-value`,
    name: fieldNames.value,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => update({ ...conversion, value: event.target.value }),
  };

  return (
    <div className="mx-auto max-w-2xl">
      <ToolForm ref={formRef} className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor={`${id}-category`}>Categoria</Label>
            <NativeSelect
              id={`${id}-category`}
              name={fieldNames.category}
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
                type="text"
                inputMode="text"
                autoComplete="off"
                spellCheck={false}
                placeholder="Ex.: 36,5 ou -10"
                {...valueProps}
              />
            ) : (
              <DecimalInput placeholder="Ex.: 10 ou 2,5" {...valueProps} />
            )}
          </div>
        </div>

        <div className="mt-5 grid items-end gap-3 sm:grid-cols-[1fr_auto_1fr]">
          <UnitSelect
            id={`${id}-from`}
            label="De"
            name={fieldNames.from}
            categoryId={categoryId}
            value={conversion.from}
            onChange={(unitId) => update({ ...conversion, from: unitId })}
          />
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="mx-auto sm:mb-0.5 sm:rotate-90"
            // Swapping needs the page's script; without it the visitor picks both units in the lists.
            disabled={!hydrated}
            onClick={() => update({ ...conversion, from: conversion.to, to: conversion.from })}
            aria-label="Inverter unidades"
            title="Inverter unidades"
          >
            <Icon name="arrow-down-up" aria-hidden="true" />
          </Button>
          <UnitSelect
            id={`${id}-to`}
            label="Para"
            name={fieldNames.to}
            categoryId={categoryId}
            value={conversion.to}
            onChange={(unitId) => update({ ...conversion, to: unitId })}
          />
        </div>

        {hydrated ? null : (
          <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto">
            <Icon name="refresh-cw" aria-hidden="true" />
            Converter
          </Button>
        )}

        <ResultLive className="mt-6 rounded-lg bg-secondary p-5 text-secondary-foreground">
          {amount !== null && result !== null ? (
            <>
              <p className="text-sm">
                {value.trim()} {from.resultLabel} =
              </p>
              <p className="mt-1 font-heading text-2xl font-bold break-words tabular-nums sm:text-3xl">
                {formatConversion(result, to)}
              </p>
              <ShareResult className="mt-4" />
            </>
          ) : null}
        </ResultLive>
      </ToolForm>
      {result !== null ? (
        <AgencyBridge title="Vende para fora ou para todo o Brasil?">
          Medidas claras no anúncio evitam dúvidas e devoluções. Mostramos sem custo como anúncios bem feitos levam a
          sua loja a clientes de qualquer lugar.
        </AgencyBridge>
      ) : null}
    </div>
  );
}

function UnitSelect({
  id,
  label,
  name,
  categoryId,
  value,
  onChange,
}: {
  id: string;
  label: string;
  name: string;
  categoryId: CategoryId;
  value: string;
  onChange: (unitId: string) => void;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {getCategory(categoryId).units.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {unit.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
