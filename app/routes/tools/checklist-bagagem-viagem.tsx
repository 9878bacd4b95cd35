import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { PackingChecklist } from "#app/features/tools/checklist-bagagem-viagem/packing-checklist";

export const handle = toolHandle;

export const loader = () => toolPageData("checklist-bagagem-viagem");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <PackingChecklist />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        Informe o destino, os dias de viagem, o clima e o que pretende fazer. A lista sai em seis grupos: Documentos,
        Higiene e Saúde, Eletrônicos, Roupas, Atividades Específicas e Extras.
      </p>
      <ul>
        <li>
          <strong>Toda viagem</strong>: documentos, cartões, seguro, remédios, higiene e carregadores.
        </li>
        <li>
          <strong>Duração</strong>: roupa íntima e meias para cada dia, mais uma reserva, e uma camiseta por dia, até
          uma semana (depois disso, vale mais lavar roupa no destino). Com mais de 7 dias entram roupas extras e um kit
          para lavar roupa na pia.
        </li>
        <li>
          <strong>Clima e atividades</strong>: protetor solar no calor, camadas e luvas no frio, capa de chuva na chuva;
          roupa de banho na praia, bota de trilha na montanha, traje de gala no evento formal. Nada aparece duas vezes.
        </li>
      </ul>
      <p>
        Marque cada item ao colocá-lo na mala: a barra mostra a porcentagem arredondada de itens marcados. A lista e as
        marcações ficam guardadas neste navegador. <strong>Reconfigurar</strong> muda a viagem sem perder as marcações
        dos itens que continuam na lista, e <strong>Imprimir</strong> leva a lista para o papel.
      </p>
    </>
  );
}
