import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RadioTabs } from "./radio-tabs";

const tabs = (count: number) => [
  { value: "a", label: "Primeira", panel: <p>Painel A {count}</p> },
  { value: "b", label: "Segunda", panel: <p>Painel B {count}</p> },
];

/** Attribute writes on the radios, as the browser sees them (a write of the same value counts). */
function watchRadios(container: HTMLElement) {
  const writes: string[] = [];
  const collect = (records: MutationRecord[]) => {
    for (const record of records)
      if (record.target instanceof HTMLInputElement) writes.push(`${record.target.value}.${record.attributeName}`);
  };
  const observer = new MutationObserver(collect);
  observer.observe(container, { attributes: true, subtree: true });
  return {
    writes: () => {
      collect(observer.takeRecords());
      return writes;
    },
    stop: () => observer.disconnect(),
  };
}

describe("RadioTabs", () => {
  it("chooses the first tab and names the group", () => {
    render(<RadioTabs name="aba" legend="Abas" tabs={tabs(1)} />);
    expect(screen.getByRole("group", { name: "Abas" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Primeira" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Segunda" })).not.toBeChecked();
  });

  it("updates a panel without writing to the radios again", () => {
    const { container, rerender } = render(<RadioTabs name="aba" legend="Abas" tabs={tabs(1)} />);
    const radios = watchRadios(container);
    rerender(<RadioTabs name="aba" legend="Abas" tabs={tabs(2)} />);
    expect(screen.getByText("Painel A 2")).toBeInTheDocument();
    expect(radios.writes()).toEqual([]);

    rerender(<RadioTabs name="outra" legend="Abas" tabs={tabs(2)} />);
    expect(radios.writes()).toContain("a.name");
    radios.stop();
  });
});
