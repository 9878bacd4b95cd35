import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/icon";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { LEAD_FORMS } from "#app/features/leads/form-definition";
import { PERIODS, PARAM_NAMES, type InboxFilter } from "../filters";
import { panelPaths } from "../paths";
import { CHANNELS } from "../results/channel";
import { formLabels, LEAD_STATUSES, statusLabels } from "../statuses";

/**
 * The inbox's filters: a GET form, so it works without JavaScript and a
 * filtered list is a link to share. The search stays in view; the other
 * filters fold away on a phone until one is in use.
 */
export function InboxFilters({
  filter,
  sources,
  campaigns,
}: {
  filter: InboxFilter;
  sources: readonly string[];
  campaigns: readonly string[];
}) {
  const searchRef = useFilterValue<HTMLInputElement>(filter.search);
  const fromRef = useFilterValue<HTMLInputElement>(filter.from ?? "");
  const toRef = useFilterValue<HTMLInputElement>(filter.to ?? "");
  const detailed =
    filter.status !== null ||
    filter.form !== null ||
    filter.period !== "tudo" ||
    filter.source !== null ||
    filter.campaign !== null ||
    filter.channel !== null;
  // A shared link may name a source or campaign not among the most frequent: keep it choosable.
  const sourceChoices = filter.source && !sources.includes(filter.source) ? [filter.source, ...sources] : sources;
  const campaignChoices =
    filter.campaign && !campaigns.includes(filter.campaign) ? [filter.campaign, ...campaigns] : campaigns;
  return (
    <Form method="get" action={panelPaths.inbox} role="search" aria-label="Filtrar leads" className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <div className="relative min-w-0 flex-[1_1_12rem]">
          <Label htmlFor="busca" className="sr-only">
            Buscar por nome, e-mail, telefone ou empresa
          </Label>
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={searchRef}
            id="busca"
            name={PARAM_NAMES.search}
            type="search"
            defaultValue={filter.search}
            maxLength={100}
            placeholder="Nome, e-mail, telefone ou empresa"
            className="pl-9"
          />
        </div>
        <Button type="submit">Buscar</Button>
      </div>
      <details open={detailed} className="group rounded-lg border bg-card">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-4 text-sm font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
          <Icon name="funnel" className="size-4" />
          Filtros
          {detailed ? <span className="text-muted-foreground">(em uso)</span> : null}
          <Icon name="chevron-down" className="ml-auto size-4 transition-transform group-open:rotate-180" />
        </summary>
        <div className="grid gap-4 border-t p-4">
          <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,12rem),1fr))] gap-4">
            <Select id="f-status" label="Status" name={PARAM_NAMES.status} value={filter.status ?? ""}>
              <option value="">Todos os status</option>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status]}
                </option>
              ))}
            </Select>
            <Select id="f-formulario" label="Formulário" name={PARAM_NAMES.form} value={filter.form ?? ""}>
              <option value="">Todos os formulários</option>
              {LEAD_FORMS.map((form) => (
                <option key={form} value={form}>
                  {formLabels[form]}
                </option>
              ))}
            </Select>
            <Select id="f-canal" label="Canal" name={PARAM_NAMES.channel} value={filter.channel ?? ""}>
              <option value="">Todos os canais</option>
              {CHANNELS.map((channel) => (
                <option key={channel.value} value={channel.value}>
                  {channel.label}
                </option>
              ))}
            </Select>
            <Select id="f-origem" label="Origem" name={PARAM_NAMES.source} value={filter.source ?? ""}>
              <option value="">Todas as origens</option>
              {sourceChoices.map((source) => (
                <option key={source} value={source}>
                  {source}
                </option>
              ))}
            </Select>
            <Select id="f-campanha" label="Campanha" name={PARAM_NAMES.campaign} value={filter.campaign ?? ""}>
              <option value="">Todas as campanhas</option>
              {campaignChoices.map((campaign) => (
                <option key={campaign} value={campaign}>
                  {campaign}
                </option>
              ))}
            </Select>
          </div>
          <fieldset className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,12rem),1fr))] gap-4">
            <legend className="sr-only">Período</legend>
            <Select id="f-periodo" label="Período" name={PARAM_NAMES.period} value={filter.period}>
              {PERIODS.map((period) => (
                <option key={period.value} value={period.value}>
                  {period.label}
                </option>
              ))}
            </Select>
            <div className="grid gap-1.5">
              <Label htmlFor="f-de">De (intervalo)</Label>
              <Input ref={fromRef} id="f-de" name={PARAM_NAMES.from} type="date" defaultValue={filter.from ?? ""} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="f-ate">Até (intervalo)</Label>
              <Input ref={toRef} id="f-ate" name={PARAM_NAMES.to} type="date" defaultValue={filter.to ?? ""} />
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <Button type="submit">Aplicar filtros</Button>
            <Button asChild variant="ghost">
              <Link to={panelPaths.inbox}>Limpar filtros</Link>
            </Button>
          </div>
        </div>
      </details>
    </Form>
  );
}

/**
 * A field's ref that keeps it showing the filter in use. The fields are uncontrolled (typed freely, posted by the
 * form) and a default value only applies when the form mounts; a status pill, a campaign row or "Limpar filtros"
 * changes the filter by a client navigation that keeps the form mounted, so the field would still show the old
 * value and "Aplicar filtros" would send it back. Only a change of the filter is written: at hydration the field
 * already shows the page's filter, or what the owner typed before the script ran, which must stay.
 */
function useFilterValue<Field extends HTMLInputElement | HTMLSelectElement>(value: string) {
  const ref = useRef<Field>(null);
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    if (ref.current) ref.current.value = value;
  }, [value]);
  return ref;
}

function Select({
  id,
  label,
  name,
  value,
  children,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  children: React.ReactNode;
}) {
  const ref = useFilterValue<HTMLSelectElement>(value);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect ref={ref} id={id} name={name} defaultValue={value}>
        {children}
      </NativeSelect>
    </div>
  );
}
