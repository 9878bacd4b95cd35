import { Icon } from "~/components/ui/icon";
import { Button } from "~/components/ui/button";
import { AgencyBridge } from "~/features/tools/components/agency-bridge";
import { DecimalField } from "~/features/tools/components/decimal-field";
import { InvalidFieldsNotice } from "~/features/tools/invalid-fields-notice";
import { ResultLive } from "~/features/tools/components/result-live";
import { ShareResult } from "~/features/tools/components/share-result";
import { ToolForm, useToolFields } from "~/features/tools/components/tool-form";
import { formatBRL } from "~/lib/numbers";
import {
  ROAS_FIELDS,
  calculateRoas,
  checkRoasFields,
  formatRoas,
  formatRoasPercent,
  type RoasMarginAnalysis,
  type RoasOutcome,
  type RoasResult,
} from "./roas";

export function RoasCalculator() {
  const fields = useToolFields(ROAS_FIELDS);
  const { input, errors } = checkRoasFields(fields ?? {});
  const result = input ? calculateRoas(input) : null;
  const errorCount = Object.keys(errors).length;

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <ToolForm className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <DecimalField
          label="Receita gerada pelos anúncios (R$)"
          name="receita"
          placeholder="Ex.: 10.000,00"
          prefix="R$"
          hint="O faturamento que a plataforma (Meta, Google) atribui à campanha no período."
          error={errors.receita}
        />
        <DecimalField
          label="Investimento em anúncios (R$)"
          name="investimento"
          placeholder="Ex.: 2.500,00"
          prefix="R$"
          error={errors.investimento}
        />
        <DecimalField
          label="Margem de contribuição (%)"
          name="margem"
          placeholder="Ex.: 40"
          suffix="%"
          hint="Opcional. O que sobra de cada venda depois do custo do produto, frete, taxas e impostos. Com ela calculamos o ROAS de equilíbrio e o lucro."
          error={errors.margem}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
          <Icon name="calculator" aria-hidden="true" />
          Calcular
        </Button>
      </ToolForm>

      <div>
        <ResultLive className="grid gap-4">
          <InvalidFieldsNotice count={errorCount} withResult={result !== null} />
          {result ? <Summary result={result} /> : null}
        </ResultLive>
        {result ? <Bridge result={result} /> : null}
        {result || errorCount > 0 ? null : (
          <p className="grid min-h-40 place-items-center rounded-xl border border-dashed p-6 text-center text-balance text-muted-foreground">
            Informe a receita e o investimento da campanha para ver o ROAS e, com a margem, se ela dá lucro.
          </p>
        )}
      </div>
    </div>
  );
}

