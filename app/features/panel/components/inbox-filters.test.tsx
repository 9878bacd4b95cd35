import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { parseInboxFilter } from "../filters";
import { panelPaths } from "../paths";
import { InboxFilters } from "./inbox-filters";
import { StatusCounters } from "./status-counters";

const counts = { todos: 3, novo: 1, em_contato: 0, proposta: 0, ganho: 2, perdido: 0 };

/** The inbox's filters and status pills, read from the URL as the route reads them, and the URL shown. */
function Inbox() {
  const location = useLocation();
  const filter = parseInboxFilter(new URLSearchParams(location.search));
  return (
    <>
      <InboxFilters filter={filter} sources={["google"]} campaigns={["natal"]} />
      <StatusCounters filter={filter} counts={counts} />
      <output data-testid="url">{location.search}</output>
    </>
  );
}

function renderInbox(entry: string) {
  const Stub = createRoutesStub([{ path: panelPaths.inbox, Component: Inbox }]);
  render(<Stub initialEntries={[entry]} />);
}

describe("the inbox's filters", () => {
  it("show the status chosen by a pill, so applying the filters keeps it", async () => {
    const user = userEvent.setup();
    renderInbox(`${panelPaths.inbox}?origem=google`);
    await user.click(screen.getByRole("link", { name: /^Ganho/ }));
    expect(screen.getByTestId("url")).toHaveTextContent("?status=ganho&origem=google");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("ganho");
    expect(screen.getByRole("combobox", { name: "Origem" })).toHaveValue("google");
    await user.click(screen.getByRole("button", { name: "Aplicar filtros" }));
    expect(screen.getByTestId("url")).toHaveTextContent(/status=ganho/);
    expect(screen.getByTestId("url")).toHaveTextContent(/origem=google/);
  });

  it("show the whole list's values again after the filters are cleared by a link", async () => {
    const user = userEvent.setup();
    renderInbox(`${panelPaths.inbox}?busca=ana&status=ganho&periodo=intervalo&de=2026-11-01&ate=2026-11-27`);
    await user.click(screen.getByRole("link", { name: "Limpar filtros" }));
    expect(screen.getByTestId("url")).toBeEmptyDOMElement();
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Período" })).toHaveValue("tudo");
    expect(screen.getByLabelText("De (intervalo)")).toHaveValue("");
  });

  it("keep what was typed before the page's script ran", () => {
    const Stub = createRoutesStub([{ path: panelPaths.inbox, Component: Inbox }]);
    const page = <Stub initialEntries={[`${panelPaths.inbox}?status=novo`]} />;
    // The server's HTML, typed into on a slow phone before hydration, then hydrated.
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(page);
    (container.querySelector("input[type='search']") as HTMLInputElement).value = "maria";
    render(page, { container, hydrate: true });
    expect(screen.getByRole("searchbox")).toHaveValue("maria");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("novo");
  });
});
