import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Toaster } from "#app/components/ui/toaster";
import { ThemeProvider } from "#app/features/theme/theme-provider";
import { PasswordGenerator } from "./password-generator";

/** The generator with the site's own toaster, which loads sonner on the first toast. */
function setup() {
  const user = userEvent.setup();
  render(
    <ThemeProvider initialTheme="light">
      <PasswordGenerator />
      <Toaster />
    </ThemeProvider>,
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
    const slider = screen.getByRole("slider", { name: "Comprimento da senha" });
    expect(slider).toHaveValue("16");
    expect(slider).toHaveAttribute("min", "8");
    expect(slider).toHaveAttribute("max", "30");
    expect(slider).toHaveAttribute("aria-valuetext", "16 caracteres");
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
    fireEvent.change(screen.getByRole("slider", { name: "Comprimento da senha" }), { target: { value: "8" } });
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
