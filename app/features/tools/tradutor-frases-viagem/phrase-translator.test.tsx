import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { PhraseTranslator } from "./phrase-translator";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("#app/components/ui/toast", () => ({ toast }));

function Page() {
  const { search } = useLocation();
  return (
    <>
      <PhraseTranslator />
      <output aria-label="Endereço">{search}</output>
    </>
  );
}

function renderAt(url = "/t") {
  const Stub = createRoutesStub([{ path: "/t", Component: Page }]);
  render(<Stub initialEntries={[url]} />);
  return { user: userEvent.setup() };
}

const address = () => screen.getByRole("status", { name: "Endereço" }).textContent;

describe("PhraseTranslator", { timeout: 20_000 }, () => {
  it("lists the phrases in the languages the address names", async () => {
    renderAt("/t?de=es&para=de");
    expect(screen.getByRole("combobox", { name: "Idioma de origem" })).toHaveValue("es");
    expect(screen.getByRole("combobox", { name: "Traduzir para" })).toHaveValue("de");
    // Spanish and German load when asked for: only Portuguese and English come with the page.
    expect(await screen.findByText("Wie viel kostet das?")).toHaveAttribute("lang", "de");
    expect(screen.getByText("¿Cuánto cuesta?")).toHaveAttribute("lang", "es");
  });

  it("translates into the language chosen, and the address follows", async () => {
    const { user } = renderAt();
    expect(screen.getByText("How much is it?")).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Traduzir para" }), "Francês");
    expect(await screen.findByText("Combien ça coûte ?")).toHaveAttribute("lang", "fr");
    expect(address()).toBe("?de=pt&para=fr");
  });

  it("swaps the languages in place", async () => {
    const { user } = renderAt("/t?de=pt&para=it");
    await user.click(screen.getByRole("button", { name: "Inverter idiomas" }));
    expect(screen.getByRole("combobox", { name: "Idioma de origem" })).toHaveValue("it");
    expect(screen.getByRole("combobox", { name: "Traduzir para" })).toHaveValue("pt");
    // Before and after the swap both languages are on screen; what the swap changes is which one is spoken.
    expect(await screen.findByRole("button", { name: "Ouvir: Quanto custa?" })).toBeInTheDocument();
    expect(screen.getByText("Quanto custa?")).toHaveAttribute("lang", "pt");
    expect(screen.getByText("Quanto costa?")).toHaveAttribute("lang", "it");
    expect(address()).toBe("?de=it&para=pt");
  });

  it("shows the languages swapped when the swap button was submitted without the script", async () => {
    renderAt("/t?de=pt&para=en&inverter=1");
    expect(screen.getByRole("combobox", { name: "Idioma de origem" })).toHaveValue("en");
    expect(screen.getByText("Bom dia!")).toHaveAttribute("lang", "pt");
  });

  it("hydrates over the server's phrases without a warning, and their buttons then work", async () => {
    const Stub = createRoutesStub([{ path: "/t", Component: Page }]);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Stub initialEntries={["/t"]} />);
    document.body.append(container);
    const consoleError = vi.spyOn(console, "error");
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();

    const root = await act(async () => hydrateRoot(container, <Stub initialEntries={["/t"]} />));
    try {
      await act(async () => within(container).getByRole("button", { name: "Copiar: Good morning!" }).click());
      expect(writeText).toHaveBeenCalledWith("Good morning!");
      await waitFor(() =>
        expect(toast.success).toHaveBeenCalledWith("Frase copiada!", { description: "Good morning!" }),
      );
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      act(() => root.unmount());
      container.remove();
      consoleError.mockRestore();
    }
  });

  it("without speech synthesis, says so above the phrases and again when Ouvir is pressed", async () => {
    // jsdom has no speech synthesis, like a browser without it.
    const { user } = renderAt("/t?de=pt&para=it");
    const hint = "Seu navegador não oferece leitura em voz alta. Você ainda pode copiar as frases.";
    expect(await screen.findByText(hint)).toBeVisible();
    const speak = screen.getByRole("button", { name: "Ouvir: Buongiorno!" });
    expect(speak).toHaveAccessibleDescription(hint);
    await user.click(speak);
    expect(toast.error).toHaveBeenCalledWith("Não foi possível ouvir a frase.", { description: hint });
  });
});
