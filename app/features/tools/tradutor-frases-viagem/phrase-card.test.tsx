import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PhraseCard } from "./phrase-card";
import { phrasesIn } from "./phrases";

const phrase = phrasesIn("restaurante").find((p) => p.id === "conta");
if (!phrase) throw new Error("phrase 'conta' missing");

function setup({ canSpeak = true, onSpeak = vi.fn() } = {}) {
  const user = userEvent.setup();
  render(
    <>
      <PhraseCard phrase={phrase!} source="pt" target="it" canSpeak={canSpeak} speaking={false} onSpeak={onSpeak} />
      <Toaster />
    </>,
  );
  return { user, onSpeak };
}

afterEach(() => vi.restoreAllMocks());

describe("PhraseCard", () => {
  it("shows the translation with its language and the original below", () => {
    setup();
    expect(screen.getByText("Il conto, per favore.")).toHaveAttribute("lang", "it");
    expect(screen.getByText("A conta, por favor.")).toHaveAttribute("lang", "pt");
  });

  it("names its buttons after the phrase and speaks on click", async () => {
    const { user, onSpeak } = setup();
    await user.click(screen.getByRole("button", { name: "Ouvir: Il conto, per favore." }));
    expect(onSpeak).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Copiar: Il conto, per favore." })).toBeEnabled();
  });

  it("disables the speak button when there is no voice", () => {
    setup({ canSpeak: false });
    expect(screen.getByRole("button", { name: /^Ouvir/ })).toBeDisabled();
  });

  it("copies the translation and confirms with a toast", async () => {
    const { user } = setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(screen.getByRole("button", { name: /^Copiar/ }));
    expect(writeText).toHaveBeenCalledWith("Il conto, per favore.");
    expect(await screen.findByText("Frase copiada!")).toBeInTheDocument();
  });

  it("tells the visitor when the browser refuses the clipboard", async () => {
    const { user } = setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    await user.click(screen.getByRole("button", { name: /^Copiar/ }));
    expect(await screen.findByText("Não foi possível copiar a frase.")).toBeInTheDocument();
  });
});
