import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { MeasuresConverter } from "./measures-converter";

function Page() {
  const { search } = useLocation();
  return (
    <>
      <MeasuresConverter />
      <output aria-label="Endereço">{search}</output>
    </>
  );
}

function setup(url = "/t") {
  const Stub = createRoutesStub([{ path: "/t", Component: Page }]);
  render(<Stub initialEntries={[url]} />);
  return {
    user: userEvent.setup({ delay: null }),
    celsius: screen.getByLabelText("Celsius (°C)"),
    fahrenheit: screen.getByLabelText("Fahrenheit (°F)"),
    km: screen.getByLabelText("Quilômetros (km)"),
    miles: screen.getByLabelText("Milhas (mi)"),
    address: () => decodeURIComponent(screen.getByRole("status", { name: "Endereço" }).textContent ?? ""),
  };
}

// jsdom on a busy machine types slowly; the default 5 s per test is not about the app.
describe("MeasuresConverter two-way fields", { timeout: 20_000 }, () => {
  it("fills Fahrenheit from Celsius and back, with one decimal, and the address follows", async () => {
    const { user, celsius, fahrenheit, address } = setup();
    await user.type(celsius, "36,6");
    expect(fahrenheit).toHaveValue("97,9");
    expect(screen.getByRole("status", { name: "Resultado: Temperatura" })).toHaveTextContent("36,6 °C = 97,9 °F");
    expect(address()).toBe("?celsius=36,6");
    expect(screen.getByRole("complementary", { name: "Consultoria gratuita" })).toBeInTheDocument();

    await user.clear(fahrenheit);
    await user.type(fahrenheit, "212");
    expect(celsius).toHaveValue("100,0");
    expect(address()).toBe("?fahrenheit=212");
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
    const { user, celsius, fahrenheit, km, miles, address } = setup();
    await user.type(celsius, "20");
    expect(fahrenheit).toHaveValue("68,0");
    await user.type(celsius, "a");
    expect(fahrenheit).toHaveValue("");
    await user.type(km, "5");
    await user.clear(km);
    expect(miles).toHaveValue("");
    expect(screen.getByRole("status", { name: "Resultado: Distância" })).toBeEmptyDOMElement();
    expect(address()).toBe("?celsius=20a");
  });

  it("opens a shared URL with both conversions filled in", () => {
    const { celsius, fahrenheit, km, miles } = setup("/t?fahrenheit=-40&km=10");
    expect(fahrenheit).toHaveValue("-40");
    expect(celsius).toHaveValue("-40,0");
    expect(km).toHaveValue("10");
    // 10 × 0,621371 = 6,21371.
    expect(miles).toHaveValue("6,21");
    expect(screen.getByRole("status", { name: "Resultado: Distância" })).toHaveTextContent("10 km = 6,21 mi");
  });
});

describe("MeasuresConverter size charts", { timeout: 20_000 }, () => {
  it("shows the five charts with a size picker each and the note that brands vary", () => {
    setup();
    expect(screen.getAllByRole("table")).toHaveLength(5);
    expect(screen.getAllByRole("combobox", { name: "Encontre seu tamanho" })).toHaveLength(5);
    expect(screen.getByText("Os tamanhos variam entre marcas.")).toBeInTheDocument();
    const shoes = screen.getByRole("table", { name: /Calçados masculinos/ });
    expect(within(shoes).getAllByRole("row").at(-1)).toHaveTextContent("4710,548");
  });

  it("marks the picked size and keeps it in the address, next to a conversion", async () => {
    const { user, address } = setup("/t?celsius=25");
    const [womenLetters] = screen.getAllByRole("combobox", { name: "Encontre seu tamanho" });
    await user.selectOptions(womenLetters!, "Europa 38");
    expect(screen.getByRole("status", { name: /Roupas femininas \(letras\)/ })).toHaveTextContent(
      "Brasil M = EUA M = Europa 38",
    );
    expect(address()).toBe("?celsius=25&roupas-femininas-letras=eur:38");
  });

  it("marks the size a shared URL names", () => {
    setup("/t?calcados-masculinos=us:10,5");
    expect(screen.getByRole("status", { name: /Calçados masculinos/ })).toHaveTextContent(
      "Brasil 47 = EUA 10,5 = Europa 48",
    );
  });

  it("carries only the page's own values between its forms, once each, whatever else the address holds", () => {
    const junk = Array.from({ length: 2000 }, (_, index) => `x${index}=1`).join("&");
    setup(`/t?celsius=25&celsius=30&calcados-masculinos=us:10,5&${junk}`);
    const hidden = [...document.querySelectorAll<HTMLInputElement>('input[type="hidden"]')];
    // Nine forms (two per converter side, one per size chart), each carrying the other two values at most.
    expect(hidden.length).toBeLessThanOrEqual(9 * 2);
    expect(new Set(hidden.map((input) => input.name))).toEqual(new Set(["celsius", "calcados-masculinos"]));
    expect(hidden.filter((input) => input.name === "celsius").every((input) => input.value === "25")).toBe(true);
  });
});
