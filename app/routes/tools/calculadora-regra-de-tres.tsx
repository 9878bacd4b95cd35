import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { RuleOfThreeCalculator } from "#app/features/tools/calculadora-regra-de-tres/rule-of-three-calculator";

export const handle = toolHandle;

export const loader = () => toolPageData("calculadora-regra-de-tres");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <RuleOfThreeCalculator />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        A regra de três simples resolve proporções: quando você conhece três valores de duas grandezas que crescem
        juntas, ela descobre o quarto. Lê-se assim: <em>se A está para B, então C está para X</em>.
      </p>
      <p className="rounded-lg bg-muted px-4 py-3 font-semibold">A ÷ B = C ÷ X, logo X = B × C ÷ A</p>
      <p>O resultado aparece com duas casas decimais. O valor A não pode ser zero, porque a conta divide por ele.</p>
      <h3>Exemplo</h3>
      <p>
        Se 2 kg de café custam R$ 70,00, quanto custam 5 kg? Digite A = 2, B = 70 e C = 5: X = 70 × 5 ÷ 2 ={" "}
        <strong>175,00</strong>, ou seja, R$ 175,00.
      </p>
      <h3>E a regra de três inversa?</h3>
      <p>
        Esta calculadora faz a regra de três direta, em que uma grandeza aumenta quando a outra aumenta (mais quilos,
        mais reais). Quando uma aumenta e a outra diminui, como operários e dias de obra, a proporção é inversa e a
        conta vira X = A × B ÷ C.
      </p>
    </>
  );
}
