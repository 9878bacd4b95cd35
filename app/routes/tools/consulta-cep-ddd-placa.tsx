import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { LookupTool } from "#app/features/tools/consulta-cep-ddd-placa/lookup-tool";

export const handle = toolHandle;

export const loader = () => toolPageData("consulta-cep-ddd-placa");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <LookupTool />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        As consultas são feitas direto do seu navegador a serviços públicos e gratuitos. Este site não guarda o que você
        pesquisa.
      </p>
      <h3>CEP</h3>
      <p>
        O endereço vem do{" "}
        <a href="https://viacep.com.br" rel="noopener noreferrer" target="_blank">
          ViaCEP
        </a>
        , que reúne a base de CEPs dos Correios. Alguns municípios pequenos têm um único CEP para a cidade inteira;
        nesse caso não há logradouro nem bairro a mostrar.
      </p>
      <h3>DDD</h3>
      <p>
        O estado e as cidades de cada código de área vêm da{" "}
        <a href="https://brasilapi.com.br" rel="noopener noreferrer" target="_blank">
          BrasilAPI
        </a>
        , a partir dos dados da Anatel. As cidades aparecem em ordem alfabética.
      </p>
      <h3>Placa</h3>
      <p>
        Dados de um veículo pela placa (proprietário, débitos, situação) são protegidos pela Lei Geral de Proteção de
        Dados e só saem em serviços pagos ou no Detran. A consulta à BrasilAPI é feita, mas esse serviço gratuito
        responde por código FIPE, não por placa, e quase sempre não traz dados. Por isso mostramos também o que a
        própria placa revela:
      </p>
      <ul>
        <li>
          <strong>Padrão:</strong> antigo (três letras e quatro números, ABC-1234) ou Mercosul (três letras, um número,
          uma letra e dois números, ABC1D23), obrigatório no Brasil desde 2020.
        </li>
        <li>
          <strong>Conversão:</strong> na troca para o Mercosul, o segundo número vira uma letra na mesma posição do
          alfabeto: 0 = A, 1 = B, 2 = C, 3 = D, 4 = E, 5 = F, 6 = G, 7 = H, 8 = I, 9 = J. Assim, ABC-1234 vira ABC1C34.
          Placas Mercosul com K a Z nessa posição foram emitidas já no padrão novo e não têm equivalente antigo.
        </li>
        <li>
          <strong>Estado do primeiro emplacamento:</strong> de 1990 até por volta de 2010, o Denatran distribuiu as
          séries de letras aos estados em ordem (AAA a BEZ para o Paraná, BFA a GKI para São Paulo, GKJ a HOK para Minas
          Gerais e assim por diante, até NRE). Usamos a tabela de séries por unidade federativa publicada no artigo
          “Placas de identificação de veículos no Brasil” da Wikipédia em português. A série indica onde o veículo foi
          emplacado pela primeira vez: ele pode ter sido transferido depois. Séries mais novas foram distribuídas em
          blocos pequenos e fora de ordem, e por isso não arriscamos um estado para elas.
        </li>
      </ul>
    </>
  );
}
