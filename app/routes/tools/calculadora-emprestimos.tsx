import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { LoanCalculator } from "#app/features/tools/calculadora-emprestimos/loan-calculator";

export const handle = toolHandle;

export const loader = () => toolPageData("calculadora-emprestimos");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <LoanCalculator />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        A parcela é calculada pela <strong>Tabela Price</strong>, o sistema de parcelas fixas usado na maioria dos
        empréstimos pessoais, consignados e financiamentos de veículos no Brasil:
      </p>
      <p className="rounded-lg bg-muted px-4 py-3 font-semibold">
        PMT = PV × i × (1 + i)<sup>n</sup> ÷ [(1 + i)<sup>n</sup> − 1]
      </p>
      <ul>
        <li>
          <strong>PMT</strong>: valor da parcela mensal;
        </li>
        <li>
          <strong>PV</strong>: valor emprestado;
        </li>
        <li>
          <strong>i</strong>: taxa de juros ao mês ÷ 100 (1,99% ao mês vira 0,0199);
        </li>
        <li>
          <strong>n</strong>: número de parcelas.
        </li>
      </ul>
      <p>
        O <strong>custo total</strong> é a parcela multiplicada pelo número de parcelas, e o{" "}
        <strong>total de juros</strong> é o custo total menos o valor emprestado. Com taxa zero, a parcela é só o valor
        dividido pelo número de parcelas.
      </p>
      <h3>Exemplo</h3>
      <p>
        R$ 10.000,00 em 24 parcelas a 1,99% ao mês: parcela de <strong>R$ 528,11</strong>, custo total de R$ 12.674,69 e
        R$ 2.674,69 de juros.
      </p>
      <h3>Tabela de amortização e SAC</h3>
      <p>
        Cada parcela paga primeiro os juros do mês, calculados sobre o saldo devedor; o restante amortiza a dívida. Na
        Price, os juros pesam mais no começo e a amortização cresce com o tempo. No <strong>SAC</strong> (Sistema de
        Amortização Constante), comum no financiamento imobiliário, a amortização é sempre PV ÷ n: a primeira parcela é
        maior, as seguintes diminuem e o total de juros fica menor.
      </p>
      <h3>Antes de contratar</h3>
      <p>
        O simulador considera só a taxa de juros. No contrato, compare o <strong>Custo Efetivo Total (CET)</strong>, que
        inclui IOF, seguros e tarifas e costuma deixar a parcela um pouco maior.
      </p>
    </>
  );
}
