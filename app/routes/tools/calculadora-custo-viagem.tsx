import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { TravelCostCalculator } from "#app/features/tools/calculadora-custo-viagem/travel-cost-calculator";
import { STYLE_RATES, TRAVEL_STYLES } from "#app/features/tools/calculadora-custo-viagem/travel-cost";
import { formatBRL } from "#app/lib/numbers";

export const handle = toolHandle;

export const loader = () => toolPageData("calculadora-custo-viagem");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <TravelCostCalculator />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        A estimativa soma quatro partes da viagem usando valores médios diários para cada estilo. Informe a duração em
        dias e o número de viajantes; o transporte de carro é opcional.
      </p>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Valores diários por estilo de viagem">
        <table>
          <caption className="sr-only">Valores diários por estilo de viagem</caption>
          <thead>
            <tr>
              <th scope="col">Estilo</th>
              <th scope="col">Hospedagem (por dia)</th>
              <th scope="col">Alimentação (por pessoa/dia)</th>
              <th scope="col">Passeios (por pessoa/dia)</th>
            </tr>
          </thead>
          <tbody>
            {TRAVEL_STYLES.map((style) => (
              <tr key={style}>
                <th scope="row">{STYLE_RATES[style].label}</th>
                <td>{formatBRL(STYLE_RATES[style].hospedagem)}</td>
                <td>{formatBRL(STYLE_RATES[style].alimentacao)}</td>
                <td>{formatBRL(STYLE_RATES[style].passeios)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>As fórmulas</h3>
      <ul>
        <li>
          <strong>Hospedagem</strong> = diária × dias. A diária é do quarto ou imóvel, dividida pelo grupo.
        </li>
        <li>
          <strong>Alimentação</strong> = valor por pessoa × dias × viajantes.
        </li>
        <li>
          <strong>Passeios</strong> = valor por pessoa × dias × viajantes.
        </li>
        <li>
          <strong>Transporte</strong> = distância × 2 ÷ consumo × preço do litro (ida e volta). Só entra na conta quando
          distância, consumo e preço estão preenchidos.
        </li>
        <li>
          <strong>Total</strong> = soma das quatro partes; <strong>por pessoa</strong> = total ÷ viajantes;{" "}
          <strong>por pessoa, por dia</strong> = total ÷ dias ÷ viajantes.
        </li>
      </ul>
      <p>
        Os valores são médias para viagens pelo Brasil e servem para planejar o orçamento. Passagens aéreas, pedágios,
        estacionamento e compras não entram na conta: some-os à parte.
      </p>
    </>
  );
}
