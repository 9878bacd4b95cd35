import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PhraseCard } from "./phrase-card";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("#app/components/ui/toast", () => ({ toast }));

function setup({ hint = "", onSpeak = vi.fn() } = {}) {
  const user = userEvent.setup();
  render(
    <>
      <p id="dica">{hint}</p>
      <PhraseCard
        translated="Il conto, per favore."
        original="A conta, por favor."
        source="pt"
        target="it"
        speechHintId="dica"
        speaking={false}
        onSpeak={onSpeak}
      />
    </>,
  );
  return { user, onSpeak };
}

afterEach(() => vi.clearAllMocks());

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

  it("describes the speak button with the hint when there is no voice, and keeps it usable", () => {
    setup({ hint: "Seu navegador não tem uma voz em italiano instalada." });
    const speak = screen.getByRole("button", { name: /^Ouvir/ });
    expect(speak).toHaveAccessibleDescription("Seu navegador não tem uma voz em italiano instalada.");
    expect(speak).toBeEnabled();
  });

  it("copies the translation and confirms with a toast", async () => {
    const { user } = setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(screen.getByRole("button", { name: /^Copiar/ }));
    expect(writeText).toHaveBeenCalledWith("Il conto, per favore.");
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Frase copiada!", { description: "Il conto, per favore." }),
    );
  });

  it("tells the visitor when the browser refuses the clipboard", async () => {
    const { user } = setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    await user.click(screen.getByRole("button", { name: /^Copiar/ }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Não foi possível copiar a frase.", expect.anything()),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});
