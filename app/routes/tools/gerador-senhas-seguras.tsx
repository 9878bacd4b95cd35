import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { PasswordGenerator } from "#app/features/tools/gerador-senhas-seguras/password-generator";

export const handle = toolHandle;

export const loader = () => toolPageData("gerador-senhas-seguras");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <PasswordGenerator />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        A senha é sorteada no seu próprio navegador, com o gerador criptográfico do sistema (
        <code>crypto.getRandomValues</code>). Nada é enviado pela internet nem fica guardado: ao fechar a página, a
        senha existe só onde você a colar.
      </p>
      <p>
        Cada caractere é escolhido ao acaso entre todos os tipos marcados: 26 letras maiúsculas, 26 minúsculas, 10
        números e 26 símbolos (<code>{"!@#$%^&*()_+-=[]{}|;:,.<>?"}</code>). Todos têm exatamente a mesma chance: os
        sorteios que favoreceriam alguns caracteres são descartados e refeitos. Como o sorteio é livre, uma senha curta
        pode acabar sem um dos tipos marcados.
      </p>
      <h3>Como medimos a força</h3>
      <p>
        A força é a entropia da senha, em bits: <strong>comprimento × log₂(quantidade de caracteres possíveis)</strong>.
        Com os quatro tipos marcados há 88 caracteres possíveis, e cada um vale cerca de 6,5 bits; uma senha de 16
        caracteres chega a uns 103 bits.
      </p>
      <ul>
        <li>
          <strong>Fraca</strong> (menos de 40 bits): pode ser descoberta em horas por quem obtiver o arquivo de senhas
          de um site.
        </li>
        <li>
          <strong>Razoável</strong> (40 a 63 bits): serve para contas de pouco valor, de preferência com verificação em
          duas etapas.
        </li>
        <li>
          <strong>Forte</strong> (64 a 99 bits): boa para e-mail, bancos e redes sociais.
        </li>
        <li>
          <strong>Muito forte</strong> (100 bits ou mais): fora do alcance de qualquer ataque por tentativa e erro.
        </li>
      </ul>
      <p>
        Use uma senha diferente para cada site e guarde-as em um gerenciador de senhas: assim você só precisa lembrar de
        uma.
      </p>
    </>
  );
}
