import { MeasuresConverter } from "#app/features/tools/conversor-medidas-tamanhos/measures-converter";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";

export const handle = toolHandle;

export const loader = () => toolPageData("conversor-medidas-tamanhos");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <MeasuresConverter />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        Os campos de temperatura e de distância funcionam nos dois sentidos: digite em qualquer um deles e o outro é
        preenchido na hora. Use vírgula para decimais, como no Brasil (por exemplo, 36,6). Se você apagar o valor ou
        digitar algo que não é número, o outro campo fica vazio.
      </p>
      <ul>
        <li>
          <strong>Temperatura:</strong> °F = °C × 9/5 + 32 e °C = (°F − 32) × 5/9, com uma casa decimal. Referências
          úteis: 0 °C = 32 °F (água congela), 20 °C = 68 °F (dia agradável), 37 °C = 98,6 °F (corpo humano).
        </li>
        <li>
          <strong>Distância:</strong> 1 quilômetro = 0,621371 milha e 1 milha = 1,60934 quilômetro, com duas casas
          decimais. Nos Estados Unidos e no Reino Unido, placas de estrada e limites de velocidade usam milhas.
        </li>
      </ul>
      <p>
        As tabelas de roupas e calçados seguem as equivalências mais usadas pelo varejo entre Brasil, Estados Unidos e
        Europa. Escolha um tamanho em qualquer sistema para destacar a linha correspondente. No Brasil, roupas costumam
        vestir menores que as americanas, e as numerações europeias de calçados têm meios números em algumas marcas; por
        isso, sempre que possível, compare as medidas em centímetros da loja.
      </p>
    </>
  );
}
