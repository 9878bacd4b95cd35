import { PhraseTranslator } from "~/features/tools/tradutor-frases-viagem/phrase-translator";
import { ToolLayout } from "~/features/tools/tool-layout";
import { toolHandle, toolMeta } from "~/features/tools/tool-meta";

export const handle = toolHandle;

export const meta = () => toolMeta("tradutor-frases-viagem");

export default function Tool() {
  return (
    <ToolLayout slug="tradutor-frases-viagem" explanation={<Explanation />}>
      <PhraseTranslator />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        Escolha o idioma que você conhece e o idioma do país que vai visitar, depois a situação: saudações, direções,
        compras, restaurante ou emergências. Cada frase aparece traduzida, com o original logo abaixo. As traduções
        foram escritas para soar naturais a quem mora lá, no tratamento formal que se usa com desconhecidos (vous em
        francês, Sie em alemão, usted em espanhol, Lei em italiano). O espanhol segue o uso da Espanha; na América
        Latina você também será entendido.
      </p>
      <p>
        O botão <strong>Ouvir</strong> lê a frase em voz alta com a voz do próprio navegador ou celular, no idioma
        escolhido (português do Brasil e inglês americano). Se o aparelho não tiver uma voz instalada para aquele
        idioma, o botão fica desativado; no celular, você pode instalar vozes nas configurações de acessibilidade. O
        botão <strong>Copiar</strong> coloca a frase na área de transferência, pronta para colar em uma mensagem ou
        mostrar na tela.
      </p>
      <p>É grátis e não precisa de cadastro.</p>
    </>
  );
}
