import { useId } from "react";
import { Icon } from "#app/components/ui/icon";
import { FieldError } from "#app/components/ui/field-error";
import { NativeRadio } from "#app/components/ui/native-radio";
import { AgencyBridge } from "#app/features/tools/components/agency-bridge";
import { CalculateButton } from "#app/features/tools/components/calculate-button";
import { Calculator } from "#app/features/tools/components/calculator";
import { CalculatorForm } from "#app/features/tools/components/calculator-form";
import { CalculatorResult } from "#app/features/tools/components/calculator-result";
import { DecimalField } from "#app/features/tools/components/decimal-field";
import { ResultHeadline, ResultStat, ResultTile } from "#app/features/tools/components/result-tile";
import { useQueryValue, useToolFields } from "#app/features/tools/components/tool-form";
import { InvalidFieldsNotice } from "#app/features/tools/invalid-fields-notice";
import { formatBRL, formatNumber } from "#app/lib/numbers";
import {
  AD_BUDGET_FIELDS,
  COST_MODELS,
  COST_MODEL_LABELS,
  DEFAULT_COST_MODEL,
  calculateAdBudget,
  checkAdBudgetFields,
  isCostModel,
  type AdBudgetResult,
} from "./ad-budget";
import { ScenarioTable, countOf } from "./scenario-table";

export function AdBudgetPlanner() {
  const fields = useToolFields(AD_BUDGET_FIELDS);
  const { input, errors } = checkAdBudgetFields(fields ?? {});
  const result = input ? calculateAdBudget(input) : null;
  const errorCount = Object.keys(errors).length;
  const modelErrorId = useId();
  const model = useQueryValue("modelo").toLowerCase();
  const chosenModel = isCostModel(model) ? model : DEFAULT_COST_MODEL;

  return (
    <div className="grid grid-cols-1 gap-6">
      <Calculator>
        <CalculatorForm className="group/budget">
          <DecimalField
            label="Meta de faturamento por mês (R$)"
            name="meta"
            placeholder="Ex.: 50.000,00"
            prefix="R$"
            error={errors.meta}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <DecimalField
              label="Ticket médio (R$)"
              name="ticket"
              placeholder="Ex.: 250,00"
              prefix="R$"
              error={errors.ticket}
            />
            <DecimalField
              label="Taxa de conversão (%)"
              name="conversao"
              placeholder="Ex.: 2"
              suffix="%"
              hint="De cada 100 cliques, quantos viram pedido."
              error={errors.conversao}
            />
          </div>
          <fieldset className="grid gap-2" aria-describedby={errors.modelo ? modelErrorId : undefined}>
            <legend className="mb-2 text-sm font-medium">Como os anúncios são cobrados</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {COST_MODELS.map((costModel) => (
                <label
                  key={costModel}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-accent"
                >
                  <NativeRadio name="modelo" value={costModel} defaultChecked={costModel === chosenModel} />
                  <span className="min-w-0">{COST_MODEL_LABELS[costModel]}</span>
                </label>
              ))}
            </div>
            <FieldError id={modelErrorId} message={errors.modelo} />
          </fieldset>
          <div className="grid gap-5 sm:grid-cols-2">
            <DecimalField
              label="Custo médio (R$)"
              name="custo"
              placeholder="Ex.: 1,50"
              prefix="R$"
              hint="Por clique no CPC, por mil impressões no CPM."
              error={errors.custo}
            />
            {/* Shown with CSS alone while CPM is chosen, so the form works before and without JavaScript. */}
            <div className="hidden group-has-[input[value=cpm]:checked]/budget:grid">
              <DecimalField
                label="CTR (%)"
                name="ctr"
                placeholder="Ex.: 1"
                suffix="%"
                hint="De cada 100 impressões, quantas viram clique."
                error={errors.ctr}
              />
            </div>
          </div>
          <CalculateButton />
        </CalculatorForm>

        <CalculatorResult
          notice={<InvalidFieldsNotice count={errorCount} withResult={result !== null} />}
          bridge={
            <AgencyBridge title="Quer bater essa meta investindo menos?">
              Mais conversão e cliques mais baratos baixam esse orçamento. Mostramos, de graça, onde as campanhas da sua
              loja podem render mais.
            </AgencyBridge>
          }
          placeholder={
            errorCount > 0
              ? null
              : "Informe a meta, o ticket, a conversão e o custo do clique para ver quanto investir por mês."
          }
        >
          {result ? <Plan result={result} /> : null}
        </CalculatorResult>
      </Calculator>
      {result ? <ScenarioTable result={result} /> : null}
    </div>
  );
}

function Plan({ result }: { result: AdBudgetResult }) {
  const { plan } = result;
  return (
    <ResultTile>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4">
        <ResultHeadline
          label="Orçamento mensal de anúncios (cenário realista)"
          note={
            <>
              Cerca de <strong className="text-foreground tabular-nums">{formatBRL(plan.dailyBudget)}</strong> por dia
              para {countOf(plan.orders, "pedido", "pedidos")} e {countOf(plan.clicks, "clique", "cliques")}
            </>
          }
        >
          {formatBRL(plan.budget)}
        </ResultHeadline>
        <ResultStat label="ROAS esperado">{formatNumber(plan.expectedRoas, 2)}</ResultStat>
        <ResultStat label="Custo por pedido">{formatBRL(plan.costPerOrder)}</ResultStat>
      </dl>
      {plan.expectedRoas < 1 ? (
        <p className="mt-4 flex gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium">
          <Icon name="trending-down" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>
            Este plano dá prejuízo: com ROAS abaixo de 1, os anúncios custam mais do que as vendas que trazem. Cada R$
            1,00 investido volta como {formatBRL(plan.expectedRoas)} em vendas, antes de pagar o produto. Para o plano
            se pagar, a conversão precisa subir ou o custo do clique cair.
          </span>
        </p>
      ) : null}
    </ResultTile>
  );
}
