import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { TabuadaPractice } from "#app/features/tools/tabuada-online/tabuada-practice";

export const handle = toolHandle;

export const loader = () => toolPageData("tabuada-online");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <TabuadaPractice />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        Escolha uma tabuada de 1 a 10 e responda às dez multiplicações em ordem, do 1 ao 10. Digite o resultado e tecle
        Enter (ou toque em “Verificar Resposta”).
      </p>
      <ul>
        <li>
          Resposta certa: aparece “Correto!”, o placar de acertos sobe e, depois de 1 segundo, vem a próxima conta.
        </li>
        <li>Resposta errada: aparece “Errado, tente novamente!” e a conta continua na tela até você acertar.</li>
        <li>Ao acertar a décima conta, você completa a tabuada e pode passar para a próxima.</li>
      </ul>
      <p>
        “Reiniciar” volta para a primeira conta e zera os acertos. Trocar de tabuada volta para a primeira conta da nova
        tabuada, mantendo o placar. Nada é gravado: a prática fica só no seu navegador.
      </p>
      <h3>Dica para pais e professores</h3>
      <p>
        Pratique uma tabuada por dia, poucos minutos de cada vez. Quando a criança acertar as dez contas sem errar,
        desafie-a a fazer de novo mais rápido, ou a dizer o resultado antes de digitar.
      </p>
    </>
  );
}
