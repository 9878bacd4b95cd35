import { useId } from "react";
import { Icon } from "~/components/ui/icon";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { NativeRadio } from "~/components/ui/native-radio";
import { AgencyBridge } from "~/features/tools/components/agency-bridge";
import { DecimalField } from "~/features/tools/components/decimal-field";
import { InvalidFieldsNotice } from "~/features/tools/invalid-fields-notice";
import { ResultLive } from "~/features/tools/components/result-live";
import { ShareResult } from "~/features/tools/components/share-result";
import { ToolForm, useQueryValue, useToolFields } from "~/features/tools/components/tool-form";
import { formatBRL, formatNumber } from "~/lib/numbers";
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
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <ToolForm className="group/budget grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
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
          <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
            <Icon name="calculator" aria-hidden="true" />
            Calcular
          </Button>
        </ToolForm>

        <div>
          <ResultLive className="grid gap-4">
            <InvalidFieldsNotice count={errorCount} withResult={result !== null} />
            {result ? <Plan result={result} /> : null}
          </ResultLive>
          {result ? (
            <AgencyBridge title="Quer bater essa meta investindo menos?">
              Mais conversão e cliques mais baratos baixam esse orçamento. Mostramos, de graça, onde as campanhas da sua
              loja podem render mais.
            </AgencyBridge>
          ) : errorCount > 0 ? null : (
            <p className="grid min-h-40 place-items-center rounded-xl border border-dashed p-6 text-center text-balance text-muted-foreground">
              Informe a meta, o ticket, a conversão e o custo do clique para ver quanto investir por mês.
            </p>
          )}
        </div>
      </div>
      {result ? <ScenarioTable result={result} /> : null}
    </div>
  );
}

function Plan({ result }: { result: AdBudgetResult }) {
  const { plan } = result;
  return (
    <div className="rounded-xl border border-primary/30 bg-accent/50 p-4 sm:p-6">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4">
        <div className="col-span-2">
          <dt className="text-sm font-medium text-muted-foreground">Orçamento mensal de anúncios (cenário realista)</dt>
          <dd className="mt-1 font-heading text-4xl font-bold tracking-tight break-words tabular-nums">
            {formatBRL(plan.budget)}
          </dd>
          <dd className="mt-1 text-sm text-muted-foreground">
            Cerca de <strong className="text-foreground tabular-nums">{formatBRL(plan.dailyBudget)}</strong> por dia
            para {countOf(plan.orders, "pedido", "pedidos")} e {countOf(plan.clicks, "clique", "cliques")}
          </dd>
        </div>
        <Stat label="ROAS esperado" value={formatNumber(plan.expectedRoas, 2)} />
        <Stat label="Custo por pedido" value={formatBRL(plan.costPerOrder)} />
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
      <ShareResult className="mt-4" />
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-card p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold break-words tabular-nums">{value}</dd>
    </div>
  );
}
