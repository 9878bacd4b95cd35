import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { BodyMetricsCalculator } from "#app/features/tools/calculadora-imc-metabolismo/body-metrics-calculator";

export const handle = toolHandle;

export const loader = () => toolPageData("calculadora-imc-metabolismo");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <BodyMetricsCalculator />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <h3>Índice de massa corporal (IMC)</h3>
      <p>
        O IMC relaciona peso e altura. A altura digitada em centímetros é convertida para metros, e o resultado aparece
        com uma casa decimal:
      </p>
      <p className="rounded-lg bg-muted px-4 py-3 font-semibold">
        IMC = peso (kg) ÷ altura (m)<sup>2</sup>
      </p>
      <p>
        Exemplo: 70 kg e 175 cm dão 70 ÷ 1,75² = <strong>22,9</strong>, peso normal. As faixas usadas são as da
        Organização Mundial da Saúde: abaixo de 18,5, abaixo do peso; de 18,5 a menos de 25, peso normal; de 25 a menos
        de 30, sobrepeso; de 30 a menos de 35, obesidade grau I; de 35 a menos de 40, obesidade grau II; 40 ou mais,
        obesidade grau III.
      </p>
      <h3>Taxa metabólica basal (TMB)</h3>
      <p>
        A TMB estima quantas calorias o corpo gasta em repouso, só para se manter funcionando. A calculadora usa a
        equação de Mifflin–St Jeor, com o resultado arredondado para calorias inteiras:
      </p>
      <p className="rounded-lg bg-muted px-4 py-3 font-semibold">
        TMB = 10 × peso (kg) + 6,25 × altura (cm) − 5 × idade + 5 (homens) ou − 161 (mulheres)
      </p>
      <p>
        Exemplo: um homem de 30 anos, 70 kg e 175 cm tem TMB de 700 + 1.093,75 − 150 + 5 ={" "}
        <strong>1.649 kcal/dia</strong>. Para estimar o gasto do dia inteiro, multiplica-se a TMB por um fator de
        atividade (de cerca de 1,2 para quem é sedentário a 1,9 para quem treina pesado todos os dias).
      </p>
      <h3>Importante</h3>
      <p>
        IMC e TMB são estimativas para adultos e não medem a composição do corpo: atletas musculosos podem ter IMC alto
        sem excesso de gordura. Use os números como referência e converse com um médico ou nutricionista antes de mudar
        a alimentação.
      </p>
    </>
  );
}
