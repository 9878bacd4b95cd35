import { Link } from "react-router";
import { TipCalculator } from "#app/features/tools/calculadora-gorjetas/tip-calculator";
import { toolPath } from "#app/features/tools/tool-path";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";

export const handle = toolHandle;

export const loader = () => toolPageData("calculadora-gorjetas");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <TipCalculator />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        Escolha o país, digite o valor da conta e a qualidade do atendimento. A gorjeta é a porcentagem da tabela
        aplicada sobre a conta: <strong>gorjeta = conta × porcentagem ÷ 100</strong>, e o total é a conta mais a
        gorjeta. Se a conta for dividida, o total é repartido igualmente entre as pessoas. As porcentagens são o costume
        local em restaurantes com serviço à mesa; onde o serviço já vem na conta, não some de novo.
      </p>
      <p>
        Digite o valor como aparece na conta, na moeda local: o resultado sai na mesma moeda (real no Brasil, dólar
        americano nos Estados Unidos, euro na Europa, e assim por diante), que é a moeda em que você vai pagar. Para
        saber quanto isso dá em reais, use o <Link to={toolPath("conversor-moedas")}>Conversor de Moedas</Link>.
      </p>
    </>
  );
}
