import { PhraseTranslator } from "#app/features/tools/tradutor-frases-viagem/phrase-translator";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";

export const handle = toolHandle;

export const loader = () => toolPageData("tradutor-frases-viagem");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <PhraseTranslator />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        Escolha o idioma que você fala, o do país que vai visitar e a situação: saudações, direções, compras,
        restaurante ou emergências. Cada frase aparece traduzida, com o original abaixo, escrita para soar natural a
        quem mora lá e no tratamento formal usado com desconhecidos (vous, Sie, usted, Lei). O espanhol segue o uso da
        Espanha, e na América Latina você também será entendido.
      </p>
      <p>
        <strong>Ouvir</strong> lê a frase com a voz do próprio navegador ou celular (português do Brasil e inglês
        americano); sem uma voz instalada para o idioma, o botão fica desativado, e no celular dá para instalar vozes
        nas configurações de acessibilidade. <strong>Copiar</strong> coloca a frase na área de transferência. É grátis e
        não precisa de cadastro.
      </p>
    </>
  );
}
