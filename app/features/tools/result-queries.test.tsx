import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CompoundInterestCalculator } from "./calculadora-juros-compostos/compound-interest-calculator";
import { RuleOfThreeCalculator } from "./calculadora-regra-de-tres/rule-of-three-calculator";
import { PercentageCalculator } from "./calculadora-porcentagem/percentage-calculator";
import { BodyMetricsCalculator } from "./calculadora-imc-metabolismo/body-metrics-calculator";
import { LoanCalculator } from "./calculadora-emprestimos/loan-calculator";
import { TipCalculator } from "./calculadora-gorjetas/tip-calculator";
import { TravelCostCalculator } from "./calculadora-custo-viagem/travel-cost-calculator";
import { CurrencyConverter } from "./conversor-moedas/currency-converter";
import { UnitConverter } from "./conversor-unidades/unit-converter";
import { RoasCalculator } from "./calculadora-roas/roas-calculator";
import { MaxCpaCalculator } from "./calculadora-cpa-maximo/max-cpa-calculator";
import { AdBudgetPlanner } from "./planejador-orcamento-anuncios/ad-budget-planner";
import { MarkupCalculator } from "./calculadora-markup-margem/markup-calculator";
import { resultQueries } from "./result-queries";
import type { ToolSlug } from "./tool-definitions";

const calculators: Partial<Record<ToolSlug, ComponentType>> = {
  "calculadora-juros-compostos": () => <CompoundInterestCalculator indices={null} />,
  "calculadora-regra-de-tres": RuleOfThreeCalculator,
  "calculadora-porcentagem": PercentageCalculator,
  "calculadora-imc-metabolismo": BodyMetricsCalculator,
  "calculadora-emprestimos": LoanCalculator,
  "calculadora-gorjetas": TipCalculator,
  "calculadora-custo-viagem": TravelCostCalculator,
  "conversor-moedas": () => <CurrencyConverter quotes={null} />,
  "conversor-unidades": UnitConverter,
  "calculadora-roas": RoasCalculator,
  "calculadora-cpa-maximo": MaxCpaCalculator,
  "planejador-orcamento-anuncios": AdBudgetPlanner,
  "calculadora-markup-margem": MarkupCalculator,
};

describe("result queries", () => {
  it("list a calculator for every tool they name", () => {
    expect(Object.keys(resultQueries).sort()).toEqual(Object.keys(calculators).sort());
  });

  // A form submitted without JavaScript must land on the normal spelling, not on a redirect.
  it.each(Object.entries(calculators))("%s: the form submits its fields in the listed order", (slug, Calculator) => {
    const Stub = createRoutesStub([{ path: "/t", Component: Calculator }]);
    const { container } = render(<Stub initialEntries={["/t"]} />);
    const form = container.querySelector("form");
    if (!form) throw new Error("no form");
    const submitted = [...new Set([...new FormData(form).keys()])];
    expect(submitted).toEqual(resultQueries[slug as ToolSlug]);
  });
});
