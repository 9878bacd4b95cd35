import { useLoaderData } from "react-router";
import type { Route } from "./+types/calculadora-juros-compostos";
import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { CompoundInterestCalculator } from "#app/features/tools/calculadora-juros-compostos/compound-interest-calculator";
import { serverContext } from "#app/load-context";

export const handle = toolHandle;

/** A result rendered by the server comes with the indices it compares with; a prerendered page has none. */
export const loader = ({ context }: Route.LoaderArgs) => ({
  ...toolPageData("calculadora-juros-compostos"),
  indices: context.get(serverContext)?.marketData?.indices ?? null,
});

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  const { indices } = useLoaderData<typeof loader>();
  return (
    <ToolLayout explanation={<Explanation />}>
      <CompoundInterestCalculator indices={indices} />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        Nos juros compostos, os juros de cada mês passam a render juros nos meses seguintes. A calculadora usa a fórmula
        do valor futuro com aportes mensais:
      </p>
      <p className="rounded-lg bg-muted px-4 py-3 font-semibold">
        M = C × (1 + i)<sup>n</sup> + A × [(1 + i)<sup>n</sup> − 1] ÷ i
      </p>
      <ul>
        <li>
          <strong>M</strong>: valor total acumulado ao fim do período;
        </li>
        <li>
          <strong>C</strong>: valor inicial;
        </li>
        <li>
          <strong>A</strong>: aporte mensal, considerado no <strong>fim de cada mês</strong>;
        </li>
        <li>
          <strong>i</strong>: taxa mensal = taxa anual ÷ 100 ÷ 12 (10% ao ano viram 0,8333% ao mês);
        </li>
        <li>
          <strong>n</strong>: número de meses = anos × 12.
        </li>
      </ul>
      <p>
        O <strong>Total Investido</strong> é o valor inicial somado a todos os aportes (C + A × n), e o{" "}
        <strong>Total em Juros</strong> é a diferença entre o valor acumulado e o total investido. Com taxa zero não há
        juros: o valor acumulado é simplesmente C + A × n.
      </p>
      <h3>Exemplo</h3>
      <p>
        R$ 1.000,00 iniciais, R$ 200,00 por mês, 12% ao ano durante 1 ano: a taxa mensal é 1% e o valor acumulado fica
        em R$ 3.663,33, dos quais R$ 3.400,00 foram investidos e R$ 263,33 são juros.
      </p>
      <h3>Bom saber</h3>
      <p>
        Dividir a taxa anual por 12 é a convenção da maioria dos simuladores. Como os juros são capitalizados todo mês,
        o rendimento efetivo em um ano fica um pouco acima da taxa digitada (12% ao ano rendem cerca de 12,68%). Os
        valores são brutos: não descontam imposto de renda, taxas de administração nem a inflação do período.
      </p>
      <h3>Comparação com poupança, CDI e Selic</h3>
      <p>
        Junto do resultado, a calculadora mostra quanto o mesmo valor inicial e os mesmos aportes teriam rendido nos
        últimos 12 meses na poupança, a 100% do CDI e à taxa Selic, mês a mês, pelas taxas publicadas pelo Banco Central
        no SGS (séries 195, 4391 e 4390), e quanto cada um ganhou acima da inflação medida pelo IPCA (série 433). O
        servidor busca essas séries uma vez por dia útil e guarda o que recebeu; os meses comparados aparecem na tabela.
        Rentabilidade passada não garante rentabilidade futura.
      </p>
    </>
  );
}
