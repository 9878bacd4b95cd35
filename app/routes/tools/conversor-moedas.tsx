import { toolHandle, toolMeta, toolShouldRevalidate } from "~/features/tools/tool-meta";
import { toolPageData } from "~/features/tools/tool-page.server";
import { ToolLayout } from "~/features/tools/tool-layout";
import { CurrencyConverter } from "~/features/tools/conversor-moedas/currency-converter";

export const handle = toolHandle;

export const loader = () => toolPageData("conversor-moedas");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta("Conversor de Moedas: real, dólar, euro, libra e peso");

export default function Tool() {
  return (
    <ToolLayout slug="conversor-moedas" explanation={<Explanation />}>
      <CurrencyConverter />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        Digite o valor do jeito que você escreve no dia a dia, como <strong>1.000,50</strong>, escolha a moeda de origem
        e a de destino. A conversão acontece sozinha meio segundo depois que você para de digitar ou troca uma moeda, e
        também quando você toca em <strong>Converter</strong>.
      </p>
      <h3>A conta</h3>
      <p>
        O resultado é <strong>valor × taxa</strong>, em que a taxa diz quantas unidades da moeda de destino valem uma
        unidade da moeda de origem. A <strong>taxa inversa</strong> (1 ÷ taxa) mostra o caminho de volta, útil para
        saber quanto custa em reais algo com preço em dólar ou euro.
      </p>
      <p>
        As taxas vêm de uma tabela fixa com os pares mais procurados a partir do real e do dólar. Quando um par não está
        na tabela, a conversão passa pelo dólar americano: de euro para libra, por exemplo, converte-se euro → dólar e
        dólar → libra. Se nem esse caminho existe (como no peso mexicano), a taxa exibida é 1. Converter uma moeda para
        ela mesma sempre dá taxa 1.
      </p>
      <h3>Casas decimais</h3>
      <p>
        Os valores aparecem com duas casas decimais; o iene japonês, que não tem centavos, aparece sem casas decimais.
      </p>
      <h3>Importante</h3>
      <p>
        As taxas são simuladas e servem só como referência para planejar a viagem. Na hora de comprar moeda, a cotação
        real muda ao longo do dia e ainda há spread, IOF e tarifas do cartão ou da casa de câmbio.
      </p>
    </>
  );
}
