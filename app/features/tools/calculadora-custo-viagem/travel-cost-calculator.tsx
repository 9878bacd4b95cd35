import { useId, useRef, useState, type FormEvent } from "react";
import { Calculator, Wallet } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { DecimalInput } from "~/features/tools/components/decimal-input";
import { ResultLive } from "~/features/tools/components/result-live";
import { formatBRL, formatDecimal, parseBrazilianNumber } from "~/lib/numbers";
import { cn } from "~/lib/utils";
import {
  DEFAULT_STYLE,
  STYLE_RATES,
  TRAVEL_STYLES,
  calculateTravelCost,
  type TravelCostResult,
  type TravelStyle,
} from "./travel-cost";

interface Estimate {
  destino: string;
  dias: number;
  viajantes: number;
  estilo: TravelStyle;
  result: TravelCostResult;
}

const parseOptional = (text: string) => (text.trim() === "" ? null : parseBrazilianNumber(text));
const count = (value: number, singular: string, plural: string) => `${value} ${value === 1 ? singular : plural}`;

export function TravelCostCalculator() {
  const [destino, setDestino] = useState("");
  const [dias, setDias] = useState("");
  const [viajantes, setViajantes] = useState("");
  const [estilo, setEstilo] = useState<TravelStyle>(DEFAULT_STYLE);
  const [distancia, setDistancia] = useState("");
  const [consumo, setConsumo] = useState("");
  const [preco, setPreco] = useState("");
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const id = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const days = parseBrazilianNumber(dias);
    const people = parseBrazilianNumber(viajantes);
    const result = calculateTravelCost({
      dias: days,
      viajantes: people,
      estilo,
      distanciaKm: parseOptional(distancia),
      consumoKmPorLitro: parseOptional(consumo),
      precoCombustivel: parseOptional(preco),
    });
    if (!result || days === null || people === null) return;
    setEstimate({ destino: destino.trim(), dias: days, viajantes: people, estilo, result });
    // On phones the result sits below the form: bring it into view once rendered.
    requestAnimationFrame(() => {
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      resultRef.current?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "nearest" });
    });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
      <form onSubmit={handleSubmit} className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor={`${id}-destino`}>Destino</Label>
            <Input
              id={`${id}-destino`}
              value={destino}
              onChange={(event) => setDestino(event.target.value)}
              placeholder="Ex.: Gramado (RS)"
              autoComplete="off"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-dias`}>Duração (dias)</Label>
            <DecimalInput
              id={`${id}-dias`}
              value={dias}
              onChange={(event) => setDias(event.target.value)}
              placeholder="Ex.: 5"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-viajantes`}>Número de viajantes</Label>
            <DecimalInput
              id={`${id}-viajantes`}
              value={viajantes}
              onChange={(event) => setViajantes(event.target.value)}
              placeholder="Ex.: 2"
            />
          </div>
        </div>

        <fieldset className="grid gap-3">
          <legend className="mb-3 text-sm font-medium">Estilo da viagem</legend>
          <RadioGroup
            value={estilo}
            onValueChange={(value) => {
              const next = TRAVEL_STYLES.find((style) => style === value);
              if (next) setEstilo(next);
            }}
            className="grid gap-3 sm:grid-cols-3"
          >
            {TRAVEL_STYLES.map((style) => {
              const rates = STYLE_RATES[style];
              return (
                <Label
                  key={style}
                  htmlFor={`${id}-estilo-${style}`}
                  className={cn(
                    "flex cursor-pointer items-start gap-3 rounded-lg border p-3 leading-snug transition-colors hover:bg-accent/60",
                    estilo === style && "border-primary bg-accent/60",
                  )}
                >
                  <RadioGroupItem id={`${id}-estilo-${style}`} value={style} className="mt-0.5" />
                  <span className="grid gap-1">
                    <span className="font-semibold">{rates.label}</span>
                    <span className="text-xs font-normal text-muted-foreground">
                      Hospedagem {formatBRL(rates.hospedagem)}/dia · comida {formatBRL(rates.alimentacao)} e passeios{" "}
                      {formatBRL(rates.passeios)} por pessoa/dia
                    </span>
                  </span>
                </Label>
              );
            })}
          </RadioGroup>
        </fieldset>

        <fieldset className="grid gap-3 rounded-lg border border-dashed p-4">
          <legend className="px-1 text-sm font-medium">Transporte de carro (opcional)</legend>
          <p className="text-sm text-muted-foreground">
            Preencha os três campos para somar o combustível de ida e volta.
          </p>
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-distancia`}>Distância só de ida (km)</Label>
              <DecimalInput
                id={`${id}-distancia`}
                value={distancia}
                onChange={(event) => setDistancia(event.target.value)}
                placeholder="Ex.: 430"
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-consumo`}>Consumo (km/l)</Label>
              <DecimalInput
                id={`${id}-consumo`}
                value={consumo}
                onChange={(event) => setConsumo(event.target.value)}
                placeholder="Ex.: 12,5"
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-preco`}>Preço do combustível (R$/l)</Label>
              <DecimalInput
                id={`${id}-preco`}
                value={preco}
                onChange={(event) => setPreco(event.target.value)}
                placeholder="Ex.: 6,29"
              />
            </div>
          </div>
        </fieldset>

        <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
          <Calculator aria-hidden="true" />
          Calcular custo
        </Button>
      </form>

      <div ref={resultRef} className="scroll-mt-20 lg:sticky lg:top-24">
        <ResultLive>{estimate ? <EstimateResult estimate={estimate} /> : null}</ResultLive>
        {estimate ? null : (
          <div className="hidden rounded-xl border border-dashed p-6 text-center text-muted-foreground lg:block">
            <Wallet className="mx-auto size-8 text-primary" aria-hidden="true" />
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

function EstimateResult({ estimate }: { estimate: Estimate }) {
  const { result, dias, viajantes, destino, estilo } = estimate;
  const lines = [
    {
      label: "Hospedagem",
      value: result.hospedagem,
      detail: `${formatBRL(STYLE_RATES[estilo].hospedagem)} × ${count(dias, "dia", "dias")}`,
    },
    {
      label: "Alimentação",
      value: result.alimentacao,
      detail: `${formatBRL(STYLE_RATES[estilo].alimentacao)} × ${count(dias, "dia", "dias")} × ${count(viajantes, "pessoa", "pessoas")}`,
    },
    {
      label: "Passeios",
      value: result.passeios,
      detail: `${formatBRL(STYLE_RATES[estilo].passeios)} × ${count(dias, "dia", "dias")} × ${count(viajantes, "pessoa", "pessoas")}`,
    },
    {
      label: "Transporte",
      value: result.transporte,
      detail:
        result.litros === null
          ? "Não incluído: preencha distância, consumo e preço"
          : `${formatDecimal(result.litros, 1)} litros, ida e volta`,
    },
  ];

  return (
    <section aria-label="Estimativa de custo" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <p className="text-sm text-muted-foreground">
        {destino ? `Viagem para ${destino}` : "Sua viagem"} · {count(dias, "dia", "dias")} ·{" "}
        {count(viajantes, "viajante", "viajantes")} · {STYLE_RATES[estilo].label}
      </p>
      <p className="mt-2 text-sm font-medium">Custo total estimado</p>
      <p className="font-heading text-4xl font-bold tracking-tight tabular-nums">{formatBRL(result.total)}</p>

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

      <h3 className="mt-6 font-heading text-base font-semibold">Detalhamento</h3>
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
    </section>
  );
}
