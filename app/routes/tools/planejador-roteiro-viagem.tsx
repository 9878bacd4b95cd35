import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { ItineraryPlanner } from "#app/features/tools/planejador-roteiro-viagem/itinerary-planner";

export const handle = toolHandle;

export const loader = () => toolPageData("planejador-roteiro-viagem");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <ItineraryPlanner />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <ol>
        <li>
          Informe o destino principal e as datas de início e de fim e toque em <strong>Criar estrutura</strong>. O
          planejador monta um cartão para cada dia da viagem, com o número do dia, a data e o dia da semana.
        </li>
        <li>
          Em <strong>Adicionar item</strong>, escolha o dia e adicione atrações, restaurantes, hospedagens e atividades
          (o botão Adicionar item de cada dia já escolhe o dia para você). O nome é obrigatório; horário e notas são
          opcionais. Os itens com horário ficam em ordem cronológica e os sem horário vêm depois.
        </li>
        <li>
          Toque em <strong>Salvar</strong> para guardar o roteiro neste navegador: quando você voltar a esta página, ele
          é carregado de novo. Nada é enviado para a internet, então o roteiro salvo não aparece em outro celular ou
          computador.
        </li>
        <li>
          Use <strong>Imprimir</strong> para levar o roteiro no papel ou salvá-lo em PDF: a impressão mostra só os dias
          e os itens, sem formulários nem menus.
        </li>
      </ol>
      <h3>Quantos dias o roteiro tem</h3>
      <p>
        O número de dias é a diferença entre as datas, contada em dias, mais 1, porque o dia da chegada e o da partida
        também contam. Uma viagem de 21/11 a 28/11 tem 8 dias. Se as datas forem digitadas na ordem inversa, o roteiro
        começa pela mais antiga. As datas são tratadas como datas de calendário, sem fuso horário: 21/11 é 21/11 em
        qualquer lugar do mundo.
      </p>
      <p>
        Criar a estrutura de novo substitui todos os dias e itens. Se quiser mudar as datas de um roteiro já preenchido,
        anote os itens antes.
      </p>
    </>
  );
}
