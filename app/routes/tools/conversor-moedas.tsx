import { useLoaderData } from "react-router";
import type { Route } from "./+types/conversor-moedas";
import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { CurrencyConverter } from "#app/features/tools/conversor-moedas/currency-converter";
import type { PtaxQuotes } from "#app/features/tools/market-data";
import { serverContext } from "#app/load-context";

export const handle = toolHandle;

/**
 * The stored PTAX bulletin comes with the page: it is rendered by the server (and cached, decision 036), never
 * prerendered, so a build day's rate is never shown as today's (decision 038).
 */
export const loader = ({ context }: Route.LoaderArgs) => ({
  ...toolPageData("conversor-moedas"),
  quotes: context.get(serverContext)?.marketData?.quotes ?? null,
});

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  const { quotes } = useLoaderData<typeof loader>();
  return (
    <ToolLayout explanation={<Explanation quotes={quotes} />}>
      <CurrencyConverter quotes={quotes} />
    </ToolLayout>
  );
}

function Explanation({ quotes }: { quotes: PtaxQuotes | null }) {
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
      {quotes ? (
        <>
          <h3>De onde vêm as taxas</h3>
          <p>
            Usamos a <strong>PTAX de fechamento</strong> do Banco Central, publicada em todo dia útil pouco depois das
            13h (horário de Brasília) no serviço de dados abertos Olinda; o peso argentino, o peso chileno e o peso
            mexicano, que não estão nesse serviço, vêm do arquivo de fechamento de todas as moedas que o Banco Central
            publica no mesmo horário. Buscamos o boletim uma vez por dia útil e mostramos a data dele. Se a busca de uma
            moeda falha, ela fica com a última cotação obtida, com a data dessa cotação ao lado, e tentamos de novo em
            poucos minutos. A PTAX tem duas taxas: a de <strong>compra</strong> e a de <strong>venda</strong>; a
            conversão usa a de venda, a mesma dos contratos e do IOF. Entre duas moedas estrangeiras, a conta passa pelo
            real: de euro para libra, divide-se a venda do euro pela venda da libra.
          </p>
          <p>
            Se a cotação de uma moeda nunca foi obtida, só os pares dela que estão na tabela simulada são convertidos,
            marcados como simulados; para os outros, a página diz que a cotação está indisponível em vez de mostrar um
            número inventado.
          </p>
        </>
      ) : (
        <p>
          Ainda não obtivemos as cotações do Banco Central. Enquanto isso, as taxas vêm de uma tabela fixa e simulada
          com os pares mais procurados a partir do real e do dólar, e só esses pares são convertidos. Para um par fora
          da tabela (de euro para libra, ou qualquer par com o peso mexicano), a página diz que a cotação está
          indisponível em vez de mostrar um número inventado. Converter uma moeda para ela mesma sempre dá taxa 1.
        </p>
      )}
      <h3>Casas decimais</h3>
      <p>
        Os valores aparecem com duas casas decimais; o iene japonês, que não tem centavos, aparece sem casas decimais.
      </p>
      <h3>Importante</h3>
      <p>
        {quotes
          ? "A PTAX é a referência oficial do dia, não o preço do balcão."
          : "As taxas são simuladas e servem só como referência para planejar a viagem."}{" "}
        Na hora de comprar moeda, a cotação real muda ao longo do dia e ainda há spread, IOF e tarifas do cartão ou da
        casa de câmbio.
      </p>
    </>
  );
}
