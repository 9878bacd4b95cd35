import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { PasswordGenerator } from "./password-generator";


function setup() {
  const user = userEvent.setup();
  render(
    <>
      <PasswordGenerator />
      <Toaster />
    </>,
  );
  return { user, field: screen.getByLabelText("Sua senha") as HTMLInputElement };
}

describe("PasswordGenerator", () => {
  it("starts empty, with the copy button disabled and all four types on", () => {
    const { field } = setup();
    expect(field).toHaveValue("");
    expect(field).toHaveAttribute("readonly");
    expect(screen.getByRole("button", { name: "Copiar senha" })).toBeDisabled();
    expect(screen.getAllByRole("checkbox")).toHaveLength(4);
    for (const box of screen.getAllByRole("checkbox")) expect(box).toBeChecked();
    expect(screen.getByRole("slider", { name: "Comprimento da senha" })).toHaveAttribute("aria-valuenow", "16");
  });

  it("generates a 16-character password and rates its strength", async () => {
    const { user, field } = setup();
    await user.click(screen.getByRole("button", { name: "Gerar Senha" }));
    expect(field.value).toHaveLength(16);
    expect(screen.getByRole("status", { name: "Força da senha" })).toHaveTextContent("Muito forte");
    expect(screen.getByRole("status", { name: "Força da senha" })).toHaveTextContent("103 bits");
  });

  it("follows the slider and the chosen types", async () => {
    const { user, field } = setup();
    const slider = screen.getByRole("slider", { name: "Comprimento da senha" });
    slider.focus();
    await user.keyboard("{Home}");
    for (const name of ["Letras maiúsculas (A-Z)", "Letras minúsculas (a-z)", "Símbolos (!@#$%...)"]) {
      await user.click(screen.getByRole("checkbox", { name }));
    }
    await user.click(screen.getByRole("button", { name: "Gerar Senha" }));
    expect(field.value).toMatch(/^\d{8}$/);
    expect(screen.getByText("8 caracteres")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Força da senha" })).toHaveTextContent("Fraca");
  });

  it("asks for at least one type when none is chosen", async () => {
    const { user, field } = setup();
    for (const box of screen.getAllByRole("checkbox")) await user.click(box);
    await user.click(screen.getByRole("button", { name: "Gerar Senha" }));
    expect(await screen.findByText("Selecione pelo menos uma opção!")).toBeInTheDocument();
    expect(field).toHaveValue("");
  });

  it("copies the password to the clipboard", async () => {
    const { user, field } = setup();
    await user.click(screen.getByRole("button", { name: "Gerar Senha" }));
    await user.click(screen.getByRole("button", { name: "Copiar senha" }));
    expect(await screen.findByText("Senha copiada!")).toBeInTheDocument();
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(field.value));
  });
});
