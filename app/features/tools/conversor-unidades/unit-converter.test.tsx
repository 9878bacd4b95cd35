import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { UnitConverter } from "./unit-converter";

beforeAll(() => {
  // Radix Select relies on pointer capture and scrolling, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

function setup() {
  const user = userEvent.setup();
  render(<UnitConverter />);
  return { user, result: screen.getByRole("status", { name: "Resultado" }) };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.selectOptions(screen.getByLabelText(label), option);
}

describe("UnitConverter", () => {
  it("starts on length, from metres to centimetres, with no result", () => {
    const { result } = setup();
    expect(screen.getByLabelText("Categoria")).toHaveTextContent("Comprimento");
    expect(screen.getByLabelText("De")).toHaveTextContent("Metros (m)");
    expect(screen.getByLabelText("Para")).toHaveTextContent("Centímetros (cm)");
    expect(result).toBeEmptyDOMElement();
  });

  it("converts live as the value is typed, with 4 decimals and the target unit", async () => {
    const { user, result } = setup();
    await user.type(screen.getByLabelText("Valor"), "2,5");
    expect(result).toHaveTextContent("250,0000 centímetros");
    await user.clear(screen.getByLabelText("Valor"));
    await user.type(screen.getByLabelText("Valor"), "1.000");
    expect(result).toHaveTextContent("100.000,0000 centímetros");
  });

  it("clears the result when the value is not a number", async () => {
    const { user, result } = setup();
    await user.type(screen.getByLabelText("Valor"), "12");
    expect(result).not.toBeEmptyDOMElement();
    await user.type(screen.getByLabelText("Valor"), "abc");
    expect(result).toBeEmptyDOMElement();
  });

  it("resets the units when the category changes and recalculates", async () => {
    const { user, result } = setup();
    await user.type(screen.getByLabelText("Valor"), "100");
    await choose(user, "Categoria", "Temperatura");
    expect(screen.getByLabelText("De")).toHaveTextContent("Celsius (°C)");
    expect(screen.getByLabelText("Para")).toHaveTextContent("Fahrenheit (°F)");
    expect(result).toHaveTextContent("212,0000 °F");
    // Below-zero temperatures need a keyboard with the minus sign.
    expect(screen.getByLabelText("Valor")).toHaveAttribute("inputmode", "text");
    await choose(user, "Para", "Kelvin (K)");
    expect(result).toHaveTextContent("373,1500 K");
  });

  it("swaps From and To", async () => {
    const { user, result } = setup();
    await user.type(screen.getByLabelText("Valor"), "250");
    await user.click(screen.getByRole("button", { name: "Inverter unidades" }));
    expect(screen.getByLabelText("De")).toHaveTextContent("Centímetros (cm)");
    expect(result).toHaveTextContent("2,5000 metros");
  });
});