function Summary({ result }: { result: RoasResult }) {
  return (
    <div className="rounded-xl border border-primary/30 bg-accent/50 p-4 sm:p-6">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4">
        <div className="col-span-2">
          <dt className="text-sm font-medium text-muted-foreground">ROAS da campanha</dt>
          <dd className="mt-1 flex flex-wrap items-baseline gap-x-3 font-heading text-4xl font-bold tracking-tight tabular-nums">
            {formatRoas(result.roas)}
            <span className="text-lg font-semibold text-muted-foreground">
              ({formatRoasPercent(result.roasPercent)})
            </span>
          </dd>
        </div>
        {result.margin?.kind === "break-even" ? <BreakEven margin={result.margin} /> : null}
        {result.margin?.kind === "no-margin" ? (
          <div className="min-w-0 rounded-lg bg-card p-3">
            <dt className="text-sm text-muted-foreground">{profitLabel(result.margin.outcome)}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-destructive tabular-nums">
              {formatBRL(result.margin.profit)}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-4 text-sm text-muted-foreground">
        Cada R$ 1,00 investido em anúncios trouxe {formatBRL(result.roas)} em vendas.
      </p>
      {result.margin === null ? (
        <p className="mt-2 text-sm text-muted-foreground">
          Informe a margem de contribuição para saber se esse ROAS dá lucro.
        </p>
      ) : (
        <Verdict margin={result.margin} />
      )}
      <ShareResult className="mt-4" />
    </div>
  );
}

function BreakEven({ margin }: { margin: Extract<RoasMarginAnalysis, { kind: "break-even" }> }) {
  return (
    <>
      <div className="min-w-0 rounded-lg bg-card p-3">
        <dt className="text-sm text-muted-foreground">ROAS de equilíbrio</dt>
        <dd className="mt-0.5 text-lg font-semibold break-words tabular-nums">{formatRoas(margin.breakEvenRoas)}</dd>
      </div>
      <div className="min-w-0 rounded-lg bg-card p-3">
        <dt className="text-sm text-muted-foreground">{profitLabel(margin.outcome)}</dt>
        <dd className={`mt-0.5 text-lg font-semibold break-words tabular-nums ${profitColour(margin.outcome)}`}>
          {formatBRL(margin.profit)}
        </dd>
      </div>
      <div className="min-w-0 rounded-lg bg-card p-3">
        <dt className="text-sm text-muted-foreground">Margem gerada pelas vendas</dt>
        <dd className="mt-0.5 text-lg font-semibold break-words tabular-nums">{formatBRL(margin.contribution)}</dd>
      </div>
      <div className="min-w-0 rounded-lg bg-card p-3">
        <dt className="text-sm text-muted-foreground">Receita para empatar</dt>
        <dd className="mt-0.5 text-lg font-semibold break-words tabular-nums">{formatBRL(margin.breakEvenRevenue)}</dd>
      </div>
    </>
  );
}

function profitLabel(outcome: RoasOutcome): string {
  return outcome === "prejuizo" ? "Prejuízo da campanha" : "Lucro da campanha";
}

function profitColour(outcome: RoasOutcome): string {
  return outcome === "lucro" ? "text-success" : outcome === "prejuizo" ? "text-destructive" : "";
}

function Verdict({ margin }: { margin: RoasMarginAnalysis }) {
  if (margin.kind === "no-margin") {
    return (
      <p className="mt-3 rounded-lg border border-warning bg-warning/15 p-3 text-sm font-medium">{margin.message}</p>
    );
  }
  if (margin.outcome === "lucro") {
    return (
      <p className="mt-3 flex gap-2 rounded-lg border border-success/40 bg-success/10 p-3 text-sm font-medium">
        <Icon name="trending-up" className="mt-0.5 size-4 shrink-0 text-success" />
        Acima do ROAS de equilíbrio: depois de pagar os anúncios, a campanha deixa lucro.
      </p>
    );
  }
  if (margin.outcome === "prejuizo") {
    return (
      <p className="mt-3 flex gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium">
        <Icon name="trending-down" className="mt-0.5 size-4 shrink-0 text-destructive" />
        Abaixo do ROAS de equilíbrio: a campanha dá prejuízo. Para empatar, cada R$ 1,00 investido precisa trazer{" "}
        {formatBRL(margin.breakEvenRoas)} em vendas.
      </p>
    );
  }
  return (
    <p className="mt-3 rounded-lg border bg-card p-3 text-sm font-medium">
      No ponto de equilíbrio: a margem das vendas paga os anúncios, sem sobrar lucro.
    </p>
  );
}

function Bridge({ result }: { result: RoasResult }) {
  const outcome = result.margin?.outcome;
  if (outcome === "prejuizo") {
    return (
      <AgencyBridge title="ROAS abaixo do equilíbrio? A gente revisa suas campanhas de graça.">
        Analisamos públicos, criativos e lances da sua conta e mostramos onde o investimento está vazando, sem
        compromisso.
      </AgencyBridge>
    );
  }
  if (outcome === "lucro") {
    return (
      <AgencyBridge title="A campanha se paga. Hora de escalar?">
        Mostramos, sem custo, como aumentar o investimento da sua loja mantendo o ROAS acima do equilíbrio.
      </AgencyBridge>
    );
  }
  return (
    <AgencyBridge title="Qual ROAS a sua loja precisa para lucrar?">
      Num diagnóstico gratuito, cruzamos a margem dos seus produtos com os números das campanhas e definimos metas de
      ROAS que dão lucro.
    </AgencyBridge>
  );
}
