import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { AdBudgetPlanner } from "#app/features/tools/planejador-orcamento-anuncios/ad-budget-planner";
import { AD_BUDGET_FORMULAS } from "#app/features/tools/planejador-orcamento-anuncios/ad-budget";

export const handle = toolHandle;

export const loader = () => toolPageData("planejador-orcamento-anuncios");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <AdBudgetPlanner />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        O planejador faz a conta de trás para a frente: da meta de faturamento aos pedidos, dos pedidos aos cliques e
        dos cliques ao investimento.
      </p>
      <ul className="rounded-lg bg-muted py-3 pr-4 font-semibold">
        {AD_BUDGET_FORMULAS.map((formula) => (
          <li key={formula}>{formula}</li>
        ))}
      </ul>
      <h3>Exemplo</h3>
      <p>
        Meta de R$ 50.000,00 por mês com ticket médio de R$ 250,00: 200 pedidos. Com 2% de conversão, são 10.000
        cliques; a R$ 1,50 o clique, o orçamento é de R$ 15.000,00 por mês, com ROAS esperado de 3,33.
      </p>
      <p>Use os números reais da loja: conversão e ticket do Google Analytics, CPC ou CPM dos últimos 30 dias.</p>
    </>
  );
}
