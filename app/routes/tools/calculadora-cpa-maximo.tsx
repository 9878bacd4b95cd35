import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { MaxCpaCalculator } from "#app/features/tools/calculadora-cpa-maximo/max-cpa-calculator";
import { MAX_CPA_FORMULAS } from "#app/features/tools/calculadora-cpa-maximo/max-cpa";

export const handle = toolHandle;

export const loader = () => toolPageData("calculadora-cpa-maximo");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <MaxCpaCalculator />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        O CPA (custo por aquisição) é quanto a loja gasta em anúncios para conseguir uma venda. O CPA máximo é o teto:
        acima dele, cada venda paga pelos anúncios dá prejuízo. Ele sai da margem de contribuição do pedido, descontado
        o lucro que você quer manter.
      </p>
      <ul className="rounded-lg bg-muted py-3 pr-4 font-semibold">
        {MAX_CPA_FORMULAS.map((formula) => (
          <li key={formula}>{formula}</li>
        ))}
      </ul>
      <p>
        Quem compra de novo traz mais margem sem custar um novo anúncio. Por isso lojas com boa recompra podem pagar
        mais pela primeira venda: o <strong>CPA máximo com recompra</strong> considera a margem de todas as compras do
        cliente. Use esse teto só se a sua loja tem caixa para esperar as próximas compras.
      </p>
      <h3>Exemplo</h3>
      <p>
        Ticket médio de R$ 200,00 com 40% de margem deixa R$ 80,00 por pedido. Querendo manter R$ 20,00 de lucro, o CPA
        máximo na primeira compra é R$ 60,00. Se cada cliente compra 3 vezes, a margem chega a R$ 240,00 e o CPA máximo
        com recompra sobe para R$ 220,00. Com 2% de conversão, o CPC máximo é R$ 1,20 na primeira compra (R$ 60,00 × 2%)
        e R$ 4,40 com recompra.
      </p>
      <h3>Bom saber</h3>
      <p>
        O CPC máximo vale para a média dos cliques: campanhas de fundo de funil (remarketing, busca pela marca) costumam
        converter mais e aguentar cliques mais caros que as de descoberta.
      </p>
    </>
  );
}
