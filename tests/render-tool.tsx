import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { createRoutesStub, useLocation } from "react-router";

/**
 * Renders a calculator inside a router at `url`, as its route would, with
 * the address's query string shown next to it (read it with `toolQuery()`).
 */
export function renderTool(Tool: ComponentType, url = "/t") {
  function Page() {
    const { search } = useLocation();
    return (
      <>
        <Tool />
        <output data-testid="query">{search}</output>
      </>
    );
  }
  const Stub = createRoutesStub([{ path: "/t", Component: Page }]);
  render(<Stub initialEntries={[url]} />);
  return userEvent.setup();
}

export type User = ReturnType<typeof userEvent.setup>;

/** Types each value into the text field with that label. */
export async function fillFields(user: User, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await user.type(screen.getByRole("textbox", { name: label }), value);
}

/** Types the values, then presses Calcular. */
export async function calculate(user: User, fields: Record<string, string>) {
  await fillFields(user, fields);
  await user.click(screen.getByRole("button", { name: "Calcular" }));
}

/** The calculator's live result region. */
export const toolResult = () => screen.getByRole("status", { name: "Resultado" });

/** The page's current query string. */
export const toolQuery = () => screen.getByTestId("query");
