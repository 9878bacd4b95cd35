import { toolHandle, toolMeta } from "~/features/tools/tool-meta";
import { ToolLayout } from "~/features/tools/tool-layout";
import { PackingChecklist } from "~/features/tools/checklist-bagagem-viagem/packing-checklist";

export const handle = toolHandle;

export const meta = () => toolMeta("checklist-bagagem-viagem");

export default function Tool() {
  return (
    <ToolLayout slug="checklist-bagagem-viagem" explanation={<Explanation />}>
      <PackingChecklist />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        Informe o destino, quantos dias vai ficar, o clima esperado e o que pretende fazer. A lista é montada em seis
        grupos: <strong>Documentos</strong>, <strong>Higiene e Saúde</strong>, <strong>Eletrônicos</strong>,{" "}
        <strong>Roupas</strong>, <strong>Atividades Específicas</strong> e <strong>Extras</strong>.
      </p>
      <h3>Como a lista é montada</h3>
      <ul>
        <li>
          <strong>Itens de toda viagem</strong>: documentos, cartões, seguro, remédios, higiene, carregadores e o básico
          para o trajeto.
        </li>
        <li>
          <strong>Roupas pela duração</strong>: uma peça de roupa íntima e um par de meias por dia, mais um de reserva,
          e uma camiseta por dia. A partir de uma semana a conta para de crescer, porque vale mais lavar roupa no
          destino do que carregar peso.
        </li>
        <li>
          <strong>Roupas pelo clima</strong>: tecidos leves, chapéu e protetor solar no calor; camadas, segunda pele,
          gorro e luvas no frio; jaqueta leve no clima temperado; capa impermeável e guarda-chuva na chuva.
        </li>
        <li>
          <strong>Atividades</strong>: roupa de banho para praia, bota de trilha para montanha, roupa social para
          negócios, traje de gala para eventos formais. Um item que já está na lista (como o protetor solar numa praia
          em clima quente) não se repete.
        </li>
        <li>
          <strong>Viagens com mais de 7 dias</strong> ganham roupas extras e um kit para lavar roupa na pia.
        </li>
      </ul>
      <h3>Progresso e impressão</h3>
      <p>
        Marque cada item ao colocá-lo na mala: a barra mostra a porcentagem arredondada de itens marcados. A lista e as
        marcações ficam guardadas neste navegador, então você pode fechar a página e continuar depois. Use{" "}
        <strong>Reconfigurar</strong> para mudar a viagem (os itens que continuarem na lista mantêm a marcação) e{" "}
        <strong>Imprimir</strong> para levar a lista no papel.
      </p>
    </>
  );
}
