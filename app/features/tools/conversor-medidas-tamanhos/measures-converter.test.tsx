import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MeasuresConverter } from "./measures-converter";

function setup() {
  const user = userEvent.setup({ delay: null });
  render(<MeasuresConverter />);
  return {
    user,
    celsius: screen.getByLabelText("Celsius (°C)"),
    fahrenheit: screen.getByLabelText("Fahrenheit (°F)"),
    km: screen.getByLabelText("Quilômetros (km)"),
    miles: screen.getByLabelText("Milhas (mi)"),
  };
}

// jsdom on a busy machine types slowly; the default 5 s per test is not about the app.
describe("MeasuresConverter two-way fields", { timeout: 20_000 }, () => {
  it("fills Fahrenheit from Celsius and back, with one decimal", async () => {
    const { user, celsius, fahrenheit } = setup();
    await user.type(celsius, "36,6");
    expect(fahrenheit).toHaveValue("97,9");
    expect(screen.getByRole("status", { name: "Resultado: Temperatura" })).toHaveTextContent("36,6 °C = 97,9 °F");
    await user.clear(fahrenheit);
    await user.type(fahrenheit, "212");
    expect(celsius).toHaveValue("100,0");
  });

  it("fills miles from kilometres and back, with two decimals", async () => {
    const { user, km, miles } = setup();
    await user.type(km, "42,195");
    expect(miles).toHaveValue("26,22");
    await user.clear(miles);
    await user.type(miles, "1.000");
    expect(km).toHaveValue("1.609,34");
  });

  it("empties the other field when the value is cleared or is not a number", async () => {
    const { user, celsius, fahrenheit, km, miles } = setup();
    await user.type(celsius, "20");
    expect(fahrenheit).toHaveValue("68,0");
    await user.type(celsius, "a");
    expect(fahrenheit).toHaveValue("");
    await user.type(km, "5");
    await user.clear(km);
    expect(miles).toHaveValue("");
    expect(screen.getByRole("status", { name: "Resultado: Distância" })).toBeEmptyDOMElement();
  });
});

describe("MeasuresConverter size charts", () => {
  it("shows the five charts with a size picker each and the note that brands vary", () => {
    setup();
    expect(screen.getAllByRole("table")).toHaveLength(5);
    expect(screen.getAllByRole("combobox", { name: "Encontre seu tamanho" })).toHaveLength(5);
    expect(screen.getByText("Os tamanhos variam entre marcas.")).toBeInTheDocument();
    const shoes = screen.getByRole("table", { name: /Calçados masculinos/ });
    expect(within(shoes).getAllByRole("row").at(-1)).toHaveTextContent("4710,548");
  });
});
