import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { UnitConverter } from "#app/features/tools/conversor-unidades/unit-converter";

export const handle = toolHandle;

export const loader = () => toolPageData("conversor-unidades");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <UnitConverter />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        Escolha a categoria, digite o valor (vírgula para decimais, como em “2,5”) e as unidades de origem e de destino.
        O resultado aparece na hora, com quatro casas decimais.
      </p>
      <h3>Comprimento e peso</h3>
      <p>
        Cada unidade tem um fator em relação à unidade de base (metro ou quilograma). A conversão divide o valor pelo
        fator da unidade de origem e multiplica pelo fator da unidade de destino:{" "}
        <strong>resultado = valor ÷ fator de origem × fator de destino</strong>.
      </p>
      <div
        className="my-4 overflow-x-auto [&>table]:my-0"
        tabIndex={0}
        role="region"
        aria-label="Fatores de comprimento e peso"
      >
        <table>
          <thead>
            <tr>
              <th scope="col">Unidade</th>
              <th scope="col">Quantas cabem em 1 metro ou 1 quilograma</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Centímetros</td>
              <td>100</td>
            </tr>
            <tr>
              <td>Quilômetros</td>
              <td>0,001</td>
            </tr>
            <tr>
              <td>Milhas</td>
              <td>0,000621371</td>
            </tr>
            <tr>
              <td>Pés</td>
              <td>3,28084</td>
            </tr>
            <tr>
              <td>Gramas</td>
              <td>1.000</td>
            </tr>
            <tr>
              <td>Libras</td>
              <td>2,20462</td>
            </tr>
            <tr>
              <td>Onças</td>
              <td>35,274</td>
            </tr>
          </tbody>
        </table>
      </div>
      <h3>Temperatura</h3>
      <p>
        Temperaturas não são proporcionais entre si (0 °C não é 0 °F), por isso a conversão passa sempre por Celsius: °F
        = °C × 9/5 + 32, °C = (°F − 32) × 5/9, K = °C + 273,15 e °C = K − 273,15.
      </p>
    </>
  );
}
