import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { UnitConverter } from "./unit-converter";

/** The converter on its own page at `url`, with the page's query string shown for the assertions. */
function setup(url = "/unidades") {
  const Stub = createRoutesStub([
    {
      path: "/unidades",
      Component: () => (
        <>
          <UnitConverter />
          <QueryString />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  return { user: userEvent.setup(), result: screen.getByRole("status", { name: "Resultado" }) };
}

function QueryString() {
  return <p data-testid="query">{useLocation().search}</p>;
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.selectOptions(screen.getByLabelText(label), option);
}

const selected = (label: string) => (screen.getByLabelText(label) as HTMLSelectElement).selectedOptions[0]?.text;

describe("UnitConverter", () => {
  it("starts on length, from metres to centimetres, with no result and no Converter button once hydrated", () => {
    const { result } = setup();
    expect(selected("Categoria")).toBe("Comprimento");
    expect(selected("De")).toBe("Metros (m)");
    expect(selected("Para")).toBe("Centímetros (cm)");
    expect(result).toBeEmptyDOMElement();
    // It converts as the visitor types; the button is only for pages without JavaScript.
    expect(screen.queryByRole("button", { name: "Converter" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Inverter unidades" })).toBeEnabled();
  });

  it("converts live as the value is typed, with 4 decimals and the target unit, and keeps the URL in step", async () => {
    const { user, result } = setup();
    await user.type(screen.getByLabelText("Valor"), "2,5");
    expect(result).toHaveTextContent("250,0000 centímetros");
    await user.clear(screen.getByLabelText("Valor"));
    await user.type(screen.getByLabelText("Valor"), "1.000");
    expect(result).toHaveTextContent("100.000,0000 centímetros");
    expect(screen.getByTestId("query")).toHaveTextContent(
      "?categoria=comprimento&valor=1.000&de=metros&para=centimetros",
    );
  });

  it("clears the result when the value is not a number", async () => {
    const { user, result } = setup();
    await user.type(screen.getByLabelText("Valor"), "12");
    expect(result).not.toBeEmptyDOMElement();
    await user.type(screen.getByLabelText("Valor"), "abc");
    expect(result).toBeEmptyDOMElement();
  });

  it("resets the units when the category changes and recalculates, keeping focus on the list", async () => {
    const { user, result } = setup();
    await user.type(screen.getByLabelText("Valor"), "100");
    await choose(user, "Categoria", "Temperatura");
    expect(screen.getByLabelText("Categoria")).toHaveFocus();
    expect(selected("De")).toBe("Celsius (°C)");
    expect(selected("Para")).toBe("Fahrenheit (°F)");
    expect(result).toHaveTextContent("212,0000 °F");
    // Below-zero temperatures need a keyboard with the minus sign.
    expect(screen.getByLabelText("Valor")).toHaveAttribute("inputmode", "text");
    await choose(user, "Para", "Kelvin (K)");
    expect(result).toHaveTextContent("373,1500 K");
    expect(screen.getByTestId("query")).toHaveTextContent("?categoria=temperatura&valor=100&de=celsius&para=kelvin");
  });

  it("swaps From and To", async () => {
    const { user, result } = setup();
    await user.type(screen.getByLabelText("Valor"), "250");
    await user.click(screen.getByRole("button", { name: "Inverter unidades" }));
    expect(selected("De")).toBe("Centímetros (cm)");
    expect(result).toHaveTextContent("2,5000 metros");
  });

  it("opens a shared link with its conversion", () => {
    const { result } = setup("/unidades?categoria=peso&valor=2&de=libras&para=gramas");
    expect(selected("Categoria")).toBe("Peso");
    expect(screen.getByLabelText("Valor")).toHaveValue("2");
    // 2 ÷ 2,20462 × 1.000
    expect(result).toHaveTextContent(
      `${new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format((2 / 2.20462) * 1000)} gramas`,
    );
  });
});
