import { Icon } from "#app/components/ui/icon";
import { AgencyBridge } from "#app/features/tools/components/agency-bridge";
import { CalculateButton } from "#app/features/tools/components/calculate-button";
import { Calculator } from "#app/features/tools/components/calculator";
import { CalculatorForm } from "#app/features/tools/components/calculator-form";
import { CalculatorResult } from "#app/features/tools/components/calculator-result";
import { DecimalField } from "#app/features/tools/components/decimal-field";
import { ResultHeadline, ResultStat, ResultTile } from "#app/features/tools/components/result-tile";
import { useToolFields } from "#app/features/tools/components/tool-form";
import { InvalidFieldsNotice } from "#app/features/tools/invalid-fields-notice";
import { formatBRL } from "#app/lib/numbers";
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
    <Calculator>
      <CalculatorForm>
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
        <CalculateButton />
      </CalculatorForm>

      <CalculatorResult
        notice={<InvalidFieldsNotice count={errorCount} withResult={result !== null} />}
        bridge={result ? <Bridge result={result} /> : null}
        placeholder={
          errorCount > 0
            ? null
            : "Informe a receita e o investimento da campanha para ver o ROAS e, com a margem, se ela dá lucro."
        }
      >
        {result ? <Summary result={result} /> : null}
      </CalculatorResult>
    </Calculator>
  );
}

function Summary({ result }: { result: RoasResult }) {
  return (
    <ResultTile>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4">
        <ResultHeadline label="ROAS da campanha" className="flex flex-wrap items-baseline gap-x-3">
          {formatRoas(result.roas)}
          <span className="text-lg font-semibold text-muted-foreground">({formatRoasPercent(result.roasPercent)})</span>
        </ResultHeadline>
        {result.margin?.kind === "break-even" ? <BreakEven margin={result.margin} /> : null}
        {result.margin?.kind === "no-margin" ? (
          <ResultStat label={profitLabel(result.margin.outcome)} className="text-destructive">
            {formatBRL(result.margin.profit)}
          </ResultStat>
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
    </ResultTile>
  );
}

function BreakEven({ margin }: { margin: Extract<RoasMarginAnalysis, { kind: "break-even" }> }) {
  return (
    <>
      <ResultStat label="ROAS de equilíbrio">{formatRoas(margin.breakEvenRoas)}</ResultStat>
      <ResultStat label={profitLabel(margin.outcome)} className={profitColour(margin.outcome)}>
        {formatBRL(margin.profit)}
      </ResultStat>
      <ResultStat label="Margem gerada pelas vendas">{formatBRL(margin.contribution)}</ResultStat>
      <ResultStat label="Receita para empatar">{formatBRL(margin.breakEvenRevenue)}</ResultStat>
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
