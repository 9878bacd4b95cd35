import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { PercentageCalculator } from "#app/features/tools/calculadora-porcentagem/percentage-calculator";

export const handle = toolHandle;

export const loader = () => toolPageData("calculadora-porcentagem");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <PercentageCalculator />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>Porcentagem é uma fração de 100: 15% é o mesmo que 15 ÷ 100. A calculadora responde duas perguntas comuns.</p>
      <h3>Quanto é X% de Y?</h3>
      <p className="rounded-lg bg-muted px-4 py-3 font-semibold">Resultado = X ÷ 100 × Y</p>
      <p>
        Serve para descontos, comissões e gorjetas. Exemplo: 15% de R$ 200,00 é 15 ÷ 100 × 200 = <strong>30,00</strong>.
      </p>
      <h3>X é qual porcentagem de Y?</h3>
      <p className="rounded-lg bg-muted px-4 py-3 font-semibold">Resultado = X ÷ Y × 100 %</p>
      <p>
        Mostra quanto uma parte representa do total. Exemplo: 30 é 30 ÷ 200 × 100 = <strong>15,00%</strong> de 200. Como
        a conta divide por Y, o total precisa ser diferente de zero.
      </p>
      <p>Os resultados aparecem com duas casas decimais. Você pode digitar números como 1.250,50 ou 12,5.</p>
    </>
  );
}
