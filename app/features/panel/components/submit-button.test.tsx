import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Form, useFetcher } from "react-router";
import { describe, expect, it } from "vitest";
import { SubmitButton } from "./submit-button";

/** An action that answers only when the test lets it: the pending state can be seen, then seen to end. */
function heldAction() {
  let release: () => void = () => {};
  const action = () =>
    new Promise<{ ok: true }>((resolve) => {
      release = () => resolve({ ok: true });
    });
  return { action, release: () => release() };
}

function SavedByFetcher() {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post">
      <SubmitButton fetcher={fetcher} pendingLabel="Salvando…">
        Salvar status
      </SubmitButton>
    </fetcher.Form>
  );
}

/** Two forms posting to the same action, told apart by their intent (the team page's invitation and removal). */
function TwoForms() {
  return (
    <>
      <Form method="post">
        <input type="hidden" name="intent" value="convidar" />
        <SubmitButton post={{ field: "intent", value: "convidar" }} pendingLabel="Criando…">
          Criar convite
        </SubmitButton>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="remover" />
        <SubmitButton post={{ field: "intent", value: "remover" }} pendingLabel="Removendo…">
          Remover
        </SubmitButton>
      </Form>
    </>
  );
}

describe("a panel form's submit button", () => {
  it("waits, disabled and saying so, while its fetcher saves, then offers itself again", async () => {
    const held = heldAction();
    const Stub = createRoutesStub([{ path: "/painel/leads/1", Component: SavedByFetcher, action: held.action }]);
    render(<Stub initialEntries={["/painel/leads/1"]} />);
    await userEvent.click(screen.getByRole("button", { name: "Salvar status" }));
    expect(await screen.findByRole("button", { name: "Salvando…" })).toBeDisabled();
    held.release();
    expect(await screen.findByRole("button", { name: "Salvar status" })).toBeEnabled();
  });

  it("waits only for its own form's post when the page has several", async () => {
    const held = heldAction();
    const Stub = createRoutesStub([{ path: "/painel/equipe", Component: TwoForms, action: held.action }]);
    render(<Stub initialEntries={["/painel/equipe"]} />);
    await userEvent.click(screen.getByRole("button", { name: "Criar convite" }));
    expect(await screen.findByRole("button", { name: "Criando…" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Remover" })).toBeEnabled();
    held.release();
    expect(await screen.findByRole("button", { name: "Criar convite" })).toBeEnabled();
  });
});
