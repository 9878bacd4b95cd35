import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { RoasCalculator } from "#app/features/tools/calculadora-roas/roas-calculator";
import { ROAS_FORMULAS } from "#app/features/tools/calculadora-roas/roas";

export const handle = toolHandle;

export const loader = () => toolPageData("calculadora-roas");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <RoasCalculator />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        O ROAS (<em>return on ad spend</em>, retorno sobre o investimento em anúncios) diz quantos reais em vendas cada
        real investido em anúncios trouxe. Sozinho, ele não diz se a campanha dá lucro: isso depende da margem do
        produto. Por isso a calculadora também mostra o ROAS de equilíbrio, o ponto em que a margem das vendas paga
        exatamente os anúncios.
      </p>
      <ul className="rounded-lg bg-muted py-3 pr-4 font-semibold">
        {ROAS_FORMULAS.map((formula) => (
          <li key={formula}>{formula}</li>
        ))}
      </ul>
      <p>
        A <strong>margem de contribuição</strong> é o que sobra de cada venda depois do custo do produto, do frete que a
        loja paga, das taxas da plataforma e do cartão e dos impostos, antes de pagar os anúncios.
      </p>
      <h3>Exemplo</h3>
      <p>
        Uma campanha investiu R$ 2.000,00 e trouxe R$ 5.000,00 em vendas: ROAS 2,50 (250%). Com margem de 30%, o ROAS de
        equilíbrio é 1 ÷ 0,30 = 3,33. As vendas deixaram R$ 1.500,00 de margem, menos que os R$ 2.000,00 investidos:
        prejuízo de R$ 500,00. Para empatar, a mesma verba precisaria trazer R$ 6.666,67 em vendas.
      </p>
      <h3>Bom saber</h3>
      <p>
        A receita atribuída pelas plataformas de anúncios costuma contar vendas que aconteceriam de qualquer jeito e
        varia com a janela de atribuição. Compare o ROAS das plataformas com o faturamento real da loja antes de decidir
        aumentar ou cortar a verba.
      </p>
    </>
  );
}
