import { useEffect, useId, useRef } from "react";
import { useSearchParams } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeRadio } from "#app/components/ui/native-radio";
import { AgencyBridge } from "#app/features/tools/components/agency-bridge";
import { CalculateButton } from "#app/features/tools/components/calculate-button";
import { DecimalInput } from "#app/features/tools/components/decimal-input";
import { ResultLive } from "#app/features/tools/components/result-live";
import { ShareResult } from "#app/features/tools/components/share-result";
import { ToolForm, fieldTexts, useQueryValue } from "#app/features/tools/components/tool-form";
import { formatBRL, formatNumber } from "#app/lib/numbers";
import { cn } from "#app/lib/utils";
import {
  DEFAULT_STYLE,
  STYLE_RATES,
  TRAVEL_COST_FIELDS as names,
  TRAVEL_STYLES,
  estimateFromFields,
  isTravelStyle,
  type TravelCostEstimate,
} from "./travel-cost";

const count = (value: number, singular: string, plural: string) => `${value} ${value === 1 ? singular : plural}`;

export function TravelCostCalculator() {
  const [params] = useSearchParams();
  const estimate = params.has(names.dias) ? estimateFromFields(Object.fromEntries(params)) : null;
  const resultRef = useRef<HTMLDivElement>(null);
  const scrollToResult = useRef(false);

  // On phones the result sits below the form: bring a new estimate into view once it has rendered.
  const shown = estimate !== null;
  useEffect(() => {
    if (!shown || !scrollToResult.current) return;
    scrollToResult.current = false;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    resultRef.current?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "nearest" });
  }, [shown, params]);

  return (
    // Form and result side by side while the form keeps 30 rem; with large text the result wraps under the form.
    <div className="grid gap-6 lg:flex lg:flex-wrap lg:items-start">
      <ToolForm
        accept={(form) => estimateFromFields(fieldTexts(Object.values(names), form)) !== null}
        onSubmit={() => {
          scrollToResult.current = true;
        }}
        className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6 lg:min-w-0 lg:flex-[1_1_30rem]"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name={names.destino} label="Destino" placeholder="Ex.: Gramado (RS)" className="sm:col-span-2" />
          <TextField name={names.dias} label="Duração (dias)" placeholder="Ex.: 5" numeric />
          <TextField name={names.viajantes} label="Número de viajantes" placeholder="Ex.: 2" numeric />
        </div>

        <StyleChoice />

        <fieldset className="grid gap-3 rounded-lg border border-dashed p-4">
          <legend className="px-1 text-sm font-medium">Transporte de carro (opcional)</legend>
          <p className="text-sm text-muted-foreground">
            Preencha os três campos para somar o combustível de ida e volta.
          </p>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField name={names.distancia} label="Distância só de ida (km)" placeholder="Ex.: 430" numeric />
            <TextField name={names.consumo} label="Consumo (km/l)" placeholder="Ex.: 12,5" numeric />
            <TextField name={names.preco} label="Preço do combustível (R$/l)" placeholder="Ex.: 6,29" numeric />
          </div>
        </fieldset>

        <CalculateButton>Calcular custo</CalculateButton>
      </ToolForm>

      <div ref={resultRef} className="scroll-mt-20 lg:sticky lg:top-24 lg:min-w-0 lg:flex-[0_1_26rem]">
        <ResultLive>{estimate ? <EstimateResult estimate={estimate} /> : null}</ResultLive>
        {estimate ? (
          <AgencyBridge title="Viagem planejada, orçamento sob controle">
            No seu negócio também dá para saber quanto custa cada venda antes de investir. Montamos, sem custo, um plano
            de anúncios com o orçamento certo para a sua meta.
          </AgencyBridge>
        ) : (
          <div className="hidden rounded-xl border border-dashed p-6 text-center text-muted-foreground lg:block">
            <Icon name="wallet" className="mx-auto size-8 text-primary" aria-hidden="true" />
            <p className="mt-3 font-medium text-foreground">Sua estimativa aparece aqui</p>
            <p className="mt-1 text-sm">
              Informe a duração e o número de viajantes e toque em <strong>Calcular custo</strong>.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

/** A labelled text field that starts with the value the URL carries under its name. */
function TextField({
  name,
  label,
  placeholder,
  numeric = false,
  className,
}: {
  name: string;
  label: string;
  placeholder: string;
  numeric?: boolean;
  className?: string;
}) {
  const id = useId();
  const defaultValue = useQueryValue(name);
  const Field = numeric ? DecimalInput : Input;
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Field id={id} name={name} defaultValue={defaultValue} placeholder={placeholder} autoComplete="off" />
    </div>
  );
}

/** The three styles as cards; each card is the label of its radio only, so the whole card can be tapped. */
function StyleChoice() {
  const id = useId();
  const fromUrl = useQueryValue(names.estilo);
  const chosen = isTravelStyle(fromUrl) ? fromUrl : DEFAULT_STYLE;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-medium">Estilo da viagem</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {TRAVEL_STYLES.map((style) => {
          const rates = STYLE_RATES[style];
          return (
            <label
              key={style}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 leading-snug transition-colors hover:bg-accent/60 has-checked:border-primary has-checked:bg-accent/60"
            >
              <NativeRadio
                name={names.estilo}
                value={style}
                defaultChecked={style === chosen}
                aria-labelledby={`${id}-${style}`}
                aria-describedby={`${id}-${style}-valores`}
                className="mt-0.5"
              />
              <span className="grid min-w-0 gap-1">
                <span id={`${id}-${style}`} className="text-sm font-semibold">
                  {rates.label}
                </span>
                <span id={`${id}-${style}-valores`} className="text-xs text-muted-foreground">
                  Hospedagem {formatBRL(rates.hospedagem)}/dia · comida {formatBRL(rates.alimentacao)} e passeios{" "}
                  {formatBRL(rates.passeios)} por pessoa/dia
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function EstimateResult({ estimate }: { estimate: TravelCostEstimate }) {
  const { result, dias, viajantes, destino, estilo } = estimate;
  const rates = STYLE_RATES[estilo];
  const perPersonPerDay = `${count(dias, "dia", "dias")} × ${count(viajantes, "pessoa", "pessoas")}`;
  const lines = [
    {
      label: "Hospedagem",
      value: result.hospedagem,
      detail: `${formatBRL(rates.hospedagem)} × ${count(dias, "dia", "dias")}`,
    },
    { label: "Alimentação", value: result.alimentacao, detail: `${formatBRL(rates.alimentacao)} × ${perPersonPerDay}` },
    { label: "Passeios", value: result.passeios, detail: `${formatBRL(rates.passeios)} × ${perPersonPerDay}` },
    {
      label: "Transporte",
      value: result.transporte,
      detail:
        result.litros === null
          ? "Não incluído: preencha distância, consumo e preço"
          : `${formatNumber(result.litros, 1)} litros, ida e volta`,
    },
  ];

  return (
    <section aria-label="Estimativa de custo" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <p className="text-sm text-muted-foreground">
        {destino ? `Viagem para ${destino}` : "Sua viagem"} · {count(dias, "dia", "dias")} ·{" "}
        {count(viajantes, "viajante", "viajantes")} · {rates.label}
      </p>
      <p className="mt-2 text-sm font-medium">Custo total estimado</p>
      <p className="font-heading text-4xl font-bold tracking-tight break-words tabular-nums">
        {formatBRL(result.total)}
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-xs text-muted-foreground">Por pessoa</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatBRL(result.porPessoa)}</dd>
        </div>
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-xs text-muted-foreground">Por pessoa, por dia</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatBRL(result.porDia)}</dd>
        </div>
      </dl>

      <h2 className="mt-6 font-heading text-base font-semibold">Detalhamento</h2>
      <ul className="mt-3 grid gap-4">
        {lines.map((line) => {
          const share = result.total > 0 ? Math.round((line.value / result.total) * 100) : 0;
          return (
            <li key={line.label}>
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-medium">{line.label}</span>
                <span className="font-semibold tabular-nums">{formatBRL(line.value)}</span>
              </div>
              <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
              </div>
              <p className="mt-1 text-xs text-muted-foreground">
                {line.detail}
                {line.value > 0 ? ` · ${share}% do total` : null}
              </p>
            </li>
          );
        })}
      </ul>
      <ShareResult className="mt-5" />
    </section>
  );
}
