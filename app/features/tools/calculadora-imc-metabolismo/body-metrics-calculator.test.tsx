import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { BodyMetricsCalculator } from "./body-metrics-calculator";

/** The calculator on its own page at `url`, with the page's query string shown for the assertions. */
function renderAt(url = "/imc") {
  const Stub = createRoutesStub([
    {
      path: "/imc",
      Component: () => (
        <>
          <BodyMetricsCalculator />
          <QueryString />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  return userEvent.setup();
}

function QueryString() {
  return <p data-testid="query">{useLocation().search}</p>;
}

async function fill(user: ReturnType<typeof userEvent.setup>, weight: string, height: string, age: string) {
  await user.type(screen.getByRole("textbox", { name: "Peso (kg)" }), weight);
  if (height) await user.type(screen.getByRole("textbox", { name: "Altura (cm)" }), height);
  await user.type(screen.getByRole("textbox", { name: "Idade (anos)" }), age);
  await user.click(screen.getByRole("button", { name: "Calcular" }));
}

describe("BodyMetricsCalculator", () => {
  it("defaults to masculino and shows IMC, class and TMB with its note", async () => {
    const user = renderAt();
    expect(screen.getByRole("group", { name: "Sexo" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Masculino" })).toBeChecked();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    await fill(user, "70", "175", "30");
    // 70 ÷ 1,75² = 22,86; 700 + 1.093,75 − 150 + 5 = 1.648,75
    const result = screen.getByRole("status");
    expect(result).toHaveTextContent("22,9");
    expect(result).toHaveTextContent("Peso normal");
    expect(result).toHaveTextContent("1.649 kcal/dia");
    expect(result).toHaveTextContent("Calorias que seu corpo precisa em repouso");
    expect(screen.getByTestId("query")).toHaveTextContent("?sexo=masculino&peso=70&altura=175&idade=30");
    expect(screen.getByRole("complementary", { name: "Consultoria gratuita" })).toBeInTheDocument();
  });

  it("uses the feminino offset when chosen", async () => {
    const user = renderAt();
    await user.click(screen.getByRole("radio", { name: "Feminino" }));
    await fill(user, "52,5", "168", "22");
    // 525 + 1.050 − 110 − 161
    expect(screen.getByRole("status")).toHaveTextContent("1.304 kcal/dia");
  });

  it("renders a shared link's result with its choices filled in", () => {
    renderAt("/imc?sexo=feminino&peso=81&altura=160&idade=40");
    expect(screen.getByRole("radio", { name: "Feminino" })).toBeChecked();
    expect(screen.getByRole("textbox", { name: "Peso (kg)" })).toHaveValue("81");
    // 81 ÷ 1,6² = 31,64; 810 + 1.000 − 200 − 161 = 1.449
    expect(screen.getByRole("status")).toHaveTextContent("31,6");
    expect(screen.getByRole("status")).toHaveTextContent("Obesidade Grau I");
    expect(screen.getByRole("status")).toHaveTextContent("1.449 kcal/dia");
  });

  it("does nothing while a field is not a number", async () => {
    const user = renderAt();
    await fill(user, "70", "", "30");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.getByTestId("query")).toBeEmptyDOMElement();
  });

  it("wraps at most one form control in each label", () => {
    renderAt();
    for (const label of document.querySelectorAll("label")) {
      expect(label.querySelectorAll("input, select, textarea, button").length).toBeLessThanOrEqual(1);
    }
  });
});
