import { Link } from "react-router";
import { toolPath } from "#app/features/tools/tool-path";
import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { MarkupCalculator } from "#app/features/tools/calculadora-markup-margem/markup-calculator";
import { MARKUP_FORMULAS } from "#app/features/tools/calculadora-markup-margem/markup";

export const handle = toolHandle;

export const loader = () => toolPageData("calculadora-markup-margem");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <MarkupCalculator />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        O <strong>markup</strong> parte do custo: quantas vezes o custo cabe no preço. A <strong>margem líquida</strong>{" "}
        parte do preço: quanto dele sobra depois do produto, da comissão, da taxa do cartão e dos impostos. Como esses
        descontos incidem sobre o preço de venda, a calculadora divide o custo pelo que sobra dele:
      </p>
      <ul className="rounded-lg bg-muted py-3 pr-4 font-semibold">
        {MARKUP_FORMULAS.map((formula) => (
          <li key={formula}>{formula}</li>
        ))}
      </ul>
      <h3>Exemplo</h3>
      <p>
        Custo de R$ 50,00 num marketplace com 16% de comissão, 4% de taxa e 10% de impostos: para sobrar 20% de margem,
        o preço é R$ 50,00 ÷ (1 − 0,50) = R$ 100,00. O markup é 2 (100%), mas a margem é de só 20%. Para saber quanto
        pagar em anúncios por venda, leve essa margem para a{" "}
        <Link to={toolPath("calculadora-cpa-maximo")}>Calculadora de CPA Máximo</Link>.
      </p>
    </>
  );
}
