import { AgencyBridge } from "#app/features/tools/components/agency-bridge";
import { CalculateButton } from "#app/features/tools/components/calculate-button";
import { Calculator } from "#app/features/tools/components/calculator";
import { CalculatorForm } from "#app/features/tools/components/calculator-form";
import { CalculatorResult } from "#app/features/tools/components/calculator-result";
import { DecimalField } from "#app/features/tools/components/decimal-field";
import { ResultStat, ResultTile } from "#app/features/tools/components/result-tile";
import { useToolFields } from "#app/features/tools/components/tool-form";
import { InvalidFieldsNotice } from "#app/features/tools/invalid-fields-notice";
import { formatBRL, formatNumber } from "#app/lib/numbers";
import {
  MAX_CPA_FIELDS,
  calculateMaxCpa,
  checkMaxCpaFields,
  type MaxCpaInput,
  type MaxCpaResult,
  type MaxCpaScenario,
} from "./max-cpa";

interface Computed {
  input: MaxCpaInput;
  result: MaxCpaResult;
}

export function MaxCpaCalculator() {
  const fields = useToolFields(MAX_CPA_FIELDS);
  const { input, errors } = checkMaxCpaFields(fields ?? {});
  const result = input ? calculateMaxCpa(input) : null;
  const computed: Computed | null = input && result ? { input, result } : null;
  const errorCount = Object.keys(errors).length;

  return (
    <Calculator>
      <CalculatorForm>
        <div className="grid gap-5 sm:grid-cols-2">
          <DecimalField
            label="Ticket médio (R$)"
            name="ticket"
            placeholder="Ex.: 200,00"
            prefix="R$"
            error={errors.ticket}
          />
          <DecimalField
            label="Margem de contribuição (%)"
            name="margem"
            placeholder="Ex.: 40"
            suffix="%"
            hint="O que sobra do pedido depois de produto, frete, taxas e impostos."
            error={errors.margem}
          />
        </div>
        <DecimalField
          label="Lucro que você quer manter por venda (R$)"
          name="lucro"
          placeholder="0,00"
          prefix="R$"
          hint="Opcional. Em branco, você vê o CPA de equilíbrio (lucro zero)."
          error={errors.lucro}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <DecimalField
            label="Compras por cliente"
            name="compras"
            placeholder="1"
            hint="Quantas vezes, em média, um cliente volta a comprar. Em branco conta 1."
            error={errors.compras}
          />
          <DecimalField
            label="Taxa de conversão do site (%)"
            name="conversao"
            placeholder="Ex.: 1,5"
            suffix="%"
            hint="Opcional. De cada 100 visitas, quantas compram. Serve para o CPC máximo."
            error={errors.conversao}
          />
        </div>
        <CalculateButton />
      </CalculatorForm>

      <CalculatorResult
        notice={<InvalidFieldsNotice count={errorCount} withResult={computed !== null} />}
        bridge={
          <AgencyBridge title="Seu custo por venda passa desse teto? A gente revisa suas campanhas de graça.">
            Mostramos onde sua conta paga caro por cliques que não vendem e como trazer o CPA para dentro da sua margem.
          </AgencyBridge>
        }
        placeholder={
          errorCount > 0
            ? null
            : "Informe o ticket médio e a margem para saber quanto cada venda pode custar em anúncios."
        }
      >
        {computed ? <Summary {...computed} /> : null}
      </CalculatorResult>
    </Calculator>
  );
}

function Summary({ input, result }: Computed) {
  const withRepeat = input.purchasesPerCustomer > 1;
  return (
    <ResultTile>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Ceiling
          label="CPA máximo na primeira compra"
          scenario={result.firstPurchase}
          headline
          hasConversion={input.conversionRatePercent !== null}
        />
        {withRepeat ? (
          <Ceiling
            label={`CPA máximo contando ${formatNumber(input.purchasesPerCustomer, 0, 2)} compras por cliente`}
            scenario={result.lifetime}
            hasConversion={input.conversionRatePercent !== null}
          />
        ) : null}
        <ResultStat label="Margem por pedido">{formatBRL(result.contributionPerOrder)}</ResultStat>
        {withRepeat ? (
          <ResultStat label="Margem do cliente ao longo do tempo">{formatBRL(result.lifetimeContribution)}</ResultStat>
        ) : null}
      </dl>
      {result.firstPurchase.covered ? (
        <p className="mt-4 text-sm text-muted-foreground">
          Se cada venda custar até {formatBRL(result.firstPurchase.maxCpa)} em anúncios, a loja{" "}
          {input.desiredProfitPerOrder > 0
            ? `ainda fica com ${formatBRL(input.desiredProfitPerOrder)} de lucro por venda.`
            : "não perde dinheiro na primeira compra."}
        </p>
      ) : null}
      {withRepeat ? null : (
        <p className="mt-2 text-sm text-muted-foreground">
          Clientes que voltam a comprar pagam mais anúncios: informe as compras por cliente para ver o CPA com recompra.
        </p>
      )}
    </ResultTile>
  );
}

function Ceiling({
  label,
  scenario,
  headline = false,
  hasConversion,
}: {
  label: string;
  scenario: MaxCpaScenario;
  headline?: boolean;
  hasConversion: boolean;
}) {
  return (
    <div className={headline ? "sm:col-span-2" : "rounded-lg bg-card p-3 sm:col-span-2"}>
      <dt className={headline ? "text-sm font-medium text-muted-foreground" : "text-sm text-muted-foreground"}>
        {label}
      </dt>
      {scenario.covered ? (
        <dd
          className={
            headline
              ? "mt-1 font-heading text-4xl font-bold tracking-tight break-words tabular-nums"
              : "mt-0.5 text-2xl font-bold tabular-nums"
          }
        >
          {formatBRL(scenario.maxCpa)}
        </dd>
      ) : (
        <dd className="mt-2 rounded-lg border border-warning bg-warning/15 p-3 text-sm font-medium">
          {scenario.message}
        </dd>
      )}
      {scenario.maxCpc !== null ? (
        <dd className="mt-1 text-sm text-muted-foreground">
          CPC máximo: <strong className="text-foreground tabular-nums">{formatBRL(scenario.maxCpc)}</strong> por clique
        </dd>
      ) : null}
      {hasConversion || !scenario.covered || !headline ? null : (
        <dd className="mt-1 text-sm text-muted-foreground">Informe a taxa de conversão para ver o CPC máximo.</dd>
      )}
    </div>
  );
}
